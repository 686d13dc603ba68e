// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * rt_sigreturn(2), called by the signal trampoline when a handler returns, "restores the
 * process's signal mask, switches stacks, and restores the process's context (processor
 * flags and registers ...) so that the process resumes execution at the point where it
 * was interrupted". Each case runs in a child, which must exit normally:
 * - signal mask: the mask in force before delivery (SIGUSR2 blocked) is back after the
 *   handler, although during it SIGUSR1 and the sa_mask signal were blocked and the
 *   handler itself blocked SIGTERM with sigprocmask();
 * - SA_SIGINFO ucontext: changes the handler makes to uc_sigmask (SIGINT added, SIGUSR2
 *   removed) are the mask after return; on x86 a changed saved accumulator register is the
 *   return value of the interrupted tgkill() system call (4242 instead of 0);
 * - registers and FPU state: a loop holding integer and floating-point values in
 *   registers, interrupted by at least 20 SIGPROF signals whose handler computes with
 *   other values, ends with the same result as the same loop run with the signal blocked;
 *   on x86 the rounding mode the handler sets in the x87 control word and in MXCSR is the
 *   interrupted code's again afterwards;
 * - stack: a handler run on an alternate stack (SS_ONSTACK inside it) returns to the
 *   normal stack (no SS_ONSTACK afterwards, a local variable on the normal stack);
 * - called directly, on x86 with the stack pointer at a page of 0xff bytes, rt_sigreturn
 *   finds a garbage frame and the process is killed by SIGSEGV.
 *
 * The man page has no ERRORS section: "sigreturn() never returns".
 */

#include <signal.h>
#include <stdint.h>
#include <stdlib.h>
#include <sys/syscall.h>
#include <sys/time.h>
#include <sys/wait.h>
#include <ucontext.h>
#include "tst_test.h"

#if defined(__x86_64__) || defined(__i386__)
# define HAVE_X86 1
#else
# define HAVE_X86 0
#endif

#define ALT_SIZE (64 * 1024)
#define MIN_HITS 20
#define CHANGED_RET 4242
#define NO_SEGV_EXIT 3

static volatile sig_atomic_t hits;
static sigset_t handler_mask;
static char *alt;
static char *garbage;
static volatile uintptr_t handler_sp;
static stack_t handler_ss;

static void set_mask(int sig1, int sig2)
{
	sigset_t set;

	sigemptyset(&set);
	if (sig1)
		sigaddset(&set, sig1);
	if (sig2)
		sigaddset(&set, sig2);
	SAFE_SIGPROCMASK(SIG_SETMASK, &set, NULL);
}

static void install(int sig, void (*fn)(int), void (*info_fn)(int, siginfo_t *, void *),
		    int flags, int mask_sig)
{
	struct sigaction sa = {.sa_flags = flags};

	if (info_fn)
		sa.sa_sigaction = info_fn;
	else
		sa.sa_handler = fn;
	sigemptyset(&sa.sa_mask);
	if (mask_sig)
		sigaddset(&sa.sa_mask, mask_sig);
	SAFE_SIGACTION(sig, &sa, NULL);
}

/* Every signal whose membership differs between a and b is reported; 0 if none. */
static int mask_diff(const char *what, sigset_t *got, sigset_t *exp)
{
	int sig, bad = 0;

	for (sig = 1; sig < SIGRTMIN; sig++) {
		if (sig == SIGKILL || sig == SIGSTOP)
			continue;
		if (sigismember(got, sig) == sigismember(exp, sig))
			continue;
		tst_res(TFAIL, "%s: %s %s, expected %s", what, tst_strsig(sig),
			sigismember(got, sig) ? "blocked" : "not blocked",
			sigismember(exp, sig) ? "blocked" : "not blocked");
		bad = 1;
	}
	return bad;
}

static void mask_handler(int sig)
{
	sigset_t term;

	(void)sig;
	sigprocmask(SIG_BLOCK, NULL, &handler_mask);
	sigemptyset(&term);
	sigaddset(&term, SIGTERM);
	sigprocmask(SIG_BLOCK, &term, NULL);
	hits++;
}

static void test_mask(void)
{
	sigset_t exp_in, exp_after, after;

	set_mask(SIGUSR2, 0);
	install(SIGUSR1, mask_handler, NULL, 0, SIGINT);
	SAFE_KILL(getpid(), SIGUSR1);
	SAFE_SIGPROCMASK(SIG_BLOCK, NULL, &after);

	TST_EXP_EQ_LI(hits, 1);
	sigemptyset(&exp_in);
	sigaddset(&exp_in, SIGUSR2);
	sigaddset(&exp_in, SIGUSR1);
	sigaddset(&exp_in, SIGINT);
	if (!mask_diff("mask in the handler", &handler_mask, &exp_in))
		tst_res(TPASS, "in the handler SIGUSR1, SIGINT (sa_mask) and SIGUSR2 are blocked");
	sigemptyset(&exp_after);
	sigaddset(&exp_after, SIGUSR2);
	if (!mask_diff("mask after the handler", &after, &exp_after))
		tst_res(TPASS, "after the handler only SIGUSR2 is blocked, as before delivery");
}

static void uc_handler(int sig, siginfo_t *si, void *ctx)
{
	ucontext_t *uc = ctx;

	(void)sig;
	(void)si;
	sigaddset(&uc->uc_sigmask, SIGINT);
	sigdelset(&uc->uc_sigmask, SIGUSR2);
#if defined(__x86_64__)
	uc->uc_mcontext.gregs[REG_RAX] = CHANGED_RET;
#elif defined(__i386__)
	uc->uc_mcontext.gregs[REG_EAX] = CHANGED_RET;
#endif
	hits++;
}

static void test_ucontext(void)
{
	sigset_t exp, after;
	long ret;

	set_mask(SIGUSR2, SIGHUP);
	install(SIGUSR1, NULL, uc_handler, SA_SIGINFO, 0);
	ret = syscall(SYS_tgkill, getpid(), syscall(SYS_gettid), SIGUSR1);
	SAFE_SIGPROCMASK(SIG_BLOCK, NULL, &after);

	TST_EXP_EQ_LI(hits, 1);
	sigemptyset(&exp);
	sigaddset(&exp, SIGHUP);
	sigaddset(&exp, SIGINT);
	if (!mask_diff("mask after an SA_SIGINFO handler", &after, &exp))
		tst_res(TPASS, "uc_sigmask changed by the handler (+SIGINT -SIGUSR2) is the mask");
	if (HAVE_X86) {
		TST_EXP_EXPR(ret == CHANGED_RET,
			     "tgkill() returns %d, the accumulator the handler stored in uc_mcontext "
			     "(got %ld)", CHANGED_RET, ret);
	} else {
		TST_EXP_EQ_LI(ret, 0);
	}
}

/* Rounding control of the x87 control word (bits 10-11) and of MXCSR (bits 13-14). */
#if HAVE_X86
static unsigned int get_rounding(void)
{
	unsigned short cw;
	unsigned int csr;

	asm volatile("fnstcw %0" : "=m"(cw));
	asm volatile("stmxcsr %0" : "=m"(csr));
	return ((cw >> 10) & 3) | (((csr >> 13) & 3) << 2);
}

static void set_rounding(unsigned int x87, unsigned int sse)
{
	unsigned short cw;
	unsigned int csr;

	asm volatile("fnstcw %0" : "=m"(cw));
	cw = (cw & ~(3U << 10)) | (x87 << 10);
	asm volatile("fldcw %0" : : "m"(cw));
	asm volatile("stmxcsr %0" : "=m"(csr));
	csr = (csr & ~(3U << 13)) | (sse << 13);
	asm volatile("ldmxcsr %0" : : "m"(csr));
}
#endif

static volatile double handler_sink;

static void prof_handler(int sig)
{
	volatile double a = 3.0, b = 7.0;
	unsigned int i;

	(void)sig;
#if HAVE_X86
	/* round up in both units: the interrupted loop would compute other values */
	set_rounding(2, 2);
#endif
	for (i = 0; i < 64; i++)
		a = a / b + (double)i * 1.7;
	handler_sink = a;
	hits++;
}

static void set_timer(struct itimerval *it, struct itimerval *old)
{
	if (setitimer(ITIMER_PROF, it, old))
		tst_brk(TBROK | TERRNO, "setitimer(ITIMER_PROF)");
}

struct sums {
	uint64_t i;
	double d;
};

/*
 * Integer and floating-point work kept in registers: n steps, or (n 0) as many as it
 * takes MIN_HITS signals to arrive, their number stored in *steps.
 */
static struct sums work(unsigned long n, unsigned long *steps)
{
	uint64_t a = 1, b = 0x9e3779b97f4a7c15ULL;
	double x = 1.0, y = 0.1;
	unsigned long k;
	struct sums s;

	for (k = 0; n ? k < n : hits < MIN_HITS; k++) {
		a = a * 6364136223846793005ULL + b;
		b ^= a >> 17;
		x = x * 1.0000001 + y / 3.0;
		y = y * 0.9999999 + (double)(a & 0xff) / 7.0;
	}
	s.i = a ^ b;
	s.d = x + y;
	if (steps)
		*steps = k;
	return s;
}

static void test_registers(void)
{
	struct itimerval it = {{0, 1000}, {0, 1000}};
	struct itimerval off = {{0, 0}, {0, 0}};
	struct sums async, ref;
	unsigned long n;
	unsigned int before = 0;

	(void)before;

#if HAVE_X86
	set_rounding(3, 3);
	before = get_rounding();
#endif
	install(SIGPROF, prof_handler, NULL, SA_RESTART, 0);
	set_timer( &it, NULL);
	async = work(0, &n);
	set_timer( &off, NULL);
	set_mask(SIGPROF, 0);
	ref = work(n, NULL);

	tst_res(TINFO, "%lu steps interrupted by %d SIGPROF handlers", n, (int)hits);
	if (async.i == ref.i && !memcmp(&async.d, &ref.d, sizeof(ref.d)))
		tst_res(TPASS, "integer and FP results of the interrupted loop are exact");
	else
		tst_res(TFAIL, "interrupted loop gives %llx %a, uninterrupted %llx %a",
			(unsigned long long)async.i, async.d, (unsigned long long)ref.i, ref.d);
#if HAVE_X86
	TST_EXP_EXPR(get_rounding() == before,
		     "x87 and MXCSR rounding after the handlers is %#x (toward zero), got %#x",
		     before, get_rounding());
#endif
}

static void alt_handler(int sig)
{
	volatile char local;

	(void)sig;
	handler_sp = (uintptr_t)&local;
	sigaltstack(NULL, &handler_ss);
	hits++;
}

static void test_stack(void)
{
	stack_t ss = {.ss_sp = alt, .ss_size = ALT_SIZE}, after;
	volatile char local;

	if (sigaltstack(&ss, NULL))
		tst_brk(TBROK | TERRNO, "sigaltstack()");
	install(SIGUSR1, alt_handler, NULL, SA_ONSTACK, 0);
	SAFE_KILL(getpid(), SIGUSR1);
	if (sigaltstack(NULL, &after))
		tst_brk(TBROK | TERRNO, "sigaltstack(NULL, &after)");

	TST_EXP_EQ_LI(hits, 1);
	TST_EXP_EXPR(handler_sp >= (uintptr_t)alt && handler_sp < (uintptr_t)alt + ALT_SIZE &&
		     (handler_ss.ss_flags & SS_ONSTACK),
		     "the handler ran on the alternate stack (SS_ONSTACK)");
	TST_EXP_EXPR(!(after.ss_flags & SS_ONSTACK) &&
		     ((uintptr_t)&local < (uintptr_t)alt ||
		      (uintptr_t)&local >= (uintptr_t)alt + ALT_SIZE),
		     "after return the process is off the alternate stack (flags %#x)",
		     after.ss_flags);
}

static void test_garbage(void)
{
	/* the frame is read upwards from just below the stack pointer */
	char *top = garbage + 64;

#if defined(__x86_64__)
	asm volatile("mov %0, %%rsp\n\t"
		     "mov %1, %%eax\n\t"
		     "syscall\n\t"
		     "mov %2, %%eax\n\t"
		     "mov %3, %%edi\n\t"
		     "syscall\n\t"
		     : : "r"(top), "i"(SYS_rt_sigreturn), "i"(SYS_exit_group), "i"(NO_SEGV_EXIT)
		     : "memory");
#elif defined(__i386__)
	asm volatile("mov %0, %%esp\n\t"
		     "mov %1, %%eax\n\t"
		     "int $0x80\n\t"
		     "mov %2, %%eax\n\t"
		     "mov %3, %%ebx\n\t"
		     "int $0x80\n\t"
		     : : "r"(top), "i"(SYS_rt_sigreturn), "i"(SYS_exit_group), "i"(NO_SEGV_EXIT)
		     : "memory");
#endif
	(void)top;
	exit(NO_SEGV_EXIT);
}

static struct tcase {
	void (*fn)(void);
	int exp_sig;
	const char *desc;
} tcases[] = {
	{test_mask, 0, "signal mask restored"},
	{test_ucontext, 0, "ucontext changes honoured"},
	{test_registers, 0, "registers and FPU state restored"},
	{test_stack, 0, "alternate stack left"},
	{test_garbage, SIGSEGV, "direct call with a garbage frame"},
};

static void setup(void)
{
	alt = SAFE_MALLOC(ALT_SIZE);
	garbage = SAFE_MMAP(NULL, getpagesize(), PROT_READ | PROT_WRITE,
			    MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
	memset(garbage, 0xff, getpagesize());
}

static void cleanup(void)
{
	free(alt);
	if (garbage)
		SAFE_MUNMAP(garbage, getpagesize());
}

static void run(unsigned int i)
{
	struct tcase *tc = &tcases[i];
	pid_t pid;
	int status;

	if (tc->exp_sig == SIGSEGV && !HAVE_X86) {
		tst_res(TCONF, "%s: needs x86 to set the stack pointer", tc->desc);
		return;
	}
	tst_res(TINFO, "%s", tc->desc);
	pid = SAFE_FORK();
	if (!pid) {
		hits = 0;
		tc->fn();
		exit(0);
	}
	SAFE_WAITPID(pid, &status, 0);
	if (tc->exp_sig) {
		if (WIFSIGNALED(status) && WTERMSIG(status) == tc->exp_sig)
			tst_res(TPASS, "%s: child killed by %s", tc->desc, tst_strsig(tc->exp_sig));
		else
			tst_res(TFAIL, "%s: child %s, expected killed by %s", tc->desc,
				tst_strstatus(status), tst_strsig(tc->exp_sig));
	} else if (!WIFEXITED(status) || WEXITSTATUS(status)) {
		tst_res(TFAIL, "%s: child %s, expected exit 0", tc->desc, tst_strstatus(status));
	}
}

static struct tst_test test = {
	.description = "rt_sigreturn restores mask, registers, FPU state and stack",
	.tcnt = ARRAY_SIZE(tcases),
	.test = run,
	.setup = setup,
	.cleanup = cleanup,
	.forks_child = 1,
};
