// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * Fuzzy sync: B's one-instruction increment races A's slow read-modify-write. A lost update
 * means B landed inside A's window. argv[1]: "loops" (loop budget), "time" (time budget
 * from TST_FZSYNC_TIME_S) or "runtime" (time budget from the face's runtime hook, faked
 * here from $FZSYNC_RUNTIME); "overlap": A prepares slowly between run_a and start_race_a,
 * and B's race window must never see A still preparing (start_race_a/_b wait for each other).
 */
#include <time.h>
#include "test.h"
#include "tst_fuzzy_sync.h"

char *TCID = "fzsync";
int TST_TOTAL = 1;

static struct tst_fzsync_pair pair;
static volatile int x;
static int b_loops;

int tst_fzsync_runtime_(void)
{
	const char *env = getenv("FZSYNC_RUNTIME");

	return env ? atoi(env) : -1;
}

static void spin_ns(long ns)
{
	struct timespec s, t;

	clock_gettime(CLOCK_MONOTONIC, &s);
	do
		clock_gettime(CLOCK_MONOTONIC, &t);
	while ((t.tv_sec - s.tv_sec) * 1000000000L + t.tv_nsec - s.tv_nsec < ns);
}

static void *thread_b(void *arg)
{
	while (tst_fzsync_run_b(&pair)) {
		tst_fzsync_start_race_b(&pair);
		x += 10;
		tst_fzsync_end_race_b(&pair);
		b_loops++;
	}
	return arg;
}

static volatile int a_preparing;
static int overlaps;

static void *thread_b_overlap(void *arg)
{
	while (tst_fzsync_run_b(&pair)) {
		tst_fzsync_start_race_b(&pair);
		overlaps += a_preparing;
		tst_fzsync_end_race_b(&pair);
	}
	return arg;
}

static void check_overlap(void)
{
	int loops = 0;

	pair.exec_loops = 300;
	tst_fzsync_pair_reset(&pair, thread_b_overlap);
	while (tst_fzsync_run_a(&pair)) {
		a_preparing = 1;
		spin_ns(20000);
		a_preparing = 0;
		tst_fzsync_start_race_a(&pair);
		tst_fzsync_end_race_a(&pair);
		loops++;
	}
	tst_fzsync_pair_cleanup(&pair);
	if (!overlaps)
		tst_resm(TPASS, "B never raced while A was preparing (%d loops)", loops);
	else
		tst_resm(TFAIL, "B raced while A was preparing in %d of %d loops", overlaps, loops);
	tst_exit();
}

int main(int argc, char *argv[])
{
	const char *mode = argc > 1 ? argv[1] : "loops";
	int hits = 0, loops = 0, v;
	double budget = 0;
	struct timespec s, t;
	double secs;

	tst_fzsync_pair_init(&pair);
	if (!strcmp(mode, "overlap"))
		check_overlap();
	if (!strcmp(mode, "time")) {
		pair.exec_time_p = 0.015;
		pair.exec_loops = 100000000;
		budget = 0.015 * TST_FZSYNC_TIME_S;
	} else if (!strcmp(mode, "runtime")) {
		pair.exec_time_p = 0.5;
		pair.exec_loops = 100000000;
		budget = 0.5 * atoi(getenv("FZSYNC_RUNTIME") ?: "0");
	} else {
		pair.exec_loops = 4000;
		/* sampling ends by loop 3000 even with unstable windows (10 x min_samples) */
		pair.min_samples = 300;
	}

	clock_gettime(CLOCK_MONOTONIC, &s);
	tst_fzsync_pair_reset(&pair, thread_b);
	while (tst_fzsync_run_a(&pair)) {
		tst_fzsync_start_race_a(&pair);
		v = x;
		spin_ns(2000);
		x = v + 1;
		tst_fzsync_end_race_a(&pair);
		/* B waits at the next barrier: x is ours until run_a. */
		hits += x != 11;
		x = 0;
		loops++;
	}
	tst_fzsync_pair_cleanup(&pair);
	clock_gettime(CLOCK_MONOTONIC, &t);
	secs = t.tv_sec - s.tv_sec + (t.tv_nsec - s.tv_nsec) / 1e9;

	tst_resm(TINFO, "%d loops (B %d), race hit %d times, %.2f s", loops, b_loops, hits, secs);
	if (loops == b_loops)
		tst_resm(TPASS, "both threads ran the same number of iterations");
	else
		tst_resm(TFAIL, "A ran %d iterations, B %d", loops, b_loops);
	/* Only the loop budget guarantees enough samples to insist on a hit on a busy host. */
	if (hits > 0)
		tst_resm(TPASS, "the race was reproduced");
	else if (budget > 0)
		tst_resm(TINFO, "the race was not hit within the time budget");
	else
		tst_resm(TFAIL, "the race was never hit");
	if (budget > 0) {
		if (secs >= budget && secs < budget + 3)
			tst_resm(TPASS, "time budget of %.1f s kept", budget);
		else
			tst_resm(TFAIL, "ran %.2f s for a %.1f s budget", secs, budget);
	} else if (loops == 4000) {
		tst_resm(TPASS, "loop budget of 4000 kept");
	} else {
		tst_resm(TFAIL, "ran %d loops for a budget of 4000", loops);
	}
	tst_exit();
}
