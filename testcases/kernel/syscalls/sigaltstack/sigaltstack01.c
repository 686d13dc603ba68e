// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * sigaltstack(2), checked where the handler really runs (the address of one of its local
 * variables) and what the call reports:
 * - a handler installed with SA_ONSTACK runs on the alternate stack, and inside it the
 *   query reports SS_ONSTACK; a handler without SA_ONSTACK runs on the normal stack;
 * - old_ss returns the stack installed before; a query alone (ss NULL) changes nothing;
 * - SS_DISABLE: the SA_ONSTACK handler runs on the normal stack again;
 * - SS_AUTODISARM: "Clear the alternate signal stack settings on entry to the signal
 *   handler. When the signal handler returns, the previous alternate signal stack
 *   settings are restored": inside the handler the query reports SS_DISABLE, afterwards
 *   the stack is back (the handlers use SA_SIGINFO: only the "rt" signal frame holds the
 *   stack settings to restore; an i386 program's handler without SA_SIGINFO gets the old
 *   frame, whose sigreturn leaves the stack disarmed);
 * - "a stack overflow": a child recursing past a small RLIMIT_STACK gets SIGSEGV, whose
 *   SA_ONSTACK handler runs on the alternate stack and exits with a code of its own.
 */

#include <signal.h>
#include <stdint.h>
#include <stdlib.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include "tst_test.h"

#define STACK_SIZE (64 * 1024)

#ifndef SS_AUTODISARM
# define SS_AUTODISARM (1U << 31)
#endif
#define OVERFLOW_EXIT 42

static char *alt;
static volatile uintptr_t handler_sp;
static stack_t in_handler;

static void handler(int sig, siginfo_t *info, void *uc)
{
	volatile char local;

	(void)sig;
	(void)info;
	(void)uc;
	handler_sp = (uintptr_t)&local;
	sigaltstack(NULL, &in_handler);
}

static int on_alt(uintptr_t sp)
{
	return sp >= (uintptr_t)alt && sp < (uintptr_t)alt + STACK_SIZE;
}

static void install(int flags)
{
	struct sigaction sa = {.sa_sigaction = handler, .sa_flags = flags | SA_SIGINFO};

	sigemptyset(&sa.sa_mask);
	SAFE_SIGACTION(SIGUSR1, &sa, NULL);
}

static void raise_usr1(void)
{
	handler_sp = 0;
	memset(&in_handler, 0, sizeof(in_handler));
	SAFE_KILL(getpid(), SIGUSR1);
}

static void segv_handler(int sig)
{
	volatile char local;

	(void)sig;
	_exit(on_alt((uintptr_t)&local) ? OVERFLOW_EXIT : 1);
}

static int recurse(int depth)
{
	volatile char buf[1024];

	/* 1 GiB deep: far past the 256 KiB RLIMIT_STACK of the child */
	if (depth > 1024 * 1024)
		return 0;
	buf[0] = depth;
	return recurse(depth + 1) + buf[0];
}

static void overflow_child(void)
{
	struct sigaction sa = {.sa_handler = segv_handler, .sa_flags = SA_ONSTACK};
	struct rlimit rl = {256 * 1024, 256 * 1024};
	stack_t ss = {.ss_sp = alt, .ss_size = STACK_SIZE};
	int status;
	pid_t pid;

	pid = SAFE_FORK();
	if (!pid) {
		SAFE_SETRLIMIT(RLIMIT_STACK, &rl);
		TST_EXP_PASS_SILENT(sigaltstack(&ss, NULL));
		sigemptyset(&sa.sa_mask);
		SAFE_SIGACTION(SIGSEGV, &sa, NULL);
		recurse(0);
		exit(0);
	}
	SAFE_WAITPID(pid, &status, 0);
	TST_EXP_EXPR(WIFEXITED(status) && WEXITSTATUS(status) == OVERFLOW_EXIT,
		     "stack overflow handled on the alternate stack (child %s)",
		     tst_strstatus(status));
}

static void run(void)
{
	stack_t ss = {.ss_sp = alt, .ss_size = STACK_SIZE}, old, dis = {.ss_flags = SS_DISABLE};

	TST_EXP_PASS(sigaltstack(&ss, &old), "sigaltstack(64 KiB stack)");
	TST_EXP_EXPR(old.ss_flags == SS_DISABLE, "old_ss: no stack before (flags %d)",
		     old.ss_flags);
	memset(&old, 0, sizeof(old));
	TST_EXP_PASS(sigaltstack(NULL, &old), "sigaltstack(NULL, &old)");
	TST_EXP_EXPR(old.ss_sp == alt && old.ss_size == STACK_SIZE && old.ss_flags == 0,
		     "query returns the installed stack");

	install(SA_ONSTACK);
	raise_usr1();
	TST_EXP_EXPR(on_alt(handler_sp) && in_handler.ss_flags == SS_ONSTACK,
		     "SA_ONSTACK handler on the alternate stack, SS_ONSTACK reported (%d)",
		     in_handler.ss_flags);
	install(0);
	raise_usr1();
	TST_EXP_EXPR(handler_sp && !on_alt(handler_sp), "handler without SA_ONSTACK on the "
		     "normal stack");

	TST_EXP_PASS(sigaltstack(&dis, NULL), "sigaltstack(SS_DISABLE)");
	install(SA_ONSTACK);
	raise_usr1();
	TST_EXP_EXPR(handler_sp && !on_alt(handler_sp), "disabled: SA_ONSTACK handler on the "
		     "normal stack");

	ss.ss_flags = SS_AUTODISARM;
	TST_EXP_PASS(sigaltstack(&ss, NULL), "sigaltstack(SS_AUTODISARM)");
	raise_usr1();
	TST_EXP_EXPR(on_alt(handler_sp) && in_handler.ss_flags == SS_DISABLE,
		     "SS_AUTODISARM: on the alternate stack, disarmed inside (flags %d)",
		     in_handler.ss_flags);
	memset(&old, 0, sizeof(old));
	TST_EXP_PASS_SILENT(sigaltstack(NULL, &old));
	TST_EXP_EXPR(old.ss_sp == alt && (old.ss_flags & SS_AUTODISARM),
		     "SS_AUTODISARM: settings restored after the handler (flags 0x%x)",
		     old.ss_flags);

	TST_EXP_PASS_SILENT(sigaltstack(&dis, NULL));
	SAFE_SIGNAL(SIGUSR1, SIG_DFL);
	overflow_child();
}

static void setup(void)
{
	alt = SAFE_MALLOC(STACK_SIZE);
}

static void cleanup(void)
{
	free(alt);
}

static struct tst_test test = {
	.description = "sigaltstack(): SA_ONSTACK, SS_ONSTACK, SS_DISABLE, SS_AUTODISARM, overflow",
	.test_all = run,
	.setup = setup,
	.cleanup = cleanup,
	.forks_child = 1,
	.min_kver = "4.7",
};
