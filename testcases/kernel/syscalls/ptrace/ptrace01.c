// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * ptrace(2), the tracer being the test and the tracee a child:
 * - PTRACE_TRACEME then raise(SIGSTOP): the child stops and the tracer sees the stop in
 *   waitpid(); PTRACE_PEEKDATA reads the child's copy of a variable (which differs from
 *   the tracer's), PTRACE_POKEDATA writes it, and the child, continued with PTRACE_CONT,
 *   exits with the value it finds there;
 * - PTRACE_SYSCALL: the child stops at the entry of getppid() (PTRACE_GETREGS shows
 *   orig_rax == __NR_getppid on x86-64; PTRACE_GET_SYSCALL_INFO reports an entry stop with
 *   that number) and at its exit (rax holds the result, the tracer's pid);
 * - PTRACE_SEIZE does not stop the child; PTRACE_INTERRUPT stops it with a
 *   PTRACE_EVENT_STOP group-stop; PTRACE_DETACH lets it go on.
 * Errors, in the order of the man page's ERRORS: EFAULT/EIO (PTRACE_PEEKDATA at an
 * unmapped address gives EIO or EFAULT as the man page allows), EINVAL (PTRACE_SETOPTIONS
 * with an unknown option), EIO (an unknown request), EPERM (attaching a process already
 * traced; nobody attaching a process of root), ESRCH (a request to a child that is not
 * traced, and to a traced one that is not stopped).
 *
 * Not provoked: EBUSY (x86 debug register allocation).
 */

#include <signal.h>
#include <stddef.h>
#include <stdlib.h>
#include <sys/ptrace.h>
#include <sys/syscall.h>
#include <sys/user.h>
#include <sys/wait.h>
#include <linux/ptrace.h>
#include "tst_test.h"

/* The registers of a syscall stop: the call's number and its return value. */
#ifdef __x86_64__
# define REG_ORIG_NR(r) ((r).orig_rax)
# define REG_RET(r) ((r).rax)
#else
# define REG_ORIG_NR(r) ((r).orig_eax)
# define REG_RET(r) ((r).eax)
#endif

static volatile long target = 11;

static void expect_stop(pid_t pid, int sig, const char *why)
{
	int status;

	SAFE_WAITPID(pid, &status, 0);
	TST_EXP_EXPR(WIFSTOPPED(status) && (WSTOPSIG(status) & 0x7f) == sig,
		     "%s: child %s", why, tst_strstatus(status));
}

static void peek_poke(void)
{
	int status;
	pid_t pid;

	pid = SAFE_FORK();
	if (!pid) {
		target = 22;
		TST_EXP_PASS(ptrace(PTRACE_TRACEME, 0, NULL, NULL), "PTRACE_TRACEME");
		raise(SIGSTOP);
		exit(target);
	}
	expect_stop(pid, SIGSTOP, "after PTRACE_TRACEME and SIGSTOP");
	errno = 0;
	TEST(ptrace(PTRACE_PEEKDATA, pid, &target, NULL));
	TST_EXP_EXPR(TST_RET == 22 && !errno, "PTRACE_PEEKDATA reads the child's 22 (got %ld, "
		     "ours %ld)", TST_RET, target);
	TST_EXP_PASS(ptrace(PTRACE_POKEDATA, pid, &target, (void *)33L), "PTRACE_POKEDATA 33");
	TST_EXP_PASS(ptrace(PTRACE_CONT, pid, NULL, NULL), "PTRACE_CONT");
	SAFE_WAITPID(pid, &status, 0);
	TST_EXP_EXPR(WIFEXITED(status) && WEXITSTATUS(status) == 33,
		     "the child found 33 (%s)", tst_strstatus(status));
}

static void syscall_stops(void)
{
	struct ptrace_syscall_info info;
	struct user_regs_struct regs;
	pid_t pid;

	pid = SAFE_FORK();
	if (!pid) {
		ptrace(PTRACE_TRACEME, 0, NULL, NULL);
		raise(SIGSTOP);
		syscall(__NR_getppid);
		exit(0);
	}
	expect_stop(pid, SIGSTOP, "traced child stopped");
	SAFE_PTRACE(PTRACE_SETOPTIONS, pid, NULL, (void *)PTRACE_O_TRACESYSGOOD);
	do {
		TST_EXP_PASS_SILENT(ptrace(PTRACE_SYSCALL, pid, NULL, NULL));
		expect_stop(pid, SIGTRAP, "PTRACE_SYSCALL stop");
		SAFE_PTRACE(PTRACE_GETREGS, pid, NULL, &regs);
	} while (REG_ORIG_NR(regs) != __NR_getppid);
	tst_res(TPASS, "PTRACE_GETREGS: the call number %lld at the getppid() entry stop",
		(long long)REG_ORIG_NR(regs));
	memset(&info, 0, sizeof(info));
	TEST(ptrace(PTRACE_GET_SYSCALL_INFO, pid, (void *)sizeof(info), &info));
	TST_EXP_EXPR(TST_RET > 0 && info.op == PTRACE_SYSCALL_INFO_ENTRY &&
		     info.entry.nr == __NR_getppid,
		     "PTRACE_GET_SYSCALL_INFO: op %d, nr %lld", info.op,
		     (long long)info.entry.nr);
	TST_EXP_PASS(ptrace(PTRACE_SYSCALL, pid, NULL, NULL), "PTRACE_SYSCALL to the exit");
	expect_stop(pid, SIGTRAP, "syscall exit stop");
	SAFE_PTRACE(PTRACE_GETREGS, pid, NULL, &regs);
	TST_EXP_EXPR((pid_t)REG_RET(regs) == getpid(), "the return register %lld is getppid()'s result %d",
		     (long long)REG_RET(regs), getpid());
	SAFE_PTRACE(PTRACE_CONT, pid, NULL, NULL);
	SAFE_WAITPID(pid, NULL, 0);
}

static void seize_interrupt(void)
{
	pid_t pid, helper;
	int status;

	pid = SAFE_FORK();
	if (!pid) {
		TST_CHECKPOINT_WAIT(0);
		exit(0);
	}
	TST_EXP_PASS(ptrace(PTRACE_SEIZE, pid, NULL, NULL), "PTRACE_SEIZE");
	TST_EXP_EQ_LI(waitpid(pid, &status, WNOHANG), 0);
	TST_EXP_FAIL(ptrace(PTRACE_PEEKDATA, pid, &target, NULL), ESRCH,
		     "a request to a running tracee");
	TST_EXP_PASS(ptrace(PTRACE_INTERRUPT, pid, NULL, NULL), "PTRACE_INTERRUPT");
	SAFE_WAITPID(pid, &status, 0);
	TST_EXP_EXPR(WIFSTOPPED(status) && status >> 16 == PTRACE_EVENT_STOP,
		     "stopped with PTRACE_EVENT_STOP (status 0x%x)", status);
	TST_EXP_FAIL(ptrace(PTRACE_SETOPTIONS, pid, NULL, (void *)0x80000000UL), EINVAL,
		     "PTRACE_SETOPTIONS unknown option");
	TST_EXP_FAIL(ptrace(0x7777, pid, NULL, NULL), EIO, "unknown request");
	TEST(ptrace(PTRACE_PEEKDATA, pid, tst_get_bad_addr(NULL), NULL));
	TST_EXP_EXPR(TST_RET == -1 && (TST_ERR == EIO || TST_ERR == EFAULT),
		     "PTRACE_PEEKDATA at an unmapped address: %s", tst_strerrno(TST_ERR));
	helper = SAFE_FORK();
	if (!helper) {
		TST_EXP_FAIL(ptrace(PTRACE_ATTACH, pid, NULL, NULL), EPERM,
			     "PTRACE_ATTACH of a traced process");
		exit(0);
	}
	SAFE_WAITPID(helper, NULL, 0);
	TST_EXP_PASS(ptrace(PTRACE_DETACH, pid, NULL, NULL), "PTRACE_DETACH");
	TST_CHECKPOINT_WAKE(0);
	SAFE_WAITPID(pid, &status, 0);
	TST_EXP_EXPR(WIFEXITED(status), "the detached child ran to its end");

	pid = SAFE_FORK();
	if (!pid) {
		TST_CHECKPOINT_WAIT(0);
		exit(0);
	}
	TST_EXP_FAIL(ptrace(PTRACE_PEEKDATA, pid, &target, NULL), ESRCH, "a child not traced");
	helper = SAFE_FORK();
	if (!helper) {
		tst_become_nobody();
		TST_EXP_FAIL(ptrace(PTRACE_ATTACH, pid, NULL, NULL), EPERM,
			     "nobody attaching a process of root");
		exit(0);
	}
	SAFE_WAITPID(helper, NULL, 0);
	TST_CHECKPOINT_WAKE(0);
	SAFE_WAITPID(pid, NULL, 0);
}

static void run(void)
{
	peek_poke();
	syscall_stops();
	seize_interrupt();
}

static struct tst_test test = {
	.description = "ptrace(): TRACEME, PEEK/POKE, syscall stops, GETREGS, "
		       "GET_SYSCALL_INFO, SEIZE/INTERRUPT; EFAULT/EIO, EINVAL, EPERM, ESRCH",
	.test_all = run,
	.needs_root = 1,
	.forks_child = 1,
	.needs_checkpoints = 1,
	.supported_archs = (const char *const []){"x86_64", NULL},
	.min_kver = "5.3",
};
