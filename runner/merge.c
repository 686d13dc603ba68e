// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * ltk merge OUT DIR...: the results of shards (ltk run --shard K/N on several machines, or
 * ltk vm -j N) as one run: results.jsonl, results.json, junit.xml, ltk.log, results.ktap and
 * index.html in OUT, from the shards' journals. A test recorded by two shards is a
 * conflict: reported, the first shard's result kept, exit 1. Logs of a shard inside OUT
 * are referred to where they are (shard-1/logs/x.log); those of a shard elsewhere are
 * copied into OUT/logs. The environment (the kernel that ran the tests) is the first
 * shard's.
 */
#include <errno.h>
#include <fcntl.h>
#include <json-c/json.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include "ltk.h"
#include "merge.h"
#include "report.h"
#include "result.h"
#include "util.h"

static int copy_file(const char *from, const char *to)
{
	size_t len;
	char *data = read_file(from, &len);
	int ret;

	if (!data)
		return errno == ENOENT ? 0 : -1;
	ret = write_file_atomic(to, data, len);
	free(data);
	return ret;
}

/* dir relative to out when it lies inside it ("shard-1"), else NULL. */
static const char *inside(const char *out, const char *dir)
{
	size_t n = strlen(out);

	return !strncmp(dir, out, n) && dir[n] == '/' ? dir + n + 1 : NULL;
}

static int place_log(const char *out, const char *dir, struct result *r)
{
	const char *rel = inside(out, dir);
	char *from, *to, *dm_from, *dm_to, *moved;
	int ret = 0;

	if (!r->log_file)
		return 0;
	if (rel) {
		moved = xasprintf("%s/%s", rel, r->log_file);
		free(r->log_file);
		r->log_file = moved;
		return 0;
	}
	from = xasprintf("%s/%s", dir, r->log_file);
	to = xasprintf("%s/%s", out, r->log_file);
	ret = copy_file(from, to);
	/* logs/TAG.log -> logs/TAG.dmesg, when the test had kernel messages */
	dm_from = xasprintf("%.*s.dmesg", (int)strlen(from) - 4, from);
	dm_to = xasprintf("%.*s.dmesg", (int)strlen(to) - 4, to);
	ret |= copy_file(dm_from, dm_to);
	free(from);
	free(to);
	free(dm_from);
	free(dm_to);
	return ret;
}

/* Is word one of the comma-separated words of list? */
static int in_list(const char *list, const char *word)
{
	size_t n = strlen(word);

	for (const char *p = list; p && *p; p = strchr(p, ',') ? strchr(p, ',') + 1 : NULL)
		if (!strncmp(p, word, n) && (p[n] == ',' || !p[n]))
			return 1;
	return 0;
}

static int by_start(const void *a, const void *b)
{
	const struct result *x = *(struct result *const *)a, *y = *(struct result *const *)b;

	return x->stime < y->stime ? -1 : x->stime > y->stime;
}

/* A member of DIR/results.json, as JSON text (NULL if absent). */
static char *shard_member(const char *dir, const char *key, int *complete)
{
	char *path = xasprintf("%s/results.json", dir), *text = NULL;
	json_object *doc = json_object_from_file(path), *v, *c;

	free(path);
	if (doc && json_object_object_get_ex(doc, key, &v))
		text = xstrdup(json_object_to_json_string(v));
	if (!doc || !json_object_object_get_ex(doc, "ltk", &v) ||
	    !json_object_object_get_ex(v, "complete", &c) || !json_object_get_boolean(c))
		*complete = 0;
	json_object_put(doc);
	return text;
}

static int write_all(struct report *rep)
{
	char *path = xasprintf("%s/results.jsonl", rep->dir);
	int ret = 0;
	FILE *f;

	unlink(path);
	for (int i = 0; i < rep->n; i++)
		ret |= journal_append(rep, rep->v[i]);
	free(path);
	ret |= json_write(rep) | junit_write(rep);
	ret |= panlog_open(rep);
	panlog_close();
	path = xasprintf("%s/results.ktap", rep->dir);
	f = fopen(path, "we");
	if (f) {
		ktap_write(f, rep);
		ret |= fclose(f);
	} else {
		ret = -1;
	}
	free(path);
	path = xasprintf("%s/index.html", rep->dir);
	ret |= html_write(rep, path);
	free(path);
	return ret ? -1 : 0;
}

int merge_dirs(const char *out, char **dirs, int n)
{
	struct report rep = { .complete = 1 };
	struct sbuf suites = {0};
	int conflicts = 0, ret = 0;
	char *logs;
	int *from = NULL;	/* which of dirs each result of rep came from */

	rep.dir = realpath(out, NULL);
	if (!rep.dir) {
		if (mkdir_p(out, 0755) || !(rep.dir = realpath(out, NULL))) {
			warnx_("cannot create %s: %m", out);
			return -1;
		}
	}
	logs = xasprintf("%s/logs", rep.dir);
	mkdir_p(logs, 0755);
	free(logs);
	for (int k = 0; k < n; k++) {
		struct report one = { .dir = realpath(dirs[k], NULL) };

		if (!one.dir || journal_load(&one) < 0) {
			warnx_("%s: no results (cannot read its results.jsonl)", dirs[k]);
			free(one.dir);
			ret = -1;
			continue;
		}
		if (!rep.environment_json)
			rep.environment_json = shard_member(one.dir, "environment", &rep.complete);
		else
			free(shard_member(one.dir, "environment", &rep.complete));
		for (int i = 0; i < one.n; i++) {
			struct result *r = one.v[i];
			int dup = -1;

			for (int m = 0; m < rep.n && dup < 0; m++)
				if (!strcmp(rep.v[m]->tag, r->tag))
					dup = m;
			if (dup >= 0) {
				warnx_("conflict: %s is in two shards (%s: %s, %s: %s): the first kept",
				       r->tag, dirs[from[dup]], status_name(rep.v[dup]->status),
				       dirs[k], status_name(r->status));
				conflicts++;
				result_free(r);
				free(r);
				continue;
			}
			if (place_log(rep.dir, one.dir, r))
				warnx_("cannot copy the log of %s from %s", r->tag, dirs[k]);
			if (r->runtest && !in_list(suites.s, r->runtest))
				sb_printf(&suites, "%s%s", suites.len ? "," : "", r->runtest);
			report_add(&rep, r);
			from = xrealloc(from, rep.n * sizeof(*from));
			from[rep.n - 1] = k;
		}
		free(one.v);
		free(one.dir);
	}
	free(from);
	qsort(rep.v, rep.n, sizeof(*rep.v), by_start);
	rep.suite = suites.s ? suites.s : xstrdup("merged");
	rep.total = rep.n;
	for (int i = 0; i < rep.n; i++) {
		double end = rep.v[i]->stime + rep.v[i]->duration;

		if (!i || rep.v[i]->stime < rep.started)
			rep.started = rep.v[i]->stime;
		if (end - rep.started > rep.runtime)
			rep.runtime = end - rep.started;
	}
	if (write_all(&rep)) {
		warnx_("cannot write the merged reports in %s: %m", rep.dir);
		ret = -1;
	}
	for (int i = 0; i < rep.n; i++) {
		result_free(rep.v[i]);
		free(rep.v[i]);
	}
	free(rep.v);
	free(rep.suite);
	free(rep.environment_json);
	free(rep.dir);
	if (ret)
		return -1;
	return conflicts ? 1 : 0;
}

int merge_cmd(int argc, char **argv)
{
	int ret;

	if (argc == 2 && (!strcmp(argv[1], "-h") || !strcmp(argv[1], "--help"))) {
		printf("Usage: ltk merge OUT DIR...\n"
		       "Merge the results directories of shards into OUT: results.jsonl,\n"
		       "results.json, junit.xml, ltk.log, results.ktap, index.html. A test found\n"
		       "in two shards is a conflict: reported, the first kept, exit 1.\n"
		       "Exit: 0, 1 conflicts, 64 usage error, 70 a shard or OUT unusable.\n");
		return 0;
	}
	if (argc < 3) {
		warnx_("usage: ltk merge OUT DIR... (ltk merge --help)");
		return LTK_EXIT_USAGE;
	}
	ret = merge_dirs(argv[1], argv + 2, argc - 2);
	if (ret < 0)
		return LTK_EXIT_INTERNAL;
	return ret;
}
