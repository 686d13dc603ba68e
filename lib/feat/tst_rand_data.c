// SPDX-License-Identifier: GPL-2.0-or-later
/* tst_rand_data (include/tst_rand_data.h): 64 KiB from a fixed-seed xorshift generator. */
#include <stdint.h>
#include "tst_rand_data.h"

#define RAND_DATA_LEN 65536

static char data[RAND_DATA_LEN];

const char *const tst_rand_data = data;
const size_t tst_rand_data_len = RAND_DATA_LEN;

__attribute__((constructor)) static void fill(void)
{
	uint64_t x = 0x2545f4914f6cdd1dULL;
	size_t i;

	for (i = 0; i < RAND_DATA_LEN; i++) {
		x ^= x << 13;
		x ^= x >> 7;
		x ^= x << 17;
		data[i] = x >> 56;
	}
}
