// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * tst_get_free_pids: print how many more processes may be created now (the C library's
 * tst_get_free_pids(): pid_max, threads-max and RLIMIT_NPROC minus what is in use).
 * Exit 0, or 2 with a message when it cannot be known.
 */
#include <stdio.h>
#include "test.h"
#include "tst_pid.h"

int main(void)
{
	int n = tst_get_free_pids(NULL);

	if (n < 0) {
		fprintf(stderr, "tst_get_free_pids: cannot count the free pids\n");
		return 2;
	}
	printf("%i\n", n);
	return 0;
}
