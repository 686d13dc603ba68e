// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * getcwd(2) returns "a null-terminated string containing an absolute pathname that is the
 * current working directory". Checked with the raw system call, which (NOTES) returns the
 * length of the buffer filled, terminating NUL included:
 * - the path names the directory we changed into, and the return value is strlen() + 1;
 * - a buffer of exactly that size is enough;
 * - the glibc wrapper with buf NULL and size 0 allocates a buffer holding the same path;
 * - a working directory outside the root (chroot(2) without chdir) is reported with the
 *   "(unreachable)" prefix (since Linux 2.6.36), and the glibc wrapper gives ENOENT for it.
 */

#include <stdlib.h>
#include "tst_test.h"
#include "lapi/syscalls.h"

static char top[PATH_MAX];

static void check_unreachable(void)
{
	char buf[PATH_MAX];
	char want[PATH_MAX + 32];

	SAFE_CHROOT("sub");
	/* the working directory is still top, now outside the root */
	TEST(tst_syscall(__NR_getcwd, buf, sizeof(buf)));
	snprintf(want, sizeof(want), "(unreachable)%s", top);
	if (TST_RET < 0) {
		tst_res(TFAIL | TTERRNO, "getcwd() outside the root");
		return;
	}
	TST_EXP_EQ_STR(buf, want);
	TST_EXP_FAIL_PTR_NULL(getcwd(buf, sizeof(buf)), ENOENT,
			      "glibc getcwd() outside the root");
}

static void run(void)
{
	char buf[PATH_MAX], want[PATH_MAX + 16];
	char *p;
	size_t len;

	SAFE_CHDIR("sub/deeper");
	snprintf(want, sizeof(want), "%s/sub/deeper", top);
	len = strlen(want) + 1;

	TEST(tst_syscall(__NR_getcwd, buf, sizeof(buf)));
	TST_EXP_EQ_LI(TST_RET, (long)len);
	TST_EXP_EQ_STR(buf, want);

	memset(buf, 'x', sizeof(buf));
	TEST(tst_syscall(__NR_getcwd, buf, len));
	TST_EXP_EQ_LI(TST_RET, (long)len);
	TST_EXP_EXPR(buf[len - 1] == '\0', "the exact-size buffer is NUL-terminated");

	p = getcwd(NULL, 0);
	if (!p) {
		tst_res(TFAIL | TERRNO, "getcwd(NULL, 0)");
	} else {
		TST_EXP_EQ_STR(p, want);
		free(p);
	}
	SAFE_CHDIR(top);

	if (!SAFE_FORK()) {
		check_unreachable();
		exit(0);
	}
	tst_reap_children();
}

static void setup(void)
{
	SAFE_GETCWD(top, sizeof(top));
	SAFE_MKDIR("sub", 0755);
	SAFE_MKDIR("sub/deeper", 0755);
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
	.needs_root = 1,
	.needs_tmpdir = 1,
	.forks_child = 1,
};
