// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * KTAP on stdout (--ktap): "ok N tag", "not ok N tag", skip and conf as "ok N tag # SKIP
 * reason" (for conf the test's first TCONF line). A test's TFAIL/TBROK lines and findings go
 * out as "# " lines before its result line. Numbered in the order tests end, so parallel runs still count 1..N. When the
 * total is unknown (-t) the plan comes last, which TAP allows.
 */
#include <stdio.h>
#include <string.h>
#include "report.h"
#include "result.h"

static int plan_printed;

void ktap_begin(int total)
{
	printf("KTAP version 1\n");
	if (total >= 0) {
		printf("1..%d\n", total);
		plan_printed = 1;
	}
	fflush(stdout);
}

/* "# " lines: KTAP parsers attach diagnostics to the result line that follows them. */
static void diagnostics(FILE *f, const struct result *r)
{
	const char *p = r->first_fail;

	while (p && *p) {
		int n = (int)strcspn(p, "\n");

		fprintf(f, "# %.*s\n", n, p);
		p += n + (p[n] == '\n');
	}
	for (int i = 0; i < r->nfindings; i++)
		fprintf(f, "# %s: %s\n", r->tag, r->findings[i]);
}

static void result_line(FILE *f, int number, const struct result *r)
{
	diagnostics(f, r);
	switch (r->status) {
	case ST_PASS:
		fprintf(f, "ok %d %s\n", number, r->tag);
		break;
	case ST_SKIP:
	case ST_CONF:
		fprintf(f, "ok %d %s # SKIP %s\n", number, r->tag,
			r->reason ? r->reason : status_name(r->status));
		break;
	default:
		fprintf(f, "not ok %d %s # %s%s%s\n", number, r->tag, status_upper(r->status),
			r->reason ? ": " : "", r->reason ? r->reason : "");
	}
}

void ktap_result(int number, const struct result *r)
{
	result_line(stdout, number, r);
	fflush(stdout);
}

void ktap_write(FILE *f, const struct report *rep)
{
	fprintf(f, "KTAP version 1\n1..%d\n", rep->n);
	for (int i = 0; i < rep->n; i++)
		result_line(f, i + 1, rep->v[i]);
}

void ktap_end(int count)
{
	if (!plan_printed)
		printf("1..%d\n", count);
	fflush(stdout);
}
