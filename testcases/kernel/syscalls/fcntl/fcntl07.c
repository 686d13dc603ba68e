// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * fcntl(2) F_SETOWN/F_GETOWN, F_SETOWN_EX/F_GETOWN_EX, F_SETSIG/F_GETSIG and O_ASYNC
 * ("Managing signals"). From the man page:
 * - F_SETOWN "Set the process ID or process group ID that will receive SIGIO and SIGURG
 *   signals for events on the file descriptor fd ... A process group ID is specified as a
 *   negative value"; F_GETOWN returns it; F_GETOWN_EX reports the owner type
 *   (F_OWNER_PID, F_OWNER_PGRP) — used for the group because "F_GETOWN ... can't
 *   correctly return a process group ID ... less than 4096";
 * - "If you set the O_ASYNC status flag on a file descriptor by using the F_SETFL command
 *   ... a SIGIO signal is sent whenever input or output becomes possible on that file
 *   descriptor": a write to a pipe signals the owner of its O_ASYNC read end, and nothing
 *   is sent without O_ASYNC;
 * - F_SETSIG "Set the signal sent when input or output becomes possible to the value
 *   given in arg. A value of zero means to send the default SIGIO signal"; F_GETSIG
 *   returns it; with another signal "the siginfo_t ... si_fd holds the file descriptor",
 *   si_code the event (POLL_IN) and si_band the poll bits (POLLIN);
 * - the signal goes to the owner only: with a child as owner the child gets it and the
 *   parent does not.
 */

#include <poll.h>
#include <signal.h>
#include <stdlib.h>
#include "tst_test.h"

static int fds[2] = {-1, -1};
static sigset_t sigs;

static void close_fds(void)
{
	if (fds[0] > -1)
		SAFE_CLOSE(fds[0]);
	if (fds[1] > -1)
		SAFE_CLOSE(fds[1]);
}

/* Wait up to msec for one of sigs; return its number or 0. */
static int wait_sig(siginfo_t *si, long msec)
{
	struct timespec ts = {msec / 1000, (msec % 1000) * 1000000};
	int sig = sigtimedwait(&sigs, si, &ts);

	return sig < 0 ? 0 : sig;
}

static void drain(void)
{
	char buf[16];

	while (read(fds[0], buf, sizeof(buf)) > 0)
		;
}

static void check_owner_values(void)
{
	struct f_owner_ex ex;

	SAFE_PIPE(fds);
	TST_EXP_EQ_LI(fcntl(fds[0], F_GETOWN), 0);
	TST_EXP_PASS(fcntl(fds[0], F_SETOWN, getpid()), "F_SETOWN(own pid)");
	TST_EXP_EQ_LI(fcntl(fds[0], F_GETOWN), getpid());
	SAFE_FCNTL(fds[0], F_GETOWN_EX, &ex);
	TST_EXP_EXPR(ex.type == F_OWNER_PID && ex.pid == getpid(),
		     "F_GETOWN_EX reports F_OWNER_PID %d", getpid());

	TST_EXP_PASS(fcntl(fds[0], F_SETOWN, -getpgrp()), "F_SETOWN(-own process group)");
	SAFE_FCNTL(fds[0], F_GETOWN_EX, &ex);
	TST_EXP_EXPR(ex.type == F_OWNER_PGRP && ex.pid == getpgrp(),
		     "F_GETOWN_EX reports F_OWNER_PGRP %d", getpgrp());
	close_fds();
}

static void check_async(void)
{
	siginfo_t si;
	int sig;

	SAFE_PIPE(fds);
	SAFE_FCNTL(fds[0], F_SETFL, O_NONBLOCK);
	SAFE_FCNTL(fds[0], F_SETOWN, getpid());

	SAFE_WRITE(SAFE_WRITE_ALL, fds[1], "a", 1);
	sig = wait_sig(&si, 100);
	TST_EXP_EXPR(sig == 0, "no signal without O_ASYNC (got %d)", sig);
	drain();

	TST_EXP_EQ_LI(fcntl(fds[0], F_GETSIG), 0);
	SAFE_FCNTL(fds[0], F_SETFL, O_NONBLOCK | O_ASYNC);
	SAFE_WRITE(SAFE_WRITE_ALL, fds[1], "b", 1);
	sig = wait_sig(&si, 5000);
	TST_EXP_EXPR(sig == SIGIO, "O_ASYNC with F_SETSIG 0 sends SIGIO (got %d)", sig);
	drain();

	TST_EXP_PASS(fcntl(fds[0], F_SETSIG, SIGUSR1), "F_SETSIG(SIGUSR1)");
	TST_EXP_EQ_LI(fcntl(fds[0], F_GETSIG), SIGUSR1);
	SAFE_WRITE(SAFE_WRITE_ALL, fds[1], "c", 1);
	sig = wait_sig(&si, 5000);
	if (sig != SIGUSR1)
		tst_res(TFAIL, "F_SETSIG(SIGUSR1): got signal %d", sig);
	else if (si.si_fd != fds[0] || si.si_code != POLL_IN || !(si.si_band & POLLIN))
		tst_res(TFAIL, "SIGUSR1: si_fd %d si_code %d si_band 0x%lx, expected %d, POLL_IN, "
			"POLLIN", si.si_fd, si.si_code, si.si_band, fds[0]);
	else
		tst_res(TPASS, "F_SETSIG(SIGUSR1): si_fd, si_code POLL_IN and si_band POLLIN set");
	drain();
	close_fds();
}

static void check_child_owner(void)
{
	siginfo_t si;
	pid_t pid;
	int sig;

	SAFE_PIPE(fds);
	pid = SAFE_FORK();
	if (!pid) {
		TST_CHECKPOINT_WAIT(0);
		sig = wait_sig(&si, 5000);
		TST_EXP_EXPR(sig == SIGIO, "the owning child got SIGIO (got %d)", sig);
		exit(0);
	}
	SAFE_FCNTL(fds[0], F_SETOWN, pid);
	SAFE_FCNTL(fds[0], F_SETFL, O_NONBLOCK | O_ASYNC);
	TST_CHECKPOINT_WAKE(0);
	SAFE_WRITE(SAFE_WRITE_ALL, fds[1], "d", 1);
	tst_reap_children();
	sig = wait_sig(&si, 100);
	TST_EXP_EXPR(sig == 0, "the parent, not the owner, got no signal (got %d)", sig);
	close_fds();
}

static void run(void)
{
	check_owner_values();
	check_async();
	check_child_owner();
}

static void setup(void)
{
	sigemptyset(&sigs);
	sigaddset(&sigs, SIGIO);
	sigaddset(&sigs, SIGUSR1);
	SAFE_SIGPROCMASK(SIG_BLOCK, &sigs, NULL);
}

static struct tst_test test = {
	.test_all = run,
	.setup = setup,
	.cleanup = close_fds,
	.forks_child = 1,
	.needs_checkpoints = 1,
};
