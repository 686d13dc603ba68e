// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * clock_adjtime(2) errors, in the order of man 2 clock_adjtime, as nobody (so that no row
 * can change the host's clock even if its check regressed):
 * - EFAULT: buf outside the address space;
 * - EINVAL: clock id 1000, a dynamic clock id of /dev/null, ADJ_ADJTIME (0x8000) alone;
 * - EOPNOTSUPP: CLOCK_MONOTONIC, CLOCK_BOOTTIME and CLOCK_PROCESS_CPUTIME_ID cannot be
 *   adjusted;
 * - EPERM: ADJ_FREQUENCY (with the current frequency) on CLOCK_REALTIME by an unprivileged
 *   caller.
 * After the rows, a modes 0 read shows the same tick, frequency and status as before.
 *
 * Not provoked: EINVAL for freq and offset out of range apply before Linux 2.6.26; EINVAL
 * for a bad status and for tick out of range are checked after the permission check (a
 * regression would change the host's clock); ENODEV needs a hot-pluggable PTP clock.
 */

#include "tst_test.h"
#include "../adjtimex/timex_check.h"
#include "../clock_common/clock_common.h"

static struct timex now;

static struct tcase {
	clockid_t *clk;
	clockid_t id;
	unsigned int modes;
	int bad;
	int exp_errno;
	const char *desc;
} tcases[] = {
	{NULL, CLOCK_REALTIME, 0, 1, EFAULT, "CLOCK_REALTIME, buf outside the address space"},
	{NULL, 1000, 0, 0, EINVAL, "clock id 1000"},
	{&clk_null, 0, 0, 0, EINVAL, "dynamic clock id of /dev/null"},
	{NULL, CLOCK_REALTIME, 0x8000, 0, EINVAL, "CLOCK_REALTIME, ADJ_ADJTIME alone"},
	{NULL, CLOCK_MONOTONIC, 0, 0, EOPNOTSUPP, "CLOCK_MONOTONIC"},
	{NULL, CLOCK_BOOTTIME, 0, 0, EOPNOTSUPP, "CLOCK_BOOTTIME"},
	{NULL, CLOCK_PROCESS_CPUTIME_ID, 0, 0, EOPNOTSUPP, "CLOCK_PROCESS_CPUTIME_ID"},
	{NULL, CLOCK_REALTIME, ADJ_FREQUENCY, 0, EPERM, "CLOCK_REALTIME, ADJ_FREQUENCY"},
};

static void read_now(struct timex *tx)
{
	timex_fill(tx, 0);
	if (syscall(__NR_adjtimex, tx) == -1)
		tst_brk(TBROK | TERRNO, "adjtimex(modes 0)");
}

static void rows(void)
{
	struct timex tx;
	unsigned int i;

	for (i = 0; i < ARRAY_SIZE(tcases); i++) {
		struct tcase *tc = &tcases[i];

		tx = now;
		tx.modes = tc->modes;
		tx.offset = 0;
		TST_EXP_FAIL(syscall(__NR_clock_adjtime, tc->clk ? *tc->clk : tc->id,
				     tc->bad ? clk_bad_addr : &tx),
			     tc->exp_errno, "clock_adjtime(%s)", tc->desc);
	}
}

static void run(void)
{
	struct timex after;

	read_now(&now);
	clk_rows_as_nobody(rows);
	read_now(&after);
	if (after.tick != now.tick || after.freq != now.freq || after.status != now.status)
		tst_res(TFAIL, "tick %ld -> %ld, freq %ld -> %ld, status %#x -> %#x", now.tick,
			after.tick, now.freq, after.freq, now.status, after.status);
	else
		tst_res(TPASS, "tick, freq and status unchanged");
}

static struct tst_test test = {
	.setup = clk_setup,
	.cleanup = clk_cleanup,
	.test_all = run,
	.needs_root = 1,
	.forks_child = 1,
};
