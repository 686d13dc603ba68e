/* SPDX-License-Identifier: GPL-2.0-or-later */
/* Bit arrays in unsigned longs (CPU masks, node masks, bitmaps the kernel reads). */
#ifndef TST_BITMAP_H__
#define TST_BITMAP_H__

#include <limits.h>
#include <stddef.h>

#define TST_BITS_PER_LONG (sizeof(unsigned long) * CHAR_BIT)
/* Longs needed for nbits bits. */
#define TST_BITMAP_LONGS(nbits) (((nbits) + TST_BITS_PER_LONG - 1) / TST_BITS_PER_LONG)

static inline void tst_bitmap_set(unsigned long *map, unsigned int bit)
{
	map[bit / TST_BITS_PER_LONG] |= 1UL << (bit % TST_BITS_PER_LONG);
}

static inline void tst_bitmap_clear(unsigned long *map, unsigned int bit)
{
	map[bit / TST_BITS_PER_LONG] &= ~(1UL << (bit % TST_BITS_PER_LONG));
}

static inline int tst_bitmap_test(const unsigned long *map, unsigned int bit)
{
	return !!(map[bit / TST_BITS_PER_LONG] & (1UL << (bit % TST_BITS_PER_LONG)));
}

/* Number of bits set among the first nbits. */
static inline unsigned int tst_bitmap_weight(const unsigned long *map, unsigned int nbits)
{
	unsigned int i, n = 0;

	for (i = 0; i < nbits; i++)
		n += tst_bitmap_test(map, i);
	return n;
}

#endif
