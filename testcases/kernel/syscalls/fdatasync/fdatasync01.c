// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * fdatasync01: man 2 fdatasync (page shared with fsync), DESCRIPTION: "fdatasync() is
 * similar to fsync(), but does not flush modified metadata unless that metadata is needed
 * in order to allow a subsequent data retrieval to be correctly handled", and fsync()
 * "transfers ("flushes") all modified in-core data ... to the disk device". The file here
 * grows from 0 to 8 MB, so its new size is such metadata: the data must be retrievable.
 *
 * On every filesystem: write 8 MB without O_SYNC, then check that fdatasync() returns 0, that
 * by the time it returned at least as many bytes as were written had reached the loop
 * device (tst_dev_bytes_written; the kernel may start writeback earlier, which the man
 * page allows), and that every 512-byte sector of it is on the device: the data is
 * stamped (tst_dev_stamp.h) and the device read with O_DIRECT, past the page cache,
 * which a read of the file would only have consulted.
 *
 * tmpfs is skipped: it has no device for the data to reach. The device is 128 MB so that
 * the 8 MB of dirty data stays in the page cache until fdatasync(): ext4 starts writeback
 * on its own when dirty data approaches the free space of a small filesystem.
 */
#include "tst_test.h"
#include "tst_dev_stamp.h"

#define MNTPOINT "mntpoint"
#define FNAME MNTPOINT "/fdatasync01_file"
#define CHUNK (1024 * 1024)
#define NCHUNKS 8
#define NSECT (CHUNK / TST_DEV_STAMP_SECTOR * NCHUNKS)

static char *wbuf;
static int fd = -1;

static void run(void)
{
	unsigned long before, written;
	char tag[TST_DEV_STAMP_TAG_LEN];
	int i;

	tst_dev_stamp_tag(tag, sizeof(tag), "fdatasync");
	tst_dev_bytes_written(tst_device->dev);
	fd = SAFE_OPEN(FNAME, O_RDWR | O_CREAT | O_TRUNC, 0644);
	for (i = 0; i < NCHUNKS; i++) {
		tst_dev_stamp(wbuf, CHUNK, tag, (unsigned long)i * CHUNK / TST_DEV_STAMP_SECTOR);
		SAFE_WRITE(1, fd, wbuf, CHUNK);
	}

	before = tst_dev_bytes_written(tst_device->dev);
	TST_EXP_PASS(fdatasync(fd));
	written = before + tst_dev_bytes_written(tst_device->dev);
	tst_res(TINFO, "%lu bytes reached the device before fdatasync(), %lu in all",
		before, written);

	if (written >= (unsigned long)CHUNK * NCHUNKS)
		tst_res(TPASS, "%lu bytes reached %s by the end of fdatasync() (file holds %d)",
			written, tst_device->dev, CHUNK * NCHUNKS);
	else
		tst_res(TFAIL, "only %lu bytes reached %s by the end of fdatasync(), "
			"expected >= %d", written, tst_device->dev, CHUNK * NCHUNKS);

	TST_DEV_CHECK_STAMPED(tst_device->dev, tag, NSECT);

	SAFE_CLOSE(fd);
	SAFE_UNLINK(FNAME);
}

static void cleanup(void)
{
	if (fd >= 0)
		SAFE_CLOSE(fd);
}

static struct tst_test test = {
	.test_all = run,
	.cleanup = cleanup,
	.needs_root = 1,
	.mount_device = 1,
	.all_filesystems = 1,
	.mntpoint = MNTPOINT,
	.dev_min_size = 128,
	.skip_filesystems = (const char *const []){"tmpfs", NULL},
	.bufs = (struct tst_buffers []) {
		{&wbuf, .size = CHUNK},
		{}
	},
};
