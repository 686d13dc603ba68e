/* SPDX-License-Identifier: GPL-2.0-or-later */
/* Turning how a test ended (exit code, signal, Summary block, findings) into a result. */
#ifndef LTK_RESULT_H
#define LTK_RESULT_H

#include "ltk.h"

const char *status_name(enum status s);		/* "pass", "fail", ... */
const char *status_upper(enum status s);	/* "PASS", ... */
/* kirk's vocabulary (pass fail brok warn conf): skip is conf, timeout brok. */
const char *status_kirk(enum status s);
int status_from_name(const char *s);		/* -1 when unknown */

/* Counts from the last "Summary:" block in text; returns 1 when there was one. */
int parse_summary(const char *text, size_t len, struct result *r);

/*
 * Status from the wait status: 0 pass; bits 1 fail, 2 brok, 4 warn, 32 conf, worst wins;
 * other bits brok; killed by a signal brok with its name; timed_out wins over everything.
 */
void classify(struct result *r, int wstatus, int timed_out);

void result_add_finding(struct result *r, const char *fmt, ...)
	__attribute__((format(printf, 2, 3)));
/* Findings make a passing (or conf) test warn: something is wrong even if it passed. */
void result_apply_findings(struct result *r);
void result_free(struct result *r);

#endif
