/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * The sched_*param()/sched_*scheduler() calls two ways, for .test_variants: through libc
 * and as raw system calls.
 *
 *	static struct sched_variant *tv = &sched_variants[tst_variant];
 *	.test_variants = ARRAY_SIZE(sched_variants),
 */
#ifndef TST_SCHED_H__
#define TST_SCHED_H__

#include <sched.h>
#include "lapi/syscalls.h"

struct sched_variant {
	char *desc;
	int (*sched_setparam)(pid_t pid, const struct sched_param *param);
	int (*sched_getparam)(pid_t pid, struct sched_param *param);
	int (*sched_setscheduler)(pid_t pid, int policy, const struct sched_param *param);
	int (*sched_getscheduler)(pid_t pid);
};

static inline int sys_sched_setparam(pid_t pid, const struct sched_param *param)
{
	return tst_syscall(__NR_sched_setparam, pid, param);
}

static inline int sys_sched_getparam(pid_t pid, struct sched_param *param)
{
	return tst_syscall(__NR_sched_getparam, pid, param);
}

static inline int sys_sched_setscheduler(pid_t pid, int policy, const struct sched_param *param)
{
	return tst_syscall(__NR_sched_setscheduler, pid, policy, param);
}

static inline int sys_sched_getscheduler(pid_t pid)
{
	return tst_syscall(__NR_sched_getscheduler, pid);
}

static struct sched_variant sched_variants[] __attribute__((unused)) = {
	{ .desc = "libc",
	  .sched_setparam = sched_setparam, .sched_getparam = sched_getparam,
	  .sched_setscheduler = sched_setscheduler, .sched_getscheduler = sched_getscheduler },
	{ .desc = "syscall",
	  .sched_setparam = sys_sched_setparam, .sched_getparam = sys_sched_getparam,
	  .sched_setscheduler = sys_sched_setscheduler,
	  .sched_getscheduler = sys_sched_getscheduler },
};

#endif
