// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * adjtimex(2) in its read-only modes, which never change the host's clock (the raw system
 * call: the C library may enter the kernel through clock_adjtime(2) instead):
 * - modes 0: "the call reads the current settings": the return is a clock state
 *   (TIME_OK .. TIME_ERROR), time lies within CLOCK_REALTIME read before and after (in
 *   microseconds, or nanoseconds with STA_NANO), tick within 900000/USER_HZ ..
 *   1100000/USER_HZ, freq within the tolerance, tolerance the read-only 500 ppm (<< 16),
 *   the error fields not negative; the buffer is pre-filled with a pattern;
 * - two calls agree on tick, status and tolerance;
 * - "unprivileged users are restricted to a value of either 0 or ADJ_OFFSET_SS_READ":
 *   both succeed as nobody; ADJ_OFFSET_SS_READ writes the remaining adjtime(3) offset.
 */

#include <pwd.h>
#include <sys/syscall.h>
#include "tst_test.h"
#include "timex_check.h"

static struct passwd *nobody;

static int read_state(struct timex *tx, unsigned int modes, const char *who)
{
	long long before, after;
	char call[64];

	snprintf(call, sizeof(call), "adjtimex(modes %#x) as %s", modes, who);
	timex_fill(tx, modes);
	before = tst_timing_now(CLOCK_REALTIME);
	TEST(syscall(__NR_adjtimex, tx));
	after = tst_timing_now(CLOCK_REALTIME);
	if (TST_RET == -1) {
		tst_res(TFAIL | TTERRNO, "%s failed", call);
		return 1;
	}
	if (modes == ADJ_OFFSET_SS_READ) {
		if (tx->offset == (long)0x5a5a5a5a5a5a5a5aLL || TST_RET < TIME_OK ||
		    TST_RET > TIME_ERROR) {
			tst_res(TFAIL, "%s returned %ld, offset %ld", call, TST_RET, tx->offset);
			return 1;
		}
		tst_res(TPASS, "%s: state %ld, remaining offset %ld us", call, TST_RET,
			tx->offset);
		return 0;
	}
	if (timex_check(call, TST_RET, tx, before, after))
		return 1;
	tst_res(TPASS, "%s: state %ld, status %#x, tick %ld us, freq %ld, time within "
		"CLOCK_REALTIME", call, TST_RET, tx->status, tx->tick, tx->freq);
	return 0;
}

static void run(void)
{
	struct timex a, b;

	if (read_state(&a, 0, "root") || read_state(&b, 0, "root"))
		return;
	if (a.tick != b.tick || a.status != b.status || a.tolerance != b.tolerance)
		tst_res(TFAIL, "two reads differ: tick %ld/%ld, status %#x/%#x", a.tick, b.tick,
			a.status, b.status);
	if (!SAFE_FORK()) {
		tst_become_nobody();
		read_state(&a, 0, "nobody");
		read_state(&a, ADJ_OFFSET_SS_READ, "nobody");
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
