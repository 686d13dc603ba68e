/* SPDX-License-Identifier: GPL-2.0-or-later */
/* ltk merge: shards' results as one run (merge.c). */
#ifndef LTK_MERGE_H
#define LTK_MERGE_H

/* Merge the results directories dirs into out; 0, 1 when a test was in two shards, -1. */
int merge_dirs(const char *out, char **dirs, int n);
int merge_cmd(int argc, char **argv);

#endif
