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

/*
 * The getrlimit system call by number, into the kernel's struct. On i386 it is
 * ugetrlimit, which reports an unlimited resource as (unsigned long)RLIM_INFINITY; the
 * older call numbered getrlimit there reports it as 0x7fffffff instead.
 */
#if defined(__NR_ugetrlimit) && __NR_ugetrlimit >= 0
# define SYS_GETRLIMIT_NR __NR_ugetrlimit
#else
# define SYS_GETRLIMIT_NR __NR_getrlimit
#endif

static inline long sys_getrlimit(int res, struct sys_rlimit *rl)
{
	return syscall(SYS_GETRLIMIT_NR, res, rl);
}

#endif
