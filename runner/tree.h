/* SPDX-License-Identifier: GPL-2.0-or-later */
/* Find the build or install tree this ltk binary belongs to. */
#ifndef LTK_TREE_H
#define LTK_TREE_H

#include "ltk.h"

/* Fill *t from /proc/self/exe; returns 0, or -1 with a message printed. */
int tree_locate(struct tree *t);
/* Export LTPROOT and put testcases/bin first in PATH, for the tests and their helpers. */
void tree_export_env(const struct tree *t);
void tree_free(struct tree *t);

#endif
