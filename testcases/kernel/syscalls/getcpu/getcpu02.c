// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * getcpu(2) errors, in the order of man 2 getcpu (raw system call):
 * - EFAULT: cpu outside the address space; node outside it.
 */

#include "tst_test.h"
#include "../sched_setaffinity/affinity_util.h"

static void *bad_addr;
static unsigned int *cpu, *node;

static void run(void)
{
	TST_EXP_FAIL(syscall(__NR_getcpu, bad_addr, node, NULL), EFAULT,
		     "getcpu(cpu outside the address space)");
	TST_EXP_FAIL(syscall(__NR_getcpu, cpu, bad_addr, NULL), EFAULT,
		     "getcpu(node outside the address space)");
}

static void setup(void)
{
	bad_addr = tst_get_bad_addr(NULL);
}

static struct tst_test test = {
	.setup = setup,
	.test_all = run,
	.bufs = (struct tst_buffers []) {
		{&cpu, .size = sizeof(*cpu)},
		{&node, .size = sizeof(*node)},
		{},
	},
};
