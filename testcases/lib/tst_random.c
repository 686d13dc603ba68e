// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * tst_random MAX | tst_random MIN MAX: print a random integer in [MIN, MAX] (MIN 0).
 * Exit 0, or 2 with a message for a bad range.
 */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <sys/random.h>

static int number(const char *s, long long *val)
{
	char *end;

	errno = 0;
	*val = strtoll(s, &end, 10);
	return errno || end == s || *end;
}

int main(int argc, char *argv[])
{
	long long min = 0, max;
	unsigned long long r, span;

	if (argc < 2 || argc > 3 || number(argv[argc - 1], &max) ||
	    (argc == 3 && number(argv[1], &min)) || max < min) {
		fprintf(stderr, "usage: tst_random MAX | tst_random MIN MAX (integers, MIN <= MAX)\n");
		return 2;
	}
	if (getrandom(&r, sizeof(r), 0) != sizeof(r)) {
		perror("tst_random: getrandom");
		return 2;
	}
	span = (unsigned long long)max - (unsigned long long)min + 1;
	printf("%lld\n", (long long)((unsigned long long)min + (span ? r % span : r)));
	return 0;
}
