/* SPDX-License-Identifier: GPL-2.0-or-later */
/* Reading runtest files, scenario groups and skip files into the list of tests to run. */
#ifndef LTK_PARSE_H
#define LTK_PARSE_H

/* A runtest, skip or scenario file line longer than this is an error, not a test. */
#define RUNTEST_LINE_MAX 65536

#include "ltk.h"

struct test_list {
	struct test *v;
	int n, cap;
};

/*
 * Append the entries of one runtest file. display is the name used in messages. Returns 0,
 * or -1 after printing "FILE:LINE: what is wrong".
 */
int parse_runtest(const char *path, const char *display, struct test_list *out);

/* Resolve -f names (runtest/NAME, or a path) or the default scenario into paths. */
int resolve_runtest_files(const struct tree *tree, char **names, int n, char ***paths,
			  int *npaths);

/*
 * Build the run list: every file, -s include regex, -S skip file, -I iterations, unique
 * tags. Returns 0 or -1 (message printed).
 */
int build_test_list(const struct tree *tree, const struct run_opts *o, struct test_list *out);

void test_list_free(struct test_list *l);

#endif
