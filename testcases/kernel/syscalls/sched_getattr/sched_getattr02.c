// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * sched_getattr(2) errors, in the order of man 2 sched_getattr (raw system call):
 * - EINVAL: attr NULL; pid -1; flags 1;
 * - ESRCH: a reaped child's pid;
 * - EINVAL: size 47 (smaller than the first version, 48) and 8192 (larger than a page).
 * Also EFAULT (the pointer the kernel writes): attr outside the address space.
 * A failed call leaves the caller's buffer untouched.
 *
 * Not provoked: EBUSY and EPERM concern sched_setattr() (sched_setattr/); E2BIG "The buffer specified by size and attr is too small" cannot happen
 * any more: since Linux 5.3 the kernel copies what fits in any size from 48 on.
 */

#include "tst_test.h"
#include "../sched_setscheduler/sched_util.h"

static pid_t dead, zero, minus_one = -1;
static void *bad_addr;
static struct ltk_sched_attr *attr;

static struct tcase {
	pid_t *pid;
	int buf;
	unsigned int size;
	unsigned int flags;
	int exp_errno;
	const char *desc;
} tcases[] = {
	{&zero, 0, 56, 0, EINVAL, "attr NULL"},
	{&minus_one, 1, 56, 0, EINVAL, "pid -1"},
	{&zero, 1, 56, 1, EINVAL, "flags 1"},
	{&dead, 1, 56, 0, ESRCH, "a reaped child"},
	{&zero, 1, 47, 0, EINVAL, "size 47"},
	{&zero, 1, 8192, 0, EINVAL, "size 8192"},
	{&zero, 2, 56, 0, EFAULT, "attr outside the address space"},
};

static void run(unsigned int n)
{
	struct tcase *tc = &tcases[n];

	memset(attr, 0x5a, sizeof(*attr));
	TST_EXP_FAIL(sys_sched_getattr(*tc->pid, tc->buf == 2 ? bad_addr : tc->buf ? attr : NULL,
				       tc->size, tc->flags), tc->exp_errno, "sched_getattr(%s)",
		     tc->desc);
	if (attr->sched_policy != 0x5a5a5a5a)
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
		{&attr, .size = sizeof(*attr)},
		{},
	},
};
