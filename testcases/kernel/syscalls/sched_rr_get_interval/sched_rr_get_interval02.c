// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * sched_rr_get_interval(2) errors, in the order of man 2 sched_rr_get_interval (raw
 * system call):
 * - EFAULT: tp outside the address space;
 * - EINVAL: pid -1;
 * - ESRCH: a reaped child's pid.
 * A failed call leaves the caller's buffer untouched.
 *
 * Not provoked: ENOSYS concerns only very old kernels.
 */

#include "tst_test.h"
#include "../sched_setscheduler/sched_util.h"

static pid_t dead, zero, minus_one = -1;
static void *bad_addr;
static struct timespec *tp;

static struct tcase {
	pid_t *pid;
	int bad;
	int exp_errno;
	const char *desc;
} tcases[] = {
	{&zero, 1, EFAULT, "tp outside the address space"},
	{&minus_one, 0, EINVAL, "pid -1"},
	{&dead, 0, ESRCH, "a reaped child"},
};

static void run(unsigned int n)
{
	struct tcase *tc = &tcases[n];

	tp->tv_sec = 0x5a5a5a5a;
	TST_EXP_FAIL(syscall(__NR_sched_rr_get_interval, *tc->pid, tc->bad ? bad_addr : tp),
		     tc->exp_errno, "sched_rr_get_interval(%s)", tc->desc);
	if (tp->tv_sec != 0x5a5a5a5a)
		tst_res(TFAIL, "the failed call wrote to the buffer");
}

static void setup(void)
{
	bad_addr = tst_get_bad_addr(NULL);
	dead = tst_get_unused_pid();
}

static struct tst_test test = {
	.setup = setup,
	.test = run,
	.tcnt = ARRAY_SIZE(tcases),
	.bufs = (struct tst_buffers []) {
		{&tp, .size = sizeof(*tp)},
		{},
	},
};
