/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * Read-only use of adjtimex(2) and clock_adjtime(2) (modes 0 and ADJ_OFFSET_SS_READ,
 * which never change the clock), shared by the tests of both calls: the returned state
 * and struct timex checked against man 2 adjtimex and against clock_gettime().
 */
#ifndef TIMEX_CHECK_H__
#define TIMEX_CHECK_H__

#include <string.h>
#include <sys/timex.h>
#include "tst_test.h"
#include "tst_timing.h"

#define TIMEX_PATTERN 0x5a5a5a5a
#define TIMEX_USER_HZ 100
/* "tolerance: Maximum frequency error (ppm), read-only": 500 ppm, scaled by 2^16. */
#define TIMEX_TOLERANCE (500L << 16)

static inline void timex_fill(struct timex *tx, unsigned int modes)
{
	memset(tx, 0x5a, sizeof(*tx));
	tx->modes = modes;
}

/*
 * ret is the call's return, tx what it wrote, [before, after] CLOCK_REALTIME around it.
 * 1 and a TFAIL if anything disagrees with the man page.
 */
static inline int timex_check(const char *call, long ret, const struct timex *tx,
			      long long before, long long after)
{
	long long unit = (tx->status & STA_NANO) ? 1 : 1000;
	long long t = tx->time.tv_sec * TST_NS_PER_SEC + tx->time.tv_usec * unit;

	if (ret < TIME_OK || ret > TIME_ERROR) {
		tst_res(TFAIL, "%s returned %ld, not a clock state", call, ret);
		return 1;
	}
	if (t < before - unit || t > after) {
		tst_res(TFAIL, "%s: time {%lld, %lld} outside CLOCK_REALTIME's [%lld, %lld] ns",
			call, (long long)tx->time.tv_sec, (long long)tx->time.tv_usec, before,
			after);
		return 1;
	}
	if (tx->tick < 900000 / TIMEX_USER_HZ || tx->tick > 1100000 / TIMEX_USER_HZ ||
	    tx->freq < -TIMEX_TOLERANCE || tx->freq > TIMEX_TOLERANCE ||
	    tx->tolerance != TIMEX_TOLERANCE || tx->maxerror < 0 || tx->esterror < 0 ||
	    tx->precision < 0 || tx->constant < 0) {
		tst_res(TFAIL, "%s: tick %ld, freq %ld, tolerance %ld, maxerror %ld, esterror %ld,"
			" precision %ld, constant %ld", call, tx->tick, tx->freq, tx->tolerance,
			tx->maxerror, tx->esterror, tx->precision, tx->constant);
		return 1;
	}
	return 0;
}

#endif
