/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * Atomic int operations for counters shared between threads or processes (memory from
 * MAP_SHARED). Sequentially consistent: a store is seen by every later load in any CPU.
 */
#ifndef TST_ATOMIC_H__
#define TST_ATOMIC_H__

#include <stdint.h>

typedef int tst_atomic_t;

static inline int tst_atomic_add_return(int i, tst_atomic_t *v)
{
	return __atomic_add_fetch(v, i, __ATOMIC_SEQ_CST);
}

static inline int tst_atomic_inc(tst_atomic_t *v)
{
	return tst_atomic_add_return(1, v);
}

static inline int tst_atomic_dec(tst_atomic_t *v)
{
	return tst_atomic_add_return(-1, v);
}

static inline int tst_atomic_load(tst_atomic_t *v)
{
	return __atomic_load_n(v, __ATOMIC_SEQ_CST);
}

static inline void tst_atomic_store(int i, tst_atomic_t *v)
{
	__atomic_store_n(v, i, __ATOMIC_SEQ_CST);
}

#endif
