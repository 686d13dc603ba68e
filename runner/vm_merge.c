// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * With -j N each VM writes its own results directory (DIR/shard-K: a run of its own, with its
 * journal, logs and resume state). At the end their results.json are merged into DIR/results.json
 * so that the run reads as one: the results one after the other, the counts summed, the longest
 * run time, the environment and suite of the first shard, `ltk.shards` naming the parts.
 * `ltk compare` and other readers of results.json need nothing else.
 */
#include <json-c/json.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "util.h"
#include "vm.h"

static void add_counts(json_object *into, json_object *from)
{
	json_object_object_foreach(from, key, val) {
		json_object *have;

		if (json_object_is_type(val, json_type_object)) {
			if (!json_object_object_get_ex(into, key, &have)) {
				have = json_object_new_object();
				json_object_object_add(into, key, have);
			}
			add_counts(have, val);
		} else if (json_object_is_type(val, json_type_int)) {
			int64_t n = json_object_get_int64(val);

			if (json_object_object_get_ex(into, key, &have))
				n += json_object_get_int64(have);
			json_object_object_add(into, key, json_object_new_int64(n));
		} else if (json_object_is_type(val, json_type_double)) {
			double d = json_object_get_double(val);	/* runtime: the longest */

			if (json_object_object_get_ex(into, key, &have) &&
			    json_object_get_double(have) > d)
				d = json_object_get_double(have);
			json_object_object_add(into, key, json_object_new_double(d));
		}
	}
}

int vm_merge_shards(const char *dir, int n)
{
	json_object *doc = NULL, *results = json_object_new_array();
	json_object *stats = json_object_new_object(), *shards = json_object_new_array();
	int ret = 0;

	for (int k = 1; k <= n; k++) {
		char *path = xasprintf("%s/shard-%d/results.json", dir, k);
		json_object *one = json_object_from_file(path), *v;

		free(path);
		path = NULL;
		if (!one) {
			warnx_("%s/shard-%d has no results.json: left out of the merged one", dir, k);
			ret = -1;
			continue;
		}
		path = xasprintf("shard-%d", k);
		json_object_array_add(shards, json_object_new_string(path));
		free(path);
		if (json_object_object_get_ex(one, "results", &v))
			for (size_t i = 0; i < json_object_array_length(v); i++) {
				json_object *r = json_object_array_get_idx(v, i), *lf;

				/* logs stay in the shard's directory */
				if (json_object_object_get_ex(r, "test", &lf) &&
				    json_object_object_get_ex(lf, "log_file", &lf)) {
					char *p = xasprintf("shard-%d/%s", k,
							    json_object_get_string(lf));

					json_object_object_add(json_object_object_get(r, "test"),
							       "log_file", json_object_new_string(p));
					free(p);
				}
				json_object_array_add(results, json_object_get(r));
			}
		if (json_object_object_get_ex(one, "stats", &v))
			add_counts(stats, v);
		if (!doc)
			doc = one;
		else
			json_object_put(one);
	}
	if (!doc) {
		json_object_put(results);
		json_object_put(stats);
		json_object_put(shards);
		return -1;
	}
	json_object_object_add(doc, "results", results);
	json_object_object_add(doc, "stats", stats);
	json_object *ltk;

	if (json_object_object_get_ex(doc, "ltk", &ltk))
		json_object_object_add(ltk, "shards", shards);
	else
		json_object_put(shards);

	const char *text = json_object_to_json_string_ext(doc, JSON_C_TO_STRING_PRETTY |
							  JSON_C_TO_STRING_NOSLASHESCAPE);
	char *path = xasprintf("%s/results.json", dir);

	if (write_file_atomic(path, text, strlen(text))) {
		warnx_("cannot write %s", path);
		ret = -1;
	}
	free(path);
	json_object_put(doc);
	return ret;
}
