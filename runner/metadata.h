/* SPDX-License-Identifier: GPL-2.0-or-later */
/* Asking each test binary `--metadata` once, with a cache keyed by path and mtime. */
#ifndef LTK_METADATA_H
#define LTK_METADATA_H

#include "ltk.h"

/*
 * Load the cache of the tree rooted at tree_root (struct tree's root):
 * $XDG_CACHE_HOME/ltk/metadata-HASH.json (or ~/.cache/ltk/...), HASH naming the root's
 * absolute path; else in fallback_dir, else (NULL) kept in memory only.
 */
void metadata_cache_open(const char *tree_root, const char *fallback_dir);
/*
 * Write the cache when it gained answers. prune: first drop the answers of binaries that are
 * gone or changed, a stat() of every one (thousands when several trees share the cache):
 * done once the tests ran, not before the first one.
 */
void metadata_cache_save(int prune);
void metadata_cache_close(void);

/* Fill t->meta (known = 0 for legacy tests, scripts, compound commands). */
void metadata_get(struct test *t);

/* The binary a command line runs, resolved through PATH; NULL for compound commands. */
char *command_binary(const char *cmd);

#endif
