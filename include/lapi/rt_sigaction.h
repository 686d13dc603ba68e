/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * rt_sigaction(2) as the kernel sees it. The kernel's struct sigaction differs from the C
 * library's (a sigset of _NSIG bits, not 1024; the field order on MIPS; a restorer the
 * C library supplies on x86-64), so ltk_rt_sigaction() takes the C library's struct,
 * converts it, calls the system call itself with the caller's sigsetsize (tests pass a
 * wrong one on purpose), and converts the old action back.
 */
#ifndef LAPI_RT_SIGACTION_H__
#define LAPI_RT_SIGACTION_H__

#include <signal.h>
#include <stddef.h>
#include <string.h>
#include <unistd.h>
#include <sys/syscall.h>

#if defined(__mips__)
# define LTK_KERNEL_NSIG 128
#else
# define LTK_KERNEL_NSIG 64
#endif

/* The C library uses it but does not export it; the value of the kernel's asm/signal.h. */
#if !defined(SA_RESTORER) && (defined(__x86_64__) || defined(__i386__) || defined(__aarch64__) \
	|| defined(__arm__) || defined(__powerpc__) || defined(__s390__))
# define SA_RESTORER 0x04000000
#endif

/* The sigsetsize the kernel accepts: sizeof its sigset_t. */
#define LTK_KERNEL_SIGSETSIZE (LTK_KERNEL_NSIG / 8)

struct kernel_sigaction {
#if defined(__mips__)
	unsigned int sa_flags;
	void (*k_sa_handler)(int);
	unsigned long sa_mask[LTK_KERNEL_NSIG / (8 * sizeof(unsigned long))];
#else
	void (*k_sa_handler)(int);
	unsigned long sa_flags;
	void (*sa_restorer)(void);
	unsigned long sa_mask[LTK_KERNEL_NSIG / (8 * sizeof(unsigned long))];
#endif
};

/*
 * rt_sigaction(signum, act, oact, sigsetsize) on the C library's struct sigaction: 0, or
 * -1 with errno. On x86-64 a handler gets LTK's own return trampoline (SA_RESTORER).
 */
int ltk_rt_sigaction(int signum, const struct sigaction *act, struct sigaction *oact,
		     size_t sigsetsize);

/* The name LTP tests call it by. */
#define ltp_rt_sigaction ltk_rt_sigaction

#endif
