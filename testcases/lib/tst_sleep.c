// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * tst_sleep N[s|ms|us]: sleep N seconds (default unit), milliseconds or microseconds.
 * For scripts without tst_test.sh (which has a tst_sleep function), e.g. loader scripts.
 * Exit 0, or 2 with a message for a bad argument.
 */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

int main(int argc, char *argv[])
{
	unsigned long long n, us;
	struct timespec ts;
	char *end;

	if (argc != 2 || argv[1][0] < '0' || argv[1][0] > '9') {
		fprintf(stderr, "usage: tst_sleep N[s|ms|us]\n");
		return 2;
	}
	errno = 0;
	n = strtoull(argv[1], &end, 10);
	if (!errno && (!*end || !strcmp(end, "s")) && n <= 86400ULL * 365)
		us = n * 1000000;
	else if (!errno && !strcmp(end, "ms") && n <= 86400ULL * 365 * 1000)
		us = n * 1000;
	else if (!errno && !strcmp(end, "us"))
		us = n;
	else {
		fprintf(stderr, "tst_sleep: invalid time '%s' (N, Ns, Nms or Nus)\n", argv[1]);
		return 2;
	}
	ts.tv_sec = us / 1000000;
	ts.tv_nsec = us % 1000000 * 1000;
	while (nanosleep(&ts, &ts) && errno == EINTR)
		;
	return 0;
}
