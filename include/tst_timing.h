/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * Timing accuracy for tests of sleeps and timers: the test takes samples of how long a
 * call slept (or a timer took to fire), the library judges them against the bounds the
 * test wrote down and prints the distribution.
 *
 *	static struct tst_timing t = {
 *		.name = "nanosleep(10 ms)",
 *		.expect_ns = 10 * TST_NS_PER_MS,
 *		.percentile = 50,
 *		.late_ns = 100 * TST_NS_PER_MS,
 *	};
 *
 *	tst_timing_reset(&t);
 *	for (i = 0; i < 20; i++) {
 *		long long start = tst_timing_now(CLOCK_MONOTONIC);
 *
 *		TEST(nanosleep(&ts, NULL));
 *		...
 *		tst_timing_add(&t, tst_timing_now(CLOCK_MONOTONIC) - start);
 *	}
 *	tst_timing_judge(&t);
 *
 * The judgement: no sample may be shorter than expect_ns - early_ns (early_ns is 0 for a
 * sleep, which must never end early; a test measuring with a coarser clock than the one
 * that fired sets the granularity there); the given percentile of the samples may exceed
 * expect_ns by at most late_ns x LTP_TIMEOUT_MUL. Lateness comes from the scheduler (a
 * loaded machine wakes the task late), so a bound on a percentile, not on the maximum,
 * keeps the test exact about what the kernel promises (not early) and tolerant of load
 * (late). Undersleeping is a bug at any load; a percentile far late is one too.
 * doc/timing.md gives the bounds the corpus uses and the lateness measured under load.
 */
#ifndef TST_TIMING_H__
#define TST_TIMING_H__

#include <time.h>

#define TST_NS_PER_US 1000LL
#define TST_NS_PER_MS 1000000LL
#define TST_NS_PER_SEC 1000000000LL

#define TST_TIMING_MAX_SAMPLES 1024

struct tst_timing {
	/* Set by the test. */
	const char *name;
	long long expect_ns;
	long long early_ns;
	unsigned int percentile;
	long long late_ns;
	/* Filled by the library. */
	unsigned int count;
	int sorted;
	long long samples[TST_TIMING_MAX_SAMPLES];
};

/* Forget the samples (call before each series: tests run with -i N). */
void tst_timing_reset(struct tst_timing *t);

/* The clock clk in ns (through the C library: the vDSO where there is one); TBROK on error. */
long long tst_timing_now(clockid_t clk);

/* Record one sample; TBROK beyond TST_TIMING_MAX_SAMPLES. */
void tst_timing_add(struct tst_timing *t, long long elapsed_ns);

/* The pct-th percentile (nearest rank, 1..100) of the samples; TBROK without samples. */
long long tst_timing_percentile(struct tst_timing *t, unsigned int pct);

/*
 * TINFO with the distribution (count, min, median, the bounded percentile, max), then
 * TPASS, or TFAIL naming the sample or percentile out of bounds. Returns 1 if it passed.
 * The bounds themselves are checked: expect_ns < 0, percentile not in 1..100 or
 * late_ns < 0 is TBROK.
 */
int tst_timing_judge(struct tst_timing *t);

#endif
