// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * rt_sigaction(2) (through sigaction(), which the C library implements with it): what the
 * handler sees and what the flags change, observed by the handler and after it:
 * - oldact returns the previous action, and a query (act NULL) changes nothing;
 * - SA_SIGINFO: the three-argument handler gets si_signo, si_code SI_QUEUE, si_pid,
 *   si_uid and the si_value given to sigqueue();
 * - sa_mask and the signal itself are blocked while the handler runs; with SA_NODEFER
 *   the signal itself is not;
 * - SA_RESETHAND: "Restore the signal action to the default upon entry to the signal
 *   handler": after one delivery the disposition is SIG_DFL;
 * - SA_RESTART: a read() from an empty pipe interrupted by the handled signal goes on
 *   and returns the data written afterwards; without SA_RESTART it fails with EINTR;
 * - SIG_IGN: an unblocked signal sent while ignored is discarded.
 */

#include <signal.h>
#include <stdlib.h>
#include <sys/wait.h>
#include "tst_test.h"

static volatile sig_atomic_t calls, usr1_blocked, usr2_blocked, si_ok, disp_in_handler;
static siginfo_t seen;

static void plain_handler(int sig)
{
	sigset_t cur;

	calls++;
	sigprocmask(SIG_SETMASK, NULL, &cur);
	usr1_blocked = sigismember(&cur, SIGUSR1);
	usr2_blocked = sigismember(&cur, SIGUSR2);
	(void)sig;
}

static void info_handler(int sig, siginfo_t *si, void *uc)
{
	(void)uc;
	calls++;
	seen = *si;
	si_ok = sig == SIGUSR1;
}

static void set_action(void (*h)(int), int flags, int mask_sig)
{
	struct sigaction sa = {.sa_handler = h, .sa_flags = flags};

	sigemptyset(&sa.sa_mask);
	if (mask_sig)
		sigaddset(&sa.sa_mask, mask_sig);
	TST_EXP_PASS_SILENT(sigaction(SIGUSR1, &sa, NULL));
}

static void check_oldact_query(void)
{
	struct sigaction sa = {.sa_handler = plain_handler}, old, now;

	sigemptyset(&sa.sa_mask);
	SAFE_SIGNAL(SIGUSR1, SIG_DFL);
	TST_EXP_PASS(sigaction(SIGUSR1, &sa, &old), "sigaction(SIGUSR1, handler, &old)");
	TST_EXP_EXPR(old.sa_handler == SIG_DFL, "oldact holds the previous SIG_DFL");
	memset(&now, 0, sizeof(now));
	TST_EXP_PASS(sigaction(SIGUSR1, NULL, &now), "sigaction(SIGUSR1, NULL, &now)");
	TST_EXP_EXPR(now.sa_handler == plain_handler, "the query returns the installed handler");
	calls = 0;
	SAFE_KILL(getpid(), SIGUSR1);
	TST_EXP_EQ_LI(calls, 1);
}

static void check_siginfo(void)
{
	struct sigaction sa = {.sa_sigaction = info_handler, .sa_flags = SA_SIGINFO};

	sigemptyset(&sa.sa_mask);
	TST_EXP_PASS(sigaction(SIGUSR1, &sa, NULL), "sigaction(SA_SIGINFO)");
	calls = si_ok = 0;
	memset(&seen, 0, sizeof(seen));
	if (sigqueue(getpid(), SIGUSR1, (union sigval){.sival_int = 0x1234}))
		tst_brk(TBROK | TERRNO, "sigqueue()");
	if (calls == 1 && si_ok && seen.si_signo == SIGUSR1 && seen.si_code == SI_QUEUE &&
	    seen.si_pid == getpid() && seen.si_uid == getuid() &&
	    seen.si_value.sival_int == 0x1234)
		tst_res(TPASS, "SA_SIGINFO handler got signo, SI_QUEUE, pid, uid and value");
	else
		tst_res(TFAIL, "SA_SIGINFO: calls %d signo %d code %d pid %d value 0x%x",
			calls, seen.si_signo, seen.si_code, seen.si_pid, seen.si_value.sival_int);
}

static void check_mask_nodefer_resethand(void)
{
	struct sigaction now;

	set_action(plain_handler, 0, SIGUSR2);
	calls = 0;
	SAFE_KILL(getpid(), SIGUSR1);
	TST_EXP_EXPR(calls == 1 && usr1_blocked && usr2_blocked,
		     "in the handler SIGUSR1 (%d) and sa_mask's SIGUSR2 (%d) are blocked",
		     usr1_blocked, usr2_blocked);

	set_action(plain_handler, SA_NODEFER, 0);
	calls = 0;
	SAFE_KILL(getpid(), SIGUSR1);
	TST_EXP_EXPR(calls == 1 && !usr1_blocked, "SA_NODEFER: SIGUSR1 not blocked (%d)",
		     usr1_blocked);

	set_action(plain_handler, SA_RESETHAND, 0);
	calls = 0;
	SAFE_KILL(getpid(), SIGUSR1);
	SAFE_SIGACTION(SIGUSR1, NULL, &now);
	TST_EXP_EXPR(calls == 1 && now.sa_handler == SIG_DFL,
		     "SA_RESETHAND: handler ran once (%d), then SIG_DFL", calls);
}

static void check_restart(int flags, const char *name)
{
	pid_t reader = getpid(), killer;
	int fds[2];
	char c = 0;

	SAFE_PIPE(fds);
	set_action(plain_handler, flags, 0);
	calls = 0;
	killer = SAFE_FORK();
	if (!killer) {
		TST_PROCESS_STATE_WAIT(reader, 'S', 0);
		SAFE_KILL(reader, SIGUSR1);
		/*
		 * With SA_RESTART the reader runs the handler and sleeps in read() again, then
		 * gets data; without, read() fails and no data must be there to be read first.
		 */
		if (flags & SA_RESTART) {
			TST_PROCESS_STATE_WAIT(reader, 'S', 0);
			SAFE_WRITE(SAFE_WRITE_ALL, fds[1], "x", 1);
		}
		exit(0);
	}
	TEST(read(fds[0], &c, 1));
	if (flags & SA_RESTART) {
		TST_EXP_EXPR(TST_RET == 1 && c == 'x' && calls == 1,
			     "%s: read() restarted after the handler (ret %ld, calls %d)", name,
			     TST_RET, calls);
	} else {
		TST_EXP_EXPR(TST_RET == -1 && TST_ERR == EINTR && calls == 1,
			     "%s: read() failed with EINTR (ret %ld, %s)", name, TST_RET,
			     tst_strerrno(TST_ERR));
	}
	SAFE_WAITPID(killer, NULL, 0);
	SAFE_CLOSE(fds[0]);
	SAFE_CLOSE(fds[1]);
}

static void check_ignore(void)
{
	sigset_t pending;

	TST_EXP_PASS(sigaction(SIGUSR1, &(struct sigaction){.sa_handler = SIG_IGN}, NULL),
		     "sigaction(SIGUSR1, SIG_IGN)");
	/* SIGUSR1's default action would terminate the process */
	SAFE_KILL(getpid(), SIGUSR1);
	sigpending(&pending);
	TST_EXP_EXPR(!sigismember(&pending, SIGUSR1),
		     "the ignored SIGUSR1 was discarded and did not terminate the process");
}

static void run(void)
{
	check_oldact_query();
	check_siginfo();
	check_mask_nodefer_resethand();
	check_restart(SA_RESTART, "SA_RESTART");
	check_restart(0, "without SA_RESTART");
	check_ignore();
	SAFE_SIGNAL(SIGUSR1, SIG_DFL);
}

static struct tst_test test = {
	.description = "rt_sigaction(): oldact, SA_SIGINFO, mask, SA_NODEFER, SA_RESETHAND, "
		       "SA_RESTART, SIG_IGN",
	.test_all = run,
	.forks_child = 1,
};
