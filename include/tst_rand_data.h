/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * A block of random-looking bytes (the same in every run) to write into files, so data
 * read back cannot be mistaken for zeroes or a repeated pattern.
 */
#ifndef TST_RAND_DATA_H__
#define TST_RAND_DATA_H__

#include <stddef.h>

extern const char *const tst_rand_data;
extern const size_t tst_rand_data_len;

#endif
