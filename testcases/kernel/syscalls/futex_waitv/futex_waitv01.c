// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * futex_waitv(2) (Linux 5.16; TCONF on ENOSYS from a probe): wait on several futexes at
 * once, woken by a wake on any of them, "returns the index of the woken futex":
 * - a thread waits on three private words; FUTEX_WAKE on the second returns 1 (one woken)
 *   and futex_waitv() returns 1; likewise the third gives 2;
 * - shared (no FUTEX2_PRIVATE) across fork: a child's futex_waitv() on a MAP_SHARED word
 *   is woken by the parent's FUTEX_WAKE and returns index 0;
 * - the timeout is absolute on the clock given: CLOCK_MONOTONIC and CLOCK_REALTIME
 *   targets 10 ms ahead end with ETIMEDOUT once the clock passed them, the median
 *   at most 100 ms late (tst_timing);
 * - a value differing from its word fails with EAGAIN without sleeping;
 * - a signal whose handler was installed without SA_RESTART cuts the wait with EINTR;
 *   with SA_RESTART the wait goes on after the handler, until a wake of the first word
 *   ends it with index 0.
 */

#include <sys/mman.h>
#include "tst_test.h"
#include "tst_timing.h"
#include "futex2.h"

#define PRIV (FUTEX2_SIZE_U32 | FUTEX2_PRIVATE)

static futex_t words[3], *shared;
static struct futex_waitv vec[3];

static struct tst_timing timing = {
	.expect_ns = 10 * TST_NS_PER_MS,
	.percentile = 50,
	.late_ns = 100 * TST_NS_PER_MS,
};

static long do_waitv(struct waiter2 *w)
{
	return sys_futex_waitv(w->vec, w->nr, 0, NULL, CLOCK_MONOTONIC);
}

/* Three private words holding 0, 1, 2, and the waiters that expect those values. */
static void three_words(void)
{
	int i;

	for (i = 0; i < 3; i++) {
		words[i] = i;
		vec[i] = waitv_entry(&words[i], i, PRIV);
	}
}

static void wake_one_of_three(int idx)
{
	struct waiter2 w = {.fn = do_waitv, .vec = vec, .nr = 3};

	three_words();
	if (!start_waiter2(&w))
		goto out;
	TEST(futex_raw(&words[idx], FUTEX_WAKE_PRIVATE, 1, NULL, NULL, 0));
	if (!finish_waiter2(&w))
		tst_brk(TBROK, "the futex_waitv() thread never returned");
	if (TST_RET != 1 || w.ret != idx)
		tst_res(TFAIL | TTERRNO, "FUTEX_WAKE of word %d returned %ld, futex_waitv() %ld "
			"(%s)", idx, TST_RET, w.ret, tst_strerrno(w.err));
	else
		tst_res(TPASS, "woken through word %d: futex_waitv() returned %d", idx, idx);
	return;
out:
	finish_waiter2(&w);
}

static void shared_fork(void)
{
	struct futex_waitv v;
	int status;
	pid_t pid;

	*shared = 0;
	pid = SAFE_FORK();
	if (!pid) {
		v = waitv_entry(shared, 0, FUTEX2_SIZE_U32);
		exit(sys_futex_waitv(&v, 1, 0, NULL, CLOCK_MONOTONIC) == 0 ? 0 : 1);
	}
	if (!wait_asleep_or_done(pid, NULL)) {
		SAFE_WAITPID(pid, &status, 0);
		tst_res(TFAIL, "the child's futex_waitv() did not sleep: %s",
			tst_strstatus(status));
		return;
	}
	TEST(futex_raw(shared, FUTEX_WAKE, 1, NULL, NULL, 0));
	if (TST_RET != 1)
		SAFE_KILL(pid, SIGKILL);
	SAFE_WAITPID(pid, &status, 0);
	if (TST_RET != 1 || !WIFEXITED(status) || WEXITSTATUS(status))
		tst_res(TFAIL, "shared: FUTEX_WAKE returned %ld, the child %s", TST_RET,
			tst_strstatus(status));
	else
		tst_res(TPASS, "shared: the child's futex_waitv() woken, returned index 0");
}

static void timeouts(clockid_t clk, const char *name)
{
	struct futex2_timespec to;
	long long target;
	int i;

	timing.name = name;
	tst_timing_reset(&timing);
	words[0] = 0;
	vec[0] = waitv_entry(&words[0], 0, PRIV);
	for (i = 0; i < 10; i++) {
		to = futex2_abs(clk, timing.expect_ns);
		target = to.tv_sec * TST_NS_PER_SEC + to.tv_nsec;
		TEST(sys_futex_waitv(vec, 1, 0, &to, clk));
		if (TST_RET != -1 || TST_ERR != ETIMEDOUT) {
			tst_res(TFAIL | TTERRNO, "%s returned %ld", name, TST_RET);
			return;
		}
		tst_timing_add(&timing, tst_timing_now(clk) - target + timing.expect_ns);
	}
	tst_timing_judge(&timing);
}

static void signalled(int restart)
{
	struct waiter2 w = {.fn = do_waitv, .vec = vec, .nr = 3};

	three_words();
	futex2_signal(&w, "futex_waitv()", restart, &words[0]);
}

static void run(void)
{
	wake_one_of_three(1);
	wake_one_of_three(2);
	shared_fork();
	timeouts(CLOCK_MONOTONIC, "futex_waitv, CLOCK_MONOTONIC now + 10 ms");
	timeouts(CLOCK_REALTIME, "futex_waitv, CLOCK_REALTIME now + 10 ms");
	words[0] = 1;
	vec[0] = waitv_entry(&words[0], 0, PRIV);
	TST_EXP_FAIL(sys_futex_waitv(vec, 1, 0, NULL, CLOCK_MONOTONIC), EAGAIN,
		     "futex_waitv() with a value differing from the word");
	signalled(0);
	signalled(1);
}

static void setup(void)
{
	struct futex2_timespec past = {0, 0};

	words[0] = 0;
	vec[0] = waitv_entry(&words[0], 0, PRIV);
	/* A wait that times out at once: 1970 on CLOCK_REALTIME. */
	if (sys_futex_waitv(vec, 1, 0, &past, CLOCK_REALTIME) < 0 && errno != ETIMEDOUT)
		futex2_probe(-1, "futex_waitv");
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
