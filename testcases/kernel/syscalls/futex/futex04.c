// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * futex(2) errors, in the order of man 2 futex (raw system call):
 * - EAGAIN: FUTEX_WAIT and FUTEX_WAIT_BITSET with *uaddr != val; FUTEX_CMP_REQUEUE with
 *   *uaddr != val3;
 * - EDEADLK: FUTEX_LOCK_PI of a lock the caller owns;
 * - EFAULT: FUTEX_WAIT with uaddr outside the address space; with timeout outside it;
 * - EINTR: FUTEX_WAIT cut by a SIGALRM handler (ITIMER_REAL 100 ms);
 * - EINVAL: FUTEX_WAIT with tv_nsec 1000000000; FUTEX_WAKE on a misaligned uaddr;
 *   FUTEX_WAIT_BITSET and FUTEX_WAKE_BITSET with bitset 0; FUTEX_CMP_REQUEUE_PI with
 *   uaddr == uaddr2; FUTEX_CMP_REQUEUE_PI with val 2;
 * - ENOSYS: operation 99; FUTEX_CLOCK_REALTIME with FUTEX_WAKE;
 * - EPERM: FUTEX_UNLOCK_PI of a lock another thread owns;
 * - ESRCH: FUTEX_LOCK_PI of a word naming the TID of a reaped child;
 * - ETIMEDOUT: FUTEX_WAIT with a 10 ms timeout.
 * A failed call leaves the word as it was (FUTEX_WAITERS aside: FUTEX_LOCK_PI sets it
 * before it finds that the owner is gone).
 *
 * Not provoked: EACCES (Linux reports EFAULT for an unreadable futex word); EAGAIN for a
 * PI owner about to exit and the EINVAL/EPERM/ESRCH entries for inconsistent PI state
 * need races with exiting threads; EINVAL for FUTEX_FD and ENFILE concern FUTEX_FD,
 * removed in Linux 2.6.26; ENOMEM needs kernel memory exhaustion; ENOSYS for PI
 * operations needs a kernel without them.
 */

#include <signal.h>
#include <sys/time.h>
#include "tst_test.h"
#include "futex_util.h"

static futex_t *words;
static void *bad_addr;
static pid_t dead;
static struct timespec to_10ms = {0, 10000000}, to_bad = {0, 1000000000};

enum { W0, W1, MINE, OTHER, DEAD };

static struct tcase {
	int word;
	int bad_uaddr;
	int misalign;
	int op;
	uint32_t val;
	const struct timespec *timeout;
	int bad_timeout;
	int uaddr2;
	uint32_t val3;
	int cut;
	int exp_errno;
	const char *desc;
} tcases[] = {
	{W0, 0, 0, FUTEX_WAIT_PRIVATE, 1, NULL, 0, -1, 0, 0, EAGAIN, "WAIT, *uaddr 0 != val 1"},
	{W0, 0, 0, FUTEX_WAIT_BITSET_PRIVATE, 1, NULL, 0, -1, ~0U, 0, EAGAIN,
	 "WAIT_BITSET, *uaddr 0 != val 1"},
	{W0, 0, 0, FUTEX_CMP_REQUEUE_PRIVATE, 1, NULL, 0, W1, 5, 0, EAGAIN,
	 "CMP_REQUEUE, *uaddr 0 != val3 5"},
	{MINE, 0, 0, FUTEX_LOCK_PI_PRIVATE, 0, NULL, 0, -1, 0, 0, EDEADLK,
	 "LOCK_PI of a lock the caller owns"},
	{W0, 1, 0, FUTEX_WAIT_PRIVATE, 0, NULL, 0, -1, 0, 0, EFAULT, "WAIT, uaddr outside"},
	{W0, 0, 0, FUTEX_WAIT_PRIVATE, 0, NULL, 1, -1, 0, 0, EFAULT, "WAIT, timeout outside"},
	{W0, 0, 0, FUTEX_WAIT_PRIVATE, 0, NULL, 0, -1, 0, 1, EINTR, "WAIT cut by SIGALRM"},
	{W0, 0, 0, FUTEX_WAIT_PRIVATE, 0, &to_bad, 0, -1, 0, 0, EINVAL,
	 "WAIT, tv_nsec 1000000000"},
	{W0, 0, 1, FUTEX_WAKE_PRIVATE, 1, NULL, 0, -1, 0, 0, EINVAL, "WAKE, misaligned uaddr"},
	{W0, 0, 0, FUTEX_WAIT_BITSET_PRIVATE, 0, NULL, 0, -1, 0, 0, EINVAL,
	 "WAIT_BITSET, bitset 0"},
	{W0, 0, 0, FUTEX_WAKE_BITSET_PRIVATE, 1, NULL, 0, -1, 0, 0, EINVAL,
	 "WAKE_BITSET, bitset 0"},
	{W0, 0, 0, FUTEX_CMP_REQUEUE_PI_PRIVATE, 1, NULL, 0, W0, 0, 0, EINVAL,
	 "CMP_REQUEUE_PI, uaddr == uaddr2"},
	{W0, 0, 0, FUTEX_CMP_REQUEUE_PI_PRIVATE, 2, NULL, 0, W1, 0, 0, EINVAL,
	 "CMP_REQUEUE_PI, val 2"},
	{W0, 0, 0, 99, 0, NULL, 0, -1, 0, 0, ENOSYS, "operation 99"},
	{W0, 0, 0, FUTEX_WAKE | FUTEX_CLOCK_REALTIME, 1, NULL, 0, -1, 0, 0, ENOSYS,
	 "WAKE | FUTEX_CLOCK_REALTIME"},
	{OTHER, 0, 0, FUTEX_UNLOCK_PI_PRIVATE, 0, NULL, 0, -1, 0, 0, EPERM,
	 "UNLOCK_PI of a lock another thread owns"},
	{DEAD, 0, 0, FUTEX_LOCK_PI_PRIVATE, 0, NULL, 0, -1, 0, 0, ESRCH,
	 "LOCK_PI, owner TID of a reaped child"},
	{W0, 0, 0, FUTEX_WAIT_PRIVATE, 0, &to_10ms, 0, -1, 0, 0, ETIMEDOUT, "WAIT, 10 ms timeout"},
};

static void handler(int sig)
{
	(void)sig;
}

static void run(unsigned int n)
{
	struct tcase *tc = &tcases[n];
	struct itimerval it = {.it_value = {0, 100000}};
	futex_t *uaddr = &words[tc->word];
	uint32_t before;

	words[W0] = 0;
	words[W1] = 0;
	words[MINE] = gettid();
	words[OTHER] = getpid() + 1 == gettid() ? getpid() : getppid();
	words[DEAD] = dead;
	before = *uaddr;
	if (tc->cut && setitimer(ITIMER_REAL, &it, NULL))
		tst_brk(TBROK | TERRNO, "setitimer()");
	if (tc->misalign)
		uaddr = (futex_t *)((char *)uaddr + 1);
	TST_EXP_FAIL(futex_raw(tc->bad_uaddr ? bad_addr : uaddr, tc->op, tc->val,
			       tc->bad_timeout ? bad_addr : tc->timeout,
			       tc->uaddr2 < 0 ? NULL : &words[tc->uaddr2], tc->val3),
		     tc->exp_errno, "futex(%s)", tc->desc);
	/* LOCK_PI may leave FUTEX_WAITERS set before it finds the owner gone (ESRCH). */
	if (!tc->misalign && (words[tc->word] & ~FUTEX_WAITERS) != before)
		tst_res(TFAIL, "the word changed from %#x to %#x", before, words[tc->word]);
}

static void setup(void)
{
	struct sigaction sa = {.sa_handler = handler};

	SAFE_SIGACTION(SIGALRM, &sa, NULL);
	bad_addr = tst_get_bad_addr(NULL);
	words = SAFE_MALLOC(8 * sizeof(*words));
	dead = tst_get_unused_pid();
}

static void cleanup(void)
{
	free((void *)words);
}

static struct tst_test test = {
	.setup = setup,
	.cleanup = cleanup,
	.test = run,
	.tcnt = ARRAY_SIZE(tcases),
};
