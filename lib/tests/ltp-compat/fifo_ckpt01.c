// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * The January 2015 checkpoints: a child waits for the parent's signal over a FIFO, then
 * signals back over another one (a FIFO carries one direction: a reader on each side
 * would race for the byte); and the futex checkpoints of April 2015 in the same test.
 */
#include <sys/wait.h>
#include "test.h"

char *TCID = "fifo_ckpt01";
int TST_TOTAL = 1;

static struct tst_checkpoint to_child, to_parent;

static void cleanup(void)
{
	tst_rmdir();
}

int main(void)
{
	int status;
	pid_t pid;

	tst_tmpdir();
	TST_CHECKPOINT_CREATE(&to_child);
	TST_CHECKPOINT_CREATE(&to_parent);
	TST_CHECKPOINT_INIT(cleanup);
	pid = tst_fork();
	if (pid < 0)
		tst_brkm(TBROK | TERRNO, cleanup, "fork() failed");
	if (!pid) {
		TST_CHECKPOINT_CHILD_WAIT(&to_child);
		TST_CHECKPOINT_SIGNAL_PARENT(&to_parent);
		TST_SAFE_CHECKPOINT_WAIT(NULL, 0);
		_exit(0);
	}
	TST_CHECKPOINT_SIGNAL_CHILD(cleanup, &to_child);
	TST_CHECKPOINT_PARENT_WAIT(cleanup, &to_parent);
	TST_SAFE_CHECKPOINT_WAKE(cleanup, 0);
	if (waitpid(pid, &status, 0) == pid && WIFEXITED(status) && !WEXITSTATUS(status))
		tst_resm(TPASS, "FIFO and futex checkpoints both worked");
	else
		tst_resm(TFAIL, "child %s", tst_strstatus(status));
	cleanup();
	tst_exit();
}
