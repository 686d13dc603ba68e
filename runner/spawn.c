// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * clone3(CLONE_VM | CLONE_VFORK [| CLONE_INTO_CGROUP]) with a stack for the child.
 *
 * Why: fork() write-protects every page of the runner, so each page the runner writes
 * afterwards (result, journal, snapshot, heap) takes a fault, and with the child's exec
 * still pending a copy, about 150 a test, each with a TLB flush. Sharing the memory until
 * the child's execve() costs none of that.
 *
 * Why by hand: a child sharing the memory must not run on the parent's stack (it would
 * overwrite the frames the parent returns through), and no C library offers clone3() with
 * a function and a stack. The child starts on its stack at the instruction after the
 * system call, so the few instructions around it are assembly, one architecture at a time.
 */
#include <errno.h>
#include <signal.h>
#include <string.h>
#include <linux/sched.h>
#include <sys/syscall.h>
#include "spawn.h"

#if defined(__SANITIZE_ADDRESS__)
# define NO_SHARED_SPAWN 1
#elif defined(__has_feature)
# if __has_feature(address_sanitizer)
#  define NO_SHARED_SPAWN 1
# endif
#endif

#if defined(__x86_64__) && defined(SYS_clone3) && !defined(NO_SHARED_SPAWN)

/* One child at a time: the parent is suspended until the child execs or exits. */
static char child_stack[64 * 1024] __attribute__((aligned(16)));

static long clone3_call(struct clone_args *args, int (*fn)(void *), void *arg)
{
	register long rax __asm__("rax") = SYS_clone3;
	register struct clone_args *rdi __asm__("rdi") = args;
	register long rsi __asm__("rsi") = sizeof(*args);
	register void *r12 __asm__("r12") = arg;
	register int (*r13)(void *) __asm__("r13") = fn;

	__asm__ volatile("syscall\n\t"
			 "testq %%rax, %%rax\n\t"
			 "jnz 1f\n\t"
			 /* the child, on child_stack: fn(arg), then exit with what it returned */
			 "xorl %%ebp, %%ebp\n\t"
			 "movq %%r12, %%rdi\n\t"
			 "callq *%%r13\n\t"
			 "movl %%eax, %%edi\n\t"
			 "movl %[nr_exit], %%eax\n\t"
			 "syscall\n\t"
			 "ud2\n"
			 "1:"
			 : "+r"(rax)
			 : "r"(rdi), "r"(rsi), "r"(r12), "r"(r13), [nr_exit] "i"(SYS_exit)
			 : "rcx", "r11", "memory", "cc");
	return rax;
}

pid_t spawn_shared(int cgroup_fd, int (*fn)(void *), void *arg)
{
	struct clone_args args;
	sigset_t all, old;
	long ret;

	memset(&args, 0, sizeof(args));
	args.flags = CLONE_VM | CLONE_VFORK | (cgroup_fd >= 0 ? CLONE_INTO_CGROUP : 0);
	args.exit_signal = SIGCHLD;
	args.stack = (unsigned long)child_stack;
	args.stack_size = sizeof(child_stack);
	args.cgroup = cgroup_fd >= 0 ? (unsigned long)cgroup_fd : 0;
	/* The child must not run the runner's handlers on the runner's memory: fn resets them. */
	sigfillset(&all);
	sigprocmask(SIG_SETMASK, &all, &old);
	ret = clone3_call(&args, fn, arg);
	sigprocmask(SIG_SETMASK, &old, NULL);
	if (ret < 0) {
		errno = -ret;
		return -1;
	}
	return ret;
}

#else

pid_t spawn_shared(int cgroup_fd, int (*fn)(void *), void *arg)
{
	(void)cgroup_fd;
	(void)fn;
	(void)arg;
	errno = ENOSYS;
	return -1;
}

#endif
