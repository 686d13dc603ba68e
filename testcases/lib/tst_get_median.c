// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * tst_get_median N...: print the median of the integer arguments (the mean of the two
 * middle ones, in integer arithmetic, for an even count). Exit 0, or 2 on a bad argument.
 */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>

static int cmp(const void *a, const void *b)
{
	long long x = *(const long long *)a, y = *(const long long *)b;

	return (x > y) - (x < y);
}

int main(int argc, char *argv[])
{
	long long *v, med;
	char *end;
	int i, n = argc - 1;

	if (n < 1) {
		fprintf(stderr, "usage: tst_get_median N...\n");
		return 2;
	}
	v = calloc(n, sizeof(*v));
	if (!v) {
		perror("tst_get_median");
		return 2;
	}
	for (i = 0; i < n; i++) {
		errno = 0;
		v[i] = strtoll(argv[i + 1], &end, 10);
		if (errno || end == argv[i + 1] || *end) {
			fprintf(stderr, "tst_get_median: '%s' is not an integer\n", argv[i + 1]);
			free(v);
			return 2;
		}
	}
	qsort(v, n, sizeof(*v), cmp);
	/* halves first: no overflow */
	med = n % 2 ? v[n / 2] : v[n / 2 - 1] / 2 + v[n / 2] / 2 +
	      (v[n / 2 - 1] % 2 + v[n / 2] % 2) / 2;
	printf("%lld\n", med);
	free(v);
	return 0;
}
