// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * Loop devices: find a free one, attach a file, detach. Many tests run in parallel and
 * race for the same free device, so attaching is "get a free number, try to claim it,
 * try again if someone was faster" rather than trusting the first answer.
 */
#include <errno.h>
#include <limits.h>
#include <fcntl.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>
#include <sys/ioctl.h>
#include <sys/stat.h>
#include <linux/loop.h>
#include "ltk_core.h"
#include "ltk_fs.h"
#include "tst_device.h"

#define LOOP_PROBE_MAX 256
#define DETACH_TRIES 40
#define DETACH_WAIT_US 50000

/* Path of loop device n: /dev/loopN, or the old devfs name /dev/loop/N. */
static int loop_path(int n, char *path, size_t path_len)
{
	struct stat st;

	snprintf(path, path_len, "/dev/loop%i", n);
	if (!stat(path, &st) && S_ISBLK(st.st_mode))
		return 0;
	snprintf(path, path_len, "/dev/loop/%i", n);
	if (!stat(path, &st) && S_ISBLK(st.st_mode))
		return 0;
	snprintf(path, path_len, "/dev/loop%i", n);
	return -1;
}

/* A loop device without a backing file answers LOOP_GET_STATUS64 with ENXIO. */
static int loop_is_free(const char *path)
{
	struct loop_info64 info;
	int fd, ret;

	fd = open(path, O_RDONLY | O_CLOEXEC);
	if (fd < 0)
		return 0;
	ret = ioctl(fd, LOOP_GET_STATUS64, &info);
	close(fd);
	return ret < 0 && errno == ENXIO;
}

static int control_errno;

int ltk_loop_control_errno(void)
{
	return control_errno;
}

static int free_from_control(void)
{
	int fd, n;

	control_errno = 0;
	fd = open("/dev/loop-control", O_RDWR | O_CLOEXEC);
	if (fd < 0)
		return -1;
	n = ioctl(fd, LOOP_CTL_GET_FREE);
	control_errno = n < 0 ? errno : 0;
	close(fd);
	return n;
}

int tst_find_free_loopdev(char *path, size_t path_len)
{
	char buf[64];
	int n;

	if (!path) {
		path = buf;
		path_len = sizeof(buf);
	}

	n = free_from_control();
	if (n >= 0) {
		/* devtmpfs creates the node; give udev-less systems a moment. */
		for (int i = 0; i < 50 && loop_path(n, path, path_len); i++)
			usleep(10000);
		if (!loop_path(n, path, path_len)) {
			ltk_res(__FILE__, __LINE__, TINFO, "Found free device %d '%s'", n, path);
			return n;
		}
	}

	/* No /dev/loop-control (old kernel, container): probe the nodes that exist. */
	for (n = 0; n < LOOP_PROBE_MAX; n++) {
		if (loop_path(n, path, path_len))
			continue;
		if (loop_is_free(path)) {
			ltk_res(__FILE__, __LINE__, TINFO, "Found free device %d '%s'", n, path);
			return n;
		}
	}

	ltk_res(__FILE__, __LINE__, TINFO, "Couldn't find free loop device");
	path[0] = '\0';
	return -1;
}

/* Claim the device with one ioctl where the kernel has it (5.8+), else the old pair. */
static int loop_configure(int dev_fd, int file_fd, const char *file_path)
{
	struct loop_info64 info;

	memset(&info, 0, sizeof(info));
	snprintf((char *)info.lo_file_name, sizeof(info.lo_file_name), "%s", file_path);
	/* No LO_FLAGS_AUTOCLEAR (we detach ourselves), no LO_FLAGS_DIRECT_IO. */
	info.lo_flags = 0;

#ifdef LOOP_CONFIGURE
	struct loop_config cfg;

	memset(&cfg, 0, sizeof(cfg));
	cfg.fd = file_fd;
	cfg.info = info;
	if (!ioctl(dev_fd, LOOP_CONFIGURE, &cfg))
		return 0;
	if (errno != EINVAL && errno != ENOTTY)
		return -1;
#endif
	if (ioctl(dev_fd, LOOP_SET_FD, file_fd))
		return -1;
	if (ioctl(dev_fd, LOOP_SET_STATUS64, &info)) {
		int err = errno;

		ioctl(dev_fd, LOOP_CLR_FD, 0);
		errno = err;
		return -1;
	}
	return 0;
}

int ltk_attach_device_fd(const char *dev_path, int file_fd, const char *name)
{
	int dev_fd, ret, err;

	dev_fd = open(dev_path, O_RDWR | O_CLOEXEC);
	if (dev_fd < 0) {
		ltk_res(__FILE__, __LINE__, TINFO | TERRNO, "open('%s') failed", dev_path);
		return -1;
	}
	ret = loop_configure(dev_fd, file_fd, name);
	err = errno;
	/* EBUSY: another test claimed it first; the caller looks for another one. */
	if (ret && err != EBUSY)
		ltk_res(__FILE__, __LINE__, TINFO | TERRNO,
			"Failed to attach '%s' to '%s'", name, dev_path);
	close(dev_fd);
	errno = err;	/* the caller tells a busy device from a broken driver */
	return ret;
}

int tst_attach_device(const char *dev_path, const char *file_path)
{
	int file_fd, ret, err;

	file_fd = open(file_path, O_RDWR | O_CLOEXEC);
	if (file_fd < 0) {
		ltk_res(__FILE__, __LINE__, TINFO | TERRNO, "open('%s') failed", file_path);
		return -1;
	}
	ret = ltk_attach_device_fd(dev_path, file_fd, file_path);
	err = errno;
	close(file_fd);
	errno = err;
	return ret;
}

int tst_detach_device_by_fd(const char *dev_path, int dev_fd)
{
	int i;

	for (i = 0; i < DETACH_TRIES; i++) {
		if (!ioctl(dev_fd, LOOP_CLR_FD, 0))
			return 0;
		/* ENXIO: nothing attached (any more). */
		if (errno == ENXIO)
			return 0;
		if (errno != EBUSY) {
			ltk_res(__FILE__, __LINE__, TWARN | TERRNO,
				"ioctl(%s, LOOP_CLR_FD, 0) failed", dev_path);
			return -1;
		}
		usleep(DETACH_WAIT_US);
	}
	ltk_res(__FILE__, __LINE__, TWARN,
		"ioctl(%s, LOOP_CLR_FD, 0) no ENXIO for too long", dev_path);
	return -1;
}

/*
 * LOOP_CLR_FD on the only open descriptor only marks the device for clearing: the kernel
 * lets go of the backing file at the last close, and may do it in a worker. Wait (up to
 * 10 s, for a loaded machine) until the device's loop/ directory in sysfs is gone, so that
 * the caller can remove the backing file and unmount its filesystem.
 */
static void wait_released(const char *dev_path)
{
	const char *slash = strrchr(dev_path, '/');
	char path[PATH_MAX];
	struct stat st;
	int i;

	snprintf(path, sizeof(path), "/sys/block/%s/loop", slash ? slash + 1 : dev_path);
	for (i = 0; i < 1000 && !stat(path, &st); i++)
		usleep(10000);
}

int tst_detach_device(const char *dev_path)
{
	int fd, ret;

	fd = open(dev_path, O_RDONLY | O_CLOEXEC);
	if (fd < 0) {
		ltk_res(__FILE__, __LINE__, TWARN | TERRNO, "open(%s) failed", dev_path);
		return -1;
	}
	ret = tst_detach_device_by_fd(dev_path, fd);
	close(fd);
	if (!ret)
		wait_released(dev_path);
	return ret;
}
