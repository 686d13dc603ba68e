// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * futex_wait(2) (Linux 6.7; TCONF on ENOSYS from a probe): sleep while the word holds
 * val, until woken by a wake whose mask shares a bit with this wait's mask, or until the
 * absolute timeout on the clock given:
 * - a thread's futex_wait(val 0, mask 0x4) sleeps; FUTEX_WAKE_BITSET with mask 0x4 wakes
 *   it (returns 1) and it returns 0; a wake with mask 0x1 would not (returns 0);
 * - shared (no FUTEX2_PRIVATE): a forked child's futex_wait() on a MAP_SHARED word is
 *   woken by the parent's FUTEX_WAKE;
 * - absolute timeouts 10 ms ahead on CLOCK_MONOTONIC and CLOCK_REALTIME end with
 *   ETIMEDOUT once the clock passed them, the median at most 100 ms late
 *   (tst_timing);
 * - "val differs from the word": EAGAIN at once;
 * - a signal whose handler was installed without SA_RESTART cuts the wait with EINTR;
 *   with SA_RESTART the wait goes on after the handler, until a wake ends it with 0.
 */

#include <sys/mman.h>
#include "tst_test.h"
#include "tst_timing.h"
#include "../futex_waitv/futex2.h"

#define PRIV (FUTEX2_SIZE_U32 | FUTEX2_PRIVATE)

static futex_t word, *shared;

static struct tst_timing timing = {
	.expect_ns = 10 * TST_NS_PER_MS,
	.percentile = 50,
	.late_ns = 100 * TST_NS_PER_MS,
};

static long do_wait(struct waiter2 *w)
{
	return sys_futex_wait(w->uaddr, w->val, w->mask, PRIV, NULL, CLOCK_MONOTONIC);
}

static void masked(void)
{
	struct waiter2 w = {.fn = do_wait, .uaddr = &word, .val = 0, .mask = 0x4};
	long r1 = -2, r2 = -2;

	word = 0;
	if (!start_waiter2(&w))
		goto out;
	r1 = futex_raw(&word, FUTEX_WAKE_BITSET_PRIVATE, 1, NULL, NULL, 0x1);
	if (r1 == 0 && !w.done && wait_asleep_or_done(w.tid, &w.done))
		r2 = futex_raw(&word, FUTEX_WAKE_BITSET_PRIVATE, 1, NULL, NULL, 0x4);
out:
	futex_raw(&word, FUTEX_WAKE_PRIVATE, 1, NULL, NULL, 0);
	if (!finish_waiter2(&w))
		tst_brk(TBROK, "the futex_wait() thread never returned");
	if (r1 != 0 || r2 != 1 || w.ret != 0)
		tst_res(TFAIL, "wake mask 0x1: %ld, mask 0x4: %ld, futex_wait() %ld (%s)", r1, r2,
			w.ret, tst_strerrno(w.err));
	else
		tst_res(TPASS, "futex_wait(mask 0x4) slept through a 0x1 wake, woken by 0x4");
}

static void shared_fork(void)
{
	int status;
	pid_t pid;

	*shared = 0;
	pid = SAFE_FORK();
	if (!pid)
		exit(sys_futex_wait(shared, 0, 0xffffffff, FUTEX2_SIZE_U32, NULL,
				    CLOCK_MONOTONIC) == 0 ? 0 : 1);
	if (!wait_asleep_or_done(pid, NULL)) {
		SAFE_WAITPID(pid, &status, 0);
		tst_res(TFAIL, "the child's futex_wait() did not sleep: %s", tst_strstatus(status));
		return;
	}
	TEST(futex_raw(shared, FUTEX_WAKE, 1, NULL, NULL, 0));
	if (TST_RET != 1)
		SAFE_KILL(pid, SIGKILL);
	SAFE_WAITPID(pid, &status, 0);
	if (TST_RET != 1 || status)
		tst_res(TFAIL, "shared: FUTEX_WAKE returned %ld, the child %s", TST_RET,
			tst_strstatus(status));
	else
		tst_res(TPASS, "shared: the child's futex_wait() woken by FUTEX_WAKE");
}

static void timeouts(clockid_t clk, const char *name)
{
	struct futex2_timespec to;
	long long target;
	int i;

	timing.name = name;
	tst_timing_reset(&timing);
	word = 0;
	for (i = 0; i < 10; i++) {
		to = futex2_abs(clk, timing.expect_ns);
		target = to.tv_sec * TST_NS_PER_SEC + to.tv_nsec;
		TEST(sys_futex_wait(&word, 0, 0xffffffff, PRIV, &to, clk));
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
	struct waiter2 w = {.fn = do_wait, .uaddr = &word, .val = 0, .mask = 0xffffffff};

	word = 0;
	futex2_signal(&w, "futex_wait()", restart, &word);
}

static void run(void)
{
	masked();
	shared_fork();
	timeouts(CLOCK_MONOTONIC, "futex_wait, CLOCK_MONOTONIC now + 10 ms");
	timeouts(CLOCK_REALTIME, "futex_wait, CLOCK_REALTIME now + 10 ms");
	word = 1;
	TST_EXP_FAIL(sys_futex_wait(&word, 0, 0xffffffff, PRIV, NULL, CLOCK_MONOTONIC), EAGAIN,
		     "futex_wait(val 0, word 1)");
	signalled(0);
	signalled(1);
}

static void setup(void)
{
	word = 1;
	if (sys_futex_wait(&word, 0, 0xffffffff, PRIV, NULL, CLOCK_MONOTONIC) < 0 &&
	    errno != EAGAIN)
		futex2_probe(-1, "futex_wait");
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
