// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * Command line, variants, iterations and the tmpdir: each call of the test function
 * prints its variant, test number and cwd; -P checks the tst_parse_* helpers.
 */
#include <limits.h>
#include "tst_test.h"

static char *flag, *value, *parse;

struct parse_case {
	const char *str;
	int ret;
	long long val;
};

static void check_parsers(void)
{
	static const struct parse_case ints[] = {
		{"42", 0, 42}, {"-7", 0, -7}, {"0x10", 0, 16}, {"", EINVAL, 0}, {"4x", EINVAL, 0},
		{"101", ERANGE, 0}, {"99999999999999999999", ERANGE, 0},
	};
	static const struct parse_case sizes[] = {
		{"10", 0, 10}, {"2k", 0, 2048}, {"3M", 0, 3 << 20}, {"1g", 0, 1 << 30},
		{"5kb", EINVAL, 0}, {"k", EINVAL, 0}, {"-1", ERANGE, 0},
	};
	unsigned int i;
	long long ll;
	long l;
	float f;
	int v, ret;

	for (i = 0; i < ARRAY_SIZE(ints); i++) {
		v = 0;
		ret = tst_parse_int(ints[i].str, &v, -100, 100);
		if (ret == ints[i].ret && (ret || v == ints[i].val))
			tst_res(TPASS, "tst_parse_int(\"%s\") = %d, %d", ints[i].str, ret, v);
		else
			tst_res(TFAIL, "tst_parse_int(\"%s\") = %d, %d", ints[i].str, ret, v);
	}
	for (i = 0; i < ARRAY_SIZE(sizes); i++) {
		ll = 0;
		ret = tst_parse_filesize(sizes[i].str, &ll, 0, LLONG_MAX);
		if (ret == sizes[i].ret && (ret || ll == sizes[i].val))
			tst_res(TPASS, "tst_parse_filesize(\"%s\") = %d, %lld", sizes[i].str, ret, ll);
		else
			tst_res(TFAIL, "tst_parse_filesize(\"%s\") = %d, %lld", sizes[i].str, ret, ll);
	}
	v = 5;
	TST_EXP_EQ_LI(tst_parse_int(NULL, &v, 0, 1), 0);
	TST_EXP_EQ_LI(v, 5);
	TST_EXP_EQ_LI(tst_parse_long("123456789012", &l, 0, LONG_MAX), 0);
	TST_EXP_EQ_LI(l, 123456789012L);
	TST_EXP_EQ_LI(tst_parse_float("0.5", &f, 0, 1), 0);
	TST_EXP_EXPR(f == 0.5f, "float parsed as 0.5");
	TST_EXP_EQ_LI(tst_parse_float("1.5", &f, 0, 1), ERANGE);
	TST_EXP_EQ_LI(tst_parse_float("nan", &f, 0, 1), ERANGE);
	TST_EXP_EQ_LI(tst_parse_float("x", &f, 0, 1), EINVAL);
}

static void setup(void)
{
	char cwd[PATH_MAX];

	tst_res(TINFO, "flag=%s value=%s", flag ? "set" : "unset", value ? value : "(none)");
	if (getcwd(cwd, sizeof(cwd)))
		tst_res(TINFO, "cwd %s", cwd);
	if (parse)
		check_parsers();
}

static void run(unsigned int n)
{
	tst_res(TPASS, "variant %u test %u", tst_variant, n);
}

static struct tst_test test = {
	.tcnt = 2,
	.test = run,
	.setup = setup,
	.test_variants = 2,
	.needs_tmpdir = 1,
	.options = (struct tst_option[]) {
		{"a", &flag, "A flag"},
		{"v:", &value, "A value"},
		{"P", &parse, "Check the number parsers"},
		{}
	},
	.tags = (const struct tst_tag[]) {
		{"linux-git", "fedcba987654"},
		{}
	},
};
