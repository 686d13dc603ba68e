// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * junit.xml: <testsuites>, a <testsuite> per runtest file (its name, which is also each
 * <testcase>'s classname, so a CI's history follows a test whatever was selected), and
 * <testcase>s with <failure> for fail and warn, <error> for brok and timeout, <skipped> for
 * skip and conf, and the test's output in <system-out>. Valid against the common
 * junit-10.xsd.
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

/*
 * The message consumers show first: why a test was skipped (its first TCONF line or the
 * skip reason), the first TFAIL/TBROK line of a failure, else the reason or the finding.
 */
static char *message(const struct result *r)
{
	if (r->first_fail && r->status != ST_SKIP && r->status != ST_CONF)
		return strndup(r->first_fail, strcspn(r->first_fail, "\n"));
	if (r->reason)
		return xstrdup(r->reason);
	if (r->nfindings)
		return xstrdup(r->findings[0]);
	return xstrdup(status_name(r->status));
}

/* The runtest file's name, without its directory. */
static const char *suite_of(const struct report *rep, const struct result *r)
{
	const char *slash = r->runtest ? strrchr(r->runtest, '/') : NULL;

	return slash ? slash + 1 : r->runtest ? r->runtest : rep->suite;
}

static void testcase(struct sbuf *sb, const struct report *rep, const struct result *r)
{
	const char *elem = NULL;
	char *msg = message(r), *log;

	sb_add(sb, "    <testcase name=\"", 20);
	esc(sb, r->tag);
	sb_add(sb, "\" classname=\"", 13);
	esc(sb, suite_of(rep, r));
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
		struct sbuf body = {0};

		sb_printf(&body, "%s", r->first_fail ? r->first_fail : "");
		for (int i = 0; i < r->nfindings; i++)
			sb_printf(&body, "%s\n", r->findings[i]);
		sb_printf(sb, "      <%s type=\"%s\" message=\"", elem, status_name(r->status));
		esc(sb, msg);
		sb_add(sb, "\">", 2);
		esc(sb, body.s);
		sb_printf(sb, "</%s>\n", elem);
		free(body.s);
	}
	log = report_log_text(rep, r, JUNIT_LOG_MAX);
	sb_add(sb, "      <system-out>", 18);
	esc(sb, log);
	sb_add(sb, "</system-out>\n    </testcase>\n", 30);
	free(log);
	free(msg);
}

struct counts {
	int tests, failures, errors, skipped;
	double time;
};

static void count(struct counts *c, const struct result *r)
{
	c->tests++;
	c->failures += r->status == ST_FAIL || r->status == ST_WARN;
	c->errors += r->status == ST_BROK || r->status == ST_TIMEOUT;
	c->skipped += r->status == ST_SKIP || r->status == ST_CONF;
	c->time += r->duration;
}

/* One <testsuite> for the results of one runtest file, in the order they ended. */
static void testsuite(struct sbuf *sb, const struct report *rep, const char *name,
		      const char *stamp, const char *host, const struct utsname *u)
{
	struct counts c = {0};
	struct sbuf cases = {0};

	for (int i = 0; i < rep->n; i++) {
		if (strcmp(suite_of(rep, rep->v[i]), name))
			continue;
		count(&c, rep->v[i]);
		testcase(&cases, rep, rep->v[i]);
	}
	sb_add(sb, "  <testsuite name=\"", 19);
	esc(sb, name);
	sb_printf(sb, "\" tests=\"%d\" failures=\"%d\" errors=\"%d\" skipped=\"%d\" "
		  "time=\"%.3f\" timestamp=\"%s\" hostname=\"", c.tests, c.failures, c.errors,
		  c.skipped, c.time, stamp);
	esc(sb, host);
	sb_add(sb, "\">\n    <properties>\n      <property name=\"kernel\" value=\"", 57);
	esc(sb, u->release);
	sb_add(sb, "\"/>\n      <property name=\"arch\" value=\"", 39);
	esc(sb, u->machine);
	sb_add(sb, "\"/>\n    </properties>\n", 22);
	if (cases.s)
		sb_add(sb, cases.s, cases.len);
	sb_printf(sb, "  </testsuite>\n");
	free(cases.s);
}

int junit_write(const struct report *rep)
{
	struct sbuf sb = {0};
	struct counts all = {0};
	char stamp[32], host[256] = "";
	time_t t0 = (time_t)rep->started;
	struct tm tm;
	struct utsname u;
	char *path;
	int ret;

	for (int i = 0; i < rep->n; i++)
		count(&all, rep->v[i]);
	gmtime_r(&t0, &tm);
	strftime(stamp, sizeof(stamp), "%Y-%m-%dT%H:%M:%S", &tm);
	gethostname(host, sizeof(host) - 1);
	uname(&u);
	sb_printf(&sb, "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n");
	/* junit-10.xsd: <testsuites> has tests, failures, errors and time, no skipped. */
	sb_printf(&sb, "<testsuites name=\"ltk\" tests=\"%d\" failures=\"%d\" errors=\"%d\" "
		  "time=\"%.3f\">\n", all.tests, all.failures, all.errors, rep->runtime);
	for (int i = 0; i < rep->n; i++) {
		const char *name = suite_of(rep, rep->v[i]);
		int seen = 0;

		for (int k = 0; k < i && !seen; k++)
			seen = !strcmp(suite_of(rep, rep->v[k]), name);
		if (!seen)
			testsuite(&sb, rep, name, stamp, host, &u);
	}
	if (!rep->n)
		testsuite(&sb, rep, rep->suite, stamp, host, &u);
	sb_printf(&sb, "</testsuites>\n");
	path = xasprintf("%s/junit.xml", rep->dir);
	ret = write_file_atomic(path, sb.s, sb.len);
	free(path);
	free(sb.s);
	return ret;
}
