// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * syncfs01: man 2 syncfs, DESCRIPTION: "syncfs() is like sync(), but synchronizes just the
 * filesystem containing file referred to by the open file descriptor fd", and sync()
 * "causes all pending modifications to filesystem metadata and cached file data to be
 * written to the underlying filesystems".
 *
 * On every filesystem: write 8 MB to a file without O_SYNC and close it (close does not
 * flush), then call syncfs() on a descriptor of the mount point directory, a different
 * object on the same filesystem, and check that the file's data had reached the loop
 * device (tst_dev_bytes_written) by the time it returned.
 *
 * tmpfs has no device. FUSE filesystems are skipped: the kernel forwards syncfs() only to
 * FUSE servers that opt in (virtiofs); ntfs-3g keeps the data in its own device cache.
 * The device is 128 MB so that ext4 does not start writeback by itself (it does when
 * dirty data approaches the free space of a small filesystem).
 */
#include "tst_test.h"

#define MNTPOINT "mntpoint"
#define FNAME MNTPOINT "/syncfs01_file"
#define MB (1024 * 1024)
#define FILE_MB 8

static char *buf;
static int dir_fd = -1;

static void run(void)
{
	unsigned long before, written;
	int i, fd;

	tst_dev_bytes_written(tst_device->dev);
	fd = SAFE_OPEN(FNAME, O_WRONLY | O_CREAT | O_TRUNC, 0644);
	for (i = 0; i < FILE_MB; i++)
		SAFE_WRITE(1, fd, buf, MB);
	SAFE_CLOSE(fd);

	before = tst_dev_bytes_written(tst_device->dev);
	TST_EXP_PASS(syncfs(dir_fd), "syncfs(<fd of %s>)", MNTPOINT);
	written = before + tst_dev_bytes_written(tst_device->dev);
	tst_res(TINFO, "%lu bytes reached the device before syncfs(), %lu in all",
		before, written);

	if (written >= (unsigned long)FILE_MB * MB)
		tst_res(TPASS, "%lu bytes reached %s by the end of syncfs() (file holds %d)",
			written, tst_device->dev, FILE_MB * MB);
	else
		tst_res(TFAIL, "only %lu bytes reached %s by the end of syncfs(), expected >= %d",
			written, tst_device->dev, FILE_MB * MB);

	SAFE_UNLINK(FNAME);
}

static void setup(void)
{
	memset(buf, 's', MB);
	dir_fd = SAFE_OPEN(MNTPOINT, O_RDONLY | O_DIRECTORY);
	/* syncfs() came with Linux 2.6.39 and glibc 2.14. */
	if (syncfs(dir_fd) && errno == ENOSYS)
		tst_brk(TCONF, "syncfs() is not supported");
}

static void cleanup(void)
{
	if (dir_fd >= 0)
		SAFE_CLOSE(dir_fd);
}

static struct tst_test test = {
	.test_all = run,
	.setup = setup,
	.cleanup = cleanup,
	.needs_root = 1,
	.mount_device = 1,
	.all_filesystems = 1,
	.mntpoint = MNTPOINT,
	.dev_min_size = 128,
	.skip_filesystems = (const char *const []){"tmpfs", "fuse", NULL},
	.bufs = (struct tst_buffers []) {
		{&buf, .size = MB},
		{}
	},
};
