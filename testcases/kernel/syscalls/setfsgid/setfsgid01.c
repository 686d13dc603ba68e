// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * setfsgid(2): the filesystem group ID is "used for permissions checking when accessing
 * filesystem objects" and the call returns the previous filesystem group ID, on success
 * and failure, each in a child:
 * - root (uid nobody afterwards, to lose the capabilities that bypass checks): with fs
 *   gid 200 a file of mode 0040 and group 200 can be read, one of group 201 cannot; a
 *   file created is of group 200; real, effective and saved gids stay;
 * - unprivileged (gids 1000, 2000, 3000): fs gid may be the real, effective or saved gid;
 *   setfsgid(4000) fails, returning the current fs gid and changing nothing;
 * - setfsgid(-1) returns the current fs gid and changes nothing.
 */

#include <pwd.h>
#include <stdlib.h>
#include <sys/fsuid.h>
#include <sys/stat.h>
#include "tst_test.h"
#include "../setresuid/ids.h"

static uid_t nobody;

static void access_by_fsgid(void)
{
	struct stat st;

	SAFE_SETGROUPS(0, NULL);
	TST_EXP_VAL(setfsgid(200), 0, "setfsgid(200) returns the old fs gid 0");
	expect_ids("Gid", 0, 0, 0, 200, "only the fs gid changed");
	SAFE_SETRESUID(nobody, nobody, nobody);
	TST_EXP_FD(open("file200", O_RDONLY), "fs gid 200 reads a 0040 file of group 200");
	TST_EXP_FAIL2(open("file201", O_RDONLY), EACCES,
		      "fs gid 200 reads a 0040 file of group 201");
	SAFE_TOUCH("created", 0644, NULL);
	SAFE_STAT("created", &st);
	TST_EXP_EQ_LI(st.st_gid, 200);
	SAFE_UNLINK("created");
	TST_EXP_VAL(setfsgid(-1), 200, "setfsgid(-1) reads the fs gid");
}

static void unprivileged(void)
{
	SAFE_SETRESGID(1000, 2000, 3000);
	SAFE_SETRESUID(1000, 1000, 1000);
	TST_EXP_VAL(setfsgid(3000), 2000, "setfsgid(saved gid 3000)");
	expect_ids("Gid", 1000, 2000, 3000, 3000, "fs gid 3000");
	TST_EXP_VAL(setfsgid(1000), 3000, "setfsgid(real gid 1000)");
	TST_EXP_VAL(setfsgid(4000), 1000, "setfsgid(4000) fails, returns the fs gid");
	expect_ids("Gid", 1000, 2000, 3000, 1000, "the failed call changed nothing");
}

static void run(void)
{
	if (!SAFE_FORK()) {
		access_by_fsgid();
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
	SAFE_TOUCH("file200", 0040, NULL);
	SAFE_CHOWN("file200", 0, 200);
	SAFE_CHMOD("file200", 0040);
	SAFE_TOUCH("file201", 0040, NULL);
	SAFE_CHOWN("file201", 0, 201);
	SAFE_CHMOD("file201", 0040);
}

static struct tst_test test = {
	.description = "setfsgid(): the gid used for file access, returned old value",
	.test_all = run,
	.setup = setup,
	.needs_root = 1,
	.needs_tmpdir = 1,
	.forks_child = 1,
};
