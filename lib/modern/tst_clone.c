// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * clone wrappers for both faces. Must not include test.h: it #defines clone() away so that
 * tests go through these functions.
 */
#include <errno.h>
#include <sched.h>
#include <signal.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <sys/mman.h>
#include <sys/syscall.h>
#include "ltk_core.h"
#include "tst_clone.h"
#include "lapi/syscalls.h"

/* Hooks the modern face may define; absent (NULL) otherwise. */
#pragma weak tst_clone_check_
#pragma weak tst_clone_child_

#define ENOSPC_RETRIES 50

/* The raw clone(2) argument order differs between architectures. */
static long raw_clone(unsigned long flags, void *stack, void *ptid, void *ctid,
		      unsigned long tls)
{
#if defined(__s390__)
	return syscall(SYS_clone, stack, flags, ptid, ctid, tls);
#elif defined(__i386__) || defined(__arm__) || defined(__powerpc__) || defined(__mips__) || \
	defined(__hppa__) || defined(__sparc__) || defined(__sh__) || defined(__m68k__)
	return syscall(SYS_clone, flags, stack, ptid, tls, ctid);
#else
	return syscall(SYS_clone, flags, stack, ptid, ctid, tls);
#endif
}

pid_t tst_clone(const struct tst_clone_args *args)
{
	struct tst_clone_args a = *args;
	unsigned long flags;
	long ret;

	/*
	 * With a stack the child would return from the syscall onto a new, empty stack;
	 * only code written in assembly can do that. Tests wanting a stack use ltp_clone().
	 */
	if (a.stack || a.stack_size) {
		errno = EINVAL;
		return -1;
	}

	ret = syscall(__NR_clone3, &a, sizeof(a));
	if (ret != -1 || errno != ENOSYS)
		return ret;

	/* clone(2) cannot express these, nor an exit signal outside CSIGNAL. */
	if (a.set_tid || a.set_tid_size || a.cgroup || (a.exit_signal & ~CSIGNAL) ||
	    (a.flags & CSIGNAL)) {
		errno = ENOSYS;
		return -1;
	}
	flags = a.flags | a.exit_signal;
	/* With CLONE_PIDFD, clone(2) stores the pidfd where parent_tid points. */
	return raw_clone(flags, NULL,
			 (void *)(uintptr_t)(a.flags & CLONE_PIDFD ? a.pidfd : a.parent_tid),
			 (void *)(uintptr_t)a.child_tid, a.tls);
}

pid_t safe_clone(const char *file, const int lineno, const struct tst_clone_args *args)
{
	int tries = 0;
	pid_t pid, parent = getpid();

	if (tst_clone_check_)
		tst_clone_check_(file, lineno);

	/* Buffered output would otherwise be printed by both processes. */
	fflush(stdout);
	fflush(stderr);

	/* ENOSPC: the pid namespace is still tearing down after its last process. */
	while ((pid = tst_clone(args)) == -1 && errno == ENOSPC && ++tries < ENOSPC_RETRIES)
		usleep(10000);

	if (pid == -1) {
		if (args->stack || args->stack_size)
			ltk_brk(file, lineno, TBROK | TERRNO, NULL,
				"SAFE_CLONE() cannot run the child on a stack: use ltp_clone()");
		else
			ltk_brk(file, lineno, TBROK | TERRNO, NULL,
				"clone3(flags=0x%llx, exit_signal=%llu) failed",
				(unsigned long long)args->flags,
				(unsigned long long)args->exit_signal);
		return -1;
	}
	/* A clone that returns 0 without creating a process must not run the child here. */
	if (!pid && !(args->flags & CLONE_THREAD) && parent > 0 && getpid() == parent) {
		ltk_brk(file, lineno, TBROK, NULL, "clone3() returned 0 in the parent (pid %i)",
			(int)parent);
		return -1;
	}
	if (!pid && tst_clone_child_)
		tst_clone_child_();
	return pid;
}

/* Stacks grow down on every architecture Linux supports here except hppa. */
static void *stack_top(void *stack, size_t size)
{
#ifdef __hppa__
	(void)size;
	return stack;
#else
	return (char *)stack + size;
#endif
}

int ltp_clone(unsigned long flags, int (*fn)(void *arg), void *arg, size_t stack_size,
	      void *stack)
{
	/* As glibc's clone() (and LTP): a child needs a stack. */
	if (!stack) {
		errno = EINVAL;
		return -1;
	}
	return clone(fn, stack_top(stack, stack_size), flags, arg);
}

int ltp_clone7(unsigned long flags, int (*fn)(void *arg), void *arg, size_t stack_size,
	       void *stack, ...)
{
	pid_t *ptid, *ctid;
	void *tls;
	va_list va;

	va_start(va, stack);
	ptid = va_arg(va, pid_t *);
	tls = va_arg(va, void *);
	ctid = va_arg(va, pid_t *);
	va_end(va);

	if (!stack) {
		errno = EINVAL;
		return -1;
	}
	return clone(fn, stack_top(stack, stack_size), flags, arg, ptid, tls, ctid);
}

void *ltp_alloc_stack(size_t size)
{
	void *stack;

	if (posix_memalign(&stack, 64, size ? size : 1))
		return NULL;
	return stack;
}

/*
 * The stack is mapped, not malloc()ed: the child may still run on it (CLONE_VM) when the
 * parent returns, so it is deliberately never freed, and an anonymous mapping is not a
 * leak a sanitizer reports. Each child costs one mapping of its stack size.
 */
int ltp_clone_malloc(unsigned long clone_flags, int (*fn)(void *arg), void *arg,
		     size_t stacksize)
{
	void *stack;
	int ret, saved;

	stack = mmap(NULL, stacksize, PROT_READ | PROT_WRITE,
		     MAP_PRIVATE | MAP_ANONYMOUS | MAP_STACK, -1, 0);
	if (stack == MAP_FAILED)
		return -1;
	ret = ltp_clone(clone_flags, fn, arg, stacksize, stack);
	if (ret == -1) {
		saved = errno;
		munmap(stack, stacksize);
		errno = saved;
	} else if (!(clone_flags & CLONE_VM)) {
		/* The child has its own copy of the stack: the parent's is free to go. */
		munmap(stack, stacksize);
	}
	return ret;
}

int ltp_clone_quick(unsigned long clone_flags, int (*fn)(void *arg), void *arg)
{
	return ltp_clone_malloc(clone_flags, fn, arg, LTP_CLONE_QUICK_STACK);
}
