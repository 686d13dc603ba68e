// SPDX-License-Identifier: GPL-2.0-or-later
/* Swap files for tests (include/tse_swap.h). */
#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <stdio.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <sys/ioctl.h>
#include <sys/statvfs.h>
#include <sys/swap.h>
#include <sys/vfs.h>
#include <unistd.h>
#include <linux/fs.h>
#include "ltk_core.h"
#include "tst_cmd.h"
#include "tst_fs.h"
#include "tse_swap.h"

#define SWAP_SIGNATURE "SWAPSPACE2"

/* Report a failure of make_swapfile(): TBROK when safe, a TINFO otherwise. */
#define swap_fail(fmt, ...) do { \
	if (safe) \
		ltk_brk(file, lineno, TBROK | TERRNO, NULL, fmt, ##__VA_ARGS__); \
	else \
		ltk_res(file, lineno, TINFO | TERRNO, fmt, ##__VA_ARGS__); \
} while (0)

static void dir_of(const char *path, char *buf, size_t size)
{
	const char *slash = strrchr(path, '/');

	if (!slash)
		snprintf(buf, size, ".");
	else if (slash == path)
		snprintf(buf, size, "/");
	else
		snprintf(buf, size, "%.*s", (int)(slash - path), path);
}

/* btrfs swaps only from files without copy-on-write; the flag must be set while empty. */
static void set_nocow(int fd)
{
	struct statfs sf;
	int attr;

	if (fstatfs(fd, &sf) || (unsigned long)sf.f_type != TST_BTRFS_MAGIC)
		return;
	if (ioctl(fd, FS_IOC_GETFLAGS, &attr))
		return;
	attr |= FS_NOCOW_FL;
	ioctl(fd, FS_IOC_SETFLAGS, &attr);
}

/* Allocate every byte (swapon refuses holes): fallocate, or zeros where it is missing. */
static int fill_file(int fd, off_t size)
{
	static const char zeros[65536];
	off_t off;

	if (!fallocate(fd, 0, 0, size))
		return 0;
	if (errno != EOPNOTSUPP && errno != ENOSYS)
		return -1;
	for (off = 0; off < size; ) {
		size_t n = size - off < (off_t)sizeof(zeros) ? (size_t)(size - off) : sizeof(zeros);
		ssize_t w = pwrite(fd, zeros, n, off);

		if (w <= 0) {
			if (w == 0)
				errno = ENOSPC;
			return -1;
		}
		off += w;
	}
	return fsync(fd);
}

/*
 * The version 1 swap header that mkswap writes, in the first page: version, last page
 * index and bad-page count after 1024 boot bytes, the signature in the page's last bytes.
 */
static int write_swap_header(int fd, off_t size)
{
	size_t page = getpagesize();
	uint32_t info[3] = {1, (uint32_t)(size / page - 1), 0};
	char *hdr = calloc(1, page);
	int rval = -1;

	if (!hdr)
		return -1;
	memcpy(hdr + 1024, info, sizeof(info));
	memcpy(hdr + page - strlen(SWAP_SIGNATURE), SWAP_SIGNATURE, strlen(SWAP_SIGNATURE));
	if (pwrite(fd, hdr, page, 0) == (ssize_t)page && !fsync(fd))
		rval = 0;
	else if (!errno)
		errno = EIO;
	free(hdr);
	return rval;
}

static int run_mkswap(const char *swapfile)
{
	const char *const argv[] = {"mkswap", swapfile, NULL};
	int devnull = open("/dev/null", O_WRONLY | O_CLOEXEC);
	int status = tst_cmd_fds_(NULL, argv, devnull, -1, TST_CMD_PASS_RETVAL);

	if (devnull >= 0)
		close(devnull);
	return status;
}

int make_swapfile(const char *file, const int lineno, const char *swapfile, unsigned int num,
		  int safe, enum swapfile_method method)
{
	char dir[PATH_MAX], mkswap[PATH_MAX];
	struct statvfs sv;
	off_t size;
	int fd, status;

	dir_of(swapfile, dir, sizeof(dir));
	if (statvfs(dir, &sv)) {
		swap_fail("statvfs(%s) failed", dir);
		return 1;
	}
	size = method == SWAPFILE_BY_BLKS ? (off_t)num * sv.f_bsize : (off_t)num * 1024 * 1024;
	if (size < 10 * getpagesize()) {
		errno = EINVAL;
		swap_fail("A swap file of %lld bytes is too small", (long long)size);
		return 1;
	}
	/* Keep a margin of 1 MiB for the filesystem's own metadata. */
	if ((unsigned long long)sv.f_bavail * sv.f_bsize < (unsigned long long)size + (1 << 20)) {
		ltk_brk(file, lineno, TCONF, NULL,
			"Insufficient disk space to create swap file %s (%lld bytes)", swapfile,
			(long long)size);
		return 1;
	}

	fd = open(swapfile, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0600);
	if (fd == -1) {
		swap_fail("open(%s,O_WRONLY|O_CREAT|O_TRUNC,0600) failed", swapfile);
		return 1;
	}
	set_nocow(fd);
	if (fill_file(fd, size)) {
		swap_fail("Allocating %lld bytes for swap file %s failed", (long long)size,
			  swapfile);
		close(fd);
		return 1;
	}

	if (tst_get_path("mkswap", mkswap, sizeof(mkswap))) {
		errno = 0;
		if (write_swap_header(fd, size)) {
			swap_fail("Writing the swap header of %s failed", swapfile);
			close(fd);
			return 1;
		}
		close(fd);
		return 0;
	}
	close(fd);
	status = run_mkswap(swapfile);
	if (status) {
		errno = 0;
		swap_fail("mkswap %s exited with %d", swapfile, status);
		return 1;
	}
	return 0;
}

bool is_swap_supported_(const char *file, const int lineno, const char *filename)
{
	char dir[PATH_MAX];
	struct statfs sf;
	const char *fs = "?";

	dir_of(filename, dir, sizeof(dir));
	if (!statfs(dir, &sf))
		fs = tst_fs_type_name(sf.f_type);

	if (make_swapfile(file, lineno, filename, 1, 0, SWAPFILE_BY_SIZE)) {
		ltk_brk(file, lineno, TCONF, NULL, "Cannot make a swap file on %s", fs);
		unlink(filename);
		return false;
	}

	if (swapon(filename, 0)) {
		int err = errno;

		unlink(filename);
		errno = err;
		if (err == EINVAL)
			ltk_brk(file, lineno, TCONF, NULL, "Swapfile on %s not implemented", fs);
		else if (err == EPERM)
			ltk_brk(file, lineno, TCONF | TERRNO, NULL,
				"Permission denied for swapon()");
		else
			ltk_brk(file, lineno, TBROK | TERRNO, NULL, "swapon(%s,0) on %s failed",
				filename, fs);
		return false;
	}

	if (swapoff(filename)) {
		ltk_brk(file, lineno, TBROK | TERRNO, NULL,
			"swapoff(%s) failed: the probe swap file is still enabled", filename);
		return false;
	}
	unlink(filename);
	return true;
}

int tse_count_swaps(void)
{
	FILE *f = fopen("/proc/swaps", "re");
	int lines = 0, c, last = '\n';

	if (!f)
		return -1;
	while ((c = fgetc(f)) != EOF) {
		if (c == '\n')
			lines++;
		last = c;
	}
	if (last != '\n')
		lines++;
	fclose(f);
	/* The first line is the header. */
	return lines > 0 ? lines - 1 : 0;
}

int tst_count_swaps(void)
{
	return tse_count_swaps();
}
