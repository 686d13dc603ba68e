// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * sched_setscheduler(2) errors, in the order of man 2 sched_setscheduler (raw system
 * call), against a parked child that stays SCHED_OTHER:
 * - EINVAL: pid -1; param NULL;
 * - EINVAL: policy -1 and 8 (none defined; 7 is SCHED_EXT since Linux 6.12);
 * - EINVAL: SCHED_FIFO priority 0 and 100, SCHED_RR 100, SCHED_OTHER 1, SCHED_BATCH 1,
 *   SCHED_IDLE 1 ("param does not make sense");
 * - EPERM: nobody (RLIMIT_RTPRIO 0) asking for SCHED_FIFO 1 for itself, and for
 *   SCHED_BATCH for a process of root;
 * - ESRCH: a reaped child's pid.
 * After each row /proc/<child>/stat still shows SCHED_OTHER, priority 0.
 */

#include <pwd.h>
#include <sys/resource.h>
#include "tst_test.h"
#include "sched_util.h"

static pid_t child, dead, minus_one = -1;
static struct passwd *nobody;
static pid_t zero;

static struct tcase {
	pid_t *pid;
	int policy;
	int prio;
	int null;
	int as_nobody;
	int exp_errno;
	const char *desc;
} tcases[] = {
	{&minus_one, SCHED_OTHER, 0, 0, 0, EINVAL, "pid -1"},
	{&child, SCHED_OTHER, 0, 1, 0, EINVAL, "param NULL"},
	{&child, -1, 0, 0, 0, EINVAL, "policy -1"},
	{&child, 8, 0, 0, 0, EINVAL, "policy 8"},
	{&child, SCHED_FIFO, 0, 0, 0, EINVAL, "SCHED_FIFO priority 0"},
	{&child, SCHED_FIFO, 100, 0, 0, EINVAL, "SCHED_FIFO priority 100"},
	{&child, SCHED_RR, 100, 0, 0, EINVAL, "SCHED_RR priority 100"},
	{&child, SCHED_OTHER, 1, 0, 0, EINVAL, "SCHED_OTHER priority 1"},
	{&child, SCHED_BATCH, 1, 0, 0, EINVAL, "SCHED_BATCH priority 1"},
	{&child, SCHED_IDLE, 1, 0, 0, EINVAL, "SCHED_IDLE priority 1"},
	{&zero, SCHED_FIFO, 1, 0, 1, EPERM, "nobody, itself, SCHED_FIFO 1"},
	{&child, SCHED_BATCH, 0, 0, 1, EPERM, "nobody, root's process, SCHED_BATCH"},
	{&dead, SCHED_OTHER, 0, 0, 0, ESRCH, "a reaped child"},
};

static void row(struct tcase *tc)
{
	struct sched_param sp = {.sched_priority = tc->prio};

	TST_EXP_FAIL(sys_sched_setscheduler(*tc->pid, tc->policy, tc->null ? NULL : &sp),
		     tc->exp_errno, "sched_setscheduler(%s)", tc->desc);
}

static void run(unsigned int n)
{
	struct tcase *tc = &tcases[n];
	struct rlimit rl = {0, 0};
	struct proc_sched ps;
	pid_t pid;

	/* Per row: the library reaps every child after each test function. */
	child = parked_child();
	if (tc->as_nobody) {
		pid = SAFE_FORK();
		if (!pid) {
			SAFE_SETRLIMIT(RLIMIT_RTPRIO, &rl);
			tst_become_nobody();
			row(tc);
			ps = proc_sched_read(getpid());
			if (ps.policy != SCHED_OTHER)
				tst_res(TFAIL, "nobody's policy is now %d", ps.policy);
			exit(0);
		}
		SAFE_WAITPID(pid, NULL, 0);
	} else {
		row(tc);
	}
	ps = proc_sched_read(child);
	if (ps.policy != SCHED_OTHER || ps.rt_priority)
		tst_res(TFAIL, "the child is now policy %d priority %d", ps.policy, ps.rt_priority);
	release_child(child);
	child = 0;
}

static void setup(void)
{
	nobody = SAFE_GETPWNAM("nobody");
	dead = tst_get_unused_pid();
}

static void cleanup(void)
{
	if (child > 0)
		release_child(child);
}

static struct tst_test test = {
	.setup = setup,
	.cleanup = cleanup,
	.test = run,
	.tcnt = ARRAY_SIZE(tcases),
	.needs_root = 1,
	.forks_child = 1,
};
