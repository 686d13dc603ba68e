/* SPDX-License-Identifier: GPL-2.0-or-later */
/* The results directory: creating it, recording what --resume needs, reclaiming a crash. */
#ifndef LTK_RUNDIR_H
#define LTK_RUNDIR_H

#include "ltk.h"

/* --results DIR (refused when it holds a run) or results/<timestamp>; with logs/ in it. */
int rundir_create(const struct run_opts *o, char **dir);
/*
 * Take the results directory for this run (an flock on DIR/ltk-lock, held until exit):
 * the descriptor, or -1 with a message when another ltk run holds it or DIR is not
 * writable.
 */
int rundir_lock(const char *dir);
/* ltk-args (the command line) unless resuming, ltk-state (tmp root, cgroup, cwd). */
void rundir_save_state(const char *dir, const struct run_opts *o, const char *tmproot);
/* A run killed before its end left a cgroup, processes, mounts, a tmp root: undo them. */
void rundir_reclaim(const char *dir);

#endif
