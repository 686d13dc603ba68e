// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * getcwd(2) errors of the system call, in the man page's order:
 *
 *   EFAULT       buf points outside the address space
 *   EINVAL       size is zero and buf is not NULL (the glibc wrapper: the system call
 *                itself answers ERANGE, which the ERANGE row covers)
 *   ENAMETOOLONG the path of the working directory does not fit in a page (17 nested
 *                directories with NAME_MAX-long names, over 4096 bytes)
 *   ENOENT       the current working directory has been unlinked
 *   ERANGE       size is smaller than the length of the path plus its terminating NUL
 *
 * Not provoked: EACCES (the Linux system call checks no permission; only the old libc
 * emulation walking ".." did), ENOMEM (cannot be provoked reliably).
 */

#include <limits.h>
#include "tst_test.h"
#include "lapi/syscalls.h"

#define DEPTH 17

static char top[PATH_MAX];
static char long_name[NAME_MAX + 1];
static char *bad_addr;

static void in_dir(const char *path, void *buf, size_t size, int exp_errno, const char *desc)
{
	SAFE_CHDIR(path);
	TST_EXP_FAIL2(tst_syscall(__NR_getcwd, buf, size), exp_errno, "getcwd() %s", desc);
	SAFE_CHDIR(top);
}

static void deep_case(void)
{
	char *buf = SAFE_MALLOC(2 * PATH_MAX);
	int i;

	for (i = 0; i < DEPTH; i++)
		SAFE_CHDIR(long_name);
	TST_EXP_FAIL2(tst_syscall(__NR_getcwd, buf, 2 * PATH_MAX), ENAMETOOLONG,
		      "getcwd() of a path longer than a page");
	SAFE_CHDIR(top);
	free(buf);
}

static void unlinked_case(void)
{
	char buf[PATH_MAX];

	SAFE_MKDIR("gone", 0755);
	SAFE_CHDIR("gone");
	SAFE_RMDIR("../gone");
	TST_EXP_FAIL2(tst_syscall(__NR_getcwd, buf, sizeof(buf)), ENOENT,
		      "getcwd() of a removed directory");
	SAFE_CHDIR(top);
}

static void run(void)
{
	char buf[PATH_MAX];

	in_dir(".", bad_addr, PATH_MAX, EFAULT, "into a bad address");
	TST_EXP_FAIL_PTR_NULL(getcwd(buf, 0), EINVAL, "glibc getcwd(buf, 0)");
	deep_case();
	unlinked_case();
	in_dir(".", buf, strlen(top), ERANGE, "with size strlen(path)");
}

static void setup(void)
{
	int i;

	SAFE_GETCWD(top, sizeof(top));
	bad_addr = tst_get_bad_addr(NULL);
	memset(long_name, 'd', NAME_MAX);
	for (i = 0; i < DEPTH; i++) {
		SAFE_MKDIR(long_name, 0755);
		SAFE_CHDIR(long_name);
	}
	SAFE_CHDIR(top);
}

static void cleanup(void)
{
	if (top[0])
		chdir(top);
}

static struct tst_test test = {
	.test_all = run,
	.setup = setup,
	.cleanup = cleanup,
	.needs_tmpdir = 1,
};
