// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * symlink(2) on every filesystem: it "creates a symbolic link named linkpath which
 * contains the string target". Checked: readlink() gives back exactly the target string
 * (a 1000-byte one too), the link may dangle ("Symbolic links may contain .. path
 * components ... A symbolic link (also known as a soft link) may point to an existing
 * file or to a nonexistent one"), lstat() reports a link whose size is the target's length,
 * a relative target is resolved from the link's directory, a link's own permission bits
 * are 0777 ("The permissions of a symbolic link are irrelevant") and its owner is the
 * caller's effective UID.
 */

#include <sys/stat.h>
#include "tst_test.h"

#define MNTPOINT "mntpoint"
#define M(p) MNTPOINT "/" p
#define LONG_LEN 1000

static char long_target[LONG_LEN + 1];

static void check_link(const char *path, const char *target)
{
	char buf[LONG_LEN + 16];
	struct stat st;
	ssize_t len;

	len = readlink(path, buf, sizeof(buf));
	if (len < 0) {
		tst_res(TFAIL | TERRNO, "readlink(%s)", path);
		return;
	}
	buf[len] = '\0';
	TST_EXP_EXPR(!strcmp(buf, target), "%s holds its target string (%zd bytes)", path, len);
	SAFE_LSTAT(path, &st);
	TST_EXP_EXPR(S_ISLNK(st.st_mode) && (size_t)st.st_size == strlen(target),
		     "lstat(%s): a link of size %zu (size %lld)", path, strlen(target),
		     (long long)st.st_size);
}

static void run(void)
{
	struct stat st;
	char buf[8] = "";

	TST_EXP_PASS(symlink("sub/file", M("rel")), "symlink() with a relative target");
	check_link(M("rel"), "sub/file");
	SAFE_FILE_SCANF(M("rel"), "%7s", buf);
	TST_EXP_EQ_STR(buf, "data");
	SAFE_LSTAT(M("rel"), &st);
	TST_EXP_EQ_LI(st.st_mode & 0777, 0777);
	TST_EXP_EQ_LI(st.st_uid, geteuid());

	TST_EXP_PASS(symlink("../nowhere/../x", M("dangling")), "symlink() to nothing");
	check_link(M("dangling"), "../nowhere/../x");
	TST_EXP_FAIL(stat(M("dangling"), &st), ENOENT, "stat() through the dangling link");

	TST_EXP_PASS(symlink(long_target, M("long")), "symlink() with a %d-byte target",
		     LONG_LEN);
	check_link(M("long"), long_target);

	SAFE_UNLINK(M("rel"));
	SAFE_UNLINK(M("dangling"));
	SAFE_UNLINK(M("long"));
}

static void setup(void)
{
	int i;

	SAFE_MKDIR(M("sub"), 0755);
	SAFE_FILE_PRINTF(M("sub/file"), "data");
	for (i = 0; i < LONG_LEN; i++)
		long_target[i] = i % 8 == 7 ? '/' : 'a' + i % 7;
}

static struct tst_test test = {
	.test_all = run,
	.setup = setup,
	.needs_root = 1,
	.mount_device = 1,
	.all_filesystems = 1,
	.dev_min_size = 16,
	.mntpoint = MNTPOINT,
	/* the whole test is about symlinks, which FAT and exFAT cannot store (symlink(): EPERM) */
	.skip_filesystems = (const char *const []){"vfat", "exfat", NULL},
};
