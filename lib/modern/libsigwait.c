// SPDX-License-Identifier: GPL-2.0-or-later
/* The shared checks of the sigwait family (include/libsigwait.h), from sigtimedwait(2). */
#define TST_NO_DEFAULT_MAIN
#include <errno.h>
#include <limits.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>
#include "tst_test.h"
#include "tst_sig_proc.h"
#include "libsigwait.h"

static int expect_ret, expect_errno;

void report_success(int ret)
{
	if (TST_RET == ret && (ret != -1 || TST_ERR == expect_errno))
		tst_res(TPASS, "sigwait call returned %ld%s%s", TST_RET, ret == -1 ? ": " : "",
			ret == -1 ? tst_strerrno(TST_ERR) : "");
	else
		tst_res(TFAIL | TTERRNO, "sigwait call returned %ld, expected %d%s%s", TST_RET,
			ret, ret == -1 ? " " : "", ret == -1 ? tst_strerrno(expect_errno) : "");
}

static void expect(int ret, int err)
{
	expect_ret = ret;
	expect_errno = err;
	report_success(expect_ret);
}

static void stop_child(pid_t child)
{
	SAFE_KILL(child, SIGKILL);
	SAFE_WAITPID(child, NULL, 0);
}

static void block(int signo, int how, sigset_t *old)
{
	sigset_t s;

	SAFE_SIGEMPTYSET(&s);
	SAFE_SIGADDSET(&s, signo);
	SAFE_SIGPROCMASK(how, &s, old);
}

void test_empty_set(swi_func sigwaitinfo, int signo, enum tst_ts_type type)
{
	siginfo_t si;
	sigset_t set;
	pid_t child;

	(void)type;
	SAFE_SIGEMPTYSET(&set);
	child = create_sig_proc(signo, INT_MAX, 100000);
	TEST(sigwaitinfo(&set, &si, NULL));
	expect(-1, EINTR);
	stop_child(child);
}

void test_timeout(swi_func sigwaitinfo, int signo, enum tst_ts_type type)
{
	struct tst_ts ts = { .type = type };
	siginfo_t si;
	sigset_t set;

	(void)signo;
	tst_ts_set_sec(&ts, 1);
	tst_ts_set_nsec(&ts, 0);
	SAFE_SIGEMPTYSET(&set);
	TEST(sigwaitinfo(&set, &si, tst_ts_get(&ts)));
	expect(-1, EAGAIN);
}

static void check_info(const siginfo_t *si, int signo, pid_t pid)
{
	if (si->si_signo == signo && si->si_code == SI_USER && si->si_pid == pid &&
	    si->si_uid == getuid())
		tst_res(TPASS, "siginfo: signal %s from pid %d", tst_strsig(signo), pid);
	else
		tst_res(TFAIL, "siginfo: signo %d code %d pid %d uid %d, expected %d %d %d %d",
			si->si_signo, si->si_code, si->si_pid, si->si_uid, signo, SI_USER, pid,
			getuid());
}

static void unmasked(swi_func sigwaitinfo, int signo, int with_info)
{
	siginfo_t si;
	sigset_t set;
	pid_t child;

	SAFE_SIGEMPTYSET(&set);
	SAFE_SIGADDSET(&set, signo);
	child = create_sig_proc(signo, INT_MAX, 100000);
	TEST(sigwaitinfo(&set, with_info ? &si : NULL, NULL));
	expect(signo, 0);
	if (with_info && TST_RET == signo)
		check_info(&si, signo, child);
	stop_child(child);
}

void test_unmasked_matching(swi_func sigwaitinfo, int signo, enum tst_ts_type type)
{
	(void)type;
	unmasked(sigwaitinfo, signo, 1);
}

void test_unmasked_matching_noinfo(swi_func sigwaitinfo, int signo, enum tst_ts_type type)
{
	(void)type;
	unmasked(sigwaitinfo, signo, 0);
}

static void masked(swi_func sigwaitinfo, int signo, int with_info)
{
	sigset_t set, old, now;
	siginfo_t si;
	pid_t child;

	block(signo, SIG_BLOCK, &old);
	SAFE_SIGEMPTYSET(&set);
	SAFE_SIGADDSET(&set, signo);
	child = create_sig_proc(signo, 1, 0);
	TEST(sigwaitinfo(&set, with_info ? &si : NULL, NULL));
	expect(signo, 0);
	if (with_info && TST_RET == signo)
		check_info(&si, signo, child);
	SAFE_WAITPID(child, NULL, 0);
	SAFE_SIGPROCMASK(SIG_SETMASK, NULL, &now);
	if (sigismember(&now, signo) == 1)
		tst_res(TPASS, "%s is still blocked", tst_strsig(signo));
	else
		tst_res(TFAIL, "%s was unblocked by the call", tst_strsig(signo));
	SAFE_SIGPROCMASK(SIG_SETMASK, &old, NULL);
}

void test_masked_matching(swi_func sigwaitinfo, int signo, enum tst_ts_type type)
{
	(void)type;
	masked(sigwaitinfo, signo, 1);
}

void test_masked_matching_noinfo(swi_func sigwaitinfo, int signo, enum tst_ts_type type)
{
	(void)type;
	masked(sigwaitinfo, signo, 0);
}

void test_masked_matching_rt(swi_func sigwaitinfo, int signo, enum tst_ts_type type)
{
	sigset_t set, old;
	siginfo_t si;
	int first = signo, second = signo + 1;

	(void)type;
	SAFE_SIGEMPTYSET(&set);
	SAFE_SIGADDSET(&set, first);
	SAFE_SIGADDSET(&set, second);
	SAFE_SIGPROCMASK(SIG_BLOCK, &set, &old);
	/* The higher one is sent first: delivery order is by number for real-time signals. */
	SAFE_KILL(getpid(), second);
	SAFE_KILL(getpid(), first);
	TEST(sigwaitinfo(&set, &si, NULL));
	expect(first, 0);
	TEST(sigwaitinfo(&set, &si, NULL));
	expect(second, 0);
	SAFE_SIGPROCMASK(SIG_SETMASK, &old, NULL);
}

/* Runs call in a child: EFAULT, or a SIGSEGV from a libc wrapper reading the pointer. */
static void bad_in_child(swi_func sigwaitinfo, int signo, int which, enum tst_ts_type type)
{
	struct tst_ts ts = { .type = type };
	void *bad = tst_get_bad_addr(NULL);
	sigset_t set, old;
	siginfo_t si;
	int status;
	pid_t pid;

	block(signo, SIG_BLOCK, &old);
	pid = SAFE_FORK();
	if (!pid) {
		SAFE_SIGEMPTYSET(&set);
		SAFE_SIGADDSET(&set, signo);
		SAFE_KILL(getpid(), signo);
		tst_ts_set_sec(&ts, 1);
		tst_ts_set_nsec(&ts, 0);
		errno = 0;
		if (which == 1)
			TEST(sigwaitinfo(&set, bad, NULL));
		else if (which == 2)
			TEST(sigwaitinfo(bad, &si, NULL));
		else
			TEST(sigwaitinfo(&set, &si, bad));
		_exit(TST_RET == -1 && TST_ERR == EFAULT ? 0 : 1);
	}
	SAFE_WAITPID(pid, &status, 0);
	SAFE_SIGPROCMASK(SIG_SETMASK, &old, NULL);
	if (WIFEXITED(status) && !WEXITSTATUS(status))
		tst_res(TPASS, "bad address: EFAULT");
	else if (WIFSIGNALED(status) && WTERMSIG(status) == SIGSEGV)
		tst_res(TPASS, "bad address: the wrapper got SIGSEGV");
	else
		tst_res(TFAIL, "bad address: child %s, expected EFAULT", tst_strstatus(status));
}

void test_bad_address(swi_func sigwaitinfo, int signo, enum tst_ts_type type)
{
	bad_in_child(sigwaitinfo, signo, 1, type);
}

void test_bad_address2(swi_func sigwaitinfo, int signo, enum tst_ts_type type)
{
	bad_in_child(sigwaitinfo, signo, 2, type);
}

void test_bad_address3(swi_func sigwaitinfo, int signo, enum tst_ts_type type)
{
	bad_in_child(sigwaitinfo, signo, 3, type);
}

static void empty_handler(int sig)
{
	(void)sig;
}

void sigwait_setup(void)
{
	int sig;

	SAFE_SIGNAL(SIGUSR1, empty_handler);
	SAFE_SIGNAL(SIGUSR2, empty_handler);
	SAFE_SIGNAL(SIGALRM, empty_handler);
	for (sig = SIGRTMIN; sig <= SIGRTMAX; sig++)
		SAFE_SIGNAL(sig, empty_handler);
}
