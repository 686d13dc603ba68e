// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * Parsing option values (tst_parse.h): 0, or EINVAL/ERANGE; nothing is reported. Used by the
 * modern face's option parsing and watchdog, and by tests for their own options.
 */
#include <errno.h>
#include <limits.h>
#include <stdlib.h>
#include "tst_parse.h"

static int parse_ll(const char *str, long long *val, long long min, long long max)
{
	char *end;
	long long v;

	errno = 0;
	v = strtoll(str, &end, 0);
	if (end == str || *end)
		return EINVAL;
	if (errno)
		return errno;
	if (v < min || v > max)
		return ERANGE;
	*val = v;
	return 0;
}

int tst_parse_int(const char *str, int *val, int min, int max)
{
	long long v;
	int ret;

	if (!str)
		return 0;
	ret = parse_ll(str, &v, min, max);
	if (!ret)
		*val = v;
	return ret;
}

int tst_parse_long(const char *str, long *val, long min, long max)
{
	long long v;
	int ret;

	if (!str)
		return 0;
	ret = parse_ll(str, &v, min, max);
	if (!ret)
		*val = v;
	return ret;
}

int tst_parse_float(const char *str, float *val, float min, float max)
{
	char *end;
	double v;

	if (!str)
		return 0;
	errno = 0;
	v = strtod(str, &end);
	if (end == str || *end)
		return EINVAL;
	if (errno)
		return errno;
	if (!(v >= min && v <= max))
		return ERANGE;
	*val = v;
	return 0;
}

int tst_parse_filesize(const char *str, long long *val, long long min, long long max)
{
	unsigned long long mult = 1;
	char *end;
	long long v;

	if (!str)
		return 0;
	errno = 0;
	v = strtoll(str, &end, 0);
	if (end == str)
		return EINVAL;
	if (errno)
		return errno;
	switch (*end) {
	case '\0':
		break;
	case 'k': case 'K':
		mult = 1ULL << 10;
		break;
	case 'm': case 'M':
		mult = 1ULL << 20;
		break;
	case 'g': case 'G':
		mult = 1ULL << 30;
		break;
	default:
		return EINVAL;
	}
	if (*end && end[1])
		return EINVAL;
	if (v < 0 ? v < LLONG_MIN / (long long)mult : v > LLONG_MAX / (long long)mult)
		return ERANGE;
	v *= (long long)mult;
	if (v < min || v > max)
		return ERANGE;
	*val = v;
	return 0;
}
