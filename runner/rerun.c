// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * ltk run --rerun-failed DIR: the tests that failed, broke, warned or timed out in the run
 * recorded in DIR, taken again from their runtest files (so their directives, timeouts and
 * commands are today's), into a new results directory.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "ltk.h"
#include "report.h"
#include "rerun.h"
#include "result.h"
#include "util.h"

/* The tag as the runtest file has it: without -I's "N_ITERATION_" or -t's "N_PASS_". */
static const char *base_name(const char *tag)
{
	const char *p = tag;

	while (*p >= '0' && *p <= '9')
		p++;
	if (p > tag && !strncmp(p, "_ITERATION_", 11))
		return p + 11;
	if (p > tag && !strncmp(p, "_PASS_", 6))
		return p + 6;
	return tag;
}

int rerun_load(struct run_opts *o)
{
	struct report rep = { .dir = o->rerun_dir };
	int from_journal = !o->nfiles;

	if (journal_load(&rep) < 0) {
		warnx_("--rerun-failed %s: cannot read its results.jsonl", o->rerun_dir);
		return -1;
	}
	for (int i = 0; i < rep.n; i++) {
		const struct result *r = rep.v[i];
		const char *name = base_name(r->tag);

		if (r->status < ST_WARN)
			continue;
		if (!str_listed(o->rerun_names, o->nrerun, name)) {
			o->rerun_names = xrealloc(o->rerun_names, (o->nrerun + 1) * sizeof(char *));
			o->rerun_names[o->nrerun++] = xstrdup(name);
		}
		if (from_journal && r->runtest && !str_listed(o->files, o->nfiles, r->runtest)) {
			o->files = xrealloc(o->files, (o->nfiles + 1) * sizeof(char *));
			o->files[o->nfiles++] = xstrdup(r->runtest);
		}
	}
	for (int i = 0; i < rep.n; i++) {
		result_free(rep.v[i]);
		free(rep.v[i]);
	}
	free(rep.v);
	if (!rep.n) {
		warnx_("--rerun-failed %s: no results recorded there", o->rerun_dir);
		return -1;
	}
	return 0;
}

int rerun_wanted(const struct run_opts *o, const char *name)
{
	return !o->rerun_dir || str_listed(o->rerun_names, o->nrerun, name);
}
