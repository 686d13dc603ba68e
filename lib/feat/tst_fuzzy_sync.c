// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * Fuzzy sync (see include/tst_fuzzy_sync.h for the model). The two threads meet three
 * times per iteration (run, start_race, end_race) at a spinning barrier made of two
 * counters: each side increments its own and waits until the other's has caught up, so
 * neither can run ahead by more than one step. Delays are busy waits on the monotonic
 * clock, which resolves a few tens of nanoseconds.
 */
#include <errno.h>
#include <math.h>
#include <sched.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include "ltk_core.h"
#include "tst_fuzzy_sync.h"

#pragma weak tst_fzsync_runtime_

static void now(struct timespec *ts)
{
	clock_gettime(CLOCK_MONOTONIC, ts);
}

static long long ns_between(const struct timespec *from, const struct timespec *to)
{
	return (to->tv_sec - from->tv_sec) * 1000000000LL + (to->tv_nsec - from->tv_nsec);
}

static inline void cpu_relax(void)
{
#if defined(__x86_64__) || defined(__i386__)
	__builtin_ia32_pause();
#else
	__asm__ volatile("" ::: "memory");
#endif
}

void tst_fzsync_pair_init(struct tst_fzsync_pair *pair)
{
	memset(pair, 0, sizeof(*pair));
	pair->avg_alpha = 0.25;
	pair->min_samples = 1024;
	pair->max_dev_ratio = 0.1;
	pair->exec_time_p = 0.5;
	pair->exec_loops = 3000000;
	/* Spinning on the only CPU would starve the thread we wait for. */
	pair->yield_in_wait = sysconf(_SC_NPROCESSORS_ONLN) < 2;
}

void tst_fzsync_pair_cleanup(struct tst_fzsync_pair *pair)
{
	if (!pair->thread_b_running)
		return;
	__atomic_store_n(&pair->exit, 1, __ATOMIC_SEQ_CST);
	pthread_join(pair->thread_b, NULL);
	pair->thread_b_running = 0;
}

void tst_fzsync_pair_reset(struct tst_fzsync_pair *pair, void *(*run_b)(void *))
{
	struct timespec seed;
	int ret;

	tst_fzsync_pair_cleanup(pair);

	memset(&pair->diff_ss, 0, sizeof(pair->diff_ss));
	memset(&pair->diff_sa, 0, sizeof(pair->diff_sa));
	memset(&pair->diff_sb, 0, sizeof(pair->diff_sb));
	memset(&pair->diff_ab, 0, sizeof(pair->diff_ab));
	pair->sampling = 1;
	pair->delay = 0;
	pair->delay_bias = 0;
	pair->exec_loop = 0;
	pair->a_cntr = 0;
	pair->b_cntr = 0;
	pair->exit = 0;
	now(&seed);
	pair->rand_state = (uint64_t)seed.tv_nsec * 0x9e3779b97f4a7c15ULL ^ (uint64_t)getpid();
	if (!pair->rand_state)
		pair->rand_state = 1;

	if (run_b) {
		ret = pthread_create(&pair->thread_b, NULL, run_b, NULL);
		if (ret) {
			errno = ret;
			ltk_brk(__FILE__, __LINE__, TBROK | TERRNO, NULL,
				"pthread_create() of fuzzy sync thread B failed");
			return;
		}
		pair->thread_b_running = 1;
	}
	pair->exec_budget_s = TST_FZSYNC_TIME_S;
	if (tst_fzsync_runtime_) {
		ret = tst_fzsync_runtime_();
		if (ret >= 0)
			pair->exec_budget_s = ret;
	}
	now(&pair->exec_start);
}

/* Uniform in [0, 1). */
static double next_random(struct tst_fzsync_pair *pair)
{
	uint64_t x = pair->rand_state;

	x ^= x >> 12;
	x ^= x << 25;
	x ^= x >> 27;
	pair->rand_state = x;
	return ((x * 0x2545f4914f6cdd1dULL) >> 11) * (1.0 / 9007199254740992.0);
}

static void update_stat(struct tst_fzsync_stat *s, float alpha, float sample, int first)
{
	if (first) {
		s->avg = sample;
		s->avg_dev = 0;
	} else {
		s->avg = alpha * sample + (1 - alpha) * s->avg;
		s->avg_dev = alpha * fabsf(sample - s->avg) + (1 - alpha) * s->avg_dev;
	}
	s->dev_ratio = s->avg != 0 ? fabsf(s->avg_dev / s->avg) : 0;
}

/* Learn from the iteration that just ended, then choose the next delay. */
static void update(struct tst_fzsync_pair *pair)
{
	int first = pair->exec_loop == 1;
	float a = pair->avg_alpha;
	double sa, sb, target;

	if (pair->sampling) {
		update_stat(&pair->diff_ss, a, ns_between(&pair->b_start, &pair->a_start), first);
		update_stat(&pair->diff_sa, a, ns_between(&pair->a_start, &pair->a_end), first);
		update_stat(&pair->diff_sb, a, ns_between(&pair->b_start, &pair->b_end), first);
		update_stat(&pair->diff_ab, a, ns_between(&pair->b_end, &pair->a_end), first);
		if (pair->exec_loop < pair->min_samples)
			return;
		/* Stable windows, or give up waiting for them: the ranges are good enough. */
		if ((pair->diff_sa.dev_ratio > pair->max_dev_ratio ||
		     pair->diff_sb.dev_ratio > pair->max_dev_ratio) &&
		    pair->exec_loop < 10 * pair->min_samples)
			return;
		pair->sampling = 0;
	}

	/*
	 * With o = a_start - b_start the sections overlap for -sa < o < sb. Pick o at random
	 * in that range; the delay is what must be added to the measured natural offset.
	 */
	sa = pair->diff_sa.avg > 1 ? pair->diff_sa.avg : 1;
	sb = pair->diff_sb.avg > 1 ? pair->diff_sb.avg : 1;
	target = -sa + next_random(pair) * (sa + sb);
	pair->delay = (long)(target - pair->diff_ss.avg) + pair->delay_bias;
}

static void report_exit(struct tst_fzsync_pair *pair, const char *why)
{
	struct timespec t;

	now(&t);
	ltk_res(__FILE__, __LINE__, TINFO,
		"fzsync: %s after %d loops in %.2f s (%s); A %.0f ns, B %.0f ns, start offset "
		"%.0f ns", why, pair->exec_loop, ns_between(&pair->exec_start, &t) / 1e9,
		pair->sampling ? "still sampling" : "delays in use", pair->diff_sa.avg,
		pair->diff_sb.avg, pair->diff_ss.avg);
}

static void pair_wait(struct tst_fzsync_pair *pair, int *mine, int *other)
{
	int target = __atomic_add_fetch(mine, 1, __ATOMIC_SEQ_CST);
	struct timespec start, t;
	unsigned long spins = 0;

	while (__atomic_load_n(other, __ATOMIC_SEQ_CST) < target &&
	       !__atomic_load_n(&pair->exit, __ATOMIC_SEQ_CST)) {
		if (pair->yield_in_wait)
			sched_yield();
		else
			cpu_relax();
		if (++spins == 1) {
			now(&start);
		} else if (!(spins & 0xffff)) {
			now(&t);
			if (t.tv_sec - start.tv_sec > TST_FZSYNC_WAIT_S) {
				ltk_brk(__FILE__, __LINE__, TBROK, NULL,
					"fzsync: the other thread did not reach the barrier in %d s",
					TST_FZSYNC_WAIT_S);
				return;
			}
		}
	}
}

int tst_fzsync_run_a(struct tst_fzsync_pair *pair)
{
	double budget_ns = pair->exec_time_p * pair->exec_budget_s * 1e9;
	struct timespec t;

	if (pair->exec_loop > 0)
		update(pair);

	now(&t);
	if (pair->exec_loop >= pair->exec_loops) {
		report_exit(pair, "loop budget spent");
		__atomic_store_n(&pair->exit, 1, __ATOMIC_SEQ_CST);
		return 0;
	}
	if (ns_between(&pair->exec_start, &t) > budget_ns) {
		report_exit(pair, "time budget spent");
		__atomic_store_n(&pair->exit, 1, __ATOMIC_SEQ_CST);
		return 0;
	}

	pair->exec_loop++;
	pair_wait(pair, &pair->a_cntr, &pair->b_cntr);
	return !__atomic_load_n(&pair->exit, __ATOMIC_SEQ_CST);
}

int tst_fzsync_run_b(struct tst_fzsync_pair *pair)
{
	pair_wait(pair, &pair->b_cntr, &pair->a_cntr);
	return !__atomic_load_n(&pair->exit, __ATOMIC_SEQ_CST);
}

static void spin_ns(long ns)
{
	struct timespec start, t;

	now(&start);
	do {
		cpu_relax();
		now(&t);
	} while (ns_between(&start, &t) < ns);
}

/*
 * Both start_race functions meet at a barrier first: whatever A prepares between run_a and
 * start_race_a is done before B enters its racing code (and the other way round).
 */
void tst_fzsync_start_race_a(struct tst_fzsync_pair *pair)
{
	long delay;

	pair_wait(pair, &pair->a_cntr, &pair->b_cntr);
	delay = __atomic_load_n(&pair->delay, __ATOMIC_SEQ_CST);
	if (delay > 0)
		spin_ns(delay);
	now(&pair->a_start);
}

void tst_fzsync_end_race_a(struct tst_fzsync_pair *pair)
{
	now(&pair->a_end);
	pair_wait(pair, &pair->a_cntr, &pair->b_cntr);
}

void tst_fzsync_start_race_b(struct tst_fzsync_pair *pair)
{
	long delay;

	pair_wait(pair, &pair->b_cntr, &pair->a_cntr);
	delay = __atomic_load_n(&pair->delay, __ATOMIC_SEQ_CST);
	if (delay < 0)
		spin_ns(-delay);
	now(&pair->b_start);
}

void tst_fzsync_end_race_b(struct tst_fzsync_pair *pair)
{
	now(&pair->b_end);
	pair_wait(pair, &pair->b_cntr, &pair->a_cntr);
}

void tst_fzsync_pair_add_bias(struct tst_fzsync_pair *pair, int change)
{
	if (pair->sampling)
		pair->delay_bias += change;
}
