// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * mkdirat(2) resolves pathname as mkdir(2) does, but: a relative pathname is interpreted
 * relative to the directory referred to by dirfd; with dirfd AT_FDCWD relative to the
 * current working directory; an absolute pathname ignores dirfd (even an invalid one).
 * Each case checks where the directory appeared and that nothing appeared elsewhere.
 */

#include <sys/stat.h>
#include "tst_test.h"

static int dir_fd = -1;
static char abs_path[PATH_MAX];

static void check_dir(const char *path)
{
	struct stat st;

	if (stat(path, &st)) {
		tst_res(TFAIL | TERRNO, "stat(%s) after mkdirat()", path);
		return;
	}
	TST_EXP_EXPR(S_ISDIR(st.st_mode), "%s is a directory", path);
	SAFE_RMDIR(path);
}

static void run(void)
{
	TST_EXP_PASS(mkdirat(dir_fd, "rel", 0755), "mkdirat(dirfd, \"rel\")");
	TST_EXP_EXPR(access("rel", F_OK) == -1, "nothing named rel in the cwd");
	check_dir("base/rel");

	TST_EXP_PASS(mkdirat(AT_FDCWD, "cwd_rel", 0755), "mkdirat(AT_FDCWD, \"cwd_rel\")");
	TST_EXP_EXPR(access("base/cwd_rel", F_OK) == -1, "nothing named cwd_rel under dirfd");
	check_dir("cwd_rel");

	TST_EXP_PASS(mkdirat(-1, abs_path, 0755), "mkdirat(-1, \"%s\")", abs_path);
	check_dir("abs");
}

static void setup(void)
{
	SAFE_MKDIR("base", 0755);
	dir_fd = SAFE_OPEN("base", O_RDONLY | O_DIRECTORY);
	SAFE_GETCWD(abs_path, sizeof(abs_path) - 8);
	strcat(abs_path, "/abs");
}

static void cleanup(void)
{
	if (dir_fd > -1)
		SAFE_CLOSE(dir_fd);
}

static struct tst_test test = {
	.test_all = run,
	.setup = setup,
	.cleanup = cleanup,
	.needs_tmpdir = 1,
};
