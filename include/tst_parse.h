/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * Parsing option values (tst_test.h declares the same): 0, or EINVAL/ERANGE. A NULL
 * string is not parsed and returns 0.
 */
#ifndef TST_PARSE_H__
#define TST_PARSE_H__

int tst_parse_int(const char *str, int *val, int min, int max);
int tst_parse_long(const char *str, long *val, long min, long max);
int tst_parse_float(const char *str, float *val, float min, float max);
int tst_parse_filesize(const char *str, long long *val, long long min, long long max);

#endif
