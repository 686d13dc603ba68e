// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * renameat2(2) RENAME_WHITEOUT on every filesystem: it "creates a whiteout object at the
 * source of the rename at the same time as performing the rename"; "a whiteout is
 * represented as a character device with major/minor 0/0". Checked: newpath holds the
 * file (inode and data), oldpath is a character device 0/0; RENAME_WHITEOUT combined with
 * RENAME_NOREPLACE also refuses an existing newpath (EEXIST) and leaves no whiteout.
 * The man page says it "requires the same privileges as creating a device node (i.e., the
 * CAP_MKNOD capability)": that holds before Linux 5.8, where nobody gets EPERM; the
 * kernel change "vfs: allow unprivileged whiteout creation" lifted the check, so
 * from 5.8 on nobody's whiteout must succeed and be a 0/0 device owned by nobody.
 * A filesystem answering EINVAL is TCONF.
 */

#include <pwd.h>
#include <sys/stat.h>
#include <sys/sysmacros.h>
#include "tst_test.h"
#include "renameat2_fs.h"

static uid_t nobody_uid;

static void as_nobody(void)
{
	tst_become_nobody();
	if (tst_kvercmp(5, 8, 0) < 0) {
		TST_EXP_FAIL(rename_flags(M("open/mine"), M("open/moved"), RENAME_WHITEOUT),
			     EPERM, "RENAME_WHITEOUT without CAP_MKNOD");
		return;
	}
	TST_EXP_PASS(rename_flags(M("open/mine"), M("open/moved"), RENAME_WHITEOUT),
		     "RENAME_WHITEOUT as nobody (unprivileged since 5.8)");
}

static void check_nobody_result(void)
{
	struct stat st;

	if (tst_kvercmp(5, 8, 0) < 0) {
		TST_EXP_EXPR(access(M("open/mine"), F_OK) == 0 &&
			     access(M("open/moved"), F_OK) == -1, "nobody's file was not moved");
		return;
	}
	if (lstat(M("open/mine"), &st)) {
		tst_res(TFAIL | TERRNO, "no whiteout left by nobody's rename");
		return;
	}
	TST_EXP_EXPR(S_ISCHR(st.st_mode) && st.st_rdev == makedev(0, 0) &&
		     st.st_uid == nobody_uid, "nobody's whiteout is a 0/0 device owned by nobody");
	SAFE_UNLINK(M("open/mine"));
	SAFE_RENAME(M("open/moved"), M("open/mine"));
}

static void run(void)
{
	struct stat before, st;
	char buf[8] = "";

	SAFE_FILE_PRINTF(M("src"), "data");
	SAFE_STAT(M("src"), &before);
	TST_EXP_PASS(rename_flags(M("src"), M("dst"), RENAME_WHITEOUT), "RENAME_WHITEOUT");
	SAFE_STAT(M("dst"), &st);
	TST_EXP_EQ_LU(st.st_ino, before.st_ino);
	SAFE_FILE_SCANF(M("dst"), "%7s", buf);
	TST_EXP_EQ_STR(buf, "data");
	if (lstat(M("src"), &st)) {
		tst_res(TFAIL | TERRNO, "no whiteout at the source");
	} else {
		TST_EXP_EXPR(S_ISCHR(st.st_mode) && major(st.st_rdev) == 0 &&
			     minor(st.st_rdev) == 0,
			     "the source is a 0/0 character device (mode %o, rdev %u:%u)",
			     st.st_mode, major(st.st_rdev), minor(st.st_rdev));
		SAFE_UNLINK(M("src"));
	}

	SAFE_FILE_PRINTF(M("src"), "again");
	TST_EXP_FAIL(rename_flags(M("src"), M("dst"), RENAME_WHITEOUT | RENAME_NOREPLACE),
		     EEXIST, "RENAME_WHITEOUT|RENAME_NOREPLACE onto an existing file");
	SAFE_LSTAT(M("src"), &st);
	TST_EXP_EXPR(S_ISREG(st.st_mode), "the source is still the regular file");
	SAFE_UNLINK(M("src"));
	SAFE_UNLINK(M("dst"));

	if (!SAFE_FORK()) {
		as_nobody();
		exit(0);
	}
	tst_reap_children();
	check_nobody_result();
}

static void setup(void)
{
	struct passwd *pw = SAFE_GETPWNAM("nobody");

	RENAMEAT2_PROBE(RENAME_WHITEOUT);
	nobody_uid = pw->pw_uid;
	SAFE_MKDIR(M("open"), 0777);
	SAFE_CHMOD(M("open"), 0777);
	SAFE_FILE_PRINTF(M("open/mine"), "x");
	SAFE_CHOWN(M("open/mine"), pw->pw_uid, pw->pw_gid);
}

static struct tst_test test = {
	.test_all = run,
	.setup = setup,
	.needs_root = 1,
	.forks_child = 1,
	.mount_device = 1,
	.all_filesystems = 1,
	.dev_min_size = 16,
	.mntpoint = MNTPOINT,
};
