// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * The timer test library behind .sample/.scall (see tst_timer_test.h): the library process
 * swaps the test's struct for one whose test function samples the sleeping call and
 * judges the samples.
 */
#include <stdlib.h>
#include <string.h>
#include <sys/prctl.h>
#include "tst_test_priv.h"
#include "tst_timer_test.h"

static const struct {
	long long usec;
	unsigned int samples;
} lengths[] = {
	{1000, 500}, {2000, 500}, {5000, 300}, {10000, 100}, {25000, 50}, {100000, 10},
	{1000000, 2},
};

static struct tst_test wrapper;
static const struct tst_test *orig;
static char *print_samples, *single_usec;
static long long *samples;
static unsigned int nsamples, max_samples;
static long long slack_us;

void tst_timer_sample(void)
{
	if (nsamples < max_samples)
		samples[nsamples++] = tst_timer_elapsed_us();
}

static int cmp_ll(const void *a, const void *b)
{
	long long x = *(const long long *)a, y = *(const long long *)b;

	return x < y ? -1 : x > y;
}

static void judge(long long usec)
{
	long long sum = 0, allowed, p90;
	unsigned int i;

	if (!nsamples) {
		tst_res(TFAIL, "%s: no sample was recorded (tst_timer_sample())", orig->scall);
		return;
	}
	qsort(samples, nsamples, sizeof(*samples), cmp_ll);
	for (i = 0; i < nsamples; i++) {
		sum += samples[i];
		if (print_samples)
			tst_res(TINFO, "%s sample %u: %lli us", orig->scall, i, samples[i]);
	}
	p90 = samples[nsamples * 9 / 10];
	allowed = usec + usec / 10 + slack_us + (long long)(2000 * ltk_timeout_mul());
	if (samples[0] < usec) {
		tst_res(TFAIL, "%s slept for %lli us, less than the requested %lli us",
			orig->scall, samples[0], usec);
	} else if (p90 > allowed) {
		tst_res(TFAIL, "%s slept too long: 90 %% of %u samples within %lli us, "
			"allowed %lli us for %lli us", orig->scall, nsamples, p90, allowed, usec);
	} else {
		tst_res(TPASS, "%s sleeping for %lli us: median %lli, mean %lli, min %lli, "
			"max %lli us (%u samples)", orig->scall, usec, samples[nsamples / 2],
			sum / nsamples, samples[0], samples[nsamples - 1], nsamples);
	}
}

static void sample_length(long long usec, unsigned int count)
{
	unsigned int i;

	nsamples = 0;
	max_samples = count;
	samples = realloc(samples, count * sizeof(*samples));
	if (!samples)
		tst_brk(TBROK | TERRNO, "realloc() failed");
	for (i = 0; i < count; i++) {
		if (orig->sample(CLOCK_MONOTONIC, usec))
			return;
	}
	judge(usec);
}

static void timer_run(void)
{
	long long usec;
	unsigned int i;

	if (single_usec) {
		if (tst_parse_filesize(single_usec, &usec, 1, 100000000))
			tst_brk(TBROK, "Invalid sleep time '%s' (us)", single_usec);
		sample_length(usec, 100);
		return;
	}
	for (i = 0; i < ARRAY_SIZE(lengths); i++)
		sample_length(lengths[i].usec, lengths[i].samples);
}

static void timer_setup(void)
{
	int slack = prctl(PR_GET_TIMERSLACK);

	slack_us = slack > 0 ? slack / 1000 : 50;
	tst_res(TINFO, "Timer slack is %lli us", slack_us);
	if (orig->setup)
		orig->setup();
}

static void timer_cleanup(void)
{
	if (orig->cleanup)
		orig->cleanup();
	free(samples);
	samples = NULL;
}

static struct tst_option timer_options[] = {
	{"p", &print_samples, "Print every sample"},
	{"s:", &single_usec, "Sample only this sleep time (us)"},
	{}
};

struct tst_test *ltk_timer_test_setup(struct tst_test *test)
{
	if (!test->scall)
		tst_brk(TBROK, "A timer test (.sample) must name its call in .scall");
	if (test->options)
		tst_brk(TBROK, "A timer test cannot have its own .options");
	orig = test;
	memcpy(&wrapper, test, sizeof(wrapper));
	wrapper.sample = NULL;
	wrapper.test_all = timer_run;
	wrapper.setup = timer_setup;
	wrapper.cleanup = timer_cleanup;
	wrapper.options = timer_options;
	/* About 8 s of sleeping in all, more under load. */
	if (wrapper.timeout != TST_UNLIMITED_TIMEOUT)
		wrapper.timeout += 30;
	return &wrapper;
}
