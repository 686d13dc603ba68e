// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * clock_adjtime(2) in its read-only mode (modes 0), which never changes the host's clock:
 * "clock_adjtime() behaves like adjtimex() but takes an additional clk_id argument":
 * - CLOCK_REALTIME: the return is a clock state, time lies within CLOCK_REALTIME read
 *   before and after, tick, freq, tolerance and the error fields as man 2 adjtimex says;
 *   the buffer is pre-filled with a pattern;
 * - it reports what adjtimex(2) reports: the same state, tick, frequency and status;
 * - as nobody, modes 0 succeeds too.
 */

#include <pwd.h>
#include <sys/syscall.h>
#include "tst_test.h"
#include "../adjtimex/timex_check.h"

static struct passwd *nobody;

static int read_clock(struct timex *tx, const char *who)
{
	long long before, after;
	char call[64];

	snprintf(call, sizeof(call), "clock_adjtime(CLOCK_REALTIME, modes 0) as %s", who);
	timex_fill(tx, 0);
	before = tst_timing_now(CLOCK_REALTIME);
	TEST(syscall(__NR_clock_adjtime, CLOCK_REALTIME, tx));
	after = tst_timing_now(CLOCK_REALTIME);
	if (TST_RET == -1) {
		tst_res(TFAIL | TTERRNO, "%s failed", call);
		return -1;
	}
	if (timex_check(call, TST_RET, tx, before, after))
		return -1;
	tst_res(TPASS, "%s: state %ld, status %#x, tick %ld us, freq %ld", call, TST_RET,
		tx->status, tx->tick, tx->freq);
	return TST_RET;
}

static void run(void)
{
	struct timex a, b;
	long state;

	state = read_clock(&a, "root");
	if (state < 0)
		return;
	timex_fill(&b, 0);
	TEST(syscall(__NR_adjtimex, &b));
	if (TST_RET != state || a.tick != b.tick || a.freq != b.freq || a.status != b.status)
		tst_res(TFAIL, "adjtimex() returned %ld, tick %ld, freq %ld, status %#x; "
			"clock_adjtime() %ld, %ld, %ld, %#x", TST_RET, b.tick, b.freq, b.status,
			state, a.tick, a.freq, a.status);
	else
		tst_res(TPASS, "adjtimex() agrees");
	if (!SAFE_FORK()) {
		tst_become_nobody();
		read_clock(&a, "nobody");
		exit(0);
	}
	tst_reap_children();
}

static void setup(void)
{
	nobody = SAFE_GETPWNAM("nobody");
}

static struct tst_test test = {
	.setup = setup,
	.test_all = run,
	.needs_root = 1,
	.forks_child = 1,
};
