/* SPDX-License-Identifier: GPL-2.0-or-later */
/* membarrier(2) commands (some newer than the installed headers) and the raw call. */
#ifndef MEMBARRIER_COMMON_H__
#define MEMBARRIER_COMMON_H__

#include "tst_test.h"
#include "lapi/syscalls.h"

#define CMD_QUERY				0
#define CMD_GLOBAL				(1 << 0)
#define CMD_GLOBAL_EXPEDITED			(1 << 1)
#define CMD_REGISTER_GLOBAL_EXPEDITED		(1 << 2)
#define CMD_PRIVATE_EXPEDITED			(1 << 3)
#define CMD_REGISTER_PRIVATE_EXPEDITED		(1 << 4)
#define CMD_PRIVATE_EXPEDITED_SYNC_CORE		(1 << 5)
#define CMD_REGISTER_PRIVATE_EXPEDITED_SYNC_CORE (1 << 6)
#define CMD_PRIVATE_EXPEDITED_RSEQ		(1 << 7)
#define CMD_REGISTER_PRIVATE_EXPEDITED_RSEQ	(1 << 8)
#define CMD_GET_REGISTRATIONS			(1 << 9)
#define CMD_FLAG_CPU				(1 << 0)

static inline int sys_membarrier(int cmd, unsigned int flags, int cpu_id)
{
	return tst_syscall(__NR_membarrier, cmd, flags, cpu_id);
}

/* The commands this kernel must offer on x86_64, by version. */
static inline int membarrier_expected(void)
{
	int exp = CMD_GLOBAL;

	if (tst_kvercmp(4, 16, 0) >= 0)
		exp |= CMD_GLOBAL_EXPEDITED | CMD_REGISTER_GLOBAL_EXPEDITED |
		       CMD_PRIVATE_EXPEDITED | CMD_REGISTER_PRIVATE_EXPEDITED |
		       CMD_PRIVATE_EXPEDITED_SYNC_CORE |
		       CMD_REGISTER_PRIVATE_EXPEDITED_SYNC_CORE;
	if (tst_kvercmp(5, 10, 0) >= 0)
		exp |= CMD_PRIVATE_EXPEDITED_RSEQ | CMD_REGISTER_PRIVATE_EXPEDITED_RSEQ;
	if (tst_kvercmp(6, 3, 0) >= 0)
		exp |= CMD_GET_REGISTRATIONS;
	return exp;
}

#endif
