// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * SAFE_STRTOL, SAFE_STRTOUL, SAFE_STRTOF, SAFE_SSCANF: base 10, the whole string must be
 * the number (one trailing newline is accepted, as read from /proc), and the value must lie
 * in [min, max].
 */
#include <math.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "safe_priv.h"

/* Nothing but an optional newline may follow the number. */
static int bad_tail(const char *str, const char *end)
{
	return end == str || (*end && strcmp(end, "\n"));
}

long safe_strtol(LTK_SAFE_LOC, char *str, long min, long max)
{
	char *end;
	long rval;

	errno = 0;
	rval = strtol(str, &end, 10);
	if (errno) {
		safe_fail("strtol(%s)", str);
		return 0;
	}
	if (bad_tail(str, end)) {
		ltk_brk(file, lineno, TBROK, cleanup_fn, "Invalid value: '%s'", str);
		return 0;
	}
	if (rval < min || rval > max) {
		errno = ERANGE;
		ltk_brk(file, lineno, TBROK | TERRNO, cleanup_fn,
			"strtol(%s): %ld is out of range %ld - %ld", str, rval, min, max);
		return 0;
	}
	return rval;
}

unsigned long safe_strtoul(LTK_SAFE_LOC, char *str, unsigned long min, unsigned long max)
{
	char *end;
	unsigned long rval;

	errno = 0;
	rval = strtoul(str, &end, 10);
	if (errno) {
		safe_fail("strtoul(%s)", str);
		return 0;
	}
	/* strtoul() quietly negates "-1"; a negative number is not an unsigned one. */
	if (bad_tail(str, end) || strchr(str, '-')) {
		ltk_brk(file, lineno, TBROK, cleanup_fn, "Invalid value: '%s'", str);
		return 0;
	}
	if (rval < min || rval > max) {
		errno = ERANGE;
		ltk_brk(file, lineno, TBROK | TERRNO, cleanup_fn,
			"strtoul(%s): %lu is out of range %lu - %lu", str, rval, min, max);
		return 0;
	}
	return rval;
}

float safe_strtof(LTK_SAFE_LOC, char *str, float min, float max)
{
	char *end;
	float rval;

	errno = 0;
	rval = strtof(str, &end);
	if (errno) {
		safe_fail("strtof(%s)", str);
		return 0;
	}
	if (bad_tail(str, end) || isnan(rval)) {
		ltk_brk(file, lineno, TBROK, cleanup_fn, "Invalid value: '%s'", str);
		return 0;
	}
	if (rval < min || rval > max) {
		errno = ERANGE;
		ltk_brk(file, lineno, TBROK | TERRNO, cleanup_fn,
			"strtof(%s): %f is out of range %f - %f", str, rval, min, max);
		return 0;
	}
	return rval;
}

/* Number of conversions that store a value ("%d" yes; "%%", "%*d" no). */
int ltk_scanf_conversions(const char *fmt)
{
	int n = 0;

	for (; *fmt; fmt++) {
		if (*fmt != '%')
			continue;
		fmt++;
		if (*fmt == '%')
			continue;
		if (!*fmt)
			break;
		if (*fmt != '*')
			n++;
	}
	return n;
}

int safe_sscanf(LTK_SAFE_LOC, const char *buffer, const char *format, ...)
{
	int want = ltk_scanf_conversions(format);
	va_list va;
	int rval;

	va_start(va, format);
	rval = vsscanf(buffer, format, va);
	va_end(va);

	if (rval == EOF) {
		safe_fail("sscanf(\"%s\",\"%s\")", buffer, format);
	} else if (rval != want) {
		ltk_brk(file, lineno, TBROK, cleanup_fn,
			"sscanf(\"%s\",\"%s\") matched %d of %d conversions", buffer, format,
			rval, want);
	}
	return rval;
}
