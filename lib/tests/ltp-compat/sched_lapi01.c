// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * lapi/sched.h and tst_sched.h as LTP's scheduler tests use them: sched_getattr(), getcpu(),
 * clone3() with struct clone_args, and the libc/syscall variants of sched_getscheduler().
 */
#define _GNU_SOURCE
#include <sys/wait.h>
#include "tst_test.h"
#include "tst_sched.h"
#include "lapi/sched.h"

static struct sched_variant *tv;

static void setup(void)
{
	tv = &sched_variants[tst_variant];
	tst_res(TINFO, "Testing %s variant", tv->desc);
	clone3_supported_by_kernel();
}

static void run(void)
{
	struct sched_attr attr = {};
	struct clone_args args = {};
	unsigned int cpu = ~0U, node = ~0U;
	int status;
	pid_t pid;

	TST_EXP_VAL(tv->sched_getscheduler(0), SCHED_OTHER);
	TST_EXP_PASS(sched_getattr(0, &attr, sizeof(attr), 0));
	TST_EXP_EQ_LU(attr.sched_policy, SCHED_OTHER);
	TST_EXP_PASS(getcpu(&cpu, &node));
	TST_EXP_EXPR(cpu < (unsigned int)tst_ncpus_conf(), "getcpu() gave cpu %u", cpu);

	args.exit_signal = SIGCHLD;
	pid = clone3(&args, sizeof(args));
	if (!pid)
		_exit(7);
	if (pid < 0)
		tst_brk(TBROK | TERRNO, "clone3() failed");
	SAFE_WAITPID(pid, &status, 0);
	TST_EXP_EXPR(WIFEXITED(status) && WEXITSTATUS(status) == 7, "clone3() child exited 7");
}

static struct tst_test test = {
	.setup = setup,
	.test_all = run,
	.forks_child = 1,
	.test_variants = ARRAY_SIZE(sched_variants),
};
