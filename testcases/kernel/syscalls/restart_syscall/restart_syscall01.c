// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * restart_syscall(2) "is used to restart the execution of a system call, after a process
 * that was stopped by a signal such as SIGSTOP (or SIGTSTP) is later resumed after
 * receiving a SIGCONT signal ... with a time argument appropriately adjusted to account
 * for the time that has already elapsed":
 * - a child sleeps 1 s in nanosleep() and in clock_nanosleep(); the test stops it
 *   (SIGSTOP) while it sleeps and continues it (SIGCONT) 100 ms later (measured on the
 *   CLOCK_MONOTONIC); the sleep then returns 0, not EINTR, after at least 1 s in all
 *   (the kernel restarted it through restart_syscall with the time left);
 * - called directly, with nothing to restart, restart_syscall() fails with EINTR.
 * (It has no other errors.)
 */

#include <stdlib.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include <time.h>
#include "tst_test.h"
#include "tst_safe_clocks.h"

#define SLEEP_NS 1000000000LL

static long long now_ns(void)
{
	struct timespec ts;

	SAFE_CLOCK_GETTIME(CLOCK_MONOTONIC, &ts);
	return ts.tv_sec * 1000000000LL + ts.tv_nsec;
}

static void sleeper(int use_clock)
{
	struct timespec req = {.tv_sec = 1}, rem = {0, 0};
	long long start = now_ns(), slept;
	int ret;

	TST_CHECKPOINT_WAKE(0);
	if (use_clock)
		ret = clock_nanosleep(CLOCK_MONOTONIC, 0, &req, &rem);
	else
		ret = nanosleep(&req, &rem) ? errno : 0;
	slept = now_ns() - start;
	TST_EXP_EXPR(ret == 0 && slept >= SLEEP_NS,
		     "%s stopped and continued: returned %s after %lld ms (>= 1000)",
		     use_clock ? "clock_nanosleep()" : "nanosleep()", tst_strerrno(ret),
		     slept / 1000000);
}

static void stop_and_continue(int use_clock)
{
	struct timespec pause_ts = {0, 100000000};
	pid_t pid;

	pid = SAFE_FORK();
	if (!pid) {
		sleeper(use_clock);
		exit(0);
	}
	TST_CHECKPOINT_WAIT(0);
	TST_PROCESS_STATE_WAIT(pid, 'S', 0);
	SAFE_KILL(pid, SIGSTOP);
	TST_PROCESS_STATE_WAIT(pid, 'T', 0);
	nanosleep(&pause_ts, NULL);
	SAFE_KILL(pid, SIGCONT);
	SAFE_WAITPID(pid, NULL, 0);
}

static void run(void)
{
	stop_and_continue(0);
	stop_and_continue(1);
	TST_EXP_FAIL(syscall(__NR_restart_syscall), EINTR, "restart_syscall() with nothing to "
		     "restart");
}

static struct tst_test test = {
	.description = "restart_syscall(): sleeps resumed after SIGSTOP/SIGCONT; EINTR",
	.test_all = run,
	.forks_child = 1,
	.needs_checkpoints = 1,
};
