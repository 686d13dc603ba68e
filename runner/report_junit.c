// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * junit.xml: <testsuites><testsuite><testcase> with <failure> for fail and warn, <error> for
 * brok and timeout, <skipped> for skip and conf, and the test's output in <system-out>.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/utsname.h>
#include <time.h>
#include <unistd.h>
#include "report.h"
#include "result.h"
#include "util.h"

#define JUNIT_LOG_MAX (64 * 1024)

static void esc(struct sbuf *sb, const char *raw)
{
	char *s = clean_text(raw ? raw : "", raw ? strlen(raw) : 0);

	for (const char *p = s; *p; p++) {
		switch (*p) {
		case '&':
			sb_add(sb, "&amp;", 5);
			break;
		case '<':
			sb_add(sb, "&lt;", 4);
			break;
		case '>':
			sb_add(sb, "&gt;", 4);
			break;
		case '"':
			sb_add(sb, "&quot;", 6);
			break;
		default:
			sb_add(sb, p, 1);
		}
	}
	free(s);
}

static char *message(const struct result *r)
{
	struct sbuf sb = {0};

	sb_printf(&sb, "%s", status_name(r->status));
	if (r->reason)
		sb_printf(&sb, ": %s", r->reason);
	for (int i = 0; i < r->nfindings; i++)
		sb_printf(&sb, "; %s", r->findings[i]);
	return sb.s;
}

static void testcase(struct sbuf *sb, const struct report *rep, const struct result *r)
{
	const char *elem = NULL;
	char *msg = message(r), *log;

	sb_add(sb, "    <testcase name=\"", 20);
	esc(sb, r->tag);
	sb_add(sb, "\" classname=\"", 13);
	esc(sb, rep->suite);
	sb_printf(sb, "\" time=\"%.3f\">\n", r->duration);
	switch (r->status) {
	case ST_FAIL:
	case ST_WARN:
		elem = "failure";
		break;
	case ST_BROK:
	case ST_TIMEOUT:
		elem = "error";
		break;
	case ST_SKIP:
	case ST_CONF:
		sb_add(sb, "      <skipped message=\"", 24);
		esc(sb, msg);
		sb_add(sb, "\"/>\n", 4);
		break;
	default:
		break;
	}
	if (elem) {
		sb_printf(sb, "      <%s type=\"%s\" message=\"", elem, status_name(r->status));
		esc(sb, msg);
		sb_add(sb, "\">", 2);
		esc(sb, r->first_fail);
		sb_printf(sb, "</%s>\n", elem);
	}
	log = report_log_text(rep, r, JUNIT_LOG_MAX);
	sb_add(sb, "      <system-out>", 18);
	esc(sb, log);
	sb_add(sb, "</system-out>\n    </testcase>\n", 30);
	free(log);
	free(msg);
}

int junit_write(const struct report *rep)
{
	struct sbuf sb = {0}, cases = {0};
	int failures = 0, errors = 0, skipped = 0, ret;
	char stamp[32], host[256] = "";
	time_t t0 = (time_t)rep->started;
	struct tm tm;
	struct utsname u;
	char *path;

	for (int i = 0; i < rep->n; i++) {
		enum status s = rep->v[i]->status;

		failures += s == ST_FAIL || s == ST_WARN;
		errors += s == ST_BROK || s == ST_TIMEOUT;
		skipped += s == ST_SKIP || s == ST_CONF;
		testcase(&cases, rep, rep->v[i]);
	}
	gmtime_r(&t0, &tm);
	strftime(stamp, sizeof(stamp), "%Y-%m-%dT%H:%M:%S", &tm);
	gethostname(host, sizeof(host) - 1);
	uname(&u);
	sb_printf(&sb, "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n");
	sb_printf(&sb, "<testsuites name=\"ltk\" tests=\"%d\" failures=\"%d\" errors=\"%d\" "
		  "skipped=\"%d\" time=\"%.3f\">\n", rep->n, failures, errors, skipped,
		  rep->runtime);
	sb_add(&sb, "  <testsuite name=\"", 19);
	esc(&sb, rep->suite);
	sb_printf(&sb, "\" tests=\"%d\" failures=\"%d\" errors=\"%d\" skipped=\"%d\" "
		  "time=\"%.3f\" timestamp=\"%s\" hostname=\"", rep->n, failures, errors, skipped,
		  rep->runtime, stamp);
	esc(&sb, host);
	sb_add(&sb, "\">\n    <properties>\n      <property name=\"kernel\" value=\"", 57);
	esc(&sb, u.release);
	sb_add(&sb, "\"/>\n      <property name=\"arch\" value=\"", 39);
	esc(&sb, u.machine);
	sb_add(&sb, "\"/>\n    </properties>\n", 22);
	if (cases.s)
		sb_add(&sb, cases.s, cases.len);
	sb_printf(&sb, "  </testsuite>\n</testsuites>\n");
	path = xasprintf("%s/junit.xml", rep->dir);
	ret = write_file_atomic(path, sb.s, sb.len);
	free(path);
	free(sb.s);
	free(cases.s);
	return ret;
}
