// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * futex_requeue(2) errors (Linux 6.7; TCONF on ENOSYS from a probe), as the kernel
 * checks them (doc/errors/futex_requeue.txt):
 * - EINVAL: flags 1 (must be 0); a waiter without a size; a waiter with __reserved set;
 *   a misaligned word; nr_wake -1; nr_requeue -1; waiters NULL;
 * - EFAULT: waiters outside the address space; the source word outside it;
 * - EAGAIN: the source value differing from its word.
 * A waiter asleep on the source beside the rows stays there: a FUTEX_WAKE of the source
 * wakes it afterwards.
 */

#include "tst_test.h"
#include "../futex_waitv/futex2.h"

#define PRIV (FUTEX2_SIZE_U32 | FUTEX2_PRIVATE)

static futex_t src, dst;
static struct futex_waitv *pair;
static void *bad_addr;

enum { VEC_OK, BAD_VEC, NULL_VEC, BAD_SRC };

static struct tcase {
	int bad;
	unsigned int flags;
	unsigned int wflags;
	int reserved;
	int misalign;
	uint32_t val;
	int nr_wake;
	int nr_requeue;
	int exp_errno;
	const char *desc;
} tcases[] = {
	{0, 1, PRIV, 0, 0, 0, 1, 1, EINVAL, "flags 1"},
	{0, 0, FUTEX2_PRIVATE, 0, 0, 0, 1, 1, EINVAL, "waiter without a size"},
	{0, 0, PRIV, 1, 0, 0, 1, 1, EINVAL, "waiter __reserved 1"},
	{0, 0, PRIV, 0, 1, 0, 1, 1, EINVAL, "misaligned word"},
	{0, 0, PRIV, 0, 0, 0, -1, 1, EINVAL, "nr_wake -1"},
	{0, 0, PRIV, 0, 0, 0, 1, -1, EINVAL, "nr_requeue -1"},
	{NULL_VEC, 0, PRIV, 0, 0, 0, 1, 1, EINVAL, "waiters NULL"},
	{BAD_VEC, 0, PRIV, 0, 0, 0, 1, 1, EFAULT, "waiters outside the address space"},
	{BAD_SRC, 0, PRIV, 0, 0, 0, 1, 1, EFAULT, "source word outside the address space"},
	{0, 0, PRIV, 0, 0, 7, 1, 1, EAGAIN, "source value 7, word 0"},
};

static void run(unsigned int n)
{
	struct tcase *tc = &tcases[n];
	struct waiter w = {.uaddr = &src, .op = FUTEX_WAIT_PRIVATE, .val = 0};
	int i;

	src = 0;
	dst = 0;
	for (i = 0; i < 2; i++) {
		pair[i] = waitv_entry(i ? &dst : &src, tc->val, tc->wflags);
		pair[i].__reserved = tc->reserved;
		if (tc->misalign)
			pair[i].uaddr++;
	}
	if (!start_waiter(&w))
		goto out;
	if (tc->bad == BAD_SRC)
		pair[0].uaddr = (uintptr_t)bad_addr;
	TST_EXP_FAIL(sys_futex_requeue(tc->bad == BAD_VEC ? bad_addr :
				       tc->bad == NULL_VEC ? NULL : pair, tc->flags,
				       tc->nr_wake, tc->nr_requeue), tc->exp_errno,
		     "futex_requeue(%s)", tc->desc);
	if (w.done || futex_raw(&src, FUTEX_WAKE_PRIVATE, 1, NULL, NULL, 0) != 1)
		tst_res(TFAIL, "the waiter left the source");
out:
	futex_raw(&dst, FUTEX_WAKE_PRIVATE, 1, NULL, NULL, 0);
	futex_raw(&src, FUTEX_WAKE_PRIVATE, 1, NULL, NULL, 0);
	if (!finish_waiter(&w))
		tst_brk(TBROK, "the waiter never returned");
}

static void setup(void)
{
	bad_addr = tst_get_bad_addr(NULL);
	pair = SAFE_MALLOC(2 * sizeof(*pair));
	pair[0] = waitv_entry(&src, 0, PRIV);
	pair[1] = waitv_entry(&dst, 0, PRIV);
	futex2_probe(sys_futex_requeue(pair, 0, 1, 1), "futex_requeue");
}

static void cleanup(void)
{
	free(pair);
}

static struct tst_test test = {
	.setup = setup,
	.cleanup = cleanup,
	.test = run,
	.tcnt = ARRAY_SIZE(tcases),
};
