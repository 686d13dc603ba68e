/* SPDX-License-Identifier: GPL-2.0-or-later */
/* --rerun-failed DIR: which tests, from which runtest files (rerun.c). */
#ifndef LTK_RERUN_H
#define LTK_RERUN_H

#include "ltk.h"

/* Read DIR's journal: the names of the tests that did not pass, and (unless -f was given)
 * the runtest files they came from. 0, or -1 with a message. */
int rerun_load(struct run_opts *o);
/* Is a runtest entry of this name to run? (always, without --rerun-failed) */
int rerun_wanted(const struct run_opts *o, const char *name);

#endif
