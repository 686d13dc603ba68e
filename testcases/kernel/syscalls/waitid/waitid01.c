// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * waitid(2): the siginfo it fills in, per state change and idtype:
 * - WEXITED: si_signo SIGCHLD, si_code CLD_EXITED, si_pid, si_uid and si_status (the exit
 *   code 5) of the child; a child killed by SIGKILL gives CLD_KILLED and si_status SIGKILL;
 *   the raw system call's fifth argument, a struct rusage, receives the child's CPU time
 *   (at least the 50 ms it burned, less one tick);
 * - WNOWAIT: "Leave the child in a waitable state": a second waitid() gets the same child;
 * - WSTOPPED / WCONTINUED: CLD_STOPPED with si_status SIGSTOP, CLD_CONTINUED with
 *   si_status SIGCONT;
 * - WNOHANG with no child in a waitable state returns 0 and a zeroed si_pid;
 * - idtype P_PGID waits for a child of the given group only, P_ALL for any child, P_PIDFD
 *   for the child a PID file descriptor refers to.
 */

#include <signal.h>
#include <stdlib.h>
#include <sys/pidfd.h>
#include <sys/resource.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include "tst_test.h"
#include "tst_safe_clocks.h"

#define BURN_NS (50 * 1000000LL)

static pid_t child_waiting(int code, int own_group)
{
	pid_t pid = SAFE_FORK();

	if (!pid) {
		if (own_group)
			SAFE_SETPGID(0, 0);
		TST_CHECKPOINT_WAIT(0);
		exit(code);
	}
	if (own_group)
		SAFE_SETPGID(pid, pid);
	return pid;
}

static void expect_info(const siginfo_t *si, pid_t pid, int code, int status, const char *how)
{
	if (si->si_signo == SIGCHLD && si->si_pid == pid && si->si_uid == getuid() &&
	    si->si_code == code && si->si_status == status) {
		tst_res(TPASS, "%s: si_pid %d, si_code %d, si_status %d", how, pid, code, status);
		return;
	}
	tst_res(TFAIL, "%s: si_signo %d si_pid %d si_uid %d si_code %d si_status %d, expected "
		"%d %d %d %d %d", how, si->si_signo, si->si_pid, (int)si->si_uid, si->si_code,
		si->si_status, SIGCHLD, pid, (int)getuid(), code, status);
}

static void do_waitid(idtype_t type, id_t id, int options, siginfo_t *si, const char *how)
{
	memset(si, 0xff, sizeof(*si));
	TEST(waitid(type, id, si, options));
	if (TST_RET)
		tst_res(TFAIL | TTERRNO, "%s returned %ld", how, TST_RET);
}

static void check_exit_rusage(void)
{
	struct timespec ts;
	struct rusage ru;
	siginfo_t si;
	long long used_us, min_us = BURN_NS / 1000 - 1000000 / sysconf(_SC_CLK_TCK);
	pid_t pid = SAFE_FORK();

	if (!pid) {
		do {
			SAFE_CLOCK_GETTIME(CLOCK_PROCESS_CPUTIME_ID, &ts);
		} while (ts.tv_sec * 1000000000LL + ts.tv_nsec < BURN_NS);
		exit(5);
	}
	memset(&si, 0xff, sizeof(si));
	memset(&ru, 0, sizeof(ru));
	TEST(syscall(__NR_waitid, P_PID, pid, &si, WEXITED, &ru));
	if (TST_RET)
		tst_res(TFAIL | TTERRNO, "waitid(P_PID, WEXITED, &ru) returned %ld", TST_RET);
	expect_info(&si, pid, CLD_EXITED, 5, "waitid(P_PID, WEXITED)");
	used_us = ru.ru_utime.tv_sec * 1000000LL + ru.ru_utime.tv_usec +
		  ru.ru_stime.tv_sec * 1000000LL + ru.ru_stime.tv_usec;
	TST_EXP_EXPR(used_us >= min_us, "rusage holds the child's %lld us of CPU (>= %lld)",
		     used_us, min_us);
}

static void check_killed_nowait(void)
{
	siginfo_t si;
	pid_t pid = child_waiting(0, 0);

	SAFE_KILL(pid, SIGKILL);
	do_waitid(P_PID, pid, WEXITED | WNOWAIT, &si, "waitid(WNOWAIT)");
	expect_info(&si, pid, CLD_KILLED, SIGKILL, "waitid(WEXITED | WNOWAIT) of a killed child");
	do_waitid(P_PID, pid, WEXITED, &si, "waitid() after WNOWAIT");
	expect_info(&si, pid, CLD_KILLED, SIGKILL, "waitid() after WNOWAIT sees it again");
	TST_EXP_FAIL(waitid(P_PID, pid, &si, WEXITED | WNOHANG), ECHILD,
		     "waitid() of the reaped child");
}

static void check_stop_cont_wnohang(void)
{
	siginfo_t si;
	pid_t pid = child_waiting(6, 0);

	do_waitid(P_PID, pid, WEXITED | WNOHANG, &si, "waitid(WNOHANG)");
	TST_EXP_EQ_LI(si.si_pid, 0);

	SAFE_KILL(pid, SIGSTOP);
	do_waitid(P_PID, pid, WSTOPPED, &si, "waitid(WSTOPPED)");
	expect_info(&si, pid, CLD_STOPPED, SIGSTOP, "waitid(WSTOPPED)");
	SAFE_KILL(pid, SIGCONT);
	do_waitid(P_PID, pid, WCONTINUED, &si, "waitid(WCONTINUED)");
	expect_info(&si, pid, CLD_CONTINUED, SIGCONT, "waitid(WCONTINUED)");

	TST_CHECKPOINT_WAKE(0);
	do_waitid(P_PID, pid, WEXITED, &si, "waitid(P_PID)");
	expect_info(&si, pid, CLD_EXITED, 6, "waitid(P_PID) after the resume");
}

static void check_idtypes(void)
{
	siginfo_t si;
	pid_t a, b;
	int pidfd;

	a = child_waiting(1, 0);
	b = child_waiting(2, 1);
	TST_CHECKPOINT_WAKE2(0, 2);
	do_waitid(P_PGID, b, WEXITED, &si, "waitid(P_PGID)");
	expect_info(&si, b, CLD_EXITED, 2, "waitid(P_PGID, group of b)");
	do_waitid(P_ALL, 0, WEXITED, &si, "waitid(P_ALL)");
	expect_info(&si, a, CLD_EXITED, 1, "waitid(P_ALL)");

	a = child_waiting(3, 0);
	pidfd = SAFE_PIDFD_OPEN(a, 0);
	TST_CHECKPOINT_WAKE(0);
	do_waitid(P_PIDFD, pidfd, WEXITED, &si, "waitid(P_PIDFD)");
	expect_info(&si, a, CLD_EXITED, 3, "waitid(P_PIDFD)");
	SAFE_CLOSE(pidfd);
}

static void run(void)
{
	check_exit_rusage();
	check_killed_nowait();
	check_stop_cont_wnohang();
	check_idtypes();
}

static struct tst_test test = {
	.description = "waitid(): siginfo per state change, WNOWAIT, WNOHANG, P_PGID/P_ALL/P_PIDFD",
	.test_all = run,
	.forks_child = 1,
	.needs_checkpoints = 1,
	.min_kver = "5.4",
};
