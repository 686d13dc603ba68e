// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * chroot(2) errors, in the order of the man page's ERRORS section (each call in a child so
 * a wrong success cannot change the test's root):
 *
 *   EACCES       search permission is denied on a component of the path prefix (nobody)
 *   EFAULT       path points outside the address space
 *   ELOOP        too many symbolic links in resolving path
 *   ENAMETOOLONG a component of path is longer than NAME_MAX
 *   ENOENT       the file does not exist
 *   ENOTDIR      a component of path is not a directory
 *   EPERM        the caller is unprivileged (nobody)
 *   EPERM        root without CAP_SYS_CHROOT (capability dropped)
 *
 * Every row also checks that the failed call left the root directory where it was (the inode
 * of "/").
 *
 * Not provoked: EIO (needs a failing device), ENOMEM (cannot be provoked reliably).
 */

#include <limits.h>
#include "tst_test.h"
#include "tst_capability.h"

enum who { ROOT, NOBODY, ROOT_NO_CHROOT };

static char long_name[NAME_MAX + 2];
static char *bad_addr;

static struct tcase {
	const char *path;
	char **path_ptr;
	int exp_errno;
	enum who who;
	const char *desc;
} tcases[] = {
	{"nosearch/dir", NULL, EACCES, NOBODY, "prefix not searchable"},
	{NULL, &bad_addr, EFAULT, ROOT, "bad address"},
	{"loop", NULL, ELOOP, ROOT, "symlink loop"},
	{long_name, NULL, ENAMETOOLONG, ROOT, "component too long"},
	{"missing", NULL, ENOENT, ROOT, "missing directory"},
	{"file", NULL, ENOTDIR, ROOT, "regular file"},
	{"dir", NULL, EPERM, NOBODY, "unprivileged caller"},
	{"dir", NULL, EPERM, ROOT_NO_CHROOT, "root without CAP_SYS_CHROOT"},
};

static void run(unsigned int n)
{
	struct tcase *tc = &tcases[n];
	struct stat root, after;

	if (!SAFE_FORK()) {
		if (tc->who == NOBODY) {
			tst_become_nobody();
		} else if (tc->who == ROOT_NO_CHROOT) {
			tst_cap_action(&(struct tst_cap)TST_CAP(TST_CAP_DROP, CAP_SYS_CHROOT));
		}
		SAFE_STAT("/", &root);
		TST_EXP_FAIL(chroot(tc->path_ptr ? *tc->path_ptr : tc->path), tc->exp_errno,
			     "chroot() %s", tc->desc);
		SAFE_STAT("/", &after);
		if (after.st_dev != root.st_dev || after.st_ino != root.st_ino)
			tst_res(TFAIL, "the failed chroot() %s changed the root directory",
				tc->desc);
		exit(0);
	}
	tst_reap_children();
}

static void setup(void)
{
	memset(long_name, 'a', NAME_MAX + 1);
	bad_addr = tst_get_bad_addr(NULL);
	SAFE_MKDIR("nosearch", 0700);
	SAFE_MKDIR("nosearch/dir", 0777);
	SAFE_SYMLINK("loop", "loop");
	SAFE_FILE_PRINTF("file", "x");
	SAFE_MKDIR("dir", 0777);
}

static struct tst_test test = {
	.tcnt = ARRAY_SIZE(tcases),
	.test = run,
	.setup = setup,
	.needs_root = 1,
	.needs_tmpdir = 1,
	.forks_child = 1,
};
