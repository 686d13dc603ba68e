/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * The report writers. Each reads the same list of results; none re-parses another's output.
 *   report_json.c   results.json (kirk's field names) and the results.jsonl journal
 *   report_junit.c  junit.xml
 *   report_ktap.c   KTAP on stdout
 *   report_panlog.c ltk.log, the ltp-pan log
 *   report_panout.c ltp-pan's output blocks (runltp -o)
 *   report_kcidb.c  a KernelCI KCIDB v5 document
 *   report_html.c   index.html, one page for a person
 *   progress.c      the terminal line / plain lines, and the end summary
 */
#ifndef LTK_REPORT_H
#define LTK_REPORT_H

#include <stdio.h>
#include "ltk.h"

struct report {
	char *dir;		/* the results directory */
	char *suite;		/* runtest names joined by ',' */
	struct result **v;	/* every result recorded so far, in the order they ended */
	int n, cap;
	int total;		/* tests planned; -1 unknown (-t) */
	double started;		/* epoch */
	double runtime;
	int complete;		/* the run finished (not cut off) */
	const char *reports_incomplete;	/* why a report could not be written, or NULL */
	unsigned long taint_start, taint_end;	/* /proc/sys/kernel/tainted */
	char **argv;
	int argc;
	char *environment_json;	/* the environment to report (a merge's first shard's), or
				 * NULL: this machine's */
};

void report_add(struct report *rep, struct result *r);

struct json_object;
/* A JSON string of s (NULL: ""), its bytes made valid UTF-8 without control characters. */
struct json_object *report_jstr(const char *s);

/* Read a test's log (at most max bytes), cleaned for JSON/XML. */
char *report_log_text(const struct report *rep, const struct result *r, size_t max);

/* results.jsonl: one result per line, appended and flushed (fdatasync) after each test. */
int journal_append(const struct report *rep, const struct result *r);
/* Load a journal (for --resume); returns the number of results read, -1 on error. */
int journal_load(struct report *rep);
/* results.json, rewritten atomically (tmp + rename). */
int json_write(const struct report *rep);

int junit_write(const struct report *rep);

void ktap_begin(int total);
void ktap_result(int number, const struct result *r);
void ktap_end(int count);
/* A whole KTAP document for the results of rep (ltk merge's results.ktap). */
void ktap_write(FILE *f, const struct report *rep);

/* ltp-pan's <<<test_start>>> ... <<<test_end>>> blocks, with each test's whole log. */
void pan_output_write(FILE *f, const struct report *rep);
/* KCIDB v5: tests with path ltk.<runtest>.<tag>, status PASS/FAIL/ERROR/SKIP. */
void kcidb_write(FILE *f, const struct report *rep, const char *origin, const char *build_id);
/* The HTML page: summary, failures with their logs, slowest tests, a duration chart. */
int html_write(const struct report *rep, const char *path);

int panlog_open(const struct report *rep);
void panlog_write(const struct result *r);
void panlog_close(void);

struct progress_state {
	int done, total, running;
	int counts[ST_COUNT];
	double eta;		/* seconds, < 0 unknown */
	const char *current;	/* one of the running tags */
};

void progress_init(FILE *out, int enabled_tty);
void progress_result(const struct result *r, const struct progress_state *s);
void progress_update(const struct progress_state *s);
void progress_clear(void);
void print_summary(FILE *out, const struct report *rep);

#endif
