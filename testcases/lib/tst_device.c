// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * tst_device: the block device of a shell test.
 *
 *   tst_device acquire [SIZE_MB [FILE]]   print the device: $LTP_DEV when set, else a new
 *                                         loop device over FILE (default test_dev.img in
 *                                         the current directory, the test's tmpdir)
 *   tst_device release DEVICE             detach a loop device made by acquire
 *   tst_device clear DEVICE               zero the device (old signatures go away)
 *   tst_device size DEVICE                its size in MiB
 *
 * Exit 0 on success, 2 (TBROK) with a message on stderr otherwise.
 */
#include <errno.h>
#include <fcntl.h>
#include <linux/fs.h>
#include <linux/loop.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/ioctl.h>
#include <sys/stat.h>
#include <sys/sysmacros.h>
#include <time.h>
#include <unistd.h>

#define DEFAULT_SIZE_MB 300
#define LOOP_MAJOR_NR 7

static int fail(const char *fmt, const char *arg)
{
	int saved = errno;

	fprintf(stderr, "tst_device: ");
	fprintf(stderr, fmt, arg);
	if (saved)
		fprintf(stderr, ": %s", strerror(saved));
	fputc('\n', stderr);
	return 2;
}

static void sleep_ms(long ms)
{
	struct timespec ts = { ms / 1000, (ms % 1000) * 1000000L };

	nanosleep(&ts, NULL);
}

static int attach(const char *file, char *dev, size_t len)
{
	int ctl, loop_fd, file_fd, nr, ret = 2;
	struct loop_config cfg;

	file_fd = open(file, O_RDWR | O_CLOEXEC);
	if (file_fd < 0)
		return fail("open(%s) failed", file);
	ctl = open("/dev/loop-control", O_RDWR | O_CLOEXEC);
	if (ctl < 0) {
		close(file_fd);
		return fail("open(%s) failed", "/dev/loop-control");
	}
	/* Another process may grab the free device between the two calls: try again. */
	for (int tries = 0; tries < 50; tries++) {
		nr = ioctl(ctl, LOOP_CTL_GET_FREE);
		if (nr < 0) {
			fail("%s: no free loop device", "LOOP_CTL_GET_FREE");
			break;
		}
		snprintf(dev, len, "/dev/loop%d", nr);
		loop_fd = open(dev, O_RDWR | O_CLOEXEC);
		if (loop_fd < 0) {
			sleep_ms(10);
			continue;
		}
		memset(&cfg, 0, sizeof(cfg));
		cfg.fd = file_fd;
		strncpy((char *)cfg.info.lo_file_name, file, LO_NAME_SIZE - 1);
		if (!ioctl(loop_fd, LOOP_CONFIGURE, &cfg)) {
			close(loop_fd);
			ret = 0;
			break;
		}
		close(loop_fd);
		if (errno != EBUSY) {
			fail("LOOP_CONFIGURE on %s failed", dev);
			break;
		}
	}
	close(ctl);
	close(file_fd);
	return ret;
}

static int acquire(int argc, char *argv[])
{
	const char *env = getenv("LTP_DEV");
	const char *file = argc > 1 ? argv[1] : "test_dev.img";
	long size = DEFAULT_SIZE_MB;
	char dev[64], *end;
	struct stat st;
	int fd;

	if (env && *env) {
		if (stat(env, &st) || !S_ISBLK(st.st_mode))
			return fail("LTP_DEV=%s is not a block device", env);
		puts(env);
		return 0;
	}
	if (argc > 0 && *argv[0]) {
		errno = 0;
		size = strtol(argv[0], &end, 10);
		if (errno || *end || size < 0 || size > 1024 * 1024) {
			errno = 0;
			return fail("invalid size '%s' (MiB)", argv[0]);
		}
		if (size < DEFAULT_SIZE_MB)
			size = DEFAULT_SIZE_MB;
	}
	fd = open(file, O_RDWR | O_CREAT | O_TRUNC | O_CLOEXEC, 0600);
	if (fd < 0)
		return fail("open(%s) failed", file);
	if (ftruncate(fd, (off_t)size * 1024 * 1024)) {
		close(fd);
		return fail("ftruncate(%s) failed", file);
	}
	close(fd);
	if (attach(file, dev, sizeof(dev)))
		return 2;
	puts(dev);
	return 0;
}

static int is_loop(const char *dev)
{
	struct stat st;

	return !stat(dev, &st) && S_ISBLK(st.st_mode) && major(st.st_rdev) == LOOP_MAJOR_NR;
}

static int release(const char *dev)
{
	int fd;

	if (!is_loop(dev)) {
		errno = 0;
		return fail("%s is not a loop device", dev);
	}
	fd = open(dev, O_RDONLY | O_CLOEXEC);
	if (fd < 0)
		return fail("open(%s) failed", dev);
	/* udev or blkid may still hold it for a moment after umount */
	for (int tries = 0; tries < 50; tries++) {
		if (!ioctl(fd, LOOP_CLR_FD, 0) || errno == ENXIO) {
			close(fd);
			return 0;
		}
		if (errno != EBUSY)
			break;
		sleep_ms(100);
	}
	close(fd);
	return fail("LOOP_CLR_FD on %s failed", dev);
}

static int get_size(const char *dev, uint64_t *bytes)
{
	int fd = open(dev, O_RDONLY | O_CLOEXEC);

	if (fd < 0)
		return fail("open(%s) failed", dev);
	if (ioctl(fd, BLKGETSIZE64, bytes)) {
		close(fd);
		return fail("BLKGETSIZE64 on %s failed", dev);
	}
	close(fd);
	return 0;
}

static int clear(const char *dev)
{
	static char zeros[1024 * 1024];
	uint64_t bytes, range[2];
	int fd;

	if (get_size(dev, &bytes))
		return 2;
	fd = open(dev, O_WRONLY | O_CLOEXEC);
	if (fd < 0)
		return fail("open(%s) failed", dev);
	range[0] = 0;
	range[1] = bytes;
	/* Cheap on loop devices (holes are punched); write zeros where it is not supported. */
	if (ioctl(fd, BLKZEROOUT, range)) {
		for (uint64_t off = 0; off < bytes; off += sizeof(zeros)) {
			size_t len = bytes - off < sizeof(zeros) ? bytes - off : sizeof(zeros);

			if (pwrite(fd, zeros, len, off) != (ssize_t)len) {
				close(fd);
				return fail("writing zeros to %s failed", dev);
			}
		}
	}
	if (fsync(fd)) {
		close(fd);
		return fail("fsync(%s) failed", dev);
	}
	close(fd);
	return 0;
}

static int usage(void)
{
	fprintf(stderr, "usage: tst_device acquire [SIZE_MB [FILE]] | release DEVICE | "
		"clear DEVICE | size DEVICE\n");
	return 2;
}

int main(int argc, char *argv[])
{
	uint64_t bytes;

	if (argc < 2)
		return usage();
	if (!strcmp(argv[1], "acquire") && argc <= 4)
		return acquire(argc - 2, argv + 2);
	if (argc != 3)
		return usage();
	if (!strcmp(argv[1], "release"))
		return release(argv[2]);
	if (!strcmp(argv[1], "clear"))
		return clear(argv[2]);
	if (!strcmp(argv[1], "size")) {
		if (get_size(argv[2], &bytes))
			return 2;
		printf("%llu\n", (unsigned long long)(bytes / (1024 * 1024)));
		return 0;
	}
	return usage();
}
