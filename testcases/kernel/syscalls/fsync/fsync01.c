// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * fsync01: man 2 fsync, DESCRIPTION: "fsync() transfers ("flushes") all modified in-core
 * data of ... the file referred to by the file descriptor fd to the disk device ... The call
 * blocks until the device reports that the transfer has completed."
 *
 * On every filesystem: write 8 MB without O_SYNC, then check that fsync() returns 0, that
 * by the time it returned at least as many bytes as were written had reached the loop
 * device (tst_dev_bytes_written; the kernel may start writeback earlier, which the man
 * page allows), and that every 512-byte sector of it is on the device: the data is
 * stamped (tst_dev_stamp.h) and the device read with O_DIRECT, past the page cache,
 * which a read of the file would only have consulted. And fsync() of a directory's
 * descriptor after a new entry was made in it puts something on the device.
 *
 * tmpfs is skipped: it has no device for the data to reach. The device is 128 MB so that
 * the 8 MB of dirty data stays in the page cache until fsync(): ext4 starts writeback on
 * its own when dirty data approaches the free space of a small filesystem.
 */
#include "tst_test.h"
#include "sync_data.h"

#define MNTPOINT "mntpoint"
#define FNAME MNTPOINT "/fsync01_file"
#define DNAME MNTPOINT "/fsync01_dir"

static void file_data(void)
{
	sync_data_check(fsync, "fsync", FNAME);
}

/*
 * "Calling fsync() does not necessarily ensure that the entry in the directory containing
 * the file has also reached disk. For that an explicit fsync() on a file descriptor for
 * the directory is also needed."
 */
static void dir_entry(void)
{
	unsigned long written;
	int dir_fd;

	SAFE_MKDIR(DNAME, 0755);
	dir_fd = SAFE_OPEN(DNAME, O_RDONLY | O_DIRECTORY);
	tst_dev_bytes_written(tst_device->dev);
	SAFE_FILE_PRINTF(DNAME "/entry", "x");
	TST_EXP_PASS(fsync(dir_fd), "fsync(<fd of a directory>)");
	written = tst_dev_bytes_written(tst_device->dev);
	if (written)
		tst_res(TPASS, "%lu bytes reached %s by the end of fsync() of the directory",
			written, tst_device->dev);
	else
		tst_res(TFAIL, "nothing reached %s by the end of fsync() of the directory",
			tst_device->dev);
	SAFE_CLOSE(dir_fd);
	SAFE_UNLINK(DNAME "/entry");
	SAFE_RMDIR(DNAME);
}

static void (*const cases[])(void) = {file_data, dir_entry};

static void run(unsigned int n)
{
	cases[n]();
}

static struct tst_test test = {
	.tcnt = ARRAY_SIZE(cases),
	.test = run,
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
