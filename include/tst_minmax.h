/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * MIN/MAX that evaluate each argument once and refuse (at compile time, by warning about
 * comparing distinct pointer types) arguments of different types.
 */
#ifndef TST_MINMAX_H__
#define TST_MINMAX_H__

/* sys/param.h defines plain MIN/MAX: include it first so ours win and it cannot redefine. */
#include <sys/param.h>
#undef MIN
#undef MAX

#define MIN(a, b) ({ \
	__typeof__(a) ltk_min_a_ = (a); \
	__typeof__(b) ltk_min_b_ = (b); \
	(void)(&ltk_min_a_ == &ltk_min_b_); \
	ltk_min_a_ < ltk_min_b_ ? ltk_min_a_ : ltk_min_b_; \
})

#define MAX(a, b) ({ \
	__typeof__(a) ltk_max_a_ = (a); \
	__typeof__(b) ltk_max_b_ = (b); \
	(void)(&ltk_max_a_ == &ltk_max_b_); \
	ltk_max_a_ > ltk_max_b_ ? ltk_max_a_ : ltk_max_b_; \
})

#define MIN3(a, b, c) MIN(MIN(a, b), c)
#define MAX3(a, b, c) MAX(MAX(a, b), c)

#endif
