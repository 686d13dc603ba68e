// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * openat2(2) RESOLVE_BENEATH (the O_BENEATH of earlier proposals), from the man page:
 * "Do not permit the path resolution to succeed if any component of the resolution is not
 * a descendant of the directory indicated by dirfd. This causes absolute symbolic links
 * (and absolute values of pathname) to be rejected." and "Currently, this flag also
 * disables magic-link resolution". Escapes fail with EXDEV (ERRORS).
 * Succeed: a plain descendant, "sub/../file" (".." that stays below dirfd), a relative
 * symlink whose target stays below dirfd. Fail with EXDEV: "../outside", an absolute
 * pathname, a relative symlink leading out, an absolute symlink, and a magic link
 * (/proc/self/fd/N resolved beneath /proc/self).
 *
 * Every row also checks that the failed call allocated no descriptor: the lowest free one
 * stays free (tst_fd_state.h).
 */

#include <limits.h>
#include <stdio.h>
#include "tst_test.h"
#include "lapi/openat2.h"
#include "no_new_fd.h"
#include "openat2_read.h"
#include "resolve_root.h"

static char abs_path[PATH_MAX];

static struct tcase {
	int *dirfd;
	const char *path;
	int exp_errno;
	const char *exp_data;
	const char *desc;
} tcases[] = {
	{&root_fd, "file", 0, "inside", "plain descendant"},
	{&root_fd, "sub/../file", 0, "inside", "'..' staying beneath dirfd"},
	{&root_fd, "sub/link_in", 0, "inside", "relative symlink staying beneath dirfd"},
	{&root_fd, "../outside", EXDEV, NULL, "'..' escaping dirfd"},
	{&root_fd, abs_path, EXDEV, NULL, "absolute pathname"},
	{&root_fd, "link_out", EXDEV, NULL, "relative symlink escaping dirfd"},
	{&root_fd, "link_abs", EXDEV, NULL, "absolute symlink"},
	{&self_fd, magic, EXDEV, NULL, "magic link"},
};

static void run(unsigned int n)
{
	struct tcase *tc = &tcases[n];
	struct open_how how = {.flags = O_RDONLY, .resolve = RESOLVE_BENEATH};
	char buf[16];

	if (tc->exp_errno) {
		EXP_FAIL_NO_NEW_FD(openat2(*tc->dirfd, tc->path, &how, sizeof(how)), tc->exp_errno,
				   "RESOLVE_BENEATH: %s", tc->desc);
		return;
	}
	if (openat2_read(*tc->dirfd, tc->path, &how, buf, sizeof(buf), "RESOLVE_BENEATH",
			 tc->desc))
		return;
	if (strcmp(buf, tc->exp_data))
		tst_res(TFAIL, "RESOLVE_BENEATH: %s opened '%s', expected '%s'", tc->desc, buf,
			tc->exp_data);
	else
		tst_res(TPASS, "RESOLVE_BENEATH: %s opened the right file", tc->desc);
}

static void setup(void)
{
	openat2_require(RESOLVE_BENEATH);
	SAFE_MKDIR("root", 0755);
	SAFE_MKDIR("root/sub", 0755);
	SAFE_FILE_PRINTF("root/file", "inside");
	SAFE_FILE_PRINTF("outside", "outside");
	SAFE_SYMLINK("../file", "root/sub/link_in");
	SAFE_SYMLINK("../outside", "root/link_out");
	if (!getcwd(abs_path, sizeof(abs_path) - 16))
		tst_brk(TBROK | TERRNO, "getcwd()");
	strcat(abs_path, "/root/file");
	SAFE_SYMLINK(abs_path, "root/link_abs");
	resolve_root_open();
}

static struct tst_test test = {
	.tcnt = ARRAY_SIZE(tcases),
	.test = run,
	.setup = setup,
	.cleanup = resolve_root_close,
	.needs_tmpdir = 1,
};
