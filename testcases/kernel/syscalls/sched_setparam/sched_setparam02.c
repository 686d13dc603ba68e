// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * sched_setparam(2) errors, in the order of man 2 sched_setparam (raw system call),
 * against a parked SCHED_OTHER child:
 * - EINVAL: param NULL; pid -1;
 * - EINVAL: priority 1 for SCHED_OTHER, -1 for it ("does not make sense for the current
 *   scheduling policy");
 * - EPERM: nobody setting the parameters of root's process;
 * - ESRCH: a reaped child's pid.
 * After each row /proc/<child>/stat still shows SCHED_OTHER, priority 0.
 */

#include <pwd.h>
#include "tst_test.h"
#include "../sched_setscheduler/sched_util.h"

static pid_t child, dead, minus_one = -1;
static struct passwd *nobody;

static struct tcase {
	pid_t *pid;
	int prio;
	int null;
	int as_nobody;
	int exp_errno;
	const char *desc;
} tcases[] = {
	{&child, 0, 1, 0, EINVAL, "param NULL"},
	{&minus_one, 0, 0, 0, EINVAL, "pid -1"},
	{&child, 1, 0, 0, EINVAL, "SCHED_OTHER, priority 1"},
	{&child, -1, 0, 0, EINVAL, "SCHED_OTHER, priority -1"},
	{&child, 0, 0, 1, EPERM, "nobody, root's process"},
	{&dead, 0, 0, 0, ESRCH, "a reaped child"},
};

static void row(struct tcase *tc)
{
	struct sched_param sp = {.sched_priority = tc->prio};

	TST_EXP_FAIL(sys_sched_setparam(*tc->pid, tc->null ? NULL : &sp), tc->exp_errno,
		     "sched_setparam(%s)", tc->desc);
}

static void run(unsigned int n)
{
	struct tcase *tc = &tcases[n];
	struct proc_sched ps;
	pid_t pid;

	child = parked_child();
	if (tc->as_nobody) {
		pid = SAFE_FORK();
		if (!pid) {
			tst_become_nobody();
			row(tc);
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
}

static void setup(void)
{
	nobody = SAFE_GETPWNAM("nobody");
	dead = tst_get_unused_pid();
}

static struct tst_test test = {
	.setup = setup,
	.test = run,
	.tcnt = ARRAY_SIZE(tcases),
	.needs_root = 1,
	.forks_child = 1,
};
