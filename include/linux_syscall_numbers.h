/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * The 2015 name of lapi/syscalls.h: every __NR_* number (invalid ones for calls this
 * architecture lacks) and ltp_syscall(). In a test.h test ltp_syscall() behaves as the
 * 2015 library's: a call the kernel or the architecture lacks (ENOSYS) is TCONF
 * "syscall(N) __NR_x not supported on your arch", with the test's CLEANUP function if it
 * defines that macro (else none).
 */
#ifndef LINUX_SYSCALL_NUMBERS_H__
#define LINUX_SYSCALL_NUMBERS_H__

#include <errno.h>
#include <unistd.h>
#include "lapi/syscalls.h"

#ifdef __TEST_H__
# ifndef CLEANUP
#  define CLEANUP NULL
# endif
# undef ltp_syscall
# define ltp_syscall(NR, ...) ({ \
	long ltk_ret_ = ltk_syscall_nr_checked_(NR); \
	if (!ltk_ret_) \
		ltk_ret_ = syscall(NR, ##__VA_ARGS__); \
	if (ltk_ret_ == -1 && errno == ENOSYS) \
		tst_brkm(TCONF, CLEANUP, "syscall(%d) " #NR " not supported on your arch", \
			 (int)(NR)); \
	ltk_ret_; \
})
#endif

#endif
