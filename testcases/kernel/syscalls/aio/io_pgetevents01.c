// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * io_pgetevents(2), raw: io_getevents() with the signal mask swapped for the wait
 * (doc/errors/io_pgetevents.txt lists its errors). An IOCB_CMD_POLL for POLLIN on an
 * empty pipe stays pending until a child writes to the pipe:
 * - SIGUSR1 is blocked in the process; a wait whose temporary mask is empty is
 *   interrupted by a SIGUSR1 a child sends (EINTR, the handler ran once), and SIGUSR1 is
 *   blocked again afterwards;
 * - SIGUSR2 is not blocked in the process; a wait whose temporary mask blocks it is not
 *   interrupted by a SIGUSR2 sent while it waits: it returns the poll event (data, POLLIN)
 *   when the child then writes to the pipe, and the signal is delivered once the old mask
 *   is back (the handler ran once after the call).
 * Errors, in the order of the list: EFAULT: the signal argument, and the mask it points
 * to, outside the address space; EINVAL: an unknown context; min_nr > nr; a signal set
 * size of 4. After the failed calls the process signal mask is unchanged and the poll
 * is still pending (io_getevents() with a zero timeout returns 0).
 *
 * Not provoked: ENOSYS needs a kernel without AIO.
 */

#include <poll.h>
#include <stdlib.h>
#include "aio.h"

static int p[2] = {-1, -1};
static aio_context_t ctx;
static volatile sig_atomic_t usr1, usr2;
static void *bad;

static void handler(int sig)
{
	if (sig == SIGUSR1)
		usr1++;
	else
		usr2++;
}

static long pgetevents(aio_context_t c, long min, long nr, struct io_event *ev,
		       const struct aio_sigset *sig)
{
	return tst_syscall(__NR_io_pgetevents, c, min, nr, ev, NULL, sig);
}

/* A child that sends sig once this process sleeps, then writes to the pipe if asked. */
static void signal_child(int sig, int write_pipe)
{
	pid_t parent = getpid();

	if (SAFE_FORK())
		return;
	TST_PROCESS_STATE_WAIT(parent, 'S', 0);
	SAFE_KILL(parent, sig);
	if (write_pipe)
		SAFE_WRITE(SAFE_WRITE_ALL, p[1], "x", 1);
	exit(0);
}

static int blocked(int sig)
{
	sigset_t cur;

	SAFE_SIGPROCMASK(SIG_BLOCK, NULL, &cur);
	return sigismember(&cur, sig);
}

static void unblocked_by_mask(void)
{
	struct io_event ev;
	sigset_t empty;
	struct aio_sigset sig = {&empty, _NSIG / 8};

	sigemptyset(&empty);
	usr1 = 0;
	signal_child(SIGUSR1, 0);
	TST_EXP_FAIL(pgetevents(ctx, 1, 1, &ev, &sig), EINTR,
		     "io_pgetevents(empty mask) while SIGUSR1 arrives");
	tst_reap_children();
	TST_EXP_EQ_LI(usr1, 1);
	TST_EXP_EXPR(blocked(SIGUSR1), "SIGUSR1 is blocked again after the call");
}

static void blocked_by_mask(void)
{
	struct io_event ev = {0};
	sigset_t mask;
	struct aio_sigset sig = {&mask, _NSIG / 8};

	sigemptyset(&mask);
	sigaddset(&mask, SIGUSR2);
	usr2 = 0;
	signal_child(SIGUSR2, 1);
	TST_EXP_VAL(pgetevents(ctx, 1, 1, &ev, &sig), 1,
		    "io_pgetevents(mask blocks SIGUSR2) while SIGUSR2 arrives");
	tst_reap_children();
	if (ev.data == 0x99 && (ev.res & POLLIN))
		tst_res(TPASS, "the poll event: data 0x99, res 0x%llx", (long long)ev.res);
	else
		tst_res(TFAIL, "event data 0x%llx res 0x%llx, expected 0x99 with POLLIN",
			(unsigned long long)ev.data, (long long)ev.res);
	TST_EXP_EQ_LI(usr2, 1);
	TST_EXP_EXPR(!blocked(SIGUSR2), "SIGUSR2 is unblocked again after the call");
}

static void errors(void)
{
	struct io_event ev;
	sigset_t mask, before, after;
	struct aio_sigset sig = {&mask, _NSIG / 8}, bad_mask = {bad, _NSIG / 8};
	struct aio_sigset short_set = {&mask, 4};

	sigfillset(&mask);
	/* The kernel fills only its 8 bytes of glibc's 128-byte sigset_t. */
	memset(&before, 0, sizeof(before));
	memset(&after, 0, sizeof(after));
	SAFE_SIGPROCMASK(SIG_BLOCK, NULL, &before);
	TST_EXP_FAIL(pgetevents(ctx, 0, 1, &ev, bad), EFAULT,
		     "io_pgetevents(signal argument at a bad address)");
	TST_EXP_FAIL(pgetevents(ctx, 0, 1, &ev, &bad_mask), EFAULT,
		     "io_pgetevents(mask at a bad address)");
	TST_EXP_FAIL(pgetevents((aio_context_t)12345, 0, 1, &ev, &sig), EINVAL,
		     "io_pgetevents(unknown context)");
	TST_EXP_FAIL(pgetevents(ctx, 2, 1, &ev, &sig), EINVAL, "io_pgetevents(min 2 > nr 1)");
	TST_EXP_FAIL(pgetevents(ctx, 0, 1, &ev, &short_set), EINVAL,
		     "io_pgetevents(sigsetsize 4)");
	SAFE_SIGPROCMASK(SIG_BLOCK, NULL, &after);
	TST_EXP_EXPR(!memcmp(&before, &after, sizeof(before)),
		     "the signal mask is unchanged after the failures");
	TST_EXP_VAL(tst_syscall(__NR_io_getevents, ctx, (long)0, (long)1, &ev,
				&(struct timespec){0, 0}), 0,
		    "io_getevents(): the poll is still pending, no event was consumed");
}

static void run(void)
{
	struct iocb cb, *list[1] = {&cb};
	sigset_t usr1_set;
	char c;

	if (tst_syscall(__NR_io_setup, 4, &ctx))
		tst_brk(TBROK | TERRNO, "io_setup()");
	aio_prep(&cb, p[0], IOCB_CMD_POLL, NULL, 0, 0, 0x99);
	cb.aio_buf = POLLIN;
	if (tst_syscall(__NR_io_submit, ctx, (long)1, list) != 1)
		tst_brk(TBROK | TERRNO, "io_submit(IOCB_CMD_POLL)");
	sigemptyset(&usr1_set);
	sigaddset(&usr1_set, SIGUSR1);
	SAFE_SIGPROCMASK(SIG_SETMASK, &usr1_set, NULL);

	unblocked_by_mask();
	errors();
	blocked_by_mask();

	SAFE_READ(1, p[0], &c, 1);
	SAFE_SIGPROCMASK(SIG_UNBLOCK, &usr1_set, NULL);
	tst_syscall(__NR_io_destroy, ctx);
	ctx = 0;
}

static void setup(void)
{
	struct sigaction sa = {.sa_handler = handler};

	SAFE_SIGACTION(SIGUSR1, &sa, NULL);
	SAFE_SIGACTION(SIGUSR2, &sa, NULL);
	bad = tst_get_bad_addr(NULL);
	SAFE_PIPE(p);
}

static void cleanup(void)
{
	if (ctx)
		tst_syscall(__NR_io_destroy, ctx);
	if (p[0] > 0) {
		SAFE_CLOSE(p[0]);
		SAFE_CLOSE(p[1]);
	}
}

static struct tst_test test = {
	.test_all = run,
	.setup = setup,
	.cleanup = cleanup,
	.forks_child = 1,
};
