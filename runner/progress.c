// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * What a person watching sees. On a terminal: one line rewritten in place (done/total,
 * counts, running tests, ETA), with a line per non-passing test above it. Otherwise: one
 * plain line per test. At the end: counts, the failures with their first failing lines,
 * the slowest tests.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/ioctl.h>
#include "report.h"
#include "result.h"
#include "util.h"

static FILE *out;
static int tty;
static int line_shown;
static double last_draw;

void progress_init(FILE *f, int is_tty)
{
	out = f;
	tty = is_tty;
}

void progress_clear(void)
{
	if (out && tty && line_shown) {
		fputs("\r\033[K", out);
		line_shown = 0;
		fflush(out);
	}
}

static void fmt_eta(char *buf, size_t n, double eta)
{
	if (eta < 0)
		snprintf(buf, n, "?");
	else if (eta >= 3600)
		snprintf(buf, n, "%dh%02dm", (int)eta / 3600, (int)eta % 3600 / 60);
	else
		snprintf(buf, n, "%dm%02ds", (int)eta / 60, (int)eta % 60);
}

/* The line must fit the terminal: a wrapped line cannot be rewritten with \r. */
static int term_width(void)
{
	struct winsize ws;

	if (ioctl(fileno(out), TIOCGWINSZ, &ws) || ws.ws_col < 20)
		return 80;
	return ws.ws_col;
}

static void draw(const struct progress_state *s)
{
	char eta[32], total[16], line[512];

	fmt_eta(eta, sizeof(eta), s->eta);
	if (s->total >= 0)
		snprintf(total, sizeof(total), "%d", s->total);
	else
		snprintf(total, sizeof(total), "?");
	snprintf(line, sizeof(line), "[%d/%s] pass %d warn %d fail %d brok %d conf %d | ETA %s | "
		 "running %d%s%s", s->done, total, s->counts[ST_PASS], s->counts[ST_WARN],
		 s->counts[ST_FAIL], s->counts[ST_BROK] + s->counts[ST_TIMEOUT],
		 s->counts[ST_CONF] + s->counts[ST_SKIP], eta, s->running,
		 s->current ? ": " : "", s->current ? s->current : "");
	line[term_width() - 1 < (int)sizeof(line) ? term_width() - 1 : (int)sizeof(line) - 1] = 0;
	fprintf(out, "\r\033[K%s", line);
	line_shown = 1;
	last_draw = now_mono();
	fflush(out);
}

void progress_update(const struct progress_state *s)
{
	if (!out || !tty || now_mono() - last_draw < 0.2)
		return;
	draw(s);
}

void progress_result(const struct result *r, const struct progress_state *s)
{
	if (!out)
		return;
	if (tty) {
		progress_clear();
		if (r->status != ST_PASS)
			fprintf(out, "%-8s %s%s%s\n", status_upper(r->status), r->tag,
				r->reason ? ": " : "", r->reason ? r->reason : "");
		draw(s);
		return;
	}
	if (s->total >= 0)
		fprintf(out, "[%d/%d] ", s->done, s->total);
	else
		fprintf(out, "[%d] ", s->done);
	fprintf(out, "%-7s %s (%.2fs)%s%s\n", status_upper(r->status), r->tag, r->duration,
		r->reason ? ": " : "", r->reason ? r->reason : "");
	for (int i = 0; i < r->nfindings; i++)
		fprintf(out, "        %s\n", r->findings[i]);
	fflush(out);
}

static int by_duration(const void *a, const void *b)
{
	const struct result *x = *(struct result *const *)a, *y = *(struct result *const *)b;

	return x->duration < y->duration ? 1 : x->duration > y->duration ? -1 : 0;
}

void print_summary(FILE *f, const struct report *rep)
{
	int counts[ST_COUNT] = {0}, shown = 0;
	struct result **sorted = xcalloc(rep->n, sizeof(*sorted));

	for (int i = 0; i < rep->n; i++)
		counts[rep->v[i]->status]++;
	fprintf(f, "\nSummary: %d tests in %.1fs", rep->n, rep->runtime);
	for (int s = 0; s < ST_COUNT; s++)
		fprintf(f, ", %s %d", status_name(s), counts[s]);
	fputc('\n', f);

	for (int i = 0; i < rep->n; i++) {
		const struct result *r = rep->v[i];

		if (r->status < ST_WARN)
			continue;
		if (!shown++)
			fprintf(f, "\nNot passed:\n");
		fprintf(f, "  %-7s %s%s%s\n", status_upper(r->status), r->tag,
			r->reason ? ": " : "", r->reason ? r->reason : "");
		for (int k = 0; k < r->nfindings; k++)
			fprintf(f, "          %s\n", r->findings[k]);
		if (r->first_fail) {
			char *copy = xstrdup(r->first_fail), *save = NULL;

			for (char *l = strtok_r(copy, "\n", &save); l; l = strtok_r(NULL, "\n", &save))
				fprintf(f, "          | %s\n", l);
			free(copy);
		}
		if (r->log_file)
			fprintf(f, "          log: %s/%s\n", rep->dir, r->log_file);
	}

	memcpy(sorted, rep->v, rep->n * sizeof(*sorted));
	qsort(sorted, rep->n, sizeof(*sorted), by_duration);
	if (rep->n)
		fprintf(f, "\nSlowest:\n");
	for (int i = 0; i < rep->n && i < 5; i++)
		fprintf(f, "  %8.2fs %s\n", sorted[i]->duration, sorted[i]->tag);
	fprintf(f, "\nResults: %s\n", rep->dir);
	if (!rep->complete) {
		fprintf(f, "\nInterrupted: this run is incomplete");
		if (rep->total >= 0)
			fprintf(f, ", %d of %d tests did not run", rep->total - rep->n, rep->total);
		fprintf(f, ".\nContinue it with: ltk run --resume %s\n", rep->dir);
	}
	if (rep->reports_incomplete)
		fprintf(f, "\nThe reports in %s are incomplete: %s\n", rep->dir,
			rep->reports_incomplete);
	free(sorted);
	fflush(f);
}
