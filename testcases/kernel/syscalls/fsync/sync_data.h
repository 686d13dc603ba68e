/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * Shared by fsync01.c and fdatasync01.c: write 8 MB of stamped data (tst_dev_stamp.h)
 * without O_SYNC to a new file on the test's device, call the sync under test, and check
 * that it returned 0, that by then at least as many bytes as were written had reached the
 * device (tst_dev_bytes_written) and that every 512-byte sector of the data is on it (read
 * with O_DIRECT). The test defines MNTPOINT, gives the buffer sync_wbuf SYNC_DATA_CHUNK
 * bytes (.bufs) and closes sync_fd in its cleanup (sync_data_cleanup()).
 */
#ifndef SYNC_DATA_H__
#define SYNC_DATA_H__

#include "tst_test.h"
#include "tst_dev_stamp.h"

#define SYNC_DATA_CHUNK (1024 * 1024)
#define SYNC_DATA_NCHUNKS 8
#define SYNC_DATA_NSECT (SYNC_DATA_CHUNK / TST_DEV_STAMP_SECTOR * SYNC_DATA_NCHUNKS)

static char *sync_wbuf;
static int sync_fd = -1;

/* name: the call's name, for the messages and the stamp's tag */
static void sync_data_check(int (*sync_call)(int), const char *name, const char *path)
{
	unsigned long before, written;
	char tag[TST_DEV_STAMP_TAG_LEN];
	int i;

	tst_dev_stamp_tag(tag, sizeof(tag), name);
	tst_dev_bytes_written(tst_device->dev);
	sync_fd = SAFE_OPEN(path, O_RDWR | O_CREAT | O_TRUNC, 0644);
	for (i = 0; i < SYNC_DATA_NCHUNKS; i++) {
		tst_dev_stamp(sync_wbuf, SYNC_DATA_CHUNK, tag,
			      (unsigned long)i * SYNC_DATA_CHUNK / TST_DEV_STAMP_SECTOR);
		SAFE_WRITE(1, sync_fd, sync_wbuf, SYNC_DATA_CHUNK);
	}

	before = tst_dev_bytes_written(tst_device->dev);
	TST_EXP_PASS(sync_call(sync_fd), "%s(fd)", name);
	written = before + tst_dev_bytes_written(tst_device->dev);
	tst_res(TINFO, "%lu bytes reached the device before %s(), %lu in all",
		before, name, written);

	if (written >= (unsigned long)SYNC_DATA_CHUNK * SYNC_DATA_NCHUNKS)
		tst_res(TPASS, "%lu bytes reached %s by the end of %s() (file holds %d)",
			written, tst_device->dev, name, SYNC_DATA_CHUNK * SYNC_DATA_NCHUNKS);
	else
		tst_res(TFAIL, "only %lu bytes reached %s by the end of %s(), expected >= %d",
			written, tst_device->dev, name, SYNC_DATA_CHUNK * SYNC_DATA_NCHUNKS);

	TST_DEV_CHECK_STAMPED(tst_device->dev, tag, SYNC_DATA_NSECT);

	SAFE_CLOSE(sync_fd);
	SAFE_UNLINK(path);
}

static void sync_data_cleanup(void)
{
	if (sync_fd >= 0)
		SAFE_CLOSE(sync_fd);
}

#endif
