// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * ptrace(2) PTRACE_ATTACH to a running process, and the access rule that decides it:
 * - the test attaches to a child waiting for it: /proc/PID/status then names the test as
 *   TracerPid; the child stops with SIGSTOP (waitpid() reports it, its state is "t");
 *   PTRACE_PEEKDATA reads the child's copy of a variable (not the test's), PTRACE_POKEDATA
 *   changes it (read back by PTRACE_PEEKDATA); after PTRACE_DETACH the TracerPid is 0
 *   again, the child runs on and exits with the value it finds in the variable;
 * - "the calling thread must have ... PTRACE_MODE_ATTACH_REALCREDS" permission: an
 *   unprivileged process (nobody) cannot attach to its own child of the same uid while
 *   the child is not dumpable (EPERM, and the child is not traced afterwards), and can
 *   once the child made itself dumpable again (PR_SET_DUMPABLE 1). A Yama ptrace_scope of
 *   2 allows attaching only with CAP_SYS_PTRACE: this part is then TCONF (and all of the
 *   test with scope 3, where nobody may attach); with scope 1 a parent may still attach
 *   to its child.
 */

#include <signal.h>
#include <stdlib.h>
#include <sys/prctl.h>
#include <sys/ptrace.h>
#include <sys/wait.h>
#include "tst_test.h"

#define CHILD_VAL 0x1234L
#define POKED_VAL 0x5aL

#define YAMA_SCOPE "/proc/sys/kernel/yama/ptrace_scope"

static volatile long target = 11;
static int yama_scope;

static int tracer_of(pid_t pid)
{
	char path[64];
	int tracer = -1;

	snprintf(path, sizeof(path), "/proc/%d/status", pid);
	SAFE_FILE_LINES_SCANF(path, "TracerPid: %d", &tracer);
	return tracer;
}

static char state_of(pid_t pid)
{
	char path[64], state = '?';

	snprintf(path, sizeof(path), "/proc/%d/status", pid);
	SAFE_FILE_LINES_SCANF(path, "State: %c", &state);
	return state;
}

static long peek(pid_t pid)
{
	errno = 0;
	TEST(ptrace(PTRACE_PEEKDATA, pid, &target, NULL));
	if (TST_RET == -1 && errno)
		tst_res(TFAIL | TERRNO, "PTRACE_PEEKDATA");
	return TST_RET;
}

/*
 * Attach to pid, which waits for checkpoint 1: 1 when it stopped traced by us (the
 * caller then detaches), 0 after a TFAIL.
 */
static int attach_and_stop(pid_t pid)
{
	int status;

	TEST(ptrace(PTRACE_ATTACH, pid, NULL, NULL));
	if (TST_RET) {
		tst_res(TFAIL | TTERRNO, "PTRACE_ATTACH to %d", pid);
		return 0;
	}
	/* the link is made before the call returns; without it no stop would come */
	if (tracer_of(pid) != getpid()) {
		tst_res(TFAIL, "PTRACE_ATTACH returned 0 but TracerPid of %d is %d, not %d", pid,
			tracer_of(pid), getpid());
		return 0;
	}
	tst_res(TPASS, "PTRACE_ATTACH: TracerPid of %d is the caller", pid);
	SAFE_WAITPID(pid, &status, 0);
	TST_EXP_EXPR(WIFSTOPPED(status) && WSTOPSIG(status) == SIGSTOP,
		     "the tracee stops with SIGSTOP (%s)", tst_strstatus(status));
	TST_EXP_EXPR(state_of(pid) == 't', "its state is t (tracing stop), got %c",
		     state_of(pid));
	return 1;
}

static void detach(pid_t pid)
{
	TST_EXP_PASS(ptrace(PTRACE_DETACH, pid, NULL, NULL), "PTRACE_DETACH");
	TST_EXP_EQ_LI(tracer_of(pid), 0);
}

static void attach_child(void)
{
	int status;
	pid_t pid;

	pid = SAFE_FORK();
	if (!pid) {
		target = CHILD_VAL;
		TST_CHECKPOINT_WAKE_AND_WAIT(0);
		exit(target == POKED_VAL ? 0 : 1);
	}
	TST_CHECKPOINT_WAIT(0);
	if (attach_and_stop(pid)) {
		TST_EXP_EXPR(peek(pid) == CHILD_VAL,
			     "PTRACE_PEEKDATA reads the child's %#lx (got %#lx, ours %#lx)",
			     CHILD_VAL, TST_RET, target);
		TST_EXP_PASS(ptrace(PTRACE_POKEDATA, pid, &target, (void *)POKED_VAL),
			     "PTRACE_POKEDATA %#lx", POKED_VAL);
		TST_EXP_EXPR(peek(pid) == POKED_VAL, "PTRACE_PEEKDATA reads %#lx back (got %#lx)",
			     POKED_VAL, TST_RET);
		TST_EXP_EQ_LI(target, 11);
		detach(pid);
	}
	TST_CHECKPOINT_WAKE(0);
	SAFE_WAITPID(pid, &status, 0);
	TST_EXP_EXPR(WIFEXITED(status) && !WEXITSTATUS(status),
		     "after the detach the child ran on and found %#lx (%s)", POKED_VAL,
		     tst_strstatus(status));
}

static void access_rule(void)
{
	pid_t pid;

	tst_become_nobody();

	pid = SAFE_FORK();
	if (!pid) {
		SAFE_PRCTL(PR_SET_DUMPABLE, 0, 0, 0, 0);
		TST_CHECKPOINT_WAKE_AND_WAIT(0);
		SAFE_PRCTL(PR_SET_DUMPABLE, 1, 0, 0, 0);
		TST_CHECKPOINT_WAKE_AND_WAIT(0);
		exit(0);
	}
	TST_CHECKPOINT_WAIT(0);
	TST_EXP_FAIL(ptrace(PTRACE_ATTACH, pid, NULL, NULL), EPERM,
		     "nobody attaching its non-dumpable child");
	TST_EXP_EQ_LI(tracer_of(pid), 0);
	TST_EXP_EXPR(state_of(pid) != 't', "the child is not stopped (state %c)",
		     state_of(pid));
	TST_CHECKPOINT_WAKE_AND_WAIT(0);
	if (attach_and_stop(pid))
		detach(pid);
	TST_CHECKPOINT_WAKE(0);
	tst_reap_children();
}

static void run(void)
{
	attach_child();
	if (yama_scope >= 2) {
		tst_res(TCONF, "Yama ptrace_scope %d: only CAP_SYS_PTRACE may attach", yama_scope);
		return;
	}
	if (!SAFE_FORK()) {
		access_rule();
		exit(0);
	}
	tst_reap_children();
}

static void setup(void)
{
	if (access(YAMA_SCOPE, F_OK))
		return;
	SAFE_FILE_SCANF(YAMA_SCOPE, "%d", &yama_scope);
	if (yama_scope >= 3)
		tst_brk(TCONF, "Yama ptrace_scope 3: no process may attach");
}

static struct tst_test test = {
	.description = "ptrace(PTRACE_ATTACH): stop, PEEKDATA/POKEDATA, DETACH; access rule",
	.test_all = run,
	.setup = setup,
	.needs_root = 1,
	.forks_child = 1,
	.needs_checkpoints = 1,
};
