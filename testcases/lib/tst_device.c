// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * tst_device: the block device of a shell test.
 *
 *   tst_device acquire [SIZE_MB [FILE]]   print the device: $LTP_DEV when set, else a new
 *                                         loop device over FILE, or by default over memory
 *                                         or test_dev.img in the current directory, the
 *                                         test's tmpdir, as $LTK_DEV_IMAGE says
 *                                         (lib/feat/ltk_dev_image.c)
 *   tst_device release DEVICE             detach a loop device made by acquire
 *   tst_device clear DEVICE               zero the device (old signatures go away)
 *   tst_device size DEVICE                its size in MiB
 *   tst_device mkfs-opts FS_TYPE          the options the C library gives mkfs.FS_TYPE
 *                                         (non-interactive, quiet, fast), one line
 *
 * Loop devices are found, attached and detached by the C library (tst_loop.c).
 * Exit 0 on success, 2 (TBROK) with a message on stderr otherwise.
 */
#include <errno.h>
#include <fcntl.h>
#include <linux/fs.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/ioctl.h>
#include <sys/stat.h>
#include <sys/sysmacros.h>
#include <time.h>
#include <unistd.h>
#include "ltk_fs.h"
#include "tst_device.h"
#include "tst_shell_face.h"

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

/* The C library finds and attaches; another process may take the device in between. */
static int attach(int image_fd, const char *name, char *dev, size_t len)
{
	for (int tries = 0; tries < 10; tries++) {
		if (tst_find_free_loopdev(dev, len) < 0)
			break;
		if (!ltk_attach_device_fd(dev, image_fd, name))
			return 0;
		sleep_ms(10);
	}
	errno = 0;
	return fail("no loop device could be attached to %s", name);
}

static int acquire(int argc, char *argv[])
{
	const char *env = getenv("LTP_DEV");
	long size = DEFAULT_SIZE_MB;
	char dev[64], name[4096], *end;
	int fd, mode, in_memory, ret;
	struct stat st;

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
	/* a file the test named is a file; the default image may be memory, named as the file */
	mode = argc > 1 ? LTK_DEV_IMAGE_FILE : ltk_dev_image_mode();
	if (mode == LTK_DEV_IMAGE_BAD) {
		errno = 0;
		return fail("LTK_DEV_IMAGE='%s': expected memory, file or auto",
			    getenv("LTK_DEV_IMAGE"));
	}
	if (argc > 1)
		snprintf(name, sizeof(name), "%s", argv[1]);
	else if (!getcwd(name, sizeof(name) - sizeof("/test_dev.img")))
		return fail("getcwd() failed%s", "");
	else
		strcat(name, "/test_dev.img");
	fd = ltk_dev_image_create(name, size, mode, &in_memory);
	if (fd < 0)
		return fail("cannot create the device image %s", name);
	ret = attach(fd, name, dev, sizeof(dev));
	close(fd);
	if (ret)
		return ret;
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
	if (!is_loop(dev)) {
		errno = 0;
		return fail("%s is not a loop device", dev);
	}
	if (tst_detach_device(dev)) {
		errno = 0;
		return fail("cannot detach %s", dev);
	}
	return 0;
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

static int mkfs_opts(const char *fs_type)
{
	const struct ltk_fs_info *fs = ltk_fs_info(fs_type);
	const char *const *opt;

	for (opt = fs && fs->mkfs_opts ? fs->mkfs_opts : NULL; opt && *opt; opt++)
		printf("%s%s", opt == fs->mkfs_opts ? "" : " ", *opt);
	putchar('\n');
	return 0;
}

static int usage(void)
{
	fprintf(stderr, "usage: tst_device acquire [SIZE_MB [FILE]] | release DEVICE | "
		"clear DEVICE | size DEVICE | mkfs-opts FS_TYPE\n");
	return 2;
}

int main(int argc, char *argv[])
{
	shell_face_install();
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
	if (!strcmp(argv[1], "mkfs-opts"))
		return mkfs_opts(argv[2]);
	if (!strcmp(argv[1], "size")) {
		int64_t mb = tst_get_device_size(argv[2]);

		if (mb < 0) {
			errno = 0;
			return fail("cannot get the size of %s", argv[2]);
		}
		printf("%lld\n", (long long)mb);
		return 0;
	}
	return usage();
}
