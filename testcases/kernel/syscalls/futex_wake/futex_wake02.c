// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * futex_wake(2) errors (Linux 6.7; TCONF on ENOSYS from a probe), as the kernel checks
 * them (doc/errors/futex_wake.txt):
 * - EINVAL: flags without a size; an unknown flag (0x1000); FUTEX2_SIZE_U64 (not
 *   supported); mask 0; a mask with bits beyond the 32-bit word; a misaligned word;
 * - EFAULT: a shared wake of a word outside the address space.
 * A waiter asleep on the word beside the rows is not woken by them.
 */

#include <limits.h>
#include "tst_test.h"
#include "../futex_waitv/futex2.h"

#define PRIV (FUTEX2_SIZE_U32 | FUTEX2_PRIVATE)

static futex_t words[2];
static void *bad_addr;

static struct tcase {
	int bad;
	int misalign;
	unsigned long mask;
	unsigned int flags;
	int exp_errno;
	const char *desc;
} tcases[] = {
	{0, 0, 0xffffffffUL, FUTEX2_PRIVATE, EINVAL, "flags without a size"},
	{0, 0, 0xffffffffUL, PRIV | 0x1000, EINVAL, "flag 0x1000"},
	{0, 0, 0xffffffffUL, 0x03 | FUTEX2_PRIVATE, EINVAL, "FUTEX2_SIZE_U64"},
	{0, 0, 0, PRIV, EINVAL, "mask 0"},
#if ULONG_MAX > 0xffffffffUL	/* a 32-bit ABI cannot pass a wider mask */
	{0, 0, 0x100000000UL, PRIV, EINVAL, "mask wider than the 32-bit word"},
#endif
	{0, 1, 0xffffffffUL, PRIV, EINVAL, "misaligned word"},
	{1, 0, 0xffffffffUL, FUTEX2_SIZE_U32, EFAULT, "shared, word outside the address space"},
};

static void run(unsigned int n)
{
	struct tcase *tc = &tcases[n];
	struct waiter w = {.uaddr = &words[0], .op = FUTEX_WAIT_PRIVATE};
	void *uaddr = tc->bad ? bad_addr : tc->misalign ? (char *)&words[0] + 1 : (void *)words;

	words[0] = 0;
	if (!start_waiter(&w))
		goto out;
	TST_EXP_FAIL(sys_futex_wake(uaddr, tc->mask, 10, tc->flags), tc->exp_errno,
		     "futex_wake(%s)", tc->desc);
	if (w.done || !wait_asleep_or_done(w.tid, &w.done))
		tst_res(TFAIL, "the failed call woke the waiter");
out:
	futex_raw(&words[0], FUTEX_WAKE_PRIVATE, 1, NULL, NULL, 0);
	if (!finish_waiter(&w))
		tst_brk(TBROK, "the waiter never returned");
}

static void setup(void)
{
	words[0] = 0;
	bad_addr = tst_get_bad_addr(NULL);
	futex2_probe(sys_futex_wake(&words[1], 0xffffffffUL, 1, PRIV), "futex_wake");
}

static struct tst_test test = {
	.setup = setup,
	.test = run,
	.tcnt = ARRAY_SIZE(tcases),
};
