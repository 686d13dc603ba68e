/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * Boolean expressions over named variables: VAR, !, &, |, parentheses, with ! binding
 * tighter than & and & tighter than |. A variable is any run of characters other than
 * blanks and the operators; a double-quoted part may hold anything but a double quote
 * (CONFIG_X="a (b) | c" is one variable). Used by the kconfig checks.
 */
#ifndef TST_BOOL_EXPR_H__
#define TST_BOOL_EXPR_H__

#include <stddef.h>
#include <stdio.h>

enum tst_op {
	TST_OP_NOT,
	TST_OP_AND,
	TST_OP_OR,
	TST_OP_VAR,
	/* only seen while parsing */
	TST_OP_LPAR,
	TST_OP_RPAR,
};

struct tst_expr_tok {
	enum tst_op op;
	const char *tok;	/* points into the expression string, not terminated */
	size_t tok_len;
	struct tst_expr_tok *next;	/* next token in postfix (evaluation) order */
	const void *priv;	/* free for the caller's map function */
};

struct tst_expr {
	struct tst_expr_tok *rpn;	/* the expression in postfix order */
	struct tst_expr_tok *buf;	/* storage of the tokens */
	char *str;			/* private copy of the expression */
};

/*
 * Parse expr. On a syntax error returns NULL and, when err is not NULL, writes a message
 * naming the problem and its offset into err.
 */
struct tst_expr *tst_bool_expr_parse_err(const char *expr, char *err, size_t err_size);

/* The same, printing the syntax error (TINFO) itself. */
struct tst_expr *tst_bool_expr_parse(const char *expr);

/*
 * Evaluate with map(var) giving each variable's truth (non-zero = true). Returns 0 or 1,
 * -1 for a broken expression.
 */
int tst_bool_expr_eval(struct tst_expr *expr, int (*map)(struct tst_expr_tok *var));

/* Print the expression in postfix order (for debugging). */
void tst_bool_expr_print(FILE *f, struct tst_expr *expr);

void tst_bool_expr_free(struct tst_expr *expr);

#endif
