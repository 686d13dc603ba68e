// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * sched_getaffinity(2) errors, in the order of man 2 sched_getaffinity (raw system call):
 * - EFAULT: mask outside the address space;
 * - EINVAL: cpusetsize 0 (smaller than the kernel's mask), and half a long less than a
 *   cpu_set_t (large enough, but not a multiple of the size of a long, which the kernel
 *   requires: 8 bytes for a 64-bit program, 4 for a 32-bit one, whose compat call checks
 *   the 32-bit long);
 * - ESRCH: a reaped child's pid.
 * A failed call leaves the caller's buffer untouched.
 *
 * Not provoked: EINVAL for a mask without usable CPUs and EPERM concern
 * sched_setaffinity().
 */

#include "tst_test.h"
#include "../sched_setaffinity/affinity_util.h"

static pid_t dead, zero;
static void *bad_addr;
static cpu_set_t *mask;

static struct tcase {
	pid_t *pid;
	int bad;
	size_t len;
	int exp_errno;
	const char *desc;
} tcases[] = {
	{&zero, 1, sizeof(cpu_set_t), EFAULT, "mask outside the address space"},
	{&zero, 0, 0, EINVAL, "cpusetsize 0"},
	{&zero, 0, sizeof(cpu_set_t) - sizeof(long) / 2, EINVAL,
	 "cpusetsize not a multiple of sizeof(long)"},
	{&dead, 0, sizeof(cpu_set_t), ESRCH, "a reaped child"},
};

static void run(unsigned int n)
{
	struct tcase *tc = &tcases[n];

	memset(mask, 0x5a, sizeof(*mask));
	TST_EXP_FAIL(sys_getaffinity(*tc->pid, tc->len, tc->bad ? bad_addr : (void *)mask),
		     tc->exp_errno, "sched_getaffinity(%s)", tc->desc);
	if (((unsigned char *)mask)[0] != 0x5a)
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
		{&mask, .size = sizeof(*mask)},
		{},
	},
};
