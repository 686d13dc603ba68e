// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * chown(2) for unprivileged callers, as man 2 chown describes it, in children that dropped
 * to nobody:nogroup (leaving uid 0 clears every capability) or dropped CAP_CHOWN as root:
 * - "Only a privileged process (Linux: one with the CAP_CHOWN capability) may change the
 *   owner of a file": nobody giving its own file to root fails with EPERM, so does root
 *   without CAP_CHOWN giving its file to another user;
 * - "The owner of a file may change the group of the file to any group of which that
 *   owner is a member": nobody may change its file's group to nogroup, not to root (EPERM);
 *   chown(file, -1, -1) by the owner succeeds and changes nothing;
 * - "When the owner or group of an executable file is changed by an unprivileged user, the
 *   S_ISUID and S_ISGID mode bits are cleared": nobody's 06755 file becomes 0755 after it
 *   changes the file's group to nogroup;
 * - a non-owner cannot change the group either: nobody on root's file is EPERM.
 * Each EPERM also checks that the owner and group did not change.
 */

#include <pwd.h>
#include <stdlib.h>
#include <sys/stat.h>
#include "tst_test.h"
#include "tst_capability.h"

static uid_t nobody_uid;
static gid_t nobody_gid;

static void expect(const char *path, uid_t uid, gid_t gid, mode_t mode, const char *why)
{
	struct stat st;

	SAFE_STAT(path, &st);
	if (st.st_uid == uid && st.st_gid == gid && (st.st_mode & 07777) == mode)
		tst_res(TPASS, "%s: %u:%u mode %04o", why, uid, gid, mode);
	else
		tst_res(TFAIL, "%s: %u:%u mode %04o, expected %u:%u mode %04o", why, st.st_uid,
			st.st_gid, st.st_mode & 07777, uid, gid, mode);
}

static void make(const char *path, uid_t uid, gid_t gid, mode_t mode)
{
	SAFE_TOUCH(path, 0600, NULL);
	SAFE_CHOWN(path, uid, gid);
	SAFE_CHMOD(path, mode);
}

static void as_nobody(void)
{
	/* Leaving uid 0 clears the effective and permitted capabilities. */
	SAFE_SETGROUPS(0, NULL);
	SAFE_SETGID(nobody_gid);
	SAFE_SETUID(nobody_uid);
	TST_EXP_FAIL(chown("own", 0, -1), EPERM, "nobody: chown(own file, root, -1)");
	TST_EXP_FAIL(chown("own", -1, 0), EPERM, "nobody: chown(own file, -1, group root)");
	TST_EXP_PASS(chown("own", -1, -1), "nobody: chown(own file, -1, -1)");
	TST_EXP_PASS(chown("own", nobody_uid, nobody_gid),
		     "nobody: chown(own file, self, nogroup)");
	TST_EXP_PASS(chown("own_exec", -1, nobody_gid),
		     "nobody: chown(own 06755 file, -1, nogroup)");
	TST_EXP_FAIL(chown("roots", -1, nobody_gid), EPERM,
		     "nobody: chown(root's file, -1, nogroup)");
}

static void without_cap_chown(void)
{
	struct tst_cap c = TST_CAP(TST_CAP_DROP, CAP_CHOWN);

	tst_cap_action(&c);
	TST_EXP_FAIL(chown("roots", 1001, -1), EPERM, "root without CAP_CHOWN: chown(file, 1001)");
}

static void run(void)
{
	make("own", nobody_uid, nobody_gid, 0644);
	make("own_exec", nobody_uid, 0, 06755);
	make("roots", 0, 0, 0644);

	if (!SAFE_FORK()) {
		as_nobody();
		exit(0);
	}
	tst_reap_children();
	expect("own", nobody_uid, nobody_gid, 0644, "nobody's file unchanged after EPERM");
	expect("own_exec", nobody_uid, nobody_gid, 0755,
	       "S_ISUID and S_ISGID cleared by the unprivileged group change");
	expect("roots", 0, 0, 0644, "root's file unchanged after EPERM");

	if (!SAFE_FORK()) {
		without_cap_chown();
		exit(0);
	}
	tst_reap_children();
	expect("roots", 0, 0, 0644, "unchanged after EPERM without CAP_CHOWN");

	SAFE_UNLINK("own");
	SAFE_UNLINK("own_exec");
	SAFE_UNLINK("roots");
}

static void setup(void)
{
	struct passwd *pw = SAFE_GETPWNAM("nobody");

	nobody_uid = pw->pw_uid;
	nobody_gid = pw->pw_gid;
}

static struct tst_test test = {
	.test_all = run,
	.setup = setup,
	.needs_root = 1,
	.needs_tmpdir = 1,
	.forks_child = 1,
};
