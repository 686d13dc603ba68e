// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * truncate(2) and ftruncate(2) resize a file on every filesystem (test_variants: 0 uses
 * truncate() on the path, 1 uses ftruncate() on a descriptor). From the man page:
 * - "cause the regular file named by path or referenced by fd to be truncated to a size of
 *   precisely length bytes";
 * - "If the file previously was larger than this size, the extra data is lost. If the file
 *   previously was shorter, it is extended, and the extended part reads as null bytes":
 *   after shrinking and growing again the old tail must read as zeros, not old data;
 * - "The file offset is not changed";
 * - "If the size changed, then the st_ctime and st_mtime fields ... for the file are
 *   updated": set back to 1970 first, both must then lie in the window of
 *   tst_time_window.h around the call (coarse clock before, fine clock after, start
 *   truncated to the filesystem's measured granularity).
 */

#include <string.h>
#include <sys/stat.h>
#include <sys/time.h>
#include "tst_test.h"
#include "tst_safe_prw.h"
#include "tst_time_window.h"

#define MNTPOINT "mntpoint"
#define FNAME MNTPOINT "/file"
#define SIZE 8192

static int fd = -1;
static char buf[SIZE];
static struct tst_fs_time_gran gran;

static int do_truncate(off_t length)
{
	return tst_variant ? ftruncate(fd, length) : truncate(FNAME, length);
}

static const char *name(void)
{
	return tst_variant ? "ftruncate" : "truncate";
}

static int check_bytes(off_t off, size_t len, char c, const char *what)
{
	char rbuf[SIZE];
	size_t i;

	SAFE_PREAD(1, fd, rbuf, len, off);
	for (i = 0; i < len && rbuf[i] == c; i++)
		;
	if (i < len) {
		tst_res(TFAIL, "%s: byte %lld is 0x%02x, expected 0x%02x", what,
			(long long)(off + i), (unsigned char)rbuf[i], (unsigned char)c);
		return 1;
	}
	return 0;
}

/* Resize, and check the size, that the offset stayed, and that the times moved. */
static int resize(off_t length)
{
	struct timeval old[2] = {{1000, 0}, {1000, 0}};
	struct tst_time_window win;
	struct stat st;
	off_t pos;

	if (utimes(FNAME, old))
		tst_brk(TBROK | TERRNO, "utimes(%s)", FNAME);
	SAFE_LSEEK(fd, 100, SEEK_SET);
	tst_time_window_start(&win);
	TST_EXP_PASS_SILENT(do_truncate(length), "%s(%lld)", name(), (long long)length);
	tst_time_window_end(&win);
	if (!TST_PASS)
		return 1;
	SAFE_FSTAT(fd, &st);
	pos = SAFE_LSEEK(fd, 0, SEEK_CUR);
	if (st.st_size != length) {
		tst_res(TFAIL, "%s(%lld): size is %lld", name(), (long long)length,
			(long long)st.st_size);
		return 1;
	}
	if (pos != 100) {
		tst_res(TFAIL, "%s(%lld) moved the file offset from 100 to %lld", name(),
			(long long)length, (long long)pos);
		return 1;
	}
	if (!tst_time_window_has(&win, &st.st_mtim, gran.mtime_ns) ||
	    !tst_time_window_has(&win, &st.st_ctim, gran.mtime_ns)) {
		tst_res(TFAIL, "%s(%lld): st_mtime and st_ctime not both set to the current time",
			name(), (long long)length);
		TST_TIME_WINDOW_CHECK(&win, "st_mtime", &st.st_mtim, gran.mtime_ns);
		TST_TIME_WINDOW_CHECK(&win, "st_ctime", &st.st_ctim, gran.mtime_ns);
		return 1;
	}
	return 0;
}

static void run(void)
{
	SAFE_FTRUNCATE(fd, 0);
	SAFE_PWRITE(1, fd, buf, SIZE, 0);

	if (resize(SIZE / 4) || check_bytes(0, SIZE / 4, 'x', "after shrinking"))
		return;
	if (resize(SIZE) || check_bytes(0, SIZE / 4, 'x', "kept data") ||
	    check_bytes(SIZE / 4, SIZE - SIZE / 4, 0, "regrown part"))
		return;
	if (resize(3 * SIZE) || check_bytes(SIZE, SIZE, 0, "extended part") ||
	    check_bytes(2 * SIZE, SIZE, 0, "extended part"))
		return;
	if (resize(0))
		return;
	tst_res(TPASS, "%s: shrink drops data, growth reads zeros, offset kept, times updated",
		name());
}

static void setup(void)
{
	memset(buf, 'x', SIZE);
	fd = SAFE_OPEN(FNAME, O_CREAT | O_RDWR, 0644);
	tst_fs_time_gran(MNTPOINT, &gran);
	tst_res(TINFO, "testing %s()", name());
}

static void cleanup(void)
{
	if (fd > -1)
		SAFE_CLOSE(fd);
}

static struct tst_test test = {
	.test_all = run,
	.setup = setup,
	.cleanup = cleanup,
	.test_variants = 2,
	.needs_root = 1,
	.mount_device = 1,
	.all_filesystems = 1,
	.dev_min_size = 16,
	.mntpoint = MNTPOINT,
};
