// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * stat(2) and lstat(2) ERRORS, one row per entry of the man page in its order:
 * EACCES (search permission denied on a path prefix, as nobody with no capabilities),
 * EFAULT (bad pathname; bad statbuf), ELOOP (symbolic link loop), ENAMETOOLONG, ENOENT
 * (missing component; empty pathname), ENOTDIR (a prefix is a regular file).
 *
 * Variant 0 calls the C library, variant 1 the stat/lstat system calls themselves.
 *
 * Not provoked: EBADF (fstat()'s descriptor and fstatat()'s dirfd; fstat02, fstatat02),
 * EINVAL (fstatat()'s flags; fstatat02), ENOMEM (needs the kernel to run out of memory),
 * EOVERFLOW (only a 32-bit program without large-file support can see it)
 */

#include <sys/stat.h>
#include "tst_test.h"
#include "lapi/syscalls.h"
#include "stat_errors.h"

static struct tcase {
	const char *path;
	int bad_buf;
	int as_nobody;
	int exp_errno;
	const char *desc;
} tcases[] = {
	{"nosearch/file", 0, 1, EACCES, "search permission denied on a prefix"},
	{NULL, 0, 0, EFAULT, "pathname outside the address space"},
	{"file", 1, 0, EFAULT, "statbuf outside the address space"},
	{"loop1/file", 0, 0, ELOOP, "symbolic link loop"},
	{long_name, 0, 0, ENAMETOOLONG, "pathname longer than PATH_MAX"},
	{"missing/file", 0, 0, ENOENT, "missing directory component"},
	{"", 0, 0, ENOENT, "empty pathname"},
	{"file/file", 0, 0, ENOTDIR, "prefix is a regular file"},
};

static int do_call(int use_lstat, const char *path, struct stat *buf)
{
	if (tst_variant)
		return tst_syscall(use_lstat ? __NR_lstat : __NR_stat, path, buf);
	return use_lstat ? lstat(path, buf) : stat(path, buf);
}

static void check(struct tcase *tc)
{
	struct stat st, *buf = tc->bad_buf ? (struct stat *)bad_addr : &st;
	const char *path = tc->path ? tc->path : bad_addr;

	/* 32-bit glibc fills statbuf itself (from statx): a bad one faults inside the C library. */
	if (tc->bad_buf && !tst_variant && sizeof(long) == 4) {
		tst_res(TCONF, "%s: not with a 32-bit C library (its own copy faults); the "
			"system call variant checks it", tc->desc);
		return;
	}
	TST_EXP_FAIL(do_call(0, path, buf), tc->exp_errno, "stat(): %s", tc->desc);
	TST_EXP_FAIL(do_call(1, path, buf), tc->exp_errno, "lstat(): %s", tc->desc);
}

static void run(unsigned int n)
{
	struct tcase *tc = &tcases[n];

	stat_errors_check_as(tc->as_nobody, check, tc);
}

static void setup(void)
{
	tst_res(TINFO, "Testing %s", tst_variant ? "the stat/lstat syscalls" : "libc stat/lstat");
	stat_errors_setup();
}

/* Each variant runs its own setup in the same tmpdir. */
static void cleanup(void)
{
	tst_path_errors_cleanup();
	unlink("immutable");
	unlink("loop1");
	unlink("loop2");
	unlink("nosearch/file");
	rmdir("nosearch");
	unlink("file");
}

static struct tst_test test = {
	.cleanup = cleanup,
	.tcnt = ARRAY_SIZE(tcases),
	.test = run,
	.setup = setup,
	.test_variants = 2,
	.needs_root = 1,
	.needs_tmpdir = 1,
	.forks_child = 1,
};
