// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * Boolean expressions: feat_bool_expr EXPR [TRUEVAR...] prints the postfix form and the
 * value with the listed variables true and every other one false.
 */
#include "test.h"
#include "tst_bool_expr.h"

char *TCID = "feat_bool_expr";
int TST_TOTAL = 1;

static int argc_;
static char **argv_;

static int map(struct tst_expr_tok *var)
{
	int i;

	for (i = 2; i < argc_; i++) {
		if (strlen(argv_[i]) == var->tok_len && !strncmp(argv_[i], var->tok, var->tok_len))
			return 1;
	}
	return 0;
}

int main(int argc, char *argv[])
{
	struct tst_expr *expr;

	argc_ = argc;
	argv_ = argv;
	expr = tst_bool_expr_parse(argc > 1 ? argv[1] : "");
	if (!expr)
		tst_brkm(TBROK, NULL, "parse failed");
	printf("rpn: ");
	fflush(stdout);
	tst_bool_expr_print(stdout, expr);
	fflush(stdout);
	tst_resm(TINFO, "value %d", tst_bool_expr_eval(expr, map));
	tst_bool_expr_free(expr);
	tst_resm(TPASS, "evaluated");
	tst_exit();
}
