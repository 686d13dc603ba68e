// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * The timer test library (.scall/.sample): nanosleep() sampled; LTK_TIMER=short sleeps
 * half the time asked, =nosample forgets tst_timer_sample(), =fail reports a failure.
 */
#include "tst_timer_test.h"

static const char *mode = "";

static int sample_fn(int clk_id, long long usec)
{
	struct timespec t = tst_timespec_from_us(!strcmp(mode, "short") ? usec / 2 : usec);

	tst_timer_start(clk_id);
	TEST(nanosleep(&t, NULL));
	tst_timer_stop();
	if (strcmp(mode, "nosample"))
		tst_timer_sample();
	if (TST_RET || !strcmp(mode, "fail")) {
		tst_res(TFAIL | TTERRNO, "nanosleep() returned %li", TST_RET);
		return 1;
	}
	return 0;
}

static void setup(void)
{
	mode = getenv("LTK_TIMER") ? getenv("LTK_TIMER") : "";
	tst_res(TINFO, "the test's own setup ran");
}

static struct tst_test test = {
	.setup = setup,
	.scall = "nanosleep()",
	.sample = sample_fn,
};
