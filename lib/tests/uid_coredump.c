// SPDX-License-Identifier: GPL-2.0-or-later
/* tst_uid.h ids and checks, tst_become_nobody(); tst_no_corefile() on a child that crashes. */
#include <grp.h>
#include <pwd.h>
#include <stdlib.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include "test.h"
#include "tst_uid.h"
#include "tst_coredump.h"

char *TCID = "uid_coredump";
int TST_TOTAL = 1;

int main(void)
{
	uid_t uids[4] = { 0 };
	gid_t gids[3];
	struct rlimit rlim;
	gid_t gid, gid2;
	int status, i, j, dup = 0;
	pid_t pid;

	gid = tst_get_free_gid(0);
	gid2 = tst_get_free_gid(gid);
	if (!getgrgid(gid) && gid2 != gid)
		tst_resm(TPASS, "free gids %d and %d (skipping the first)", gid, gid2);
	else
		tst_resm(TFAIL, "tst_get_free_gid() gave %d, %d", gid, gid2);

	tst_get_uids(uids, 1, 4);
	tst_get_gids(gids, 0, 3);
	for (i = 0; i < 4; i++)
		for (j = 0; j < i; j++)
			dup += uids[i] == uids[j];
	for (i = 0; i < 4; i++)
		dup += uids[i] == geteuid() && i > 0;
	if (!dup && uids[0] == 0 && gids[0] != getegid())
		tst_resm(TPASS, "tst_get_uids/gids: distinct ids, not our own");
	else
		tst_resm(TFAIL, "tst_get_uids: %d %d %d %d", uids[0], uids[1], uids[2], uids[3]);

	if (tst_check_resuid("getresuid", getuid(), geteuid(), -1) &&
	    tst_check_resgid("getresgid", getgid(), -1, -1))
		tst_resm(TPASS, "own credentials match");
	tst_check_resuid("setresuid", 12345, -1, -1);

	pid = tst_fork();
	if (!pid) {
		struct passwd *pw = getpwnam("nobody");

		tst_become_nobody();
		if (pw && tst_check_resuid("nobody", pw->pw_uid, pw->pw_uid, pw->pw_uid) &&
		    tst_check_resgid("nobody", pw->pw_gid, pw->pw_gid, pw->pw_gid) &&
		    !getgroups(0, NULL))
			tst_resm(TPASS, "became nobody: uid %d, gid %d, no supplementary group",
				 (int)pw->pw_uid, (int)pw->pw_gid);
		exit(0);
	}
	waitpid(pid, &status, 0);

	tst_tmpdir();
	pid = tst_fork();
	if (!pid) {
		tst_no_corefile(1);
		getrlimit(RLIMIT_CORE, &rlim);
		printf("child core limit %lu\n", (unsigned long)rlim.rlim_cur);
		fflush(stdout);
		abort();
	}
	waitpid(pid, &status, 0);
	if (WIFSIGNALED(status) && !WCOREDUMP(status))
		tst_resm(TPASS, "crashing child dumped no core");
	else
		tst_resm(TFAIL, "child: %s", tst_strstatus(status));
	if (!access("core", F_OK) || !access("core.1", F_OK))
		tst_resm(TFAIL, "a core file was written");
	tst_rmdir();
	tst_exit();
}
