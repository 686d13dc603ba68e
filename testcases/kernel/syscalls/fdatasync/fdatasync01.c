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
#include "../fsync/sync_data.h"

#define MNTPOINT "mntpoint"
#define FNAME MNTPOINT "/fdatasync01_file"

static void run(void)
{
	sync_data_check(fdatasync, "fdatasync", FNAME);
}

static struct tst_test test = {
	.test_all = run,
	.cleanup = sync_data_cleanup,
	.needs_root = 1,
	.mount_device = 1,
	.all_filesystems = 1,
	.mntpoint = MNTPOINT,
	.dev_min_size = 128,
	.skip_filesystems = (const char *const []){"tmpfs", NULL},
	.bufs = (struct tst_buffers []) {
		{&sync_wbuf, .size = SYNC_DATA_CHUNK},
		{}
	},
};
