// SPDX-License-Identifier: GPL-2.0-or-later
/* Legacy TST_PROCESS_STATE_WAIT(cleanup, pid, state): a sleeping and a stopped child. */
#include <sys/wait.h>
#include "test.h"

char *TCID = "process_state";
int TST_TOTAL = 1;

static void cleanup(void)
{
	tst_resm(TINFO, "cleanup ran");
}

int main(int argc, char *argv[])
{
	int status;
	pid_t pid;

	if (argc > 1 && !strcmp(argv[1], "gone")) {
		TST_PROCESS_STATE_WAIT(cleanup, 0x7ffffff0, 'S');
		tst_resm(TFAIL, "wait on a missing pid returned");
		tst_exit();
	}

	pid = tst_fork();
	if (pid < 0)
		tst_brkm(TBROK | TERRNO, NULL, "fork() failed");
	if (!pid) {
		pause();
		exit(0);
	}
	TST_PROCESS_STATE_WAIT(cleanup, pid, 'S');
	tst_resm(TPASS, "child is sleeping ('S')");
	if (!tst_process_state_wait2(pid, 'S'))
		tst_resm(TPASS, "tst_process_state_wait2() sees 'S'");

	kill(pid, SIGSTOP);
	TST_PROCESS_STATE_WAIT(cleanup, pid, 'T');
	tst_resm(TPASS, "child is stopped ('T')");

	kill(pid, SIGKILL);
	waitpid(pid, &status, 0);
	if (tst_process_state_wait2(pid, 'S') == 1)
		tst_resm(TPASS, "tst_process_state_wait2() on a reaped child returns 1");
	tst_exit();
}
