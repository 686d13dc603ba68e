// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * tst_kconfig_check(): every expression is parsed (a syntax error is TBROK whatever the
 * config says) before the config is read, then evaluated. A failed expression is followed
 * by what the config holds for each of its variables.
 */
#include <stdlib.h>
#include <string.h>
#include "tst_kconfig.h"
#include "tst_bool_expr.h"
#include "ltk_core.h"
#include "ltk_kconfig.h"

/* Split "CONFIG_FOO[=VAL]"; returns the length of the name part. */
static size_t name_len(const struct tst_expr_tok *t)
{
	const char *eq = memchr(t->tok, '=', t->tok_len);

	return eq ? (size_t)(eq - t->tok) : t->tok_len;
}

static int valid_var(const struct tst_expr_tok *t)
{
	size_t i, nlen = name_len(t);
	const char *val = t->tok + nlen + 1;
	size_t vlen = t->tok_len - nlen - 1;

	if (nlen < 8 || strncmp(t->tok, "CONFIG_", 7))
		return 0;
	for (i = 7; i < nlen; i++) {
		char c = t->tok[i];

		if (!(c == '_' || (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z') ||
		      (c >= '0' && c <= '9')))
			return 0;
	}
	if (nlen == t->tok_len)
		return 1;
	if (!vlen)
		return 0;
	/* a quoted value must be one string: "a"b or "a""b" is a typo, not a value */
	if (memchr(val, '"', vlen))
		return vlen >= 2 && val[0] == '"' && val[vlen - 1] == '"' &&
		       !memchr(val + 1, '"', vlen - 2);
	return 1;
}

static int var_holds(struct tst_expr_tok *t)
{
	size_t nlen = name_len(t);
	struct ltk_kconfig_entry *e = ltk_kconfig_lookup(t->tok, nlen);
	const char *want = t->tok + nlen + 1;

	if (!e || !e->val || e->why_off)
		return 0;
	if (nlen == t->tok_len)
		return !strcmp(e->val, "y") || !strcmp(e->val, "m");
	return strlen(e->val) == t->tok_len - nlen - 1 && !memcmp(e->val, want, strlen(e->val));
}

static void explain(const char *expr_str, struct tst_expr *expr)
{
	struct ltk_kconfig_entry *e;
	struct tst_expr_tok *t;
	size_t nlen;

	ltk_res(__FILE__, __LINE__, TINFO, "Constraint '%s' not satisfied!", expr_str);
	for (t = expr->rpn; t; t = t->next) {
		if (t->op != TST_OP_VAR)
			continue;
		nlen = name_len(t);
		e = ltk_kconfig_lookup(t->tok, nlen);
		if (!e || !e->val)
			ltk_res(__FILE__, __LINE__, TINFO, "%.*s is not set", (int)nlen, t->tok);
		else if (e->why_off)
			ltk_res(__FILE__, __LINE__, TINFO, "%s=%s but %s", e->name, e->val,
				e->why_off);
		else
			ltk_res(__FILE__, __LINE__, TINFO, "%s=%s", e->name, e->val);
	}
}

static void free_all(struct tst_expr **exprs, size_t cnt)
{
	size_t i;

	for (i = 0; i < cnt; i++)
		tst_bool_expr_free(exprs[i]);
	free(exprs);
}

/* Parse all expressions; TBROK (and NULL) on the first bad one. */
static struct tst_expr **parse_all(const char *const kconfigs[], size_t cnt)
{
	struct tst_expr **exprs = calloc(cnt + 1, sizeof(*exprs));
	struct tst_expr_tok *t;
	char err[256];
	size_t i;

	if (!exprs) {
		ltk_brk(__FILE__, __LINE__, TBROK | TERRNO, NULL, "calloc() failed");
		return NULL;
	}
	for (i = 0; i < cnt; i++) {
		exprs[i] = tst_bool_expr_parse_err(kconfigs[i], err, sizeof(err));
		if (!exprs[i]) {
			ltk_brk(__FILE__, __LINE__, TBROK, NULL,
				"Syntax error in kconfig expression '%s' %s", kconfigs[i], err);
			goto fail;
		}
		for (t = exprs[i]->rpn; t; t = t->next) {
			if (t->op == TST_OP_VAR && !valid_var(t)) {
				ltk_brk(__FILE__, __LINE__, TBROK, NULL,
					"Invalid kconfig variable '%.*s' in '%s' (expected %s)",
					(int)t->tok_len, t->tok, kconfigs[i],
					"CONFIG_NAME, CONFIG_NAME=value or CONFIG_NAME=\"string\"");
				goto fail;
			}
		}
	}
	return exprs;
fail:
	free_all(exprs, cnt);
	return NULL;
}

int tst_kconfig_check(const char *const kconfigs[])
{
	struct tst_expr **exprs;
	size_t i, cnt = 0;
	int failed = 0;

	if (getenv("KCONFIG_SKIP_CHECK")) {
		ltk_res(__FILE__, __LINE__, TINFO, "Skipping kernel config check as requested");
		return 0;
	}
	while (kconfigs[cnt])
		cnt++;
	exprs = parse_all(kconfigs, cnt);
	if (!exprs)
		return -1;
	if (ltk_kconfig_load(1)) {
		free_all(exprs, cnt);
		return -1;
	}
	for (i = 0; i < cnt; i++) {
		if (tst_bool_expr_eval(exprs[i], var_holds) == 1)
			continue;
		explain(kconfigs[i], exprs[i]);
		failed = 1;
	}
	free_all(exprs, cnt);
	return failed;
}
