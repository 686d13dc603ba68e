// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * ftruncate(2) with lengths above 4 GiB on every filesystem, and on a shared memory
 * object (truncate01 covers the common resize rules for both calls). From the man page:
 * - the file "referenced by fd [is] truncated to a size of precisely length bytes", and
 *   the size is a 64-bit off_t: 5 GiB must not wrap around to 1 GiB;
 * - "If the file previously was shorter, it is extended, and the extended part reads as
 *   null bytes": the byte just before 5 GiB reads 0;
 * - "If the file previously was larger than this size, the extra data is lost": a byte
 *   written at 4 GiB + 1 survives a cut to 4 GiB + 2, is gone after a cut to 4 GiB, and
 *   reads 0 when the file is grown again;
 * - "fd ... a regular file or a POSIX shared memory object": the same holds for a shmem
 *   object (a memfd, which lives on the same internal tmpfs as POSIX shared memory).
 * A filesystem whose maximum file size is below 5 GiB is TCONF (EFBIG).
 */

#include "tst_test.h"
#include "tst_safe_prw.h"
#include "lapi/syscalls.h"
#include "lapi/memfd.h"

#define MNTPOINT "mntpoint"
#define FNAME MNTPOINT "/file"
#define GB (1024LL * 1024 * 1024)

static int fd = -1, shm_fd = -1;

static off_t size_of(int fdesc)
{
	struct stat st;

	SAFE_FSTAT(fdesc, &st);
	return st.st_size;
}

static int expect_byte(int fdesc, off_t off, char c, const char *what)
{
	char r = 'z';

	SAFE_PREAD(1, fdesc, &r, 1, off);
	if (r != c) {
		tst_res(TFAIL, "%s: byte at %lld is 0x%02x, expected 0x%02x", what, (long long)off,
			(unsigned char)r, (unsigned char)c);
		return 1;
	}
	return 0;
}

static int resize(int fdesc, off_t len)
{
	TST_EXP_PASS_SILENT(ftruncate(fdesc, len), "ftruncate(%lld)", (long long)len);
	if (!TST_PASS)
		return 1;
	if (size_of(fdesc) != len) {
		tst_res(TFAIL, "ftruncate(%lld): size is %lld", (long long)len,
			(long long)size_of(fdesc));
		return 1;
	}
	return 0;
}

static void check(int fdesc, const char *what)
{
	if (resize(fdesc, 5 * GB) || expect_byte(fdesc, 5 * GB - 1, 0, "extended part"))
		return;
	SAFE_PWRITE(1, fdesc, "d", 1, 4 * GB + 1);
	if (resize(fdesc, 4 * GB + 2) || expect_byte(fdesc, 4 * GB + 1, 'd', "kept byte"))
		return;
	if (resize(fdesc, 4 * GB) || resize(fdesc, 5 * GB) ||
	    expect_byte(fdesc, 4 * GB + 1, 0, "cut and regrown byte"))
		return;
	if (resize(fdesc, 0))
		return;
	tst_res(TPASS, "%s: sizes above 4 GiB set exactly, data kept below and lost above",
		what);
}

static void run(void)
{
	check(fd, tst_device->fs_type);
	check(shm_fd, "shared memory object");
}

static void setup(void)
{
	fd = SAFE_OPEN(FNAME, O_CREAT | O_RDWR, 0644);
	if (ftruncate(fd, 5 * GB)) {
		if (errno == EFBIG)
			tst_brk(TCONF, "%s cannot hold a 5 GiB file", tst_device->fs_type);
		tst_brk(TBROK | TERRNO, "ftruncate(5 GiB)");
	}
	SAFE_FTRUNCATE(fd, 0);
	shm_fd = tst_syscall(__NR_memfd_create, "ftruncate01", 0);
	if (shm_fd < 0)
		tst_brk(TBROK | TERRNO, "memfd_create()");
}

static void cleanup(void)
{
	if (fd > -1)
		SAFE_CLOSE(fd);
	if (shm_fd > -1)
		SAFE_CLOSE(shm_fd);
}

static struct tst_test test = {
	.test_all = run,
	.setup = setup,
	.cleanup = cleanup,
	.needs_root = 1,
	.mount_device = 1,
	.all_filesystems = 1,
	.dev_min_size = 16,
	.mntpoint = MNTPOINT,
};
