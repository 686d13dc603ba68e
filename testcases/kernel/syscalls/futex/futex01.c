// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * futex(2) FUTEX_WAIT and FUTEX_WAKE as man 2 futex describes them (raw system call), on a
 * private futex (FUTEX_PRIVATE_FLAG, threads) and a shared one (a MAP_SHARED page, a
 * forked child):
 * - FUTEX_WAIT "tests that the value at the futex word pointed to by the address uaddr
 *   still contains the expected value val, and if so, then sleeps": three waiters asleep
 *   (state S); FUTEX_WAKE with val 2 "returns the number of waiters that were woken up":
 *   2, and two waiters returned 0 while the third still sleeps; a second wake returns 1;
 *   a wake with nobody waiting returns 0;
 * - a shared futex: the child's FUTEX_WAIT on the shared page is woken by the parent's
 *   FUTEX_WAKE (returns 1);
 * - "If the timeout is not NULL ... the duration is measured according to the
 *   CLOCK_MONOTONIC clock": 10 ms waits time out with ETIMEDOUT, none early, the median
 *   at most 100 ms late (tst_timing);
 * - FUTEX_WAIT_BITSET with FUTEX_CLOCK_REALTIME: an absolute CLOCK_REALTIME timeout 10 ms
 *   ahead ends with ETIMEDOUT once the clock has passed it.
 */

#include <sys/mman.h>
#include <sys/wait.h>
#include "tst_test.h"
#include "tst_timing.h"
#include "futex_util.h"

static futex_t *shared;
static futex_t word;

static struct tst_timing timing = {
	.expect_ns = 10 * TST_NS_PER_MS,
	.percentile = 50,
	.late_ns = 100 * TST_NS_PER_MS,
};

static int count_done(struct waiter *w, int n)
{
	int i, done = 0;

	for (i = 0; i < n; i++)
		done += w[i].done;
	return done;
}

static void private_wake(void)
{
	struct waiter w[3];
	int i, started = 0, ok = 1;
	long long end;

	word = 0;
	for (i = 0; i < 3; i++) {
		w[i] = (struct waiter){.uaddr = &word, .op = FUTEX_WAIT_PRIVATE, .val = 0};
		started += start_waiter(&w[i]);
	}
	if (started < 3) {
		ok = 0;
		goto out;
	}
	TEST(futex_raw(&word, FUTEX_WAKE_PRIVATE, 2, NULL, NULL, 0));
	if (TST_RET != 2) {
		tst_res(TFAIL | TTERRNO, "FUTEX_WAKE(2) of 3 waiters returned %ld", TST_RET);
		ok = 0;
		goto out;
	}
	/* The woken two return; the third must stay asleep. */
	end = tst_timing_now(CLOCK_MONOTONIC) + 10 * TST_NS_PER_SEC;
	while (count_done(w, 3) < 2 && tst_timing_now(CLOCK_MONOTONIC) < end)
		usleep(100);
	for (i = 0; i < 3; i++) {
		if (!w[i].done)
			wait_asleep_or_done(w[i].tid, &w[i].done);
	}
	if (count_done(w, 3) != 2) {
		tst_res(TFAIL, "%d waiters returned after FUTEX_WAKE(2)", count_done(w, 3));
		ok = 0;
	}
	TEST(futex_raw(&word, FUTEX_WAKE_PRIVATE, 5, NULL, NULL, 0));
	if (TST_RET != 1) {
		tst_res(TFAIL | TTERRNO, "FUTEX_WAKE(5) with one waiter left returned %ld",
			TST_RET);
		ok = 0;
	}
out:
	/* Wake whatever is left so that no thread outlives the check. */
	for (i = 0; i < 3; i++) {
		if (!w[i].done)
			futex_raw(&word, FUTEX_WAKE_PRIVATE, 3, NULL, NULL, 0);
		if (!finish_waiter(&w[i]))
			tst_brk(TBROK, "waiter %d never returned", i);
		if (w[i].ret != 0 && started == 3) {
			tst_res(TFAIL, "waiter %d: FUTEX_WAIT returned %ld (%s)", i, w[i].ret,
				tst_strerrno(w[i].err));
			ok = 0;
		}
	}
	if (ok)
		tst_res(TPASS, "FUTEX_WAKE(2) woke 2 of 3 waiters and returned 2, then 1");
	TST_EXP_VAL(futex_raw(&word, FUTEX_WAKE_PRIVATE, 1, NULL, NULL, 0), 0,
		    "FUTEX_WAKE with nobody waiting");
}

static void shared_wake(void)
{
	pid_t pid;
	int status;

	*shared = 0;
	pid = SAFE_FORK();
	if (!pid) {
		TEST(futex_raw(shared, FUTEX_WAIT, 0, NULL, NULL, 0));
		exit(TST_RET == 0 ? 0 : 1);
	}
	if (!wait_asleep_or_done(pid, NULL)) {
		SAFE_WAITPID(pid, &status, 0);
		tst_res(TFAIL, "shared FUTEX_WAIT in the child did not sleep: %s",
			tst_strstatus(status));
		return;
	}
	TEST(futex_raw(shared, FUTEX_WAKE, 1, NULL, NULL, 0));
	if (TST_RET != 1) {
		tst_res(TFAIL | TTERRNO, "shared FUTEX_WAKE returned %ld, expected 1", TST_RET);
		SAFE_KILL(pid, SIGKILL);
	}
	SAFE_WAITPID(pid, &status, 0);
	if (TST_RET == 1 && WIFEXITED(status) && !WEXITSTATUS(status))
		tst_res(TPASS, "shared futex: the child's FUTEX_WAIT woken by the parent");
	else if (TST_RET == 1)
		tst_res(TFAIL, "shared futex: the child's wait %s", tst_strstatus(status));
}

static void timeouts(void)
{
	struct timespec to = {0, 10 * TST_NS_PER_MS};
	long long start, target;
	int i;

	timing.name = "FUTEX_WAIT, 10 ms timeout";
	tst_timing_reset(&timing);
	word = 0;
	for (i = 0; i < 10; i++) {
		start = tst_timing_now(CLOCK_MONOTONIC);
		TEST(futex_raw(&word, FUTEX_WAIT_PRIVATE, 0, &to, NULL, 0));
		if (TST_RET != -1 || TST_ERR != ETIMEDOUT) {
			tst_res(TFAIL | TTERRNO, "FUTEX_WAIT 10 ms returned %ld", TST_RET);
			return;
		}
		tst_timing_add(&timing, tst_timing_now(CLOCK_MONOTONIC) - start);
	}
	tst_timing_judge(&timing);

	timing.name = "FUTEX_WAIT_BITSET|FUTEX_CLOCK_REALTIME, absolute now + 10 ms";
	tst_timing_reset(&timing);
	for (i = 0; i < 10; i++) {
		target = tst_timing_now(CLOCK_REALTIME) + 10 * TST_NS_PER_MS;
		to.tv_sec = target / TST_NS_PER_SEC;
		to.tv_nsec = target % TST_NS_PER_SEC;
		TEST(futex_raw(&word, FUTEX_WAIT_BITSET_PRIVATE | FUTEX_CLOCK_REALTIME, 0, &to,
			       NULL, FUTEX_BITSET_MATCH_ANY));
		if (TST_RET != -1 || TST_ERR != ETIMEDOUT) {
			tst_res(TFAIL | TTERRNO, "FUTEX_WAIT_BITSET absolute returned %ld",
				TST_RET);
			return;
		}
		tst_timing_add(&timing, tst_timing_now(CLOCK_REALTIME) - target +
			       10 * TST_NS_PER_MS);
	}
	tst_timing_judge(&timing);
}

static void run(void)
{
	private_wake();
	shared_wake();
	timeouts();
}

static void setup(void)
{
	shared = SAFE_MMAP(NULL, getpagesize(), PROT_READ | PROT_WRITE,
			   MAP_SHARED | MAP_ANONYMOUS, -1, 0);
}

static void cleanup(void)
{
	if (shared)
		SAFE_MUNMAP((void *)shared, getpagesize());
}

static struct tst_test test = {
	.setup = setup,
	.cleanup = cleanup,
	.test_all = run,
	.forks_child = 1,
};
