// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * The test's block device: $LTP_DEV when the user gave one, otherwise a loop device over
 * fresh zeroes (nothing needs wiping): memory, or a sparse file in the tmpdir
 * (ltk_dev_image.c).
 */
#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <sys/ioctl.h>
#include <sys/stat.h>
#include <sys/sysmacros.h>
#include <linux/fs.h>
#include "ltk_cold.h"
#include "ltk_core.h"
#include "ltk_fs.h"
#include "tst_device.h"
#include "tst_tmpdir.h"

#define DEV_FILE "test_dev.img"
#define ATTACH_TRIES 32


static char dev_path[PATH_MAX] LTK_COLD;
static char file_path[PATH_MAX] LTK_COLD;
static int device_acquired;
static int image_is_file;	/* else a memfd: nothing to remove */

const char *tst_dev_fs_type(void)
{
	const char *env = getenv("LTP_DEV_FS_TYPE");

	return env && *env ? env : "ext2";
}

static const char *use_ltp_dev(const char *dev, void (*cleanup_fn)(void), unsigned int size)
{
	struct stat st;
	int64_t have;

	ltk_res(__FILE__, __LINE__, TINFO, "Using test device LTP_DEV='%s'", dev);
	if (stat(dev, &st)) {
		ltk_brk(__FILE__, __LINE__, TBROK | TERRNO, cleanup_fn,
			"stat(LTP_DEV='%s') failed", dev);
		return NULL;
	}
	if (!S_ISBLK(st.st_mode)) {
		ltk_brk(__FILE__, __LINE__, TBROK, cleanup_fn,
			"LTP_DEV='%s' is not a block device", dev);
		return NULL;
	}
	have = tst_get_device_size(dev);
	if (size && have >= 0 && have < size) {
		ltk_res(__FILE__, __LINE__, TINFO,
			"LTP_DEV '%s' has %lli MB, the test needs %u MB",
			dev, (long long)have, size);
		return NULL;
	}
	snprintf(dev_path, sizeof(dev_path), "%s", dev);
	device_acquired = 1;
	return dev_path;
}

/*
 * Why no loop device could be had: the machine has none to give (no loop driver, none
 * free, no permission: TCONF for the test), or the loop driver answered something it
 * must not (EIO, EINVAL: TBROK, never a skip that hides a broken kernel).
 */
static int loop_errno_is_lack(int e)
{
	switch (e) {
	case 0: case ENOENT: case ENODEV: case ENXIO: case ENOSPC: case EACCES: case EPERM:
	case EBUSY: case EROFS:
		return 1;
	}
	return 0;
}

const char *tst_acquire_device_(void (*cleanup_fn)(void), unsigned int size_mb)
{
	const char *ltp_dev = getenv("LTP_DEV");
	int i, err = 0, mode, image_fd, in_memory;

	if (device_acquired) {
		ltk_brk(__FILE__, __LINE__, TBROK, cleanup_fn, "Device already acquired");
		return NULL;
	}
	if (ltp_dev && *ltp_dev)
		return use_ltp_dev(ltp_dev, cleanup_fn, size_mb);

	if (!tst_tmpdir_created()) {
		ltk_brk(__FILE__, __LINE__, TBROK, cleanup_fn,
			"Cannot acquire a device without a temporary directory (tst_tmpdir())");
		return NULL;
	}
	if (!size_mb)
		size_mb = ltk_dev_default_size();

	if (snprintf(file_path, sizeof(file_path), "%s/%s", tst_tmpdir_path(), DEV_FILE)
	    >= (int)sizeof(file_path)) {
		ltk_brk(__FILE__, __LINE__, TBROK, cleanup_fn, "tmpdir path too long");
		return NULL;
	}
	mode = ltk_dev_image_mode();
	if (mode == LTK_DEV_IMAGE_BAD) {
		ltk_brk(__FILE__, __LINE__, TBROK, cleanup_fn,
			"LTK_DEV_IMAGE='%s': expected memory, file or auto", getenv("LTK_DEV_IMAGE"));
		return NULL;
	}
	image_fd = ltk_dev_image_create(file_path, size_mb, mode, &in_memory);
	if (image_fd < 0) {
		ltk_brk(__FILE__, __LINE__, TBROK | TERRNO, cleanup_fn,
			"Failed to create %s (%u MB%s)", file_path, size_mb,
			mode == LTK_DEV_IMAGE_MEMORY ? " of memory, LTK_DEV_IMAGE=memory" : "");
		return NULL;
	}

	/* Parallel tests race for the same free device: retry with the next free one. */
	for (i = 0; i < ATTACH_TRIES; i++) {
		if (tst_find_free_loopdev(dev_path, sizeof(dev_path)) < 0) {
			err = ltk_loop_control_errno();
			break;
		}
		if (!ltk_attach_device_fd(dev_path, image_fd, file_path)) {
			close(image_fd);
			if (in_memory)
				ltk_res(__FILE__, __LINE__, TINFO,
					"%s is backed by %u MB of memory", dev_path, size_mb);
			image_is_file = !in_memory;
			device_acquired = 1;
			return dev_path;
		}
		err = errno;
		if (err != EBUSY)
			break;
		usleep(1000 * (i + 1));
	}
	close(image_fd);
	if (!in_memory)
		unlink(file_path);
	file_path[0] = '\0';
	if (!loop_errno_is_lack(err)) {
		errno = err;
		ltk_brk(__FILE__, __LINE__, TBROK | TERRNO, cleanup_fn,
			"The loop driver failed unexpectedly");
	}
	return NULL;
}

int tst_release_device_(const char *dev)
{
	const char *ltp_dev = getenv("LTP_DEV");
	int ret;

	if (ltp_dev && *ltp_dev) {
		device_acquired = 0;
		return 0;
	}
	if (!dev)
		return 0;
	ret = tst_detach_device(dev);
	if (!ret && file_path[0] && !strcmp(dev, dev_path)) {
		if (image_is_file)
			unlink(file_path);
		file_path[0] = '\0';
		device_acquired = 0;
	}
	return ret;
}

int64_t tst_get_device_size(const char *dev)
{
	uint64_t bytes;
	int fd;

	fd = open(dev, O_RDONLY | O_CLOEXEC);
	if (fd < 0)
		return -1;
	if (ioctl(fd, BLKGETSIZE64, &bytes)) {
		close(fd);
		return -1;
	}
	close(fd);
	return bytes / (1024 * 1024);
}

void tst_dev_sync(int fd)
{
	syncfs(fd);
	ioctl(fd, BLKFLSBUF, 0);
}

/* The /sys/block name of a device node: "loop0" for /dev/loop0. */
static const char *sys_name(const char *dev)
{
	const char *slash = strrchr(dev, '/');

	return slash ? slash + 1 : dev;
}

unsigned long tst_dev_bytes_written(const char *dev)
{
	static unsigned long long prev_sectors;
	unsigned long long f[7], n_written;
	char path[PATH_MAX];
	FILE *f_stat;
	int n;

	snprintf(path, sizeof(path), "/sys/class/block/%s/stat", sys_name(dev));
	f_stat = fopen(path, "r");
	if (!f_stat) {
		ltk_brk(__FILE__, __LINE__, TBROK | TERRNO, NULL, "fopen(%s) failed", path);
		return 0;
	}
	/* reads, merged, sectors read, ticks, writes, merged, sectors written */
	n = fscanf(f_stat, "%llu %llu %llu %llu %llu %llu %llu",
		   &f[0], &f[1], &f[2], &f[3], &f[4], &f[5], &f[6]);
	fclose(f_stat);
	if (n != 7) {
		ltk_brk(__FILE__, __LINE__, TBROK, NULL, "Cannot parse %s", path);
		return 0;
	}
	/* Callers measure what one operation wrote: report the growth since the last call. */
	n_written = f[6] - prev_sectors;
	prev_sectors = f[6];
	return n_written * 512;
}

/* Find the block device node whose st_rdev is devnum ("/dev/" + the sysfs name). */
static int dev_name_of(dev_t devnum, char *dev, size_t dev_size)
{
	char link[PATH_MAX], target[PATH_MAX];
	ssize_t len;
	const char *base;

	snprintf(link, sizeof(link), "/sys/dev/block/%u:%u", major(devnum), minor(devnum));
	len = readlink(link, target, sizeof(target) - 1);
	if (len < 0)
		return -1;
	target[len] = '\0';
	base = strrchr(target, '/');
	base = base ? base + 1 : target;
	if (snprintf(dev, dev_size, "/dev/%s", base) >= (int)dev_size)
		return -1;
	return 0;
}

void tst_find_backing_dev(const char *path, char *dev, size_t dev_size)
{
	struct stat st;

	if (stat(path, &st)) {
		ltk_brk(__FILE__, __LINE__, TBROK | TERRNO, NULL, "stat(%s) failed", path);
		return;
	}
	if (dev_name_of(st.st_dev, dev, dev_size)) {
		ltk_brk(__FILE__, __LINE__, TBROK, NULL,
			"Cannot find the block device of %s (dev %u:%u)",
			path, major(st.st_dev), minor(st.st_dev));
		return;
	}
}

void tst_stat_mount_dev(const char *mnt_path, struct stat *st)
{
	char dev[PATH_MAX];

	dev[0] = '\0';
	tst_find_backing_dev(mnt_path, dev, sizeof(dev));
	if (!dev[0])
		return;
	if (stat(dev, st))
		ltk_brk(__FILE__, __LINE__, TBROK | TERRNO, NULL, "stat(%s) failed", dev);
}

int tst_dev_block_size(const char *path)
{
	char dev[PATH_MAX];
	struct stat st;
	int fd, size = 512;

	if (stat(path, &st) || dev_name_of(st.st_dev, dev, sizeof(dev)))
		return size;
	fd = open(dev, O_RDONLY | O_CLOEXEC);
	if (fd < 0)
		return size;
	if (ioctl(fd, BLKSSZGET, &size))
		size = 512;
	close(fd);
	return size;
}

int tst_clear_device(const char *dev)
{
	static const char zero[64 * 1024];
	int fd, i;

	fd = open(dev, O_WRONLY | O_CLOEXEC);
	if (fd < 0) {
		ltk_res(__FILE__, __LINE__, TWARN | TERRNO, "open(%s) failed", dev);
		return -1;
	}
	for (i = 0; i < 16; i++) {
		if (write(fd, zero, sizeof(zero)) != (ssize_t)sizeof(zero)) {
			ltk_res(__FILE__, __LINE__, TWARN | TERRNO, "write(%s) failed", dev);
			close(fd);
			return -1;
		}
	}
	fsync(fd);
	ioctl(fd, BLKFLSBUF, 0);
	close(fd);
	return 0;
}
