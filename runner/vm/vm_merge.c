// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * With -j N each VM writes its own results directory (DIR/shard-K: a run of its own, with its
 * journal, logs and resume state). At the end they are merged into DIR by ltk merge's code
 * (merge.c): one results.jsonl, results.json, junit.xml, ltk.log, results.ktap and
 * index.html, the logs referred to in their shard (shard-K/logs/...), the guest's
 * environment from the first shard.
 */
#include <stdlib.h>
#include "merge.h"
#include "util.h"
#include "vm.h"

int vm_merge_shards(const char *dir, int n)
{
	char **dirs = xcalloc(n, sizeof(char *));
	int ret;

	for (int k = 0; k < n; k++)
		dirs[k] = xasprintf("%s/shard-%d", dir, k + 1);
	ret = merge_dirs(dir, dirs, n);
	for (int k = 0; k < n; k++)
		free(dirs[k]);
	free(dirs);
	return ret ? -1 : 0;
}
