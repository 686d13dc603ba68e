/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * Fuzzy sync: reproducing races between two threads. Thread A (the test) and thread B run
 * a loop each; every iteration both meet at a barrier at the top of the loop and again in
 * start_race (so A's preparation never overlaps B's race), then enter their racing code, and
 * the library shifts the start of one of them by a random delay so that, over many
 * iterations, every relative timing of the two critical sections gets tried.
 *
 * Phases: first it samples (no delay) and measures how long each side's critical section
 * takes and how far apart they start, as moving averages; once those are stable (or after
 * enough loops) it picks each iteration's delay uniformly from the range where the two
 * sections overlap. tst_fzsync_pair_add_bias() lets a test nudge the delay while sampling.
 *
 * Budget: the loop ends after exec_loops iterations or exec_time_p * R seconds, whichever
 * comes first. R is the test's remaining runtime when the face provides it through the
 * optional hook tst_fzsync_runtime_() at tst_fzsync_pair_reset(), else TST_FZSYNC_TIME_S.
 * Waiting at a barrier longer than TST_FZSYNC_WAIT_S for a thread that never arrives is
 * TBROK.
 *
 *	static struct tst_fzsync_pair pair;
 *	setup:    tst_fzsync_pair_init(&pair);
 *	run:      tst_fzsync_pair_reset(&pair, thread_b);
 *	          while (tst_fzsync_run_a(&pair)) {
 *	                  ...prepare...
 *	                  tst_fzsync_start_race_a(&pair);
 *	                  ...racing call...
 *	                  tst_fzsync_end_race_a(&pair);
 *	          }
 *	thread_b: while (tst_fzsync_run_b(&pair)) {
 *	                  tst_fzsync_start_race_b(&pair);
 *	                  ...racing call...
 *	                  tst_fzsync_end_race_b(&pair);
 *	          }
 *	          return arg;
 *	cleanup:  tst_fzsync_pair_cleanup(&pair);
 */
#ifndef TST_FUZZY_SYNC_H__
#define TST_FUZZY_SYNC_H__

#include <pthread.h>
#include <stdint.h>
#include <time.h>

#define TST_FZSYNC_TIME_S 40
#define TST_FZSYNC_WAIT_S 30

/* A moving average and its mean deviation. */
struct tst_fzsync_stat {
	float avg;
	float avg_dev;
	float dev_ratio;
};

struct tst_fzsync_pair {
	/* Settings: tst_fzsync_pair_init() sets defaults, a test may change them after. */
	float avg_alpha;		/* weight of a new sample in the moving averages */
	int min_samples;		/* loops of sampling at least */
	float max_dev_ratio;		/* sampling ends when deviations fall below this */
	float exec_time_p;		/* share of TST_FZSYNC_TIME_S to run for */
	int exec_loops;			/* at most this many iterations */
	int yield_in_wait;		/* sched_yield() while waiting (one CPU) */

	/* Measurements of the last iteration and their averages (nanoseconds). */
	struct timespec a_start, b_start, a_end, b_end;
	struct tst_fzsync_stat diff_ss;	/* a_start - b_start */
	struct tst_fzsync_stat diff_sa;	/* a_end - a_start */
	struct tst_fzsync_stat diff_sb;	/* b_end - b_start */
	struct tst_fzsync_stat diff_ab;	/* a_end - b_end */

	/* State. */
	int sampling;			/* still sampling: no delay */
	long delay;			/* this iteration: > 0 delays A, < 0 delays B (ns) */
	long delay_bias;		/* added to every delay (ns), see add_bias */
	int exec_loop;
	struct timespec exec_start;
	double exec_budget_s;		/* R of the budget, fixed at reset */
	uint64_t rand_state;
	int a_cntr;			/* barrier counters */
	int b_cntr;
	int exit;
	pthread_t thread_b;
	int thread_b_running;
};

void tst_fzsync_pair_init(struct tst_fzsync_pair *pair);
/* Stop thread B (if running), clear the measurements, start run_b (may be NULL). */
void tst_fzsync_pair_reset(struct tst_fzsync_pair *pair, void *(*run_b)(void *));
/* Ask thread B to exit and join it. */
void tst_fzsync_pair_cleanup(struct tst_fzsync_pair *pair);

/* Top of A's loop: 1 to run one more iteration, 0 when the budget is spent. */
int tst_fzsync_run_a(struct tst_fzsync_pair *pair);
/* Top of B's loop: 1 to run one more iteration, 0 when A has finished. */
int tst_fzsync_run_b(struct tst_fzsync_pair *pair);

void tst_fzsync_start_race_a(struct tst_fzsync_pair *pair);
void tst_fzsync_end_race_a(struct tst_fzsync_pair *pair);
void tst_fzsync_start_race_b(struct tst_fzsync_pair *pair);
void tst_fzsync_end_race_b(struct tst_fzsync_pair *pair);

/*
 * Optional hook a face may define: the test's remaining runtime in seconds, or -1 when the
 * test has none. Without it (a weak reference) TST_FZSYNC_TIME_S is used.
 */
int tst_fzsync_runtime_(void);

/* While sampling, move future delays by change ns (> 0 starts A later relative to B). */
void tst_fzsync_pair_add_bias(struct tst_fzsync_pair *pair, int change);

#endif
