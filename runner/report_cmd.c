// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * ltk report: other formats written from a results directory's journal, after the run (or
 * from a run on another machine): ltp-pan's output blocks (runltp -o), a KernelCI KCIDB v5
 * document, the HTML page.
 */
#include <getopt.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "ltk.h"
#include "report.h"
#include "report_cmd.h"
#include "result.h"
#include "util.h"

static const char usage[] =
"Usage: ltk report [OPTIONS] DIR\n"
"Write other formats from the results directory DIR (its results.jsonl):\n"
"  --pan-output FILE   ltp-pan's output blocks (<<<test_start>>> ... <<<test_end>>>)\n"
"                      with each test's output, in the order the tests ran (runltp -o)\n"
"  --kcidb FILE        a KernelCI KCIDB v5 document with one test per result\n"
"  --origin NAME       the KCIDB origin (required with --kcidb)\n"
"  --build-id ID       the KCIDB build the tests ran on (default ORIGIN:ltk)\n"
"  --html FILE         the HTML page (also written by ltk run as index.html)\n"
"FILE '-' is standard output. Exit: 0, 64 usage error, 70 DIR unreadable or a write failed.\n";

static FILE *open_out(const char *path)
{
	FILE *f = strcmp(path, "-") ? fopen(path, "we") : stdout;

	if (!f)
		warnx_("cannot write %s: %m", path);
	return f;
}

static int close_out(FILE *f, const char *path)
{
	int bad = ferror(f);

	if (f != stdout)
		bad |= fclose(f);
	else
		bad |= fflush(f);
	if (bad)
		warnx_("cannot write %s", path);
	return bad ? -1 : 0;
}

/* The journal is in the order tests ended; blocks go out in the order they started. */
static int by_start(const void *a, const void *b)
{
	const struct result *x = *(struct result *const *)a, *y = *(struct result *const *)b;

	return x->stime < y->stime ? -1 : x->stime > y->stime;
}

int report_cmd(int argc, char **argv)
{
	enum { O_PAN = 256, O_KCIDB, O_ORIGIN, O_BUILD, O_HTML };
	static const struct option longs[] = {
		{ "pan-output", required_argument, NULL, O_PAN },
		{ "kcidb", required_argument, NULL, O_KCIDB },
		{ "origin", required_argument, NULL, O_ORIGIN },
		{ "build-id", required_argument, NULL, O_BUILD },
		{ "html", required_argument, NULL, O_HTML },
		{ "help", no_argument, NULL, 'h' },
		{ 0 }
	};
	const char *pan = NULL, *kcidb = NULL, *origin = NULL, *build = NULL, *html = NULL;
	struct report rep = {0};
	int opt, ret = 0;
	FILE *f;

	optind = 1;
	while ((opt = getopt_long(argc, argv, "h", longs, NULL)) != -1) {
		switch (opt) {
		case O_PAN: pan = optarg; break;
		case O_KCIDB: kcidb = optarg; break;
		case O_ORIGIN: origin = optarg; break;
		case O_BUILD: build = optarg; break;
		case O_HTML: html = optarg; break;
		case 'h':
			fputs(usage, stdout);
			return 0;
		default:
			fputs(usage, stderr);
			return LTK_EXIT_USAGE;
		}
	}
	if (optind != argc - 1 || (!pan && !kcidb && !html) || (kcidb && !origin)) {
		warnx_("report: %s", optind != argc - 1 ? "give one results directory" :
		       kcidb && !origin ? "--kcidb needs --origin" : "nothing to write");
		fputs(usage, stderr);
		return LTK_EXIT_USAGE;
	}
	rep.dir = argv[optind];
	if (journal_load(&rep) < 0) {
		warnx_("cannot read %s/results.jsonl: %m", rep.dir);
		return LTK_EXIT_INTERNAL;
	}
	qsort(rep.v, rep.n, sizeof(*rep.v), by_start);
	if (pan && (f = open_out(pan))) {
		pan_output_write(f, &rep);
		ret |= close_out(f, pan);
	} else if (pan) {
		ret = -1;
	}
	if (kcidb && (f = open_out(kcidb))) {
		kcidb_write(f, &rep, origin, build);
		ret |= close_out(f, kcidb);
	} else if (kcidb) {
		ret = -1;
	}
	if (html && html_write(&rep, html))
		ret = -1;
	for (int i = 0; i < rep.n; i++) {
		result_free(rep.v[i]);
		free(rep.v[i]);
	}
	free(rep.v);
	return ret ? LTK_EXIT_INTERNAL : 0;
}
