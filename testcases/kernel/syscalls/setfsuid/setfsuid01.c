// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * setfsuid(2): the filesystem user ID "is used for permissions checking when accessing
 * filesystem objects" and "On both success and failure, this call returns the previous
 * filesystem user ID", each in a child:
 * - root: setfsuid(nobody) returns 0; the fs uid in /proc/self/status is nobody while
 *   real, effective and saved stay 0; a file created now is owned by nobody, and a file
 *   of mode 0600 owned by root can no longer be opened (EACCES), while one owned by nobody
 *   can; setfsuid(0) returns nobody and root's access is back;
 * - unprivileged (uids 1000, 2000, 3000): fsuid may be set to the real, effective or saved
 *   uid; setfsuid(4000) fails: it returns the current fs uid and nothing changes (there is
 *   no errno: "This system call does not return an error");
 * - setfsuid(-1) changes nothing and returns the current fs uid (the way to read it).
 */

#include <pwd.h>
#include <stdlib.h>
#include <sys/fsuid.h>
#include <sys/stat.h>
#include "tst_test.h"
#include "../setresuid/ids.h"

static uid_t nobody;

static void as_root(void)
{
	struct stat st;

	TST_EXP_VAL(setfsuid(nobody), 0, "setfsuid(nobody) returns the old fs uid 0");
	expect_ids("Uid", 0, 0, 0, nobody, "only the fs uid changed");
	SAFE_TOUCH("created", 0644, NULL);
	SAFE_STAT("created", &st);
	TST_EXP_EQ_LI(st.st_uid, nobody);
	TST_EXP_FAIL2(open("roots", O_RDONLY), EACCES, "fs uid nobody opens root's 0600 file");
	TST_EXP_FD(open("nobodys", O_RDONLY), "fs uid nobody opens nobody's 0600 file");
	TST_EXP_VAL(setfsuid(-1), nobody, "setfsuid(-1) reads the fs uid");
	TST_EXP_VAL(setfsuid(0), nobody, "setfsuid(0) returns the old fs uid");
	expect_ids("Uid", 0, 0, 0, 0, "fs uid 0 again");
	TST_EXP_FD(open("roots", O_RDONLY), "root opens its 0600 file again");
	SAFE_UNLINK("created");
}

static void unprivileged(void)
{
	SAFE_SETRESUID(1000, 2000, 3000);
	TST_EXP_VAL(setfsuid(3000), 2000, "setfsuid(saved uid 3000)");
	expect_ids("Uid", 1000, 2000, 3000, 3000, "fs uid 3000");
	TST_EXP_VAL(setfsuid(1000), 3000, "setfsuid(real uid 1000)");
	TST_EXP_VAL(setfsuid(4000), 1000, "setfsuid(4000) fails, returns the fs uid");
	expect_ids("Uid", 1000, 2000, 3000, 1000, "the failed call changed nothing");
}

static void run(void)
{
	if (!SAFE_FORK()) {
		as_root();
		exit(0);
	}
	tst_reap_children();
	if (!SAFE_FORK()) {
		unprivileged();
		exit(0);
	}
	tst_reap_children();
}

static void setup(void)
{
	nobody = SAFE_GETPWNAM("nobody")->pw_uid;
	SAFE_CHMOD(".", 0777);
	SAFE_TOUCH("roots", 0600, NULL);
	SAFE_TOUCH("nobodys", 0600, NULL);
	SAFE_CHOWN("nobodys", nobody, 0);
}

static struct tst_test test = {
	.description = "setfsuid(): the uid used for file access, returned old value",
	.test_all = run,
	.setup = setup,
	.needs_root = 1,
	.needs_tmpdir = 1,
	.forks_child = 1,
};
