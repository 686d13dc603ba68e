/* SPDX-License-Identifier: GPL-2.0-or-later */
/* `ltk compare OLD NEW`: what changed between two runs. */
#ifndef LTK_COMPARE_H
#define LTK_COMPARE_H

/* Returns 0 without regressions, 1 with, 64 on bad input. */
int compare_runs(const char *old_dir, const char *new_dir);

/* `ltk compare [--html FILE] OLD NEW` (compare_detail.c): the above, durations, HTML. */
int compare_cmd(int argc, char **argv);

#endif
