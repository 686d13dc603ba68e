// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * tst_timing.h: LTK_TIMING picks a scenario. "sleep" samples real 2 ms nanosleeps (PASS);
 * "rank" checks nearest-rank percentiles on known samples; "early", "late", "none" and
 * "bounds" feed synthetic samples that must give TFAIL, TFAIL, TFAIL and TBROK; "scaled"
 * is a late sample that LTP_TIMEOUT_MUL lets pass; "median" bounds the median (printed
 * once).
 */
#include <stdlib.h>
#include <string.h>
#include "tst_test.h"
#include "tst_timing.h"

static struct tst_timing t = {
	.name = "synthetic",
	.expect_ns = 10 * TST_NS_PER_MS,
	.percentile = 90,
	.late_ns = 5 * TST_NS_PER_MS,
};

static void fill(long long first_ms, unsigned int n)
{
	unsigned int i;

	tst_timing_reset(&t);
	/* Out of order on purpose: the library sorts. */
	for (i = n; i > 0; i--)
		tst_timing_add(&t, (first_ms + i - 1) * TST_NS_PER_MS);
}

static void expect_pct(unsigned int pct, long long want_ms)
{
	long long got = tst_timing_percentile(&t, pct);

	if (got == want_ms * TST_NS_PER_MS)
		tst_res(TPASS, "p%u = %lld ms", pct, want_ms);
	else
		tst_res(TFAIL, "p%u = %lld ns, expected %lld ms", pct, got, want_ms);
}

static void sleep_real(void)
{
	struct timespec ts = {0, 2 * TST_NS_PER_MS};
	unsigned int i;

	t.name = "nanosleep(2 ms)";
	t.expect_ns = 2 * TST_NS_PER_MS;
	t.late_ns = 50 * TST_NS_PER_MS;
	tst_timing_reset(&t);
	for (i = 0; i < 20; i++) {
		long long start = tst_timing_now(CLOCK_MONOTONIC);

		if (nanosleep(&ts, NULL))
			tst_brk(TBROK | TERRNO, "nanosleep");
		tst_timing_add(&t, tst_timing_now(CLOCK_MONOTONIC) - start);
	}
	tst_timing_judge(&t);
}

static void run(void)
{
	const char *mode = getenv("LTK_TIMING") ? getenv("LTK_TIMING") : "sleep";

	if (!strcmp(mode, "sleep")) {
		sleep_real();
	} else if (!strcmp(mode, "rank")) {
		/* Samples 10..19 ms. */
		fill(10, 10);
		expect_pct(1, 10);
		expect_pct(10, 10);
		expect_pct(11, 11);
		expect_pct(50, 14);
		expect_pct(90, 18);
		expect_pct(91, 19);
		expect_pct(100, 19);
		/* p90 of 10..19 is 18 ms: 8 ms late, bound 5 ms. */
		t.late_ns = 8 * TST_NS_PER_MS;
		tst_timing_judge(&t);
	} else if (!strcmp(mode, "early")) {
		fill(9, 3);
		tst_timing_judge(&t);
	} else if (!strcmp(mode, "late")) {
		fill(10, 10);
		tst_timing_judge(&t);
	} else if (!strcmp(mode, "scaled")) {
		fill(10, 10);
		tst_timing_judge(&t);
	} else if (!strcmp(mode, "median")) {
		fill(10, 10);
		t.percentile = 50;
		tst_timing_judge(&t);
	} else if (!strcmp(mode, "none")) {
		tst_timing_reset(&t);
		tst_timing_judge(&t);
	} else if (!strcmp(mode, "bounds")) {
		fill(10, 1);
		t.percentile = 101;
		tst_timing_judge(&t);
	} else if (!strcmp(mode, "full")) {
		fill(10, TST_TIMING_MAX_SAMPLES + 1);
	}
}

static struct tst_test test = {
	.test_all = run,
};
