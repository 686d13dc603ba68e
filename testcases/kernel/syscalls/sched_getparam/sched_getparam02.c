// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * sched_getparam(2) errors, in the order of man 2 sched_getparam (raw system call):
 * - EINVAL: param NULL; pid -1;
 * - ESRCH: a reaped child's pid.
 * Also EFAULT (a pointer the kernel writes): param outside the address space.
 * A failed call leaves the caller's buffer untouched.
 *
 * Not provoked: the EINVAL for a param that does not make sense and EPERM concern
 * sched_setparam().
 */

#include "tst_test.h"
#include "../sched_setscheduler/sched_util.h"

static pid_t dead, zero, minus_one = -1;
static void *bad_addr;
static struct sched_param *sp;

static struct tcase {
	pid_t *pid;
	int buf;
	int exp_errno;
	const char *desc;
} tcases[] = {
	{&zero, 0, EINVAL, "param NULL"},
	{&minus_one, 1, EINVAL, "pid -1"},
	{&dead, 1, ESRCH, "a reaped child"},
	{&zero, 2, EFAULT, "param outside the address space"},
};

static void run(unsigned int n)
{
	struct tcase *tc = &tcases[n];

	sp->sched_priority = 0x5a5a5a5a;
	TST_EXP_FAIL(sys_sched_getparam(*tc->pid, tc->buf == 2 ? bad_addr : tc->buf ? sp : NULL),
		     tc->exp_errno, "sched_getparam(%s)", tc->desc);
	if (sp->sched_priority != 0x5a5a5a5a)
		tst_res(TFAIL, "the failed call wrote %d", sp->sched_priority);
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
		{&sp, .size = sizeof(*sp)},
		{},
	},
};
