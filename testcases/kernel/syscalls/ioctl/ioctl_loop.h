// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * What the loop-device ioctl tests share: a loop device that only this test can bind,
 * the backing files, and the device's state as sysfs shows it (/sys/block/loopN/...).
 *
 * Owning a device: the library finds a free device (tst_find_free_loopdev()) and the test
 * binds its own file with the ioctl under test; parallel tests race for free devices, so
 * EBUSY means "try the next one". Only once sysfs shows the device backed by the test's
 * own file does the test hold it, through one O_EXCL descriptor: an exclusive opener
 * keeps every other LOOP_SET_FD and LOOP_CONFIGURE out, so after LOOP_CLR_FD (the device
 * detached at once on 6.1, on the last close on 6.18) the test may still call
 * ioctls on the unbound device without touching one another test uses. Closing that
 * descriptor gives the device back (loop_close()); cleanup detaches it (loop_release()).
 */
#ifndef IOCTL_LOOP_H
#define IOCTL_LOOP_H

#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <unistd.h>
#include <sys/ioctl.h>
#include <linux/fs.h>
#include "tst_test.h"
#include "tst_device.h"
#include "tst_kconfig.h"
#include "tst_safe_prw.h"
#include "lapi/loop.h"

#define LOOP_BLK 4096

struct loop_dev {
	int nr;
	int fd;		/* O_RDWR | O_EXCL: ours while open */
	char path[64];
};

static inline int loop_ioctl(struct loop_dev *d, unsigned long req, unsigned long arg)
{
	return tst_syscall(__NR_ioctl, d->fd, req, arg);
}

/* TCONF without a loop driver; a driver that finds no device later is TBROK. */
static inline void loop_probe(void)
{
	if (access("/dev/loop-control", F_OK) && access("/sys/module/loop", F_OK) &&
	    access("/dev/loop0", F_OK))
		tst_brk(TCONF, "no loop driver (/dev/loop-control, /sys/module/loop)");
}

/* /sys/block/loopN/<attr> into buf without the newline; -1 when it does not exist. */
static inline int loop_sys(struct loop_dev *d, const char *attr, char *buf, size_t len)
{
	char path[128];
	FILE *f;
	size_t n;

	snprintf(path, sizeof(path), "/sys/block/loop%d/%s", d->nr, attr);
	f = fopen(path, "r");
	if (!f)
		return -1;
	n = fread(buf, 1, len - 1, f);
	fclose(f);
	while (n && (buf[n - 1] == '\n' || buf[n - 1] == ' '))
		n--;
	buf[n] = 0;
	return 0;
}

static inline long long loop_sys_ll(struct loop_dev *d, const char *attr)
{
	char buf[64];

	if (loop_sys(d, attr, buf, sizeof(buf)))
		return -1;
	return atoll(buf);
}

/* 1 if sysfs shows the device backed by file (a path relative to the tmpdir). */
static inline int loop_backed_by(struct loop_dev *d, const char *file)
{
	char back[PATH_MAX], *real = realpath(file, NULL);
	int ret;

	if (!real)
		tst_brk(TBROK | TERRNO, "realpath(%s)", file);
	ret = !loop_sys(d, "loop/backing_file", back, sizeof(back)) && !strcmp(back, real);
	free(real);
	return ret;
}

static inline int loop_is_free(struct loop_dev *d)
{
	char back[PATH_MAX];

	return loop_sys(d, "loop/backing_file", back, sizeof(back)) != 0;
}

/* A sparse file of size bytes whose first and last 64 KiB hold bytes made from seed. */
static inline void loop_make_file(const char *name, off_t size, int seed)
{
	char buf[65536];
	int fd, i;

	for (i = 0; i < (int)sizeof(buf); i++)
		buf[i] = seed + i / 512 + i % 251;
	fd = SAFE_OPEN(name, O_CREAT | O_RDWR | O_TRUNC, 0600);
	SAFE_FTRUNCATE(fd, size);
	SAFE_PWRITE(1, fd, buf, size < 65536 ? size : 65536, 0);
	if (size > 65536)
		SAFE_PWRITE(1, fd, buf, 65536, size - 65536);
	SAFE_FSYNC(fd);
	SAFE_CLOSE(fd);
}

/* Such a file with an MBR: one primary partition (type 0x83) of 64 sectors from sector 8. */
static inline void loop_make_part(const char *name, off_t size, int seed)
{
	unsigned char mbr[512] = {0};
	int fd;

	mbr[446 + 4] = 0x83;
	mbr[446 + 8] = 8;
	mbr[446 + 12] = 64;
	mbr[510] = 0x55;
	mbr[511] = 0xaa;
	loop_make_file(name, size, seed);
	fd = SAFE_OPEN(name, O_WRONLY);
	SAFE_PWRITE(1, fd, mbr, sizeof(mbr), 0);
	SAFE_CLOSE(fd);
}

/*
 * The effect of LO_FLAGS_PARTSCAN: BLKRRPART rescans (without the flag it fails with
 * EINVAL) and, where the kernel reads MBRs (msdos set), loop_make_part()'s partition
 * appears as loopNp1 with start 8 and 64 sectors.
 */
static inline void loop_check_partscan(struct loop_dev *d, int msdos)
{
	char p1[64];

	TST_EXP_PASS(tst_syscall(__NR_ioctl, d->fd, BLKRRPART, 0), "BLKRRPART");
	if (!msdos)
		return;
	snprintf(p1, sizeof(p1), "loop%dp1/start", d->nr);
	TST_EXP_EQ_LI(loop_sys_ll(d, p1), 8);
	snprintf(p1, sizeof(p1), "loop%dp1/size", d->nr);
	TST_EXP_EQ_LI(loop_sys_ll(d, p1), 64);
}

/* 1 if the kernel reads MBR partition tables, else TCONF for the partition rows. */
/* Can file be opened with O_DIRECT here (tmpfs before 6.6 cannot)? TCONF says what goes. */
static inline int loop_probe_dio(const char *file, const char *without)
{
	int fd = open(file, O_RDONLY | O_DIRECT);

	if (fd >= 0) {
		SAFE_CLOSE(fd);
		return 1;
	}
	if (errno != EINVAL)
		tst_brk(TBROK | TERRNO, "open(%s, O_DIRECT)", file);
	tst_res(TCONF, "no O_DIRECT in the test directory: %s", without);
	return 0;
}

static inline int loop_probe_msdos(void)
{
	int c = tst_kconfig_get("CONFIG_MSDOS_PARTITION");

	if (c == 'y' || c == 'm')
		return 1;
	tst_res(TCONF, "no CONFIG_MSDOS_PARTITION: no partition appears, only BLKRRPART checked");
	return 0;
}

/* A free device from the library, opened (not exclusively); TBROK when there is none. */
static inline int loop_open_free(struct loop_dev *d)
{
	int fd;

	d->nr = tst_find_free_loopdev(d->path, sizeof(d->path));
	if (d->nr < 0)
		tst_brk(TBROK, "the library found no free loop device");
	fd = open(d->path, O_RDWR);
	/* ENXIO: another test's device being torn down under the same number. */
	if (fd < 0 && errno != ENXIO)
		tst_brk(TBROK | TERRNO, "open(%s)", d->path);
	return fd;
}

/*
 * Bind file (opened with mode) to a free device with req (LOOP_SET_FD, or LOOP_CONFIGURE
 * with cfg, whose fd is filled in); EBUSY means another test was faster: try the next
 * free device. TPASS and 1 when sysfs then shows the device backed by file, and the
 * device is held through an O_EXCL descriptor (d->fd) from then on; else TFAIL and 0.
 */
static inline int loop_bind(struct loop_dev *d, unsigned long req, struct loop_config *cfg,
			    const char *file, int mode, const char *what)
{
	int i, dev_fd = -1, file_fd = SAFE_OPEN(file, mode);
	unsigned long arg = file_fd;

	if (cfg) {
		cfg->fd = file_fd;
		arg = (unsigned long)cfg;
	}
	for (i = 0; i < 32; i++) {
		dev_fd = loop_open_free(d);
		if (dev_fd < 0)
			continue;
		TEST(tst_syscall(__NR_ioctl, dev_fd, req, arg));
		if (TST_RET != -1 || TST_ERR != EBUSY)
			break;
		SAFE_CLOSE(dev_fd);
		usleep(1000 * (i + 1));
	}
	SAFE_CLOSE(file_fd);
	if (dev_fd < 0)
		tst_brk(TBROK, "every free loop device was taken by others first");
	if (TST_RET) {
		tst_res(TFAIL | TTERRNO, "%s on %s returned %ld", what, d->path, TST_RET);
		SAFE_CLOSE(dev_fd);
		return 0;
	}
	if (!loop_backed_by(d, file)) {
		tst_res(TFAIL, "%s returned 0 but %s is not backed by %s", what, d->path, file);
		SAFE_CLOSE(dev_fd);
		return 0;
	}
	tst_res(TPASS, "%s: %s is backed by %s", what, d->path, file);
	d->fd = open(d->path, O_RDWR | O_EXCL);
	if (d->fd < 0) {
		int err = errno;

		/* Ours but not held: detach it before giving up. */
		tst_syscall(__NR_ioctl, dev_fd, LOOP_CLR_FD, 0);
		SAFE_CLOSE(dev_fd);
		errno = err;
		tst_brk(TBROK | TERRNO, "open(%s, O_EXCL)", d->path);
	}
	SAFE_CLOSE(dev_fd);
	return 1;
}

/* LOOP_SET_FD of file as set-up: TBROK unless it binds. */
static inline void loop_setup_bind(struct loop_dev *d, const char *file, int mode)
{
	if (!loop_bind(d, LOOP_SET_FD, NULL, file, mode, "LOOP_SET_FD"))
		tst_brk(TBROK, "could not bind %s", file);
}

/*
 * Close the device's last descriptor: it is no longer ours. Newer kernels (6.18) detach on
 * the last close even after LOOP_CLR_FD; all do with LO_FLAGS_AUTOCLEAR. 1 if sysfs then
 * shows it detached from file (within 5 s: another opener, such as udev's blkid, may
 * delay the last close), else 0.
 */
static inline int loop_close(struct loop_dev *d, const char *file)
{
	int i;

	SAFE_CLOSE(d->fd);
	for (i = 0; i < 500; i++) {
		if (!loop_backed_by(d, file))
			return 1;
		usleep(10000);
	}
	return 0;
}

/* LOOP_CLR_FD and the last close as set-up: TBROK unless the device lets file go. */
static inline void loop_unbind(struct loop_dev *d, const char *file)
{
	tst_syscall(__NR_ioctl, d->fd, BLKROSET, &(int){0});
	if (tst_syscall(__NR_ioctl, d->fd, LOOP_CLR_FD, 0))
		tst_brk(TBROK | TERRNO, "LOOP_CLR_FD");
	if (!loop_close(d, file))
		tst_brk(TBROK, "%s still backed by %s after LOOP_CLR_FD and close", d->path, file);
}

/* For cleanup: detached (LOOP_CLR_FD, read-only policy cleared), closed. */
static inline void loop_release(struct loop_dev *d)
{
	if (d->fd < 0)
		return;
	tst_syscall(__NR_ioctl, d->fd, BLKROSET, &(int){0});
	tst_syscall(__NR_ioctl, d->fd, LOOP_CLR_FD, 0);
	SAFE_CLOSE(d->fd);
}

/* len bytes of the device at off, read with O_DIRECT (no stale page cache). */
static inline void loop_dev_read(struct loop_dev *d, off_t off, char *buf, size_t len)
{
	int fd = SAFE_OPEN(d->path, O_RDONLY | O_DIRECT);

	SAFE_PREAD(1, fd, buf, len, off);
	SAFE_CLOSE(fd);
}

/* 1 if the device's first LOOP_BLK bytes are the file's at off. */
static inline int loop_shows(struct loop_dev *d, const char *file, off_t off)
{
	static char *dev, *exp;
	int fd;

	if (!dev) {
		dev = aligned_alloc(LOOP_BLK, LOOP_BLK);
		exp = malloc(LOOP_BLK);
		if (!dev || !exp)
			tst_brk(TBROK, "out of memory");
	}
	fd = SAFE_OPEN(file, O_RDONLY);
	SAFE_PREAD(1, fd, exp, LOOP_BLK, off);
	SAFE_CLOSE(fd);
	loop_dev_read(d, 0, dev, LOOP_BLK);
	return !memcmp(dev, exp, LOOP_BLK);
}

#endif
