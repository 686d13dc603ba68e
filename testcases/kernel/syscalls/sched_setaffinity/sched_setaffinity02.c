// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * sched_setaffinity(2) errors, in the order of man 2 sched_setaffinity (raw system call),
 * against a parked child:
 * - EFAULT: mask outside the address space;
 * - EINVAL: a mask holding only CPU 1000 (none on the system; 128-byte mask);
 * - EPERM: nobody changing the affinity of root's process;
 * - ESRCH: a reaped child's pid.
 * After each row /proc/<child>/status shows the CPUs it had.
 *
 * Not provoked: EINVAL for cpusetsize smaller than the kernel's mask concerns
 * sched_getaffinity() (and sched_setaffinity() only before Linux 2.6.9).
 */

#include <pwd.h>
#include "tst_test.h"
#include "affinity_util.h"
#include "../sched_setscheduler/sched_util.h"

#define BIGMASK 128

static pid_t child, dead;
static struct passwd *nobody;
static void *bad_addr;
static unsigned long *far_mask, *one_mask;

static struct tcase {
	pid_t *pid;
	int which;
	int as_nobody;
	int exp_errno;
	const char *desc;
} tcases[] = {
	{&child, 0, 0, EFAULT, "mask outside the address space"},
	{&child, 1, 0, EINVAL, "only CPU 1000"},
	{&child, 2, 1, EPERM, "nobody, root's process"},
	{&dead, 2, 0, ESRCH, "a reaped child"},
};

static void row(struct tcase *tc)
{
	void *mask = tc->which == 0 ? bad_addr : tc->which == 1 ? far_mask : one_mask;

	TST_EXP_FAIL(sys_setaffinity(*tc->pid, BIGMASK, mask), tc->exp_errno,
		     "sched_setaffinity(%s)", tc->desc);
}

static void run(unsigned int n)
{
	struct tcase *tc = &tcases[n];
	cpu_set_t before, after;
	pid_t pid;

	child = parked_child();
	proc_allowed(child, &before);
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
	proc_allowed(child, &after);
	if (!CPU_EQUAL(&before, &after))
		tst_res(TFAIL, "the child's CPUs changed: %d -> %d", CPU_COUNT(&before),
			CPU_COUNT(&after));
	release_child(child);
}

static void setup(void)
{
	int cpus[1] = {0};

	nobody = SAFE_GETPWNAM("nobody");
	bad_addr = tst_get_bad_addr(NULL);
	far_mask = SAFE_MALLOC(BIGMASK);
	one_mask = SAFE_MALLOC(BIGMASK);
	memset(far_mask, 0, BIGMASK);
	memset(one_mask, 0, BIGMASK);
	far_mask[1000 / (8 * sizeof(long))] = 1UL << (1000 % (8 * sizeof(long)));
	allowed_cpus(cpus, 1);
	one_mask[0] = 1UL << cpus[0];
	dead = tst_get_unused_pid();
}

static void cleanup(void)
{
	free(far_mask);
	free(one_mask);
}

static struct tst_test test = {
	.setup = setup,
	.cleanup = cleanup,
	.test = run,
	.tcnt = ARRAY_SIZE(tcases),
	.needs_root = 1,
	.forks_child = 1,
};
