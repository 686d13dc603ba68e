// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * Legacy clone wrappers: each runs the child function and the parent sees its return value;
 * without a stack they fail with EINVAL as LTP's do.
 */
#include <sys/wait.h>
#include "test.h"
#include "tst_clone.h"

char *TCID = "clone";
int TST_TOTAL = 1;

static volatile int shared_var;

static int child_fn(void *arg)
{
	return *(int *)arg;
}

static int child_vm(void *arg)
{
	shared_var = 42;
	return *(int *)arg;
}

static void check_child(const char *name, int pid, int expected)
{
	int status;

	if (pid < 0) {
		tst_resm(TFAIL | TERRNO, "%s failed", name);
		return;
	}
	if (waitpid(pid, &status, __WALL) != pid) {
		tst_resm(TFAIL | TERRNO, "%s: waitpid failed", name);
		return;
	}
	if (WIFEXITED(status) && WEXITSTATUS(status) == expected)
		tst_resm(TPASS, "%s: child exited with %d", name, expected);
	else
		tst_resm(TFAIL, "%s: child %s, expected exit %d", name, tst_strstatus(status),
			 expected);
}

int main(void)
{
	size_t size = LTP_CLONE_QUICK_STACK;
	void *stack = ltp_alloc_stack(size);
	int v1 = 11, v2 = 12, v3 = 13, v4 = 14, v5 = 15, v6 = 16;
	pid_t ptid = 0;
	int pid;

	if (!stack)
		tst_brkm(TBROK, NULL, "ltp_alloc_stack() failed");

	check_child("ltp_clone", ltp_clone(SIGCHLD, child_fn, &v1, size, stack), v1);

	pid = ltp_clone7(SIGCHLD | CLONE_PARENT_SETTID, child_fn, &v2, size, stack,
			 &ptid, NULL, NULL);
	if (pid > 0 && ptid == pid)
		tst_resm(TPASS, "ltp_clone7: CLONE_PARENT_SETTID stored the pid");
	else
		tst_resm(TFAIL, "ltp_clone7: parent tid %d, pid %d", ptid, pid);
	check_child("ltp_clone7", pid, v2);

	check_child("ltp_clone_malloc", ltp_clone_malloc(SIGCHLD, child_fn, &v3, size), v3);
	check_child("ltp_clone_quick", ltp_clone_quick(SIGCHLD, child_fn, &v4), v4);
	errno = 0;
	if (ltp_clone(SIGCHLD, child_fn, &v5, 0, NULL) == -1 && errno == EINVAL)
		tst_resm(TPASS, "ltp_clone without a stack: EINVAL");
	else
		tst_resm(TFAIL, "ltp_clone without a stack ran a child (errno %d)", errno);

	shared_var = 0;
	check_child("ltp_clone_quick(CLONE_VM)",
		    ltp_clone_quick(SIGCHLD | CLONE_VM, child_vm, &v6), v6);
	if (shared_var == 42)
		tst_resm(TPASS, "CLONE_VM child wrote the parent's memory");
	else
		tst_resm(TFAIL, "CLONE_VM child's write not seen (%d)", shared_var);

	if (ltp_clone7(SIGCHLD, child_fn, &v1, 0, NULL, NULL, NULL, NULL) == -1 &&
	    errno == EINVAL)
		tst_resm(TPASS, "ltp_clone7 without a stack: EINVAL");
	else
		tst_resm(TFAIL, "ltp_clone7 without a stack accepted");

	free(stack);
	tst_exit();
}
