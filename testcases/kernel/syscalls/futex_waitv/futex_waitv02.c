// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * futex_waitv(2) errors (Linux 5.16; TCONF on ENOSYS from a probe), as the kernel's
 * futex2 documentation and its checks define them (doc/errors/futex_waitv.txt):
 * - EFAULT: waiters outside the address space; timeout outside it; a waiter's word
 *   outside it;
 * - EINVAL: flags 1 (must be 0); nr_futexes 0 and 129 (more than FUTEX_WAITV_MAX);
 *   waiters NULL; timeout with clockid CLOCK_BOOTTIME (only CLOCK_MONOTONIC and
 *   CLOCK_REALTIME); a waiter without a size in its flags; a waiter with __reserved set;
 *   a misaligned word;
 * - EAGAIN: a waiter's value differing from its word;
 * - ETIMEDOUT: a CLOCK_MONOTONIC timeout already past.
 * No failed call sleeps: each returns within 1 s.
 *
 * Not provoked: ENOMEM needs the kernel unable to allocate its bookkeeping for at most
 * 128 waiters (a few kilobytes), which a test cannot bring about safely.
 */

#include "tst_test.h"
#include "tst_timing.h"
#include "futex2.h"

#define PRIV (FUTEX2_SIZE_U32 | FUTEX2_PRIVATE)

static futex_t *words;
static struct futex_waitv *vec;
static void *bad_addr;

enum { VEC_OK, BAD_VEC, NULL_VEC, BAD_WORD };

static struct tcase {
	int bad_vec;
	int bad_to;
	int use_to;
	unsigned int nr;
	unsigned int flags;
	clockid_t clk;
	unsigned int wflags;
	int reserved;
	int misalign;
	uint32_t val;
	int exp_errno;
	const char *desc;
} tcases[] = {
	{BAD_VEC, 0, 0, 1, 0, CLOCK_MONOTONIC, PRIV, 0, 0, 0, EFAULT, "waiters outside"},
	{0, 1, 0, 1, 0, CLOCK_MONOTONIC, PRIV, 0, 0, 0, EFAULT, "timeout outside"},
	{BAD_WORD, 0, 0, 1, 0, CLOCK_MONOTONIC, PRIV, 0, 0, 0, EFAULT, "a word outside"},
	{0, 0, 0, 1, 1, CLOCK_MONOTONIC, PRIV, 0, 0, 0, EINVAL, "flags 1"},
	{0, 0, 0, 0, 0, CLOCK_MONOTONIC, PRIV, 0, 0, 0, EINVAL, "nr_futexes 0"},
	{0, 0, 0, 129, 0, CLOCK_MONOTONIC, PRIV, 0, 0, 0, EINVAL, "nr_futexes 129"},
	{NULL_VEC, 0, 0, 1, 0, CLOCK_MONOTONIC, PRIV, 0, 0, 0, EINVAL, "waiters NULL"},
	{0, 0, 1, 1, 0, CLOCK_BOOTTIME, PRIV, 0, 0, 0, EINVAL, "clockid CLOCK_BOOTTIME"},
	{0, 0, 0, 1, 0, CLOCK_MONOTONIC, FUTEX2_PRIVATE, 0, 0, 0, EINVAL, "waiter without size"},
	{0, 0, 0, 1, 0, CLOCK_MONOTONIC, PRIV, 1, 0, 0, EINVAL, "waiter __reserved 1"},
	{0, 0, 0, 1, 0, CLOCK_MONOTONIC, PRIV, 0, 1, 0, EINVAL, "misaligned word"},
	{0, 0, 0, 1, 0, CLOCK_MONOTONIC, PRIV, 0, 0, 1, EAGAIN, "value 1, word 0"},
	{0, 0, 1, 1, 0, CLOCK_MONOTONIC, PRIV, 0, 0, 0, ETIMEDOUT, "timeout in the past"},
};

static void run(unsigned int n)
{
	struct tcase *tc = &tcases[n];
	struct futex2_timespec past = {0, 0};
	long long start;
	unsigned int i;

	for (i = 0; i < FUTEX_WAITV_MAX; i++) {
		words[i] = 0;
		vec[i] = waitv_entry(&words[i], tc->val, tc->wflags);
		vec[i].__reserved = tc->reserved;
		if (tc->misalign)
			vec[i].uaddr++;
		if (tc->bad_vec == BAD_WORD)
			vec[i].uaddr = (uintptr_t)bad_addr;
	}
	start = tst_timing_now(CLOCK_MONOTONIC);
	TST_EXP_FAIL(sys_futex_waitv(tc->bad_vec == BAD_VEC ? bad_addr :
				     tc->bad_vec == NULL_VEC ? NULL : vec, tc->nr, tc->flags,
				     tc->bad_to ? bad_addr : tc->use_to ? &past : NULL, tc->clk),
		     tc->exp_errno, "futex_waitv(%s)", tc->desc);
	if (tst_timing_now(CLOCK_MONOTONIC) - start > TST_NS_PER_SEC)
		tst_res(TFAIL, "the failed call slept");
}

static void setup(void)
{
	struct futex2_timespec past = {0, 0};

	bad_addr = tst_get_bad_addr(NULL);
	words = SAFE_MALLOC((FUTEX_WAITV_MAX + 1) * sizeof(*words));
	vec = SAFE_MALLOC((FUTEX_WAITV_MAX + 1) * sizeof(*vec));
	words[0] = 0;
	vec[0] = waitv_entry(&words[0], 0, PRIV);
	if (sys_futex_waitv(vec, 1, 0, &past, CLOCK_REALTIME) < 0 && errno != ETIMEDOUT)
		futex2_probe(-1, "futex_waitv");
}

static void cleanup(void)
{
	free((void *)words);
	free(vec);
}

static struct tst_test test = {
	.setup = setup,
	.cleanup = cleanup,
	.test = run,
	.tcnt = ARRAY_SIZE(tcases),
};
