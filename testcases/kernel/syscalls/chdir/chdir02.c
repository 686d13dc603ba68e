// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * chdir(2) errors, in the order of the man page's ERRORS section:
 *
 *   EACCES       search permission is denied on a component of the path (nobody)
 *   EACCES       search permission is denied on the target directory itself (nobody)
 *   EFAULT       path points outside the address space
 *   ELOOP        too many symbolic links
 *   ENAMETOOLONG path is too long (a component longer than NAME_MAX)
 *   ENOENT       the directory does not exist
 *   ENOENT       path is empty
 *   ENOTDIR      a component of path is not a directory
 *   ENOTDIR      path itself is a regular file
 *
 * Not provoked: EIO (needs a failing device), ENOMEM (needs the kernel to run out of memory),
 * EBADF (fchdir() only; fchdir02).
 * After each failure the working directory must be unchanged.
 */

#include <limits.h>
#include <sys/stat.h>
#include "tst_test.h"

static char long_name[NAME_MAX + 2];
static char *bad_addr;
static struct stat start;

static struct tcase {
	const char *path;
	char **path_ptr;
	int exp_errno;
	int as_nobody;
	const char *desc;
} tcases[] = {
	{"nosearch/sub", NULL, EACCES, 1, "prefix not searchable"},
	{"nosearch", NULL, EACCES, 1, "target not searchable"},
	{NULL, &bad_addr, EFAULT, 0, "bad address"},
	{"loop", NULL, ELOOP, 0, "symlink loop"},
	{long_name, NULL, ENAMETOOLONG, 0, "component longer than NAME_MAX"},
	{"missing", NULL, ENOENT, 0, "missing directory"},
	{"", NULL, ENOENT, 0, "empty path"},
	{"file/sub", NULL, ENOTDIR, 0, "regular file in prefix"},
	{"file", NULL, ENOTDIR, 0, "regular file"},
};

static void check(struct tcase *tc)
{
	const char *path = tc->path_ptr ? *tc->path_ptr : tc->path;
	struct stat now;

	TST_EXP_FAIL(chdir(path), tc->exp_errno, "chdir() %s", tc->desc);
	SAFE_STAT(".", &now);
	if (now.st_ino != start.st_ino || now.st_dev != start.st_dev)
		tst_res(TFAIL, "the working directory changed after a failed chdir()");
}

static void run(unsigned int n)
{
	struct tcase *tc = &tcases[n];

	if (!tc->as_nobody) {
		check(tc);
		return;
	}
	if (!SAFE_FORK()) {
		tst_become_nobody();
		check(tc);
		exit(0);
	}
	tst_reap_children();
}

static void setup(void)
{
	memset(long_name, 'a', NAME_MAX + 1);
	bad_addr = tst_get_bad_addr(NULL);
	SAFE_MKDIR("nosearch", 0666);
	SAFE_MKDIR("nosearch/sub", 0777);
	SAFE_CHMOD("nosearch", 0666);
	SAFE_SYMLINK("loop", "loop");
	SAFE_FILE_PRINTF("file", "x");
	SAFE_STAT(".", &start);
}

static struct tst_test test = {
	.tcnt = ARRAY_SIZE(tcases),
	.test = run,
	.setup = setup,
	.needs_root = 1,
	.needs_tmpdir = 1,
	.forks_child = 1,
};
