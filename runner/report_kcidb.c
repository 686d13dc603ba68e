// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * A KernelCI KCIDB v5 document (version 5.0) with one test per result, for a lab to submit
 * with kcidb-submit: id "ORIGIN:ltk-START-TAG", build_id, origin, path
 * "ltk.RUNTEST.TAG" (dots inside a runtest file's or a tag's name become '_', since KCIDB
 * splits paths at dots), status PASS, FAIL (fail and warn: the kernel log or a leak said
 * something is wrong), ERROR (brok, timeout), SKIP (conf, skip), start_time (RFC 3339),
 * duration in seconds, and LTK's own words in misc.
 */
#include <json-c/json.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include "report.h"
#include "result.h"
#include "util.h"

static const char *kcidb_status(enum status s)
{
	switch (s) {
	case ST_PASS:
		return "PASS";
	case ST_FAIL:
	case ST_WARN:
		return "FAIL";
	case ST_CONF:
	case ST_SKIP:
		return "SKIP";
	default:
		return "ERROR";
	}
}

static char *path_part(const char *s)
{
	char *c = clean_text(s, strlen(s));

	for (char *p = c; *p; p++)
		if (*p == '.' || *p == ' ')
			*p = '_';
	return c;
}

void kcidb_write(FILE *f, const struct report *rep, const char *origin, const char *build_id)
{
	json_object *top = json_object_new_object(), *ver = json_object_new_object();
	json_object *tests = json_object_new_array();
	char *build = build_id ? xstrdup(build_id) : xasprintf("%s:ltk", origin);

	json_object_object_add(ver, "major", json_object_new_int(5));
	json_object_object_add(ver, "minor", json_object_new_int(0));
	json_object_object_add(top, "version", ver);
	for (int i = 0; i < rep->n; i++) {
		const struct result *r = rep->v[i];
		json_object *t = json_object_new_object(), *misc = json_object_new_object();
		const char *rt = r->runtest ? r->runtest : "ltk";
		char *file = path_part(strrchr(rt, '/') ? strrchr(rt, '/') + 1 : rt);
		char *tag = path_part(r->tag);
		char *path = xasprintf("ltk.%s.%s", file, tag), when[64];
		time_t sec = (time_t)r->stime;
		struct tm tm;
		char *id = xasprintf("%s:ltk-%ld-%s", origin, (long)rep->v[0]->stime, tag);

		gmtime_r(&sec, &tm);
		strftime(when, sizeof(when), "%Y-%m-%dT%H:%M:%S", &tm);
		snprintf(when + strlen(when), sizeof(when) - strlen(when), ".%06ld+00:00",
			 (long)((r->stime - (double)sec) * 1e6));
		json_object_object_add(t, "id", report_jstr(id));
		json_object_object_add(t, "build_id", report_jstr(build));
		json_object_object_add(t, "origin", report_jstr(origin));
		json_object_object_add(t, "path", report_jstr(path));
		json_object_object_add(t, "status", report_jstr(kcidb_status(r->status)));
		json_object_object_add(t, "start_time", report_jstr(when));
		json_object_object_add(t, "duration", json_object_new_double(r->duration));
		json_object_object_add(misc, "ltk_status", report_jstr(status_name(r->status)));
		json_object_object_add(misc, "reason", report_jstr(r->reason));
		json_object_object_add(misc, "first_failures", report_jstr(r->first_fail));
		json_object_object_add(misc, "command", report_jstr(r->cmd));
		json_object_object_add(t, "misc", misc);
		json_object_array_add(tests, t);
		free(file);
		free(tag);
		free(path);
		free(id);
	}
	json_object_object_add(top, "tests", tests);
	fputs(json_object_to_json_string_ext(top, JSON_C_TO_STRING_PRETTY |
					     JSON_C_TO_STRING_NOSLASHESCAPE), f);
	fputc('\n', f);
	json_object_put(top);
	free(build);
}
