// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * Checkpoints across fork and across exec: a SAFE_FORK child waits on checkpoint 0 until
 * the parent wakes it; an exec()ed helper (modern_reinit_helper) attaches with
 * tst_reinit(), reports a result and wakes checkpoint 1.
 */
#include <libgen.h>
#include <limits.h>
#include "tst_test.h"

static void run(void)
{
	char self[PATH_MAX], helper[PATH_MAX + 32];
	ssize_t n;
	pid_t pid;

	pid = SAFE_FORK();
	if (!pid) {
		TST_CHECKPOINT_WAIT(0);
		tst_res(TPASS, "child woken through checkpoint 0");
		exit(0);
	}
	TST_CHECKPOINT_WAKE(0);
	tst_reap_children();

	n = readlink("/proc/self/exe", self, sizeof(self) - 1);
	if (n < 0)
		tst_brk(TBROK | TERRNO, "readlink(/proc/self/exe) failed");
	self[n] = '\0';
	snprintf(helper, sizeof(helper), "%s/modern_reinit_helper", dirname(self));
	pid = SAFE_FORK();
	if (!pid) {
		execl(helper, helper, (char *)NULL);
		tst_brk(TBROK | TERRNO, "execl(%s) failed", helper);
	}
	TST_CHECKPOINT_WAIT(1);
	tst_res(TPASS, "helper woke checkpoint 1");
	if (tst_checkpoint_wait(2, 100) == -1 && errno == ETIMEDOUT)
		tst_res(TPASS, "tst_checkpoint_wait() without a waker times out: ETIMEDOUT");
	else
		tst_res(TFAIL, "tst_checkpoint_wait() without a waker did not time out");
}

static struct tst_test test = {
	.test_all = run,
	.forks_child = 1,
	.needs_checkpoints = 1,
	.child_needs_reinit = 1,
};
