// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * tst_timer.h included on its own with tst_safe_clocks.h and time64_variants.h: the libc
 * and raw-syscall flavours of clock_gettime() agree; sys_futex() wakes nobody on a free
 * word; the *_time64 calls this architecture lacks are invalid numbers.
 */
#include <linux/futex.h>
#include "tst_timer.h"
#include "tst_safe_clocks.h"
#include "time64_variants.h"
#include "tst_test.h"

static struct time64_variants variants[] = {
	{ .clock_gettime = libc_clock_gettime, .ts_type = TST_LIBC_TIMESPEC, .desc = "libc" },
#if (__NR_clock_gettime != __LTP__NR_INVALID_SYSCALL)
	{ .clock_gettime = sys_clock_gettime, .ts_type = TST_KERN_OLD_TIMESPEC,
	  .desc = "syscall with old kernel spec" },
#endif
#if (__NR_clock_gettime64 != __LTP__NR_INVALID_SYSCALL)
	{ .clock_gettime = sys_clock_gettime64, .ts_type = TST_KERN_TIMESPEC,
	  .desc = "syscall time64 with kernel spec" },
#endif
};

static void run(void)
{
	struct time64_variants *tv = &variants[tst_variant];
	struct tst_ts ts = { .type = tv->ts_type };
	struct timespec now;
	int word = 0;

	TST_EXP_PASS(tv->clock_gettime(CLOCK_MONOTONIC, tst_ts_get(&ts)), "%s", tv->desc);
	SAFE_CLOCK_GETTIME(CLOCK_MONOTONIC, &now);
	TST_EXP_EXPR(tst_ts_get_sec(ts) <= now.tv_sec && now.tv_sec - tst_ts_get_sec(ts) < 5,
		     "%s: %lld s, libc %lld s", tv->desc, tst_ts_get_sec(ts),
		     (long long)now.tv_sec);
	TST_EXP_VAL(sys_futex(&word, FUTEX_WAKE, 1, NULL, NULL, 0), 0);
#ifdef __x86_64__
	TST_EXP_EQ_LI(__NR_futex_time64, __LTP__NR_INVALID_SYSCALL);
	TST_EXP_EQ_LI(__NR_socketcall, __LTP__NR_INVALID_SYSCALL);
#endif
}

static struct tst_test test = {
	.test_all = run,
	.test_variants = ARRAY_SIZE(variants),
};
