/* SPDX-License-Identifier: GPL-2.0-or-later */
/* `ltk run`: the run loop tying parse, schedule, execute, observe and the reports together. */
#ifndef LTK_RUN_H
#define LTK_RUN_H

#include "ltk.h"
#include "parse.h"

/* Returns the exit code of `ltk run`. */
int run_main(const struct tree *tree, struct run_opts *o);

/* The list after -f/-s/-S/-I/--shard, with metadata and recorded durations, in run order. */
int prepare_list(const struct tree *tree, const struct run_opts *o, struct test_list *l,
		 const char *cache_dir);

/* Seconds the runner allows t: --timeout, else "#ltk: timeout", else metadata, else 300. */
double test_timeout(const struct test *t, const struct run_opts *o);

#endif
