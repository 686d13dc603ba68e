// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * futex(2) requeue, wake-op and bitset operations as man 2 futex describes them (raw
 * system call, private futexes, waiter threads confirmed asleep before each operation):
 * - FUTEX_REQUEUE(val 1, val2 2): "wakes up a maximum of val waiters ... If there are
 *   more than val waiters, then the remaining waiters are removed from the wait queue of
 *   the source futex at uaddr and added to the wait queue of the target futex at uaddr2":
 *   of 4 waiters 1 is woken, 2 move (a FUTEX_WAKE on uaddr2 then returns 2) and 1 stays
 *   on uaddr (a FUTEX_WAKE on uaddr returns 1); the call returns 3: Linux counts the
 *   requeued waiters too, as for FUTEX_CMP_REQUEUE (the man page says "woken up" only);
 * - FUTEX_CMP_REQUEUE: the same when *uaddr == val3 ("returns the total number of waiters
 *   that were woken up or requeued": 3 of 4), and EAGAIN without waking anyone when not;
 * - FUTEX_WAKE_OP: "*(int *) uaddr2 = oldval OP oparg; futex_wake(uaddr, val); if (oldval
 *   CMP cmparg) futex_wake(uaddr2, val2)": FUTEX_OP_ADD 5 on a word holding 1 becomes 6,
 *   the comparison (1 == 1) true wakes the waiter on uaddr2 too (returns 2); with the
 *   comparison false only the uaddr waiter is woken (returns 1) and the uaddr2 waiter
 *   sleeps on;
 * - FUTEX_WAKE_BITSET: waiters with bitsets 0x1 and 0x2; a wake with mask 0x2 wakes only
 *   the second (returns 1, the first still asleep).
 */

#include "tst_test.h"
#include "futex_util.h"

static futex_t f1, f2;

static int start_all(struct waiter *w, int n)
{
	int i, ok = 1;

	for (i = 0; i < n; i++)
		ok &= start_waiter(&w[i]);
	return ok;
}

static void finish_all(struct waiter *w, int n)
{
	int i;

	for (i = 0; i < 10 && n; i++) {
		futex_raw(&f1, FUTEX_WAKE_PRIVATE, 100, NULL, NULL, 0);
		futex_raw(&f2, FUTEX_WAKE_PRIVATE, 100, NULL, NULL, 0);
		futex_raw(&f1, FUTEX_WAKE_BITSET_PRIVATE, 100, NULL, NULL, FUTEX_BITSET_MATCH_ANY);
		usleep(1000);
	}
	for (i = 0; i < n; i++) {
		if (!finish_waiter(&w[i]))
			tst_brk(TBROK, "waiter %d never returned", i);
	}
}

static void expect(long ret, long exp, const char *what, int *ok)
{
	if (ret != exp) {
		tst_res(TFAIL | TTERRNO, "%s returned %ld, expected %ld", what, ret, exp);
		*ok = 0;
	}
}

static void requeue(int cmp)
{
	struct waiter w[4];
	const char *name = cmp ? "FUTEX_CMP_REQUEUE" : "FUTEX_REQUEUE";
	int i, ok = 1;

	f1 = 7;
	f2 = 0;
	for (i = 0; i < 4; i++)
		w[i] = (struct waiter){.uaddr = &f1, .op = FUTEX_WAIT_PRIVATE, .val = 7};
	if (!start_all(w, 4))
		goto out;
	if (cmp) {
		TEST(futex_raw(&f1, FUTEX_CMP_REQUEUE_PRIVATE, 1, (void *)2L, &f2, 8));
		if (TST_RET != -1 || TST_ERR != EAGAIN) {
			tst_res(TFAIL | TTERRNO, "FUTEX_CMP_REQUEUE with val3 8 != 7 returned %ld",
				TST_RET);
			goto out;
		}
		TEST(futex_raw(&f1, FUTEX_CMP_REQUEUE_PRIVATE, 1, (void *)2L, &f2, 7));
		expect(TST_RET, 3, name, &ok);
	} else {
		TEST(futex_raw(&f1, FUTEX_REQUEUE_PRIVATE, 1, (void *)2L, &f2, 0));
		expect(TST_RET, 3, name, &ok);
	}
	if (!ok)
		goto out;
	expect(futex_raw(&f2, FUTEX_WAKE_PRIVATE, 10, NULL, NULL, 0), 2,
	       "FUTEX_WAKE of the target futex", &ok);
	expect(futex_raw(&f1, FUTEX_WAKE_PRIVATE, 10, NULL, NULL, 0), 1,
	       "FUTEX_WAKE of the source futex", &ok);
	if (ok)
		tst_res(TPASS, "%s: 1 woken, 2 moved to uaddr2, 1 left on uaddr%s", name,
			cmp ? "; EAGAIN on a value mismatch" : "");
out:
	finish_all(w, 4);
}

static void wake_op(int cmp_true)
{
	struct waiter w[2];
	int ok = 1;
	uint32_t op = FUTEX_OP(FUTEX_OP_ADD, 5, FUTEX_OP_CMP_EQ, cmp_true ? 1 : 2);

	f1 = 0;
	f2 = 1;
	w[0] = (struct waiter){.uaddr = &f1, .op = FUTEX_WAIT_PRIVATE, .val = 0};
	w[1] = (struct waiter){.uaddr = &f2, .op = FUTEX_WAIT_PRIVATE, .val = 1};
	if (!start_all(w, 2))
		goto out;
	/* The waiter on f2 sleeps on value 1; after the op it holds 6, a later wake works. */
	TEST(futex_raw(&f1, FUTEX_WAKE_OP_PRIVATE, 1, (void *)1L, &f2, op));
	expect(TST_RET, cmp_true ? 2 : 1, "FUTEX_WAKE_OP", &ok);
	if (f2 != 6) {
		tst_res(TFAIL, "FUTEX_WAKE_OP: uaddr2 holds %u, expected 1 + 5", f2);
		ok = 0;
	}
	if (!cmp_true && ok && (w[1].done || !wait_asleep_or_done(w[1].tid, &w[1].done))) {
		tst_res(TFAIL, "FUTEX_WAKE_OP: comparison false, yet the uaddr2 waiter returned");
		ok = 0;
	}
	if (ok)
		tst_res(TPASS, "FUTEX_WAKE_OP ADD 5, oldval == %d %s: woke %ld, uaddr2 = 6",
			cmp_true ? 1 : 2, cmp_true ? "true" : "false", TST_RET);
out:
	finish_all(w, 2);
}

static void bitset(void)
{
	struct waiter w[2];
	int ok = 1;

	f1 = 0;
	w[0] = (struct waiter){.uaddr = &f1, .op = FUTEX_WAIT_BITSET_PRIVATE, .val3 = 0x1};
	w[1] = (struct waiter){.uaddr = &f1, .op = FUTEX_WAIT_BITSET_PRIVATE, .val3 = 0x2};
	if (!start_all(w, 2))
		goto out;
	TEST(futex_raw(&f1, FUTEX_WAKE_BITSET_PRIVATE, 10, NULL, NULL, 0x2));
	expect(TST_RET, 1, "FUTEX_WAKE_BITSET(0x2)", &ok);
	if (ok && (w[0].done || !wait_asleep_or_done(w[0].tid, &w[0].done))) {
		tst_res(TFAIL, "FUTEX_WAKE_BITSET(0x2) woke the waiter with bitset 0x1");
		ok = 0;
	}
	if (ok)
		tst_res(TPASS, "FUTEX_WAKE_BITSET(0x2) woke only the 0x2 waiter");
out:
	finish_all(w, 2);
}

static void run(void)
{
	requeue(0);
	requeue(1);
	wake_op(1);
	wake_op(0);
	bitset();
}

static struct tst_test test = {
	.test_all = run,
};
