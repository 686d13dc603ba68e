// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * Fuzzy sync: what thread A does between tst_fzsync_run_a() and tst_fzsync_start_race_a()
 * (e.g. creating the object B races on) is finished before B enters its race window.
 */
#include "tst_test.h"
#include "tst_fuzzy_sync.h"

static struct tst_fzsync_pair pair;
static volatile int object;
static int missing;

static void *thread_b(void *arg)
{
	while (tst_fzsync_run_b(&pair)) {
		tst_fzsync_start_race_b(&pair);
		missing += !object;
		tst_fzsync_end_race_b(&pair);
	}
	return arg;
}

static void setup(void)
{
	tst_fzsync_pair_init(&pair);
	pair.exec_loops = 500;
}

static void run(void)
{
	struct timespec t = { .tv_nsec = 10000 };

	tst_fzsync_pair_reset(&pair, thread_b);
	while (tst_fzsync_run_a(&pair)) {
		nanosleep(&t, NULL);
		object = 1;
		tst_fzsync_start_race_a(&pair);
		tst_fzsync_end_race_a(&pair);
		object = 0;
	}
	tst_fzsync_pair_cleanup(&pair);
	TST_EXP_EQ_LI(missing, 0);
}

static void cleanup(void)
{
	tst_fzsync_pair_cleanup(&pair);
}

static struct tst_test test = {
	.setup = setup,
	.test_all = run,
	.cleanup = cleanup,
	.runtime = 30,
};
