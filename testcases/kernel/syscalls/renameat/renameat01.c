// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * renameat(2): "If the pathname given in oldpath is relative, then it is interpreted
 * relative to the directory referred to by the file descriptor olddirfd", likewise newpath
 * and newdirfd; AT_FDCWD means the current working directory; an absolute path ignores
 * its dirfd. Checked by moving a file between two directory descriptors, from a dirfd to
 * the cwd, and with absolute paths and invalid dirfds; the data travels with the name.
 */

#include "tst_test.h"

static int d1 = -1, d2 = -1;
static char abs_old[PATH_MAX], abs_new[PATH_MAX];

static void check_moved(const char *from, const char *to)
{
	char buf[8] = "";

	TST_EXP_EXPR(access(from, F_OK) == -1, "%s is gone", from);
	if (access(to, F_OK)) {
		tst_res(TFAIL | TERRNO, "%s does not exist", to);
		return;
	}
	SAFE_FILE_SCANF(to, "%7s", buf);
	TST_EXP_EQ_STR(buf, "data");
}

static void run(void)
{
	SAFE_FILE_PRINTF("d1/f", "data");
	TST_EXP_PASS(renameat(d1, "f", d2, "g"), "renameat(d1, \"f\", d2, \"g\")");
	check_moved("d1/f", "d2/g");
	TST_EXP_EXPR(access("g", F_OK) == -1 && access("f", F_OK) == -1,
		     "nothing was created in the cwd");

	TST_EXP_PASS(renameat(d2, "g", AT_FDCWD, "h"), "renameat(d2, \"g\", AT_FDCWD, \"h\")");
	check_moved("d2/g", "h");

	SAFE_RENAME("h", "d1/f");
	TST_EXP_PASS(renameat(-1, abs_old, -1, abs_new), "renameat() of absolute paths, dirfd -1");
	check_moved("d1/f", "d2/g");
	SAFE_UNLINK("d2/g");
}

static void setup(void)
{
	char cwd[PATH_MAX / 2];

	SAFE_MKDIR("d1", 0755);
	SAFE_MKDIR("d2", 0755);
	d1 = SAFE_OPEN("d1", O_RDONLY | O_DIRECTORY);
	d2 = SAFE_OPEN("d2", O_RDONLY | O_DIRECTORY);
	SAFE_GETCWD(cwd, sizeof(cwd));
	snprintf(abs_old, sizeof(abs_old), "%s/d1/f", cwd);
	snprintf(abs_new, sizeof(abs_new), "%s/d2/g", cwd);
}

static void cleanup(void)
{
	if (d1 > -1)
		SAFE_CLOSE(d1);
	if (d2 > -1)
		SAFE_CLOSE(d2);
}

static struct tst_test test = {
	.test_all = run,
	.setup = setup,
	.cleanup = cleanup,
	.needs_tmpdir = 1,
};
