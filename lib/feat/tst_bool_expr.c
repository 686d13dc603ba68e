// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * Boolean expression parser: a tokenizer and a recursive descent parser that emits the
 * tokens in postfix order, so evaluation is a loop over a stack of truth values.
 *
 *   or   := and ('|' and)*
 *   and  := not ('&' not)*
 *   not  := '!' not | '(' or ')' | VAR
 */
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>
#include "tst_bool_expr.h"
#include "ltk_core.h"

#define MAX_DEPTH 64

struct parser {
	struct tst_expr_tok *toks;
	size_t cnt;
	size_t pos;
	struct tst_expr_tok *tail;	/* last token emitted in postfix order */
	struct tst_expr *expr;
	const char *str;
	char *err;
	size_t err_size;
	int failed;
};

static void LTK_PRINTF(3, 4) syntax_error(struct parser *p, size_t offset, const char *fmt, ...)
{
	va_list va;
	size_t len;

	if (p->failed++ || !p->err || !p->err_size)
		return;
	len = snprintf(p->err, p->err_size, "at offset %zu: ", offset);
	if (len >= p->err_size)
		return;
	va_start(va, fmt);
	vsnprintf(p->err + len, p->err_size - len, fmt, va);
	va_end(va);
}

static int is_op_char(char c)
{
	return c == '!' || c == '&' || c == '|' || c == '(' || c == ')';
}

static int is_blank(char c)
{
	return c == ' ' || c == '\t' || c == '\n' || c == '\r';
}

static int tokenize(struct parser *p)
{
	const char *s = p->str;
	struct tst_expr_tok *t;

	while (*s) {
		if (is_blank(*s)) {
			s++;
			continue;
		}
		t = &p->toks[p->cnt++];
		t->tok = s;
		switch (*s) {
		case '!': t->op = TST_OP_NOT; break;
		case '&': t->op = TST_OP_AND; break;
		case '|': t->op = TST_OP_OR; break;
		case '(': t->op = TST_OP_LPAR; break;
		case ')': t->op = TST_OP_RPAR; break;
		default: t->op = TST_OP_VAR; break;
		}
		if (t->op != TST_OP_VAR) {
			t->tok_len = 1;
			s++;
			continue;
		}
		while (*s && !is_blank(*s) && !is_op_char(*s)) {
			if (*s++ != '"')
				continue;
			while (*s && *s != '"')
				s++;
			if (!*s) {
				syntax_error(p, t->tok - p->str, "unterminated string in '%s'",
					     t->tok);
				return -1;
			}
			s++;
		}
		t->tok_len = s - t->tok;
	}
	return 0;
}

static void emit(struct parser *p, struct tst_expr_tok *t)
{
	t->next = NULL;
	if (p->tail)
		p->tail->next = t;
	else
		p->expr->rpn = t;
	p->tail = t;
}

static struct tst_expr_tok *peek(struct parser *p)
{
	return p->pos < p->cnt ? &p->toks[p->pos] : NULL;
}

static size_t offset_of(struct parser *p, struct tst_expr_tok *t)
{
	return t ? (size_t)(t->tok - p->str) : strlen(p->str);
}

static void parse_or(struct parser *p, int depth);

static void parse_not(struct parser *p, int depth)
{
	struct tst_expr_tok *t = peek(p);

	if (depth > MAX_DEPTH) {
		syntax_error(p, offset_of(p, t), "expression nested too deeply");
		return;
	}
	if (!t) {
		syntax_error(p, offset_of(p, t), "expression ends where a variable was expected");
		return;
	}
	switch (t->op) {
	case TST_OP_NOT:
		p->pos++;
		parse_not(p, depth + 1);
		emit(p, t);
		return;
	case TST_OP_LPAR:
		p->pos++;
		parse_or(p, depth + 1);
		if (p->failed)
			return;
		t = peek(p);
		if (!t || t->op != TST_OP_RPAR) {
			syntax_error(p, offset_of(p, t), "missing ')'");
			return;
		}
		p->pos++;
		return;
	case TST_OP_VAR:
		p->pos++;
		emit(p, t);
		return;
	default:
		syntax_error(p, offset_of(p, t), "unexpected '%c' where a variable was expected",
			     *t->tok);
	}
}

static void parse_and(struct parser *p, int depth)
{
	struct tst_expr_tok *t;

	parse_not(p, depth);
	while (!p->failed && (t = peek(p)) && t->op == TST_OP_AND) {
		p->pos++;
		parse_not(p, depth);
		emit(p, t);
	}
}

static void parse_or(struct parser *p, int depth)
{
	struct tst_expr_tok *t;

	parse_and(p, depth);
	while (!p->failed && (t = peek(p)) && t->op == TST_OP_OR) {
		p->pos++;
		parse_and(p, depth);
		emit(p, t);
	}
}

struct tst_expr *tst_bool_expr_parse_err(const char *expr, char *err, size_t err_size)
{
	struct parser p = {.err = err, .err_size = err_size};
	struct tst_expr_tok *t;
	struct tst_expr *ret;

	if (err && err_size)
		err[0] = 0;
	ret = calloc(1, sizeof(*ret));
	if (!ret)
		return NULL;
	ret->str = strdup(expr);
	ret->buf = calloc(strlen(expr) + 1, sizeof(*ret->buf));
	if (!ret->str || !ret->buf)
		goto fail;

	p.toks = ret->buf;
	p.str = ret->str;
	p.expr = ret;
	if (tokenize(&p))
		goto fail;
	if (!p.cnt) {
		syntax_error(&p, 0, "empty expression");
		goto fail;
	}
	parse_or(&p, 0);
	if (p.failed)
		goto fail;
	t = peek(&p);
	if (t) {
		if (t->op == TST_OP_RPAR)
			syntax_error(&p, offset_of(&p, t), "unmatched ')'");
		else
			syntax_error(&p, offset_of(&p, t), "'%.*s' follows a complete expression",
				     (int)t->tok_len, t->tok);
		goto fail;
	}
	return ret;
fail:
	tst_bool_expr_free(ret);
	return NULL;
}

struct tst_expr *tst_bool_expr_parse(const char *expr)
{
	char err[256];
	struct tst_expr *ret = tst_bool_expr_parse_err(expr, err, sizeof(err));

	if (!ret)
		ltk_res(__FILE__, __LINE__, TINFO, "Syntax error in '%s' %s", expr, err);
	return ret;
}

int tst_bool_expr_eval(struct tst_expr *expr, int (*map)(struct tst_expr_tok *var))
{
	char stack[MAX_DEPTH * 4];
	struct tst_expr_tok *t;
	int sp = 0;

	for (t = expr->rpn; t; t = t->next) {
		switch (t->op) {
		case TST_OP_VAR:
			if (sp >= (int)sizeof(stack))
				return -1;
			stack[sp++] = !!map(t);
			break;
		case TST_OP_NOT:
			if (sp < 1)
				return -1;
			stack[sp - 1] = !stack[sp - 1];
			break;
		case TST_OP_AND:
		case TST_OP_OR:
			if (sp < 2)
				return -1;
			sp--;
			if (t->op == TST_OP_AND)
				stack[sp - 1] = stack[sp - 1] && stack[sp];
			else
				stack[sp - 1] = stack[sp - 1] || stack[sp];
			break;
		default:
			return -1;
		}
	}
	return sp == 1 ? stack[0] : -1;
}

void tst_bool_expr_print(FILE *f, struct tst_expr *expr)
{
	struct tst_expr_tok *t;

	for (t = expr->rpn; t; t = t->next)
		fprintf(f, "%.*s%s", (int)t->tok_len, t->tok, t->next ? " " : "\n");
}

void tst_bool_expr_free(struct tst_expr *expr)
{
	if (!expr)
		return;
	free(expr->buf);
	free(expr->str);
	free(expr);
}
