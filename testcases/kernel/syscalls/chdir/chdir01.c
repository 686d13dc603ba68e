// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * chdir(2) "changes the current working directory of the calling process to the directory
 * specified in path". Checked on every filesystem: a relative path created afterwards lands
 * in the new directory, getcwd() names it, a path through a symbolic link changes to the
 * link's target, and search (execute) permission is all nobody needs: a 0111 directory is
 * enterable, a 0666 one gives EACCES.
 */

#include <sys/stat.h>
#include "tst_test.h"

#define MNTPOINT "mntpoint"

static char top[PATH_MAX];

static void as_nobody(void)
{
	tst_become_nobody();
	TST_EXP_PASS(chdir("searchonly"), "chdir() into a 0111 directory as nobody");
	SAFE_CHDIR(top);
	SAFE_CHDIR(MNTPOINT);
	TST_EXP_FAIL(chdir("nosearch"), EACCES, "chdir() into a 0666 directory as nobody");
}

static void run(void)
{
	char cwd[PATH_MAX], want[PATH_MAX + 16];
	struct stat a, b;

	SAFE_CHDIR(top);
	TST_EXP_PASS(chdir(MNTPOINT "/dir"));
	SAFE_FILE_PRINTF("created", "x");
	SAFE_CHDIR(top);
	TST_EXP_EXPR(access(MNTPOINT "/dir/created", F_OK) == 0,
		     "a relative create after chdir() landed in the new directory");
	SAFE_UNLINK(MNTPOINT "/dir/created");

	TST_EXP_PASS(chdir(MNTPOINT "/link"), "chdir() through a symlink");
	SAFE_GETCWD(cwd, sizeof(cwd));
	snprintf(want, sizeof(want), "%s/%s/dir", top, MNTPOINT);
	TST_EXP_EQ_STR(cwd, want);
	SAFE_STAT(".", &a);
	SAFE_STAT(want, &b);
	TST_EXP_EXPR(a.st_ino == b.st_ino && a.st_dev == b.st_dev, "\".\" is the link's target");

	SAFE_CHDIR(top);
	SAFE_CHDIR(MNTPOINT);
	if (!SAFE_FORK()) {
		as_nobody();
		exit(0);
	}
	tst_reap_children();
	SAFE_CHDIR(top);
}

static void setup(void)
{
	SAFE_GETCWD(top, sizeof(top));
	SAFE_MKDIR(MNTPOINT "/dir", 0755);
	SAFE_SYMLINK("dir", MNTPOINT "/link");
	SAFE_MKDIR(MNTPOINT "/searchonly", 0111);
	SAFE_CHMOD(MNTPOINT "/searchonly", 0111);
	SAFE_MKDIR(MNTPOINT "/nosearch", 0666);
	SAFE_CHMOD(MNTPOINT "/nosearch", 0666);
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
	.forks_child = 1,
	.mount_device = 1,
	.all_filesystems = 1,
	.dev_min_size = 16,
	.mntpoint = MNTPOINT,
	/* FUSE ntfs-3g maps no POSIX mode bits, every directory is searchable */
	.skip_filesystems = (const char *const []){"ntfs", "vfat", "exfat", NULL},
};
