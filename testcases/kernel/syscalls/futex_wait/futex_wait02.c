// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * futex_wait(2) errors (Linux 6.7; TCONF on ENOSYS from a probe), as the kernel checks
 * them (doc/errors/futex_wait.txt):
 * - EINVAL: flags without a size; an unknown flag (0x1000); mask 0; val wider than the
 *   32-bit word; a misaligned word; a timeout on CLOCK_BOOTTIME (only CLOCK_MONOTONIC and
 *   CLOCK_REALTIME); tv_nsec 1000000000;
 * - EFAULT: the word outside the address space; the timeout outside it;
 * - EAGAIN: val differing from the word;
 * - ETIMEDOUT: a CLOCK_MONOTONIC timeout already past.
 * No failed call sleeps: each returns within 1 s.
 */

#include <limits.h>
#include "tst_test.h"
#include "tst_timing.h"
#include "../futex_waitv/futex2.h"

#define PRIV (FUTEX2_SIZE_U32 | FUTEX2_PRIVATE)

static futex_t words[2];
static void *bad_addr;
static struct futex2_timespec past = {0, 0}, bad_ns = {0, 1000000000};

static struct tcase {
	int bad_word;
	int misalign;
	unsigned long val;
	unsigned long mask;
	unsigned int flags;
	struct futex2_timespec *to;
	int bad_to;
	clockid_t clk;
	int exp_errno;
	const char *desc;
} tcases[] = {
	{0, 0, 0, 0xffffffff, FUTEX2_PRIVATE, NULL, 0, CLOCK_MONOTONIC, EINVAL, "no size"},
	{0, 0, 0, 0xffffffff, PRIV | 0x1000, NULL, 0, CLOCK_MONOTONIC, EINVAL, "flag 0x1000"},
	{0, 0, 0, 0, PRIV, NULL, 0, CLOCK_MONOTONIC, EINVAL, "mask 0"},
#if ULONG_MAX > 0xffffffffUL	/* a 32-bit ABI cannot pass a wider value */
	{0, 0, 0x100000000UL, 0xffffffff, PRIV, NULL, 0, CLOCK_MONOTONIC, EINVAL,
	 "val wider than the word"},
#endif
	{0, 1, 0, 0xffffffff, PRIV, NULL, 0, CLOCK_MONOTONIC, EINVAL, "misaligned word"},
	{0, 0, 0, 0xffffffff, PRIV, &past, 0, CLOCK_BOOTTIME, EINVAL, "CLOCK_BOOTTIME"},
	{0, 0, 0, 0xffffffff, PRIV, &bad_ns, 0, CLOCK_MONOTONIC, EINVAL, "tv_nsec 1000000000"},
	{1, 0, 0, 0xffffffff, PRIV, NULL, 0, CLOCK_MONOTONIC, EFAULT, "word outside"},
	{0, 0, 0, 0xffffffff, PRIV, NULL, 1, CLOCK_MONOTONIC, EFAULT, "timeout outside"},
	{0, 0, 1, 0xffffffff, PRIV, NULL, 0, CLOCK_MONOTONIC, EAGAIN, "val 1, word 0"},
	{0, 0, 0, 0xffffffff, PRIV, &past, 0, CLOCK_MONOTONIC, ETIMEDOUT, "timeout past"},
};

static void run(unsigned int n)
{
	struct tcase *tc = &tcases[n];
	void *uaddr = tc->bad_word ? bad_addr : tc->misalign ? (char *)words + 1 : (void *)words;
	long long start;

	words[0] = 0;
	start = tst_timing_now(CLOCK_MONOTONIC);
	TST_EXP_FAIL(sys_futex_wait(uaddr, tc->val, tc->mask, tc->flags,
				    tc->bad_to ? bad_addr : tc->to, tc->clk), tc->exp_errno,
		     "futex_wait(%s)", tc->desc);
	if (tst_timing_now(CLOCK_MONOTONIC) - start > TST_NS_PER_SEC)
		tst_res(TFAIL, "the failed call slept");
}

static void setup(void)
{
	bad_addr = tst_get_bad_addr(NULL);
	words[1] = 1;
	if (sys_futex_wait(&words[1], 0, 0xffffffff, PRIV, NULL, CLOCK_MONOTONIC) < 0 &&
	    errno != EAGAIN)
		futex2_probe(-1, "futex_wait");
}

static struct tst_test test = {
	.setup = setup,
	.test = run,
	.tcnt = ARRAY_SIZE(tcases),
};
