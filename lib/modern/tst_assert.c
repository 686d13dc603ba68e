// SPDX-License-Identifier: GPL-2.0-or-later
/* TST_ASSERT_*: a file's value compared with the expected one (see tst_assert.h). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "tst_test_priv.h"

/* The value: the whole first line, or what follows prefix on the first line having it. */
static int read_value(const char *file, int lineno, const char *path, const char *prefix,
		      char *buf, size_t size)
{
	char line[1024];
	FILE *f = fopen(path, "r");
	int found = 0;

	if (!f) {
		tst_brk_(file, lineno, TBROK | TERRNO, "Failed to open %s", path);
		return -1;
	}
	while (fgets(line, sizeof(line), f)) {
		char *v = line;

		if (prefix) {
			if (strncmp(line, prefix, strlen(prefix)))
				continue;
			v += strlen(prefix);
		}
		v[strcspn(v, "\n")] = '\0';
		snprintf(buf, size, "%s", v);
		found = 1;
		break;
	}
	fclose(f);
	if (!found) {
		tst_brk_(file, lineno, TBROK, "No %s%s%s in %s", prefix ? "line '" : "value",
			 prefix ? prefix : "", prefix ? "'" : "", path);
		return -1;
	}
	return 0;
}

static int read_num(const char *file, int lineno, const char *path, const char *prefix,
		    long long *out)
{
	char buf[256], *end;

	if (read_value(file, lineno, path, prefix, buf, sizeof(buf)))
		return -1;
	*out = strtoll(buf, &end, 0);
	if (end == buf) {
		tst_brk_(file, lineno, TBROK, "%s: '%s' is not a number", path, buf);
		return -1;
	}
	return 0;
}

void tst_assert_int(const char *file, const int lineno, const char *path, int val)
{
	tst_assert_file_int(file, lineno, path, NULL, val);
}

void tst_assert_file_int(const char *file, const int lineno, const char *path,
			 const char *prefix, int val)
{
	long long v;

	if (read_num(file, lineno, path, prefix, &v))
		return;
	if (v == val)
		tst_res_(file, lineno, TPASS, "%s %s= %d", path, prefix ? prefix : "", val);
	else
		tst_res_(file, lineno, TFAIL, "%s %s!= %d got %lld", path, prefix ? prefix : "",
			 val, v);
}

void tst_assert_ulong(const char *file, const int lineno, const char *path,
		      unsigned long val)
{
	long long v;

	if (read_num(file, lineno, path, NULL, &v))
		return;
	if ((unsigned long)v == val)
		tst_res_(file, lineno, TPASS, "%s = %lu", path, val);
	else
		tst_res_(file, lineno, TFAIL, "%s != %lu got %llu", path, val,
			 (unsigned long long)v);
}

void tst_assert_str(const char *file, const int lineno, const char *path, const char *val)
{
	tst_assert_file_str(file, lineno, path, NULL, val);
}

void tst_assert_file_str(const char *file, const int lineno, const char *path,
			 const char *prefix, const char *val)
{
	char buf[1024];

	if (read_value(file, lineno, path, prefix, buf, sizeof(buf)))
		return;
	if (!strcmp(buf, val))
		tst_res_(file, lineno, TPASS, "%s %s= '%s'", path, prefix ? prefix : "", val);
	else
		tst_res_(file, lineno, TFAIL, "%s %s!= '%s' got '%s'", path,
			 prefix ? prefix : "", val, buf);
}
