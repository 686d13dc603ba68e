// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * index.html: one self-contained page (no script, no external file) for a person who opens
 * a results directory: the counts, every test that did not pass with its reason, findings
 * and the start of its log, the slowest tests, and a chart of the longest durations.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/utsname.h>
#include "report.h"
#include "result.h"
#include "util.h"

#define HTML_LOG_MAX (16 * 1024)
#define CHART_BARS 20

static void text(struct sbuf *sb, const char *raw)
{
	char *s = clean_text(raw ? raw : "", raw ? strlen(raw) : 0);

	for (const char *p = s; *p; p++) {
		switch (*p) {
		case '&': sb_add(sb, "&amp;", 5); break;
		case '<': sb_add(sb, "&lt;", 4); break;
		case '>': sb_add(sb, "&gt;", 4); break;
		case '"': sb_add(sb, "&quot;", 6); break;
		default: sb_add(sb, p, 1);
		}
	}
	free(s);
}

static int by_duration(const void *a, const void *b)
{
	const struct result *x = *(struct result *const *)a, *y = *(struct result *const *)b;

	return x->duration < y->duration ? 1 : x->duration > y->duration ? -1 : 0;
}

static void summary(struct sbuf *sb, const struct report *rep)
{
	int counts[ST_COUNT] = {0};
	struct utsname u;

	uname(&u);
	for (int i = 0; i < rep->n; i++)
		counts[rep->v[i]->status]++;
	sb_printf(sb, "<h1>LTK results</h1>\n<p>%d tests on Linux ", rep->n);
	text(sb, u.release);
	sb_printf(sb, " (%s)%s</p>\n<table class=counts><tr>", u.machine,
		  rep->complete ? "" : ", <b>incomplete run</b>");
	for (int s = 0; s < ST_COUNT; s++)
		sb_printf(sb, "<th class=%s>%s</th>", status_name(s), status_upper(s));
	sb_printf(sb, "</tr>\n<tr>");
	for (int s = 0; s < ST_COUNT; s++)
		sb_printf(sb, "<td id=count-%s>%d</td>", status_name(s), counts[s]);
	sb_printf(sb, "</tr></table>\n");
}

static void not_passed(struct sbuf *sb, const struct report *rep)
{
	int shown = 0;

	for (int i = 0; i < rep->n; i++) {
		const struct result *r = rep->v[i];
		char *log;

		if (r->status == ST_PASS)
			continue;
		if (!shown++)
			sb_printf(sb, "<h2>Not passed</h2>\n");
		/* Failures open, the rest (conf, skip, warn) one click away. */
		sb_printf(sb, "<details class=%s%s><summary><b>%s</b> ", status_name(r->status),
			  r->status >= ST_FAIL ? " open" : "", status_upper(r->status));
		text(sb, r->tag);
		if (r->reason) {
			sb_add(sb, ": ", 2);
			text(sb, r->reason);
		}
		sb_printf(sb, "</summary>\n");
		for (int k = 0; k < r->nfindings; k++) {
			sb_printf(sb, "<p class=finding>");
			text(sb, r->findings[k]);
			sb_printf(sb, "</p>\n");
		}
		if (r->first_fail) {
			sb_printf(sb, "<pre class=fail>");
			text(sb, r->first_fail);
			sb_printf(sb, "</pre>\n");
		}
		log = report_log_text(rep, r, HTML_LOG_MAX);
		if (*log) {
			sb_printf(sb, "<pre class=log>");
			text(sb, log);
			sb_printf(sb, "</pre>\n");
		}
		free(log);
		sb_printf(sb, "</details>\n");
	}
	if (!shown)
		sb_printf(sb, "<h2>Not passed</h2>\n<p id=all-passed>Every test passed.</p>\n");
}

static void slowest(struct sbuf *sb, const struct report *rep)
{
	struct result **v = xcalloc(rep->n ? rep->n : 1, sizeof(*v));
	int bars = rep->n < CHART_BARS ? rep->n : CHART_BARS;
	double max;

	memcpy(v, rep->v, rep->n * sizeof(*v));
	qsort(v, rep->n, sizeof(*v), by_duration);
	max = bars && v[0]->duration > 0 ? v[0]->duration : 1;
	sb_printf(sb, "<h2>Slowest tests</h2>\n<svg id=\"chart\" width=\"640\" height=\"%d\" "
		  "xmlns=\"http://www.w3.org/2000/svg\">\n", 20 * bars + 4);
	for (int i = 0; i < bars; i++) {
		int w = (int)(400 * v[i]->duration / max) + 1;

		sb_printf(sb, "<text x=\"0\" y=\"%d\" font-size=\"12\">", 20 * i + 14);
		text(sb, v[i]->tag);
		sb_printf(sb, "</text><rect class=\"%s\" x=\"160\" y=\"%d\" width=\"%d\" "
			  "height=\"14\"/><text x=\"%d\" y=\"%d\" font-size=\"12\">%.2f s</text>\n",
			  status_name(v[i]->status), 20 * i + 3, w, 166 + w, 20 * i + 14,
			  v[i]->duration);
	}
	sb_printf(sb, "</svg>\n");
	free(v);
}

int html_write(const struct report *rep, const char *path)
{
	struct sbuf sb = {0};
	int ret;

	sb_printf(&sb, "<!DOCTYPE html>\n<html lang=en><head><meta charset=utf-8>\n"
		  "<title>LTK results</title>\n<style>\n"
		  "body{font-family:sans-serif;margin:2em;max-width:70em}"
		  "table.counts td,table.counts th{padding:.3em 1em;text-align:center}"
		  ".pass{fill:#2a2;color:#2a2}.fail,.brok,.timeout{fill:#c22;color:#c22}"
		  ".warn{fill:#c80;color:#c80}.conf,.skip{fill:#888;color:#888}"
		  "pre{background:#f4f4f4;padding:.5em;overflow:auto;max-height:30em;color:#000}"
		  "details{margin:.3em 0}.finding{color:#c80;margin:.2em 1em}\n"
		  "</style></head><body>\n");
	summary(&sb, rep);
	not_passed(&sb, rep);
	slowest(&sb, rep);
	sb_printf(&sb, "</body></html>\n");
	ret = write_file_atomic(path, sb.s, sb.len);
	free(sb.s);
	return ret;
}
