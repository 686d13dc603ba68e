/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * The setrlimit system call by number, shared by the setrlimit tests. Its struct is the
 * kernel's, two unsigned longs: 32-bit fields for a 32-bit program (the compat call, which
 * reads 0xffffffff as RLIM_INFINITY), while the C library's struct rlimit of such a
 * program has 64-bit fields (rlim_t is 64-bit with _FILE_OFFSET_BITS=64). Passing the C
 * library's struct would give the kernel the low and high halves of rlim_cur as the soft
 * and hard limit.
 */
#ifndef SYS_RLIMIT_H__
#define SYS_RLIMIT_H__

#include <sys/syscall.h>
#include <unistd.h>

struct sys_rlimit {
	unsigned long rlim_cur;
	unsigned long rlim_max;
};

static inline long sys_setrlimit(int res, unsigned long cur, unsigned long max)
{
	struct sys_rlimit rl = {cur, max};

	return syscall(__NR_setrlimit, res, &rl);
}

#endif
