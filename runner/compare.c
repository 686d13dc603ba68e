// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * Comparing two results directories test by test: a regression is a test that was fine
 * (pass, conf, skip) and is not any more (warn, fail, brok, timeout); fixed is the reverse.
 * Other status changes, tests only in one run and the total times are listed too.
 */
#include <json-c/json.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "compare.h"
#include "ltk.h"
#include "result.h"
#include "util.h"

static json_object *load(const char *dir, json_object **by_tag)
{
	char *path = xasprintf("%s/results.json", dir);
	json_object *doc = json_object_from_file(path), *results;

	if (!doc || !json_object_object_get_ex(doc, "results", &results) ||
	    !json_object_is_type(results, json_type_array)) {
		warnx_("%s: not an ltk results.json", path);
		free(path);
		json_object_put(doc);
		return NULL;
	}
	free(path);
	*by_tag = json_object_new_object();
	for (size_t i = 0; i < json_object_array_length(results); i++) {
		json_object *r = json_object_array_get_idx(results, i), *tag, *st;

		if (json_object_object_get_ex(r, "test_fqn", &tag) &&
		    (json_object_object_get_ex(r, "ltk_status", &st) ||
		     json_object_object_get_ex(r, "status", &st)) &&
		    status_from_name(json_object_get_string(st)) >= 0)
			json_object_object_add(*by_tag, json_object_get_string(tag),
					       json_object_get(st));
	}
	return doc;
}

static int bad(const char *status)
{
	return status_from_name(status) >= ST_WARN;
}

static double runtime(json_object *doc)
{
	json_object *stats, *rt;

	if (json_object_object_get_ex(doc, "stats", &stats) &&
	    json_object_object_get_ex(stats, "runtime", &rt))
		return json_object_get_double(rt);
	return 0;
}

int compare_runs(const char *old_dir, const char *new_dir)
{
	json_object *old_map = NULL, *new_map = NULL, *v;
	json_object *old_doc = load(old_dir, &old_map), *new_doc;
	int regressed = 0, fixed = 0, changed = 0, added = 0, gone = 0;

	if (!old_doc)
		return LTK_EXIT_USAGE;
	new_doc = load(new_dir, &new_map);
	if (!new_doc) {
		json_object_put(old_doc);
		json_object_put(old_map);
		return LTK_EXIT_USAGE;
	}
	json_object_object_foreach(new_map, tag, st) {
		const char *now = json_object_get_string(st), *was;

		if (!json_object_object_get_ex(old_map, tag, &v)) {
			printf("NEW         %-30s %s\n", tag, now);
			added++;
			continue;
		}
		was = json_object_get_string(v);
		if (!strcmp(was, now))
			continue;
		if (!bad(was) && bad(now)) {
			printf("REGRESSION  %-30s %s -> %s\n", tag, was, now);
			regressed++;
		} else if (bad(was) && !bad(now)) {
			printf("FIXED       %-30s %s -> %s\n", tag, was, now);
			fixed++;
		} else {
			printf("CHANGED     %-30s %s -> %s\n", tag, was, now);
			changed++;
		}
	}
	json_object_object_foreach(old_map, otag, ost) {
		if (!json_object_object_get_ex(new_map, otag, NULL)) {
			printf("GONE        %-30s %s\n", otag, json_object_get_string(ost));
			gone++;
		}
	}
	printf("%d regressed, %d fixed, %d changed, %d new, %d gone; run time %.1fs -> %.1fs\n",
	       regressed, fixed, changed, added, gone, runtime(old_doc), runtime(new_doc));
	json_object_put(old_doc);
	json_object_put(new_doc);
	json_object_put(old_map);
	json_object_put(new_map);
	return regressed ? 1 : 0;
}
