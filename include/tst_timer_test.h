/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * The timer test library: checks that a sleeping call sleeps as long as asked, not less
 * and not much more. The test names the call and gives a sample function:
 *
 *	static int sample_fn(int clk_id, long long usec)
 *	{
 *		struct timespec t = tst_timespec_from_us(usec);
 *
 *		tst_timer_start(clk_id);
 *		TEST(nanosleep(&t, NULL));
 *		tst_timer_stop();
 *		tst_timer_sample();
 *		if (TST_RET) {
 *			tst_res(TFAIL | TTERRNO, "nanosleep() returned %li", TST_RET);
 *			return 1;
 *		}
 *		return 0;
 *	}
 *
 *	static struct tst_test test = { .scall = "nanosleep()", .sample = sample_fn };
 *
 * The library calls sample_fn many times for several sleep lengths (or one, -s usec),
 * then reports per length: TFAIL when a sample slept less than asked, TFAIL when the 90th
 * percentile overslept by more than 10 % + the timer slack + 2 ms x LTP_TIMEOUT_MUL, TPASS
 * with median/mean/min/max otherwise. -p prints every sample.
 */
#ifndef TST_TIMER_TEST_H__
#define TST_TIMER_TEST_H__

#include "tst_test.h"
#include "tst_timer.h"

/* Record the time tst_timer_start()/tst_timer_stop() measured as one sample. */
void tst_timer_sample(void);

#endif
