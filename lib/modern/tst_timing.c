// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * Timing accuracy judged over samples (see tst_timing.h): the minimum against the time
 * asked (never early), a percentile against a lateness bound scaled by LTP_TIMEOUT_MUL.
 */
#include <stdlib.h>
#include "tst_test_priv.h"
#include "tst_timing.h"

void tst_timing_reset(struct tst_timing *t)
{
	t->count = 0;
	t->sorted = 1;
}

long long tst_timing_now(clockid_t clk)
{
	struct timespec ts;

	if (clock_gettime(clk, &ts))
		tst_brk(TBROK | TERRNO, "clock_gettime(%d) failed", (int)clk);
	return ts.tv_sec * TST_NS_PER_SEC + ts.tv_nsec;
}

void tst_timing_add(struct tst_timing *t, long long elapsed_ns)
{
	if (t->count >= TST_TIMING_MAX_SAMPLES)
		tst_brk(TBROK, "%s: more than %d samples", t->name, TST_TIMING_MAX_SAMPLES);
	t->samples[t->count++] = elapsed_ns;
	t->sorted = 0;
}

static int cmp_ll(const void *a, const void *b)
{
	long long x = *(const long long *)a, y = *(const long long *)b;

	return x < y ? -1 : x > y;
}

long long tst_timing_percentile(struct tst_timing *t, unsigned int pct)
{
	unsigned int rank;

	if (!t->count)
		tst_brk(TBROK, "%s: no samples", t->name);
	if (pct < 1 || pct > 100)
		tst_brk(TBROK, "%s: percentile %u not in 1..100", t->name, pct);
	if (!t->sorted) {
		qsort(t->samples, t->count, sizeof(t->samples[0]), cmp_ll);
		t->sorted = 1;
	}
	/* Nearest rank: the smallest sample with at least pct % of the samples <= it. */
	rank = (pct * t->count + 99) / 100;
	return t->samples[rank - 1];
}

/* "12.345 ms" style, exact to the microsecond, sign kept. */
static const char *fmt_ms(char *buf, size_t len, long long ns)
{
	long long us = ns / 1000;
	long long a = us < 0 ? -us : us;

	snprintf(buf, len, "%s%lld.%03lld ms", us < 0 ? "-" : "", a / 1000, a % 1000);
	return buf;
}

int tst_timing_judge(struct tst_timing *t)
{
	char b[6][32], pct[64] = "";
	long long min, med, pv, max, late, allowed;

	if (t->expect_ns < 0 || t->early_ns < 0 || t->late_ns < 0 ||
	    t->percentile < 1 || t->percentile > 100) {
		tst_brk(TBROK, "%s: bad bounds: expect %lld ns, early %lld ns, p%u late %lld ns",
			t->name, t->expect_ns, t->early_ns, t->percentile, t->late_ns);
	}
	if (!t->count) {
		tst_res(TFAIL, "%s: no sample was taken", t->name);
		return 0;
	}
	med = tst_timing_percentile(t, 50);
	min = t->samples[0];
	pv = tst_timing_percentile(t, t->percentile);
	max = t->samples[t->count - 1];
	allowed = (long long)(t->late_ns * ltk_timeout_mul());
	/* The bounded percentile, unless it is the median printed anyway. */
	if (t->percentile != 50)
		snprintf(pct, sizeof(pct), ", p%u %s", t->percentile, fmt_ms(b[3], 32, pv));
	tst_res(TINFO, "%s: %u samples, asked %s: min %s, median %s%s, max %s",
		t->name, t->count, fmt_ms(b[0], 32, t->expect_ns), fmt_ms(b[1], 32, min),
		fmt_ms(b[2], 32, med), pct, fmt_ms(b[4], 32, max));
	if (min < t->expect_ns - t->early_ns) {
		tst_res(TFAIL, "%s: a sample took %s, shorter than the %s asked "
			"(tolerance %lld ns)", t->name, fmt_ms(b[0], 32, min),
			fmt_ms(b[1], 32, t->expect_ns), t->early_ns);
		return 0;
	}
	late = pv - t->expect_ns;
	if (late > allowed) {
		tst_res(TFAIL, "%s: p%u is %s late, bound %s", t->name, t->percentile,
			fmt_ms(b[0], 32, late), fmt_ms(b[1], 32, allowed));
		return 0;
	}
	tst_res(TPASS, "%s: none early, p%u %s late (bound %s)", t->name, t->percentile,
		fmt_ms(b[0], 32, late), fmt_ms(b[1], 32, allowed));
	return 1;
}
