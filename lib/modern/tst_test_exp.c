// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * The checks behind the TST_EXP_* macros (tst_test_macros.h). Each prints what was
 * expected and what happened, and sets TST_PASS.
 */
#include <stdarg.h>
#include <stdio.h>
#include <string.h>
#include "tst_test_priv.h"

bool tst_errno_in_set(int err, const int *exp_errs, int cnt)
{
	int i;

	for (i = 0; i < cnt; i++)
		if (exp_errs[i] == err)
			return true;
	return false;
}

const char *tst_errno_names(char *buf, const int *exp_errs, int cnt)
{
	size_t pos = 0, size = 20 * (size_t)(cnt > 0 ? cnt : 1);
	int i;

	buf[0] = '\0';
	for (i = 0; i < cnt && pos < size; i++)
		pos += snprintf(buf + pos, size - pos, "%s%s", i ? ", " : "",
				tst_strerrno(exp_errs[i]));
	return buf;
}

const char *ltk_exp_desc_(char *buf, size_t size, const char *scall, const char *fmt, ...)
{
	va_list va;

	if (!fmt)
		return scall;
	va_start(va, fmt);
	vsnprintf(buf, size, fmt, va);
	va_end(va);
	return buf;
}

static int ok_value(enum ltk_exp_kind kind)
{
	switch (kind) {
	case LTK_EXP_PASS:
		return TST_RET == 0;
	case LTK_EXP_PTR_VOID:
		return TST_RET_PTR != (void *)-1;
	case LTK_EXP_PTR_NULL:
		return TST_RET_PTR != NULL;
	default:
		return TST_RET >= 0;
	}
}

void ltk_exp_ok_(const char *file, int lineno, enum ltk_exp_kind kind, int silent,
		 const char *desc)
{
	TST_PASS = 0;
	if (!ok_value(kind)) {
		if (kind == LTK_EXP_PTR_VOID || kind == LTK_EXP_PTR_NULL || TST_RET == -1)
			tst_res_(file, lineno, TFAIL | TTERRNO, "%s failed", desc);
		else
			tst_res_(file, lineno, TFAIL | TTERRNO, "%s invalid retval %ld", desc,
				 TST_RET);
		return;
	}
	TST_PASS = 1;
	if (silent)
		return;
	switch (kind) {
	case LTK_EXP_FD:
		tst_res_(file, lineno, TPASS, "%s returned fd %ld", desc, TST_RET);
		break;
	case LTK_EXP_PID:
		tst_res_(file, lineno, TPASS, "%s returned pid %ld", desc, TST_RET);
		break;
	case LTK_EXP_POSITIVE:
		tst_res_(file, lineno, TPASS, "%s returned %ld", desc, TST_RET);
		break;
	default:
		tst_res_(file, lineno, TPASS, "%s passed", desc);
	}
}

void ltk_exp_val_(const char *file, int lineno, long val, int silent, const char *desc)
{
	TST_PASS = 0;
	if (TST_RET != val) {
		tst_res_(file, lineno, TFAIL | TTERRNO, "%s retval %ld != %ld", desc, TST_RET, val);
		return;
	}
	TST_PASS = 1;
	if (!silent)
		tst_res_(file, lineno, TPASS, "%s passed", desc);
}

void ltk_exp_fail_(const char *file, int lineno, enum ltk_exp_kind kind, int silent,
		   const int *exp_errs, int cnt, const char *desc)
{
	char names[20 * 16];
	int failed_ret;

	TST_PASS = 0;
	switch (kind) {
	case LTK_EXP_PTR_NULL:
		failed_ret = TST_RET_PTR == NULL;
		break;
	case LTK_EXP_PTR_VOID:
		failed_ret = TST_RET_PTR == (void *)-1;
		break;
	case LTK_EXP_FAIL2:
		if (TST_RET >= 0) {
			tst_res_(file, lineno, TFAIL, "%s succeeded", desc);
			return;
		}
		failed_ret = TST_RET == -1;
		break;
	default:
		if (TST_RET == 0) {
			tst_res_(file, lineno, TFAIL, "%s succeeded", desc);
			return;
		}
		failed_ret = TST_RET == -1;
	}
	if (!failed_ret) {
		if (kind == LTK_EXP_PTR_NULL || kind == LTK_EXP_PTR_VOID)
			tst_res_(file, lineno, TFAIL, "%s succeeded", desc);
		else
			tst_res_(file, lineno, TFAIL | TTERRNO, "%s invalid retval %ld", desc,
				 TST_RET);
		return;
	}
	if (cnt > 16)
		cnt = 16;
	if (!tst_errno_in_set(TST_ERR, exp_errs, cnt)) {
		tst_res_(file, lineno, TFAIL | TTERRNO, "%s expected %s", desc,
			 tst_errno_names(names, exp_errs, cnt));
		return;
	}
	TST_PASS = 1;
	if (!silent)
		tst_res_(file, lineno, TPASS | TTERRNO, "%s ", desc);
}

void ltk_exp_expr_(const char *file, int lineno, int ok, const char *desc)
{
	TST_PASS = ok;
	tst_res_(file, lineno, ok ? TPASS : TFAIL, "Expect: %s", desc);
}

void ltk_exp_eq_ll_(const char *file, int lineno, int silent, const char *sa, long long a,
		    const char *sb, long long b)
{
	TST_PASS = a == b;
	if (!TST_PASS)
		tst_res_(file, lineno, TFAIL, "%s (%lli) != %s (%lli)", sa, a, sb, b);
	else if (!silent)
		tst_res_(file, lineno, TPASS, "%s == %s (%lli)", sa, sb, a);
}

void ltk_exp_eq_ull_(const char *file, int lineno, int silent, const char *sa,
		     unsigned long long a, const char *sb, unsigned long long b)
{
	TST_PASS = a == b;
	if (!TST_PASS)
		tst_res_(file, lineno, TFAIL, "%s (%llu) != %s (%llu)", sa, a, sb, b);
	else if (!silent)
		tst_res_(file, lineno, TPASS, "%s == %s (%llu)", sa, sb, a);
}

void ltk_exp_le_ull_(const char *file, int lineno, int silent, const char *sa,
		     unsigned long long a, const char *sb, unsigned long long b)
{
	TST_PASS = a <= b;
	if (!TST_PASS)
		tst_res_(file, lineno, TFAIL, "%s (%llu) > %s (%llu)", sa, a, sb, b);
	else if (!silent)
		tst_res_(file, lineno, TPASS, "%s <= %s (%llu <= %llu)", sa, sb, a, b);
}

void ltk_exp_eq_str_(const char *file, int lineno, const char *sa, const char *a,
		     const char *sb, const char *b, size_t len)
{
	int n = len > 0x7fffffff ? 0x7fffffff : (int)len;

	TST_PASS = a && b && !strncmp(a, b, len);
	if (TST_PASS)
		tst_res_(file, lineno, TPASS, "%s == %s (%.*s)", sa, sb, n, b);
	else
		tst_res_(file, lineno, TFAIL, "%s (%.*s) != %s (%.*s)", sa, n, a ? a : "(null)",
			 sb, n, b ? b : "(null)");
}
