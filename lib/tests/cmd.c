// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * Running commands, one case per argv[1]:
 *   exit N [pass]       legacy tst_run_cmd("sh -c 'exit N'"), pass_exit_val 0 or 1
 *   redirect OUT ERR    tst_cmd with output files
 *   fds                 tst_cmd_fds into a pipe
 *   missing [tconf]     a command not in $PATH (TST_CMD_TCONF_ON_MISSING with "tconf")
 *   safe N              SAFE_CMD of "exit N"
 *   sigchld             tst_sig(NOFORK) poisons SIGCHLD, a command still runs
 *   system              tst_system
 *   check EXPR [brk]    tst_check_cmd(EXPR, brk)
 *   path NAME           tst_get_path
 */
#include "test.h"

char *TCID = "cmd";
int TST_TOTAL = 1;

static void cleanup(void)
{
	tst_resm(TINFO, "cleanup ran");
}

int main(int argc, char *argv[])
{
	const char *mode = argc > 1 ? argv[1] : "";
	int ret;

	if (!strcmp(mode, "exit") && argc >= 3) {
		char script[32];
		const char *sh[] = {"sh", "-c", script, NULL};

		snprintf(script, sizeof(script), "exit %d", atoi(argv[2]));
		ret = tst_run_cmd(cleanup, sh, NULL, NULL, argc > 3);
		tst_resm(TINFO, "tst_run_cmd returned %d", ret);
	} else if (!strcmp(mode, "redirect") && argc == 4) {
		const char *sh[] = {"sh", "-c", "echo to-out; echo to-err >&2", NULL};

		ret = tst_cmd(sh, argv[2], argv[3], 0);
		tst_resm(TINFO, "tst_cmd returned %d", ret);
	} else if (!strcmp(mode, "fds")) {
		const char *echo[] = {"echo", "through", "a pipe", NULL};
		char buf[64] = "";
		int p[2];
		ssize_t n;

		if (pipe(p))
			tst_brkm(TBROK | TERRNO, NULL, "pipe() failed");
		ret = tst_cmd_fds(echo, p[1], -1, 0);
		close(p[1]);
		n = read(p[0], buf, sizeof(buf) - 1);
		buf[n > 0 ? n : 0] = '\0';
		close(p[0]);
		buf[strcspn(buf, "\n")] = '\0';
		tst_resm(TINFO, "read '%s', ret %d", buf, ret);
	} else if (!strcmp(mode, "missing")) {
		const char *cmd[] = {"ltk-no-such-command", "arg", NULL};
		int tconf = argc > 2 && !strcmp(argv[2], "tconf");

		ret = tst_cmd_(cleanup, cmd, NULL, NULL,
			       tconf ? TST_CMD_TCONF_ON_MISSING : TST_CMD_PASS_RETVAL);
		tst_resm(TINFO, "missing command returned %d", ret);
	} else if (!strcmp(mode, "safe") && argc == 3) {
		char script[32];
		const char *sh[] = {"sh", "-c", script, NULL};

		snprintf(script, sizeof(script), "exit %d", atoi(argv[2]));
		SAFE_CMD(sh, NULL, NULL);
		tst_resm(TPASS, "SAFE_CMD returned");
	} else if (!strcmp(mode, "sigchld")) {
		const char *t[] = {"true", NULL};

		tst_sig(NOFORK, DEF_HANDLER, cleanup);
		ret = tst_run_cmd(cleanup, t, NULL, NULL, 0);
		tst_resm(ret ? TFAIL : TPASS, "command ran with a poisoned SIGCHLD");
		ret = tst_system("exit 4");
		tst_resm(WEXITSTATUS(ret) == 4 ? TPASS : TFAIL, "and tst_system: %d",
			 WEXITSTATUS(ret));
	} else if (!strcmp(mode, "system")) {
		tst_resm(TINFO, "tst_system: %d", WEXITSTATUS(tst_system("exit 3")));
	} else if (!strcmp(mode, "check") && argc >= 3) {
		ret = tst_check_cmd(argv[2], argc > 3);
		tst_resm(TINFO, "tst_check_cmd('%s') = %d", argv[2], ret);
	} else if (!strcmp(mode, "path") && argc == 3) {
		char buf[256];

		ret = tst_get_path(argv[2], buf, sizeof(buf));
		tst_resm(TINFO, "path %s: %d %s", argv[2], ret, ret ? "" : buf);
	} else {
		tst_brkm(TBROK, NULL, "usage: cmd MODE ...");
	}
	tst_exit();
}
