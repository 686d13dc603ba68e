// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * fstat(2) ERRORS that apply to it, in the man page's order: EBADF (fd is not an open file
 * descriptor: a closed one, a negative one), EFAULT (statbuf outside the address space).
 *
 * Variant 0 calls the C library, variant 1 the fstat system call itself. A 32-bit program built
 * with _FILE_OFFSET_BITS=64 has the C library's struct stat64 as struct stat; its raw fstat
 * call fills the kernel's older, narrower 32-bit struct stat, so there variant 1 calls
 * fstat64, whose struct is the one the program has.
 *
 * Not provoked: EACCES (path lookup, which fstat() does not do; stat02),
 * ELOOP (path lookup; stat02), ENAMETOOLONG (path lookup; stat02), ENOENT (path lookup;
 * stat02), ENOTDIR (path lookup; stat02), EINVAL (fstatat()'s flags; fstatat02),
 * ENOMEM (needs the kernel to run out of memory), EOVERFLOW (only a 32-bit program without
 * large-file support can see it)
 */

#include <sys/stat.h>
#include "tst_test.h"
#include "lapi/syscalls.h"

#if __NR_fstat64 != __LTP__NR_INVALID_SYSCALL
# define RAW_FSTAT __NR_fstat64
#else
# define RAW_FSTAT __NR_fstat
#endif

static int closed_fd = -1, file_fd = -1;
static struct stat st;
static struct stat *bad_buf;

static struct tcase {
	int *fd;
	int neg_fd;
	struct stat **buf;
	int exp_errno;
	const char *desc;
} tcases[] = {
	{&closed_fd, 0, NULL, EBADF, "closed descriptor"},
	{NULL, 1, NULL, EBADF, "negative descriptor"},
	{&file_fd, 0, &bad_buf, EFAULT, "statbuf outside the address space"},
};

static int do_fstat(int fd, struct stat *buf)
{
	if (tst_variant)
		return tst_syscall(RAW_FSTAT, fd, buf);
	return fstat(fd, buf);
}

static void run(unsigned int n)
{
	struct tcase *tc = &tcases[n];
	int fd = tc->neg_fd ? -1 : *tc->fd;

	/*
	 * A 32-bit C library asks the kernel (statx) into a buffer of its own and converts it
	 * into statbuf itself, so a bad statbuf faults in the program, not in the kernel.
	 */
	if (tc->exp_errno == EFAULT && !tst_variant && sizeof(long) < 8) {
		tst_res(TCONF, "%s: a 32-bit C library writes statbuf itself", tc->desc);
		return;
	}

	TST_EXP_FAIL(do_fstat(fd, tc->buf ? *tc->buf : &st), tc->exp_errno, "%s", tc->desc);
}

static void setup(void)
{
	tst_res(TINFO, "Testing %s", tst_variant ? "the fstat syscall" : "libc fstat");
	bad_buf = tst_get_bad_addr(NULL);
	file_fd = SAFE_OPEN("file", O_CREAT | O_RDWR, 0644);
	/* A number that was open a moment ago and that nothing reuses afterwards. */
	closed_fd = SAFE_DUP(file_fd);
	close(closed_fd);
}

static void cleanup(void)
{
	if (file_fd > -1)
		SAFE_CLOSE(file_fd);
}

static struct tst_test test = {
	.tcnt = ARRAY_SIZE(tcases),
	.test = run,
	.setup = setup,
	.cleanup = cleanup,
	.test_variants = 2,
	.needs_tmpdir = 1,
};
