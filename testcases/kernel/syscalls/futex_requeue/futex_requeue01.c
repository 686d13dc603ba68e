// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * futex_requeue(2) (Linux 6.7; TCONF on ENOSYS from a probe): waiters[0] is the source
 * (its val compared with the word), waiters[1] the target; wake nr_wake waiters of the
 * source, move up to nr_requeue of the rest to the target; the return counts both:
 * - of 4 waiters on the source, nr_wake 1 and nr_requeue 2 return 3; FUTEX_WAKE of the
 *   target then wakes 2, of the source 1;
 * - a source value differing from the word: EAGAIN, nobody woken or moved (the source
 *   still wakes 1 waiter).
 */

#include "tst_test.h"
#include "../futex_waitv/futex2.h"

#define PRIV (FUTEX2_SIZE_U32 | FUTEX2_PRIVATE)

static futex_t src, dst;
static struct futex_waitv pair[2];

static void finish(struct waiter *w, int n)
{
	int i;

	futex_raw(&src, FUTEX_WAKE_PRIVATE, 100, NULL, NULL, 0);
	futex_raw(&dst, FUTEX_WAKE_PRIVATE, 100, NULL, NULL, 0);
	for (i = 0; i < n; i++) {
		if (!finish_waiter(&w[i]))
			tst_brk(TBROK, "waiter %d never returned", i);
	}
}

static int start(struct waiter *w, int n)
{
	int i, ok = 1;

	src = 0;
	dst = 0;
	for (i = 0; i < n; i++) {
		w[i] = (struct waiter){.uaddr = &src, .op = FUTEX_WAIT_PRIVATE, .val = 0};
		ok &= start_waiter(&w[i]);
	}
	pair[0] = waitv_entry(&src, 0, PRIV);
	pair[1] = waitv_entry(&dst, 0, PRIV);
	return ok;
}

static void run(void)
{
	struct waiter w[4];
	long r_dst, r_src;

	if (!start(w, 4))
		goto out1;
	TEST(sys_futex_requeue(pair, 0, 1, 2));
	if (TST_RET != 3) {
		tst_res(TFAIL | TTERRNO, "futex_requeue(nr_wake 1, nr_requeue 2) of 4 returned %ld",
			TST_RET);
		goto out1;
	}
	r_dst = futex_raw(&dst, FUTEX_WAKE_PRIVATE, 10, NULL, NULL, 0);
	r_src = futex_raw(&src, FUTEX_WAKE_PRIVATE, 10, NULL, NULL, 0);
	if (r_dst != 2 || r_src != 1)
		tst_res(TFAIL, "after the requeue the target woke %ld (expected 2), the source %ld "
			"(expected 1)", r_dst, r_src);
	else
		tst_res(TPASS, "futex_requeue() returned 3: 1 woken, 2 moved, 1 left");
out1:
	finish(w, 4);

	if (!start(w, 1))
		goto out2;
	pair[0].val = 5;
	TST_EXP_FAIL(sys_futex_requeue(pair, 0, 1, 1), EAGAIN,
		     "futex_requeue() with the source value 5, word 0");
	r_dst = futex_raw(&dst, FUTEX_WAKE_PRIVATE, 10, NULL, NULL, 0);
	r_src = futex_raw(&src, FUTEX_WAKE_PRIVATE, 10, NULL, NULL, 0);
	if (r_dst != 0 || r_src != 1)
		tst_res(TFAIL, "after EAGAIN the target woke %ld, the source %ld", r_dst, r_src);
out2:
	finish(w, 1);
}

static void setup(void)
{
	src = 0;
	dst = 0;
	pair[0] = waitv_entry(&src, 0, PRIV);
	pair[1] = waitv_entry(&dst, 0, PRIV);
	futex2_probe(sys_futex_requeue(pair, 0, 1, 1), "futex_requeue");
}

static struct tst_test test = {
	.setup = setup,
	.test_all = run,
};
