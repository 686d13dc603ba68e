// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * wait4(2), checked against what the children really did:
 * - a child that exited with status 7 after burning CPU time: wait4(pid, &status, 0, &ru)
 *   returns its pid, WEXITSTATUS(status) == 7, and ru holds the child's user CPU time
 *   (at least the 50 ms it measured on its own CPU clock, less one tick);
 * - WNOHANG while the only child is still running returns 0 and leaves status alone;
 * - WUNTRACED reports a child stopped by SIGSTOP (WIFSTOPPED, WSTOPSIG), WCONTINUED the
 *   same child resumed by SIGCONT (WIFCONTINUED);
 * - the pid argument selects: pid > 0 waits for that child only while another one has
 *   already exited; 0 "any child process whose process group ID is equal to that of the
 *   calling process"; < -1 "any child process whose process group ID is equal to the
 *   absolute value of pid" (and with the only child in another group wait4(0) fails with
 *   ECHILD); -1 any child. After the reaping wait the child is gone (a
 *   second wait4 for it fails with ECHILD).
 */

#include <stdlib.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <time.h>
#include "tst_test.h"
#include "tst_safe_clocks.h"

#define BURN_NS (50 * 1000000LL)

static void burn_cpu(void)
{
	struct timespec ts;

	do {
		SAFE_CLOCK_GETTIME(CLOCK_PROCESS_CPUTIME_ID, &ts);
	} while (ts.tv_sec * 1000000000LL + ts.tv_nsec < BURN_NS);
}

static void check_exit_and_rusage(void)
{
	struct rusage ru;
	long long utime_us, tick_us = 1000000 / sysconf(_SC_CLK_TCK);
	int status = -1;
	pid_t pid;

	pid = SAFE_FORK();
	if (!pid) {
		burn_cpu();
		exit(7);
	}
	memset(&ru, 0, sizeof(ru));
	TEST(wait4(pid, &status, 0, &ru));
	if (TST_RET != pid) {
		tst_res(TFAIL | TTERRNO, "wait4(%d) returned %ld", pid, TST_RET);
		return;
	}
	if (WIFEXITED(status) && WEXITSTATUS(status) == 7)
		tst_res(TPASS, "wait4() returned the pid and exit status 7");
	else
		tst_res(TFAIL, "wait4() status: child %s, expected exit 7", tst_strstatus(status));

	utime_us = ru.ru_utime.tv_sec * 1000000LL + ru.ru_utime.tv_usec +
		   ru.ru_stime.tv_sec * 1000000LL + ru.ru_stime.tv_usec;
	if (utime_us >= BURN_NS / 1000 - tick_us)
		tst_res(TPASS, "rusage: child used %lld us of CPU (>= %lld)", utime_us,
			BURN_NS / 1000 - tick_us);
	else
		tst_res(TFAIL, "rusage: child used %lld us of CPU, expected >= %lld", utime_us,
			BURN_NS / 1000 - tick_us);
	TST_EXP_FAIL2(wait4(pid, &status, 0, NULL), ECHILD, "wait4() for the reaped child");
}

static void check_wnohang_stop_cont(void)
{
	int status = 12345;
	pid_t pid;

	pid = SAFE_FORK();
	if (!pid) {
		TST_CHECKPOINT_WAIT(0);
		exit(0);
	}
	TST_EXP_VAL(wait4(pid, &status, WNOHANG, NULL), 0, "wait4(WNOHANG) on a running child");
	TST_EXP_EQ_LI(status, 12345);

	SAFE_KILL(pid, SIGSTOP);
	TEST(wait4(pid, &status, WUNTRACED, NULL));
	if (TST_RET == pid && WIFSTOPPED(status) && WSTOPSIG(status) == SIGSTOP)
		tst_res(TPASS, "wait4(WUNTRACED) reports the stop by SIGSTOP");
	else
		tst_res(TFAIL | TTERRNO, "wait4(WUNTRACED) returned %ld, child %s", TST_RET,
			tst_strstatus(status));

	SAFE_KILL(pid, SIGCONT);
	TEST(wait4(pid, &status, WCONTINUED, NULL));
	if (TST_RET == pid && WIFCONTINUED(status))
		tst_res(TPASS, "wait4(WCONTINUED) reports the child resumed");
	else
		tst_res(TFAIL | TTERRNO, "wait4(WCONTINUED) returned %ld, child %s", TST_RET,
			tst_strstatus(status));

	TST_CHECKPOINT_WAKE(0);
	TST_EXP_VAL(wait4(pid, &status, 0, NULL), pid, "wait4() reaps the resumed child");
}

static pid_t child_exiting(int code, int own_group)
{
	pid_t pid = SAFE_FORK();

	if (!pid) {
		if (own_group)
			SAFE_SETPGID(0, 0);
		TST_CHECKPOINT_WAIT(1);
		exit(code);
	}
	/* Both sides set the group, so it is set whichever runs first. */
	if (own_group)
		SAFE_SETPGID(pid, pid);
	return pid;
}

static void expect_reaped(pid_t ret, pid_t pid, int status, int code, const char *how)
{
	if (ret == pid && WIFEXITED(status) && WEXITSTATUS(status) == code)
		tst_res(TPASS, "%s reaped child %d (exit %d)", how, pid, code);
	else
		tst_res(TFAIL | TERRNO, "%s returned %d (expected %d), child %s", how, ret, pid,
			tst_strstatus(status));
}

static void check_selection(void)
{
	pid_t a, b, ret;
	int status;

	/* a exits first, yet wait4(b) must return b only. */
	a = child_exiting(1, 0);
	b = child_exiting(2, 1);
	TST_CHECKPOINT_WAKE2(1, 2);
	ret = wait4(b, &status, 0, NULL);
	expect_reaped(ret, b, status, 2, "wait4(pid of b)");

	/* b is gone; a (same group as the caller) is a zombie now. */
	TST_EXP_FAIL2(wait4(-b, &status, WNOHANG, NULL), ECHILD,
		      "wait4(-pgid of b) with no child left in that group");
	ret = wait4(0, &status, 0, NULL);
	expect_reaped(ret, a, status, 1, "wait4(0)");

	a = child_exiting(3, 1);
	TST_CHECKPOINT_WAKE(1);
	TST_EXP_FAIL2(wait4(0, &status, WNOHANG, NULL), ECHILD,
		      "wait4(0) with the only child in another group");
	ret = wait4(-a, &status, 0, NULL);
	expect_reaped(ret, a, status, 3, "wait4(-pgid)");

	a = child_exiting(4, 0);
	TST_CHECKPOINT_WAKE(1);
	ret = wait4(-1, &status, 0, NULL);
	expect_reaped(ret, a, status, 4, "wait4(-1)");
}

static void run(void)
{
	check_exit_and_rusage();
	check_wnohang_stop_cont();
	check_selection();
}

static struct tst_test test = {
	.description = "wait4(): status, rusage, WNOHANG, WUNTRACED, WCONTINUED, pid selection",
	.test_all = run,
	.forks_child = 1,
	.needs_checkpoints = 1,
};
