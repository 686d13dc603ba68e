// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * ltk runs the tests of the tree it was built or installed with, wherever it is called from:
 *   install tree  <prefix>/bin/ltk -> <prefix>/runtest, <prefix>/testcases/bin
 *   build tree    <O>/bin/ltk      -> <src>/runtest, <O>/testcases/bin
 * The build tree is recognised by the config.mk that the build writes into <O>; <src> is
 * compiled in (LTK_SRC_DIR), falling back to <O>/.. for the default O=build.
 */
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>
#include "tree.h"
#include "util.h"

#ifndef LTK_SRC_DIR
#define LTK_SRC_DIR ""
#endif

static int is_dir(const char *p)
{
	struct stat st;

	return !stat(p, &st) && S_ISDIR(st.st_mode);
}

static int exists(const char *p)
{
	return !access(p, F_OK);
}

int tree_locate(struct tree *t)
{
	char exe[PATH_MAX];
	ssize_t n = readlink("/proc/self/exe", exe, sizeof(exe) - 1);
	char *slash, *top, *src, *cand;

	if (n <= 0) {
		warnx_("cannot read /proc/self/exe to find the test tree");
		return -1;
	}
	exe[n] = 0;
	slash = strrchr(exe, '/');
	*slash = 0;			/* .../bin */
	slash = strrchr(exe, '/');
	if (slash)
		*slash = 0;		/* the prefix or the build dir */
	top = exe[0] ? exe : "/";

	cand = xasprintf("%s/runtest", top);
	if (is_dir(cand)) {
		t->root = xstrdup(top);
		t->runtest_dir = cand;
		t->scenario_dir = xasprintf("%s/scenario_groups", top);
		t->bin_dir = xasprintf("%s/testcases/bin", top);
		return 0;
	}
	free(cand);

	cand = xasprintf("%s/config.mk", top);
	if (!exists(cand)) {
		free(cand);
		warnx_("%s is neither an install tree (no runtest/) nor a build tree (no config.mk)",
		       top);
		return -1;
	}
	free(cand);
	src = LTK_SRC_DIR[0] && is_dir(LTK_SRC_DIR) ? xstrdup(LTK_SRC_DIR)
						      : xasprintf("%s/..", top);
	t->root = xstrdup(top);
	t->runtest_dir = xasprintf("%s/runtest", src);
	t->scenario_dir = xasprintf("%s/scenario_groups", src);
	t->bin_dir = xasprintf("%s/testcases/bin", top);
	free(src);
	return 0;
}

void tree_export_env(const struct tree *t)
{
	const char *path = getenv("PATH");
	char *np = xasprintf("%s:%s/bin:%s", t->bin_dir, t->root,
			     path && *path ? path : "/usr/sbin:/usr/bin:/sbin:/bin");

	setenv("PATH", np, 1);
	setenv("LTPROOT", t->root, 1);
	free(np);
}

void tree_free(struct tree *t)
{
	free(t->root);
	free(t->runtest_dir);
	free(t->scenario_dir);
	free(t->bin_dir);
	memset(t, 0, sizeof(*t));
}
