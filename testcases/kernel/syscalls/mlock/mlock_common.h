/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * Shared by the mlock family's tests: VmLck of /proc/self/status in kB, and munlock() and
 * munlockall() by their system call numbers.
 */
#ifndef MLOCK_COMMON_H__
#define MLOCK_COMMON_H__

#include "tst_test.h"
#include "lapi/syscalls.h"

static inline long vm_lck_kb(void)
{
	long kb;

	SAFE_FILE_LINES_SCANF("/proc/self/status", "VmLck: %ld", &kb);
	return kb;
}

static inline int sys_munlock(const void *addr, size_t len)
{
	return tst_syscall(__NR_munlock, addr, len);
}

static inline int sys_munlockall(void)
{
	return tst_syscall(__NR_munlockall);
}

#endif
