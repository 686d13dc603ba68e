// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * `ltk compare [--html FILE] OLD NEW`: the status changes (compare.c), then the tests whose
 * duration changed markedly, and on request a self-contained HTML page with both runs side by
 * side (no scripts, no external style sheets: it can be mailed or attached to a CI job).
 *
 * A duration change counts when the test took at least 1.5 times as long (or as short) and
 * the difference is at least half a second: below that, emulation and a loaded machine make
 * noise, not news.
 */
#include <json-c/json.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "compare.h"
#include "ltk.h"
#include "result.h"
#include "util.h"

#define DUR_FACTOR	1.5
#define DUR_MIN_DIFF	0.5

struct run_view {
	const char *dir;
	json_object *doc;
	json_object *by_tag;	/* tag -> result object */
	json_object *order;	/* tags in the order they ended */
};

static const char *jget_s(json_object *o, const char *k)
{
	json_object *v;

	return json_object_object_get_ex(o, k, &v) ? json_object_get_string(v) : "";
}

/* LTK's own status word; kirk's "status" in reports written before it had one. */
static const char *status_of(json_object *r)
{
	const char *s = jget_s(r, "ltk_status");

	return *s ? s : jget_s(r, "status");
}

static double jget_d(json_object *o, const char *k)
{
	json_object *v;

	return json_object_object_get_ex(o, k, &v) ? json_object_get_double(v) : 0;
}

static json_object *jget(json_object *o, const char *k)
{
	json_object *v;

	return json_object_object_get_ex(o, k, &v) ? v : NULL;
}

static int view_load(struct run_view *v, const char *dir)
{
	char *path = xasprintf("%s/results.json", dir);
	json_object *results;

	v->dir = dir;
	v->doc = json_object_from_file(path);
	free(path);
	results = v->doc ? jget(v->doc, "results") : NULL;
	if (!results || !json_object_is_type(results, json_type_array))
		return -1;
	v->by_tag = json_object_new_object();
	v->order = json_object_new_array();
	for (size_t i = 0; i < json_object_array_length(results); i++) {
		json_object *r = json_object_array_get_idx(results, i);
		const char *tag = jget_s(r, "test_fqn");

		if (!tag[0] || status_from_name(status_of(r)) < 0)
			continue;
		json_object_object_add(v->by_tag, tag, json_object_get(r));
		json_object_array_add(v->order, json_object_new_string(tag));
	}
	return 0;
}

static void view_free(struct run_view *v)
{
	json_object_put(v->doc);
	json_object_put(v->by_tag);
	json_object_put(v->order);
}

static double duration(json_object *r)
{
	json_object *t = r ? jget(r, "test") : NULL;

	return t ? jget_d(t, "duration") : 0;
}

/* "slower", "faster" or NULL */
static const char *dur_change(double a, double b)
{
	if (b - a >= DUR_MIN_DIFF && b >= a * DUR_FACTOR)
		return "slower";
	if (a - b >= DUR_MIN_DIFF && a >= b * DUR_FACTOR)
		return "faster";
	return NULL;
}

static int bad(const char *status)
{
	return status_from_name(status) >= ST_WARN;
}

static const char *change_kind(json_object *a, json_object *b)
{
	const char *sa, *sb;

	if (!a)
		return "new";
	if (!b)
		return "gone";
	sa = status_of(a);
	sb = status_of(b);
	if (!strcmp(sa, sb))
		return dur_change(duration(a), duration(b)) ?: "same";
	if (!bad(sa) && bad(sb))
		return "regression";
	if (bad(sa) && !bad(sb))
		return "fixed";
	return "changed";
}

static void print_durations(struct run_view *a, struct run_view *b)
{
	int slower = 0, faster = 0;

	for (size_t i = 0; i < json_object_array_length(b->order); i++) {
		const char *tag = json_object_get_string(json_object_array_get_idx(b->order, i));
		json_object *ra = jget(a->by_tag, tag), *rb = jget(b->by_tag, tag);
		double da, db;
		const char *k;

		if (!ra)
			continue;
		da = duration(ra);
		db = duration(rb);
		k = dur_change(da, db);
		if (!k)
			continue;
		printf("%-11s %-30s %.2fs -> %.2fs\n", k[0] == 's' ? "SLOWER" : "FASTER", tag, da,
		       db);
		*(k[0] == 's' ? &slower : &faster) += 1;
	}
	printf("%d slower, %d faster (by at least x%.1f and %.1f s)\n", slower, faster,
	       DUR_FACTOR, DUR_MIN_DIFF);
}

static void html_text(FILE *f, const char *s)
{
	for (; s && *s; s++) {
		switch (*s) {
		case '<': fputs("&lt;", f); break;
		case '>': fputs("&gt;", f); break;
		case '&': fputs("&amp;", f); break;
		case '"': fputs("&quot;", f); break;
		default: fputc(*s, f);
		}
	}
}

static void html_run(FILE *f, const char *title, struct run_view *v)
{
	json_object *env = jget(v->doc, "environment"), *stats = jget(v->doc, "stats");
	json_object *tests = stats ? jget(stats, "tests") : NULL;

	fprintf(f, "<div class=run><h2>%s</h2><table>", title);
	fputs("<tr><th>directory</th><td>", f);
	html_text(f, v->dir);
	fputs("</td></tr>\n", f);
	static const char *const keys[] = { "kernel", "kernel_version", "arch", "cpu", "hostname",
					    "distribution" };
	for (size_t i = 0; env && i < sizeof(keys) / sizeof(keys[0]); i++) {
		fprintf(f, "<tr><th>%s</th><td>", keys[i]);
		html_text(f, jget_s(env, keys[i]));
		fputs("</td></tr>\n", f);
	}
	fprintf(f, "<tr><th>run time</th><td>%.1f s</td></tr>", stats ? jget_d(stats, "runtime")
								       : 0);
	fputs("<tr><th>tests</th><td>", f);
	for (int s = 0; tests && s < ST_COUNT; s++)
		fprintf(f, "<span class=%s>%s %d</span> ", status_name(s), status_name(s),
			(int)jget_d(tests, status_name(s)));
	fputs("</td></tr></table></div>\n", f);
}

static const char *const kinds[] = {
	"regression", "fixed", "changed", "new", "gone", "slower", "faster", "same"
};

static int html_write(const char *path, struct run_view *a, struct run_view *b)
{
	FILE *f = fopen(path, "we");
	int counts[8] = {0};
	json_object *all = json_object_new_array();

	if (!f) {
		warnx_("cannot write %s", path);
		json_object_put(all);
		return -1;
	}
	/* every tag once: the new run's order, then the tags only the old run has */
	for (size_t i = 0; i < json_object_array_length(b->order); i++)
		json_object_array_add(all, json_object_get(json_object_array_get_idx(b->order, i)));
	for (size_t i = 0; i < json_object_array_length(a->order); i++) {
		json_object *t = json_object_array_get_idx(a->order, i);

		if (!jget(b->by_tag, json_object_get_string(t)))
			json_object_array_add(all, json_object_get(t));
	}
	fputs("<!DOCTYPE html>\n<html><head><meta charset=utf-8><title>ltk compare</title>\n"
	      "<style>body{font-family:sans-serif;margin:1em}table{border-collapse:collapse}"
	      "td,th{border:1px solid #ccc;padding:2px 6px;text-align:left;vertical-align:top}"
	      ".runs{display:flex;gap:2em}.num{text-align:right}"
	      "tr.regression{background:#fcc}tr.fixed{background:#cfc}tr.changed{background:#ffc}"
	      "tr.new,tr.gone{background:#eef}tr.slower{background:#fec}tr.faster{background:#dfe}"
	      ".pass{color:#070}.fail,.brok,.timeout{color:#b00;font-weight:bold}"
	      ".warn{color:#a60}.conf,.skip{color:#666}"
	      "pre{margin:0;white-space:pre-wrap;font-size:85%}</style></head><body>\n"
	      "<h1>ltk compare</h1>\n<div class=runs>", f);
	html_run(f, "old", a);
	html_run(f, "new", b);
	fputs("</div>\n", f);
	for (size_t i = 0; i < json_object_array_length(all); i++) {
		const char *tag = json_object_get_string(json_object_array_get_idx(all, i));
		const char *k = change_kind(jget(a->by_tag, tag), jget(b->by_tag, tag));

		for (int j = 0; j < 8; j++)
			counts[j] += !strcmp(k, kinds[j]);
	}
	fputs("<h2>Summary</h2><p>", f);
	for (int j = 0; j < 8; j++)
		fprintf(f, "%s%d %s", j ? ", " : "", counts[j], kinds[j]);
	fprintf(f, " (durations: by at least x%.1f and %.1f s)</p>\n", DUR_FACTOR, DUR_MIN_DIFF);
	fputs("<table><tr><th>change</th><th>test</th><th>old</th><th>new</th>"
	      "<th>old time</th><th>new time</th><th>new reason / first failures</th></tr>\n", f);
	for (int j = 0; j < 8; j++) {
		for (size_t i = 0; i < json_object_array_length(all); i++) {
			const char *tag = json_object_get_string(json_object_array_get_idx(all, i));
			json_object *ra = jget(a->by_tag, tag), *rb = jget(b->by_tag, tag);
			const char *k = change_kind(ra, rb), *sa, *sb;

			if (strcmp(k, kinds[j]))
				continue;
			sa = ra ? status_of(ra) : "";
			sb = rb ? status_of(rb) : "";
			fprintf(f, "<tr class=%s><td>%s</td><td>", k, k);
			html_text(f, tag);
			fprintf(f, "</td><td class=%s>%s</td><td class=%s>%s</td>", sa, sa, sb, sb);
			fprintf(f, ra ? "<td class=num>%.2f s</td>" : "<td></td>", duration(ra));
			fprintf(f, rb ? "<td class=num>%.2f s</td>" : "<td></td>", duration(rb));
			fputs("<td>", f);
			if (rb && strcmp(sb, "pass")) {
				html_text(f, jget_s(rb, "reason"));
				fputs("<pre>", f);
				html_text(f, jget_s(rb, "first_failures"));
				fputs("</pre>", f);
			}
			fputs("</td></tr>\n", f);
		}
	}
	fputs("</table>\n</body></html>\n", f);
	json_object_put(all);
	if (fclose(f)) {
		warnx_("cannot write %s", path);
		return -1;
	}
	return 0;
}

static const char compare_usage[] =
"Usage: ltk compare [--html FILE] OLD_RESULTS_DIR NEW_RESULTS_DIR\n"
"Status changes (regressions, fixed, CONF<->PASS...), tests only in one run, duration\n"
"changes; --html FILE also writes a self-contained HTML page. Exit 1 on regressions.\n";

int compare_cmd(int argc, char **argv)
{
	const char *html = NULL, *dirs[2];
	int nd = 0, code;
	struct run_view a = {0}, b = {0};

	for (int i = 1; i < argc; i++) {
		if (!strcmp(argv[i], "-h") || !strcmp(argv[i], "--help")) {
			fputs(compare_usage, stdout);
			return 0;
		}
		if (!strcmp(argv[i], "--html") && i + 1 < argc) {
			html = argv[++i];
		} else if (argv[i][0] == '-' || nd == 2) {
			fputs(compare_usage, stderr);
			return LTK_EXIT_USAGE;
		} else {
			dirs[nd++] = argv[i];
		}
	}
	if (nd != 2) {
		fputs(compare_usage, stderr);
		return LTK_EXIT_USAGE;
	}
	code = compare_runs(dirs[0], dirs[1]);
	if (code == LTK_EXIT_USAGE)
		return code;
	if (view_load(&a, dirs[0]) || view_load(&b, dirs[1])) {
		view_free(&a);
		view_free(&b);
		return LTK_EXIT_USAGE;
	}
	print_durations(&a, &b);
	if (html && html_write(html, &a, &b))
		code = LTK_EXIT_INTERNAL;
	view_free(&a);
	view_free(&b);
	return code;
}
