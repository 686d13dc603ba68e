// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * openat2(2) RESOLVE_IN_ROOT, from the man page: "Treat the directory referred to by dirfd
 * as the root directory while resolving pathname. Absolute symbolic links are interpreted
 * relative to dirfd. If a prefix component of pathname equates to dirfd, then an
 * immediately following .. component likewise equates to dirfd (just as /.. is
 * traditionally equivalent to /). If pathname is an absolute path, it is also interpreted
 * relative to dirfd." and "Currently, this flag also disables magic-link resolution".
 * The tmpdir holds "file" ("outside") and root/ holds its own "file" ("root"): every
 * succeeding case must open root/file, never the outer one. The magic link case fails
 * with EXDEV.
 *
 * Every row also checks that the failed call allocated no descriptor: the lowest free one
 * stays free (tst_fd_state.h).
 */

#include "tst_test.h"
#include "lapi/openat2.h"
#include "no_new_fd.h"
#include "openat2_read.h"
#include "resolve_root.h"

static struct tcase {
	int *dirfd;
	const char *path;
	int exp_errno;
	const char *desc;
} tcases[] = {
	{&root_fd, "file", 0, "relative pathname"},
	{&root_fd, "/file", 0, "absolute pathname"},
	{&root_fd, "../file", 0, "'..' at the root"},
	{&root_fd, "sub/../../../file", 0, "'..' past the root"},
	{&root_fd, "abs_link", 0, "absolute symlink"},
	{&root_fd, "sub/up_link", 0, "relative symlink climbing past the root"},
	{&self_fd, magic, EXDEV, "magic link"},
};

static void run(unsigned int n)
{
	struct tcase *tc = &tcases[n];
	struct open_how how = {.flags = O_RDONLY, .resolve = RESOLVE_IN_ROOT};
	char buf[16];

	if (tc->exp_errno) {
		EXP_FAIL_NO_NEW_FD(openat2(*tc->dirfd, tc->path, &how, sizeof(how)), tc->exp_errno,
				   "RESOLVE_IN_ROOT: %s", tc->desc);
		return;
	}
	if (openat2_read(*tc->dirfd, tc->path, &how, buf, sizeof(buf), "RESOLVE_IN_ROOT",
			 tc->desc))
		return;
	if (strcmp(buf, "root"))
		tst_res(TFAIL, "RESOLVE_IN_ROOT: %s (%s) opened '%s', expected root/file",
			tc->desc, tc->path, buf);
	else
		tst_res(TPASS, "RESOLVE_IN_ROOT: %s (%s) opened root/file", tc->desc, tc->path);
}

static void setup(void)
{
	openat2_require(RESOLVE_IN_ROOT);
	SAFE_MKDIR("root", 0755);
	SAFE_MKDIR("root/sub", 0755);
	SAFE_FILE_PRINTF("root/file", "root");
	SAFE_FILE_PRINTF("file", "outside");
	SAFE_SYMLINK("/file", "root/abs_link");
	SAFE_SYMLINK("../../../file", "root/sub/up_link");
	resolve_root_open();
}

static struct tst_test test = {
	.tcnt = ARRAY_SIZE(tcases),
	.test = run,
	.setup = setup,
	.cleanup = resolve_root_close,
	.needs_tmpdir = 1,
};
