// SPDX-License-Identifier: GPL-2.0-or-later
/* Result classification: one place decides what a test's end means. */
#include <signal.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include "result.h"
#include "util.h"

static const char *const names[ST_COUNT] = {
	[ST_PASS] = "pass", [ST_SKIP] = "skip", [ST_CONF] = "conf", [ST_WARN] = "warn",
	[ST_FAIL] = "fail", [ST_BROK] = "brok", [ST_TIMEOUT] = "timeout",
};

static const char *const upper[ST_COUNT] = {
	[ST_PASS] = "PASS", [ST_SKIP] = "SKIP", [ST_CONF] = "CONF", [ST_WARN] = "WARN",
	[ST_FAIL] = "FAIL", [ST_BROK] = "BROK", [ST_TIMEOUT] = "TIMEOUT",
};

const char *status_name(enum status s)
{
	return s < ST_COUNT ? names[s] : "brok";
}

const char *status_upper(enum status s)
{
	return s < ST_COUNT ? upper[s] : "BROK";
}

const char *status_kirk(enum status s)
{
	switch (s) {
	case ST_SKIP:
		return "conf";
	case ST_TIMEOUT:
		return "brok";
	default:
		return status_name(s);
	}
}

int status_from_name(const char *s)
{
	for (int i = 0; i < ST_COUNT; i++)
		if (s && !strcmp(s, names[i]))
			return i;
	return -1;
}

static int count_after(const char *p, const char *key, int *out)
{
	size_t n = strlen(key);

	if (strncmp(p, key, n))
		return 0;
	return sscanf(p + n, " %d", out) == 1;
}

int parse_summary(const char *text, size_t len, struct result *r)
{
	const char *p = NULL, *q;
	char *copy = strndup(text, len);
	int got = 0;

	if (!copy)
		return 0;
	for (q = copy; (q = strstr(q, "Summary:\n")); q++)
		p = q;
	if (!p) {
		free(copy);
		return 0;
	}
	for (p = strchr(p, '\n'); p && *++p; p = strchr(p, '\n')) {
		got += count_after(p, "passed", &r->passed);
		got += count_after(p, "failed", &r->failed);
		got += count_after(p, "broken", &r->broken);
		got += count_after(p, "skipped", &r->skipped);
		got += count_after(p, "warnings", &r->warnings);
		if (got == 5)
			break;
	}
	free(copy);
	r->has_summary = got == 5;
	return r->has_summary;
}

static enum status worse(enum status a, enum status b)
{
	return a > b ? a : b;
}

/* A signal's name without "SIG" (sigabbrev_np() is glibc's alone); NULL if unknown. */
static const char *sig_abbrev(int sig)
{
	static const struct { int sig; const char *name; } names[] = {
		{SIGHUP, "HUP"}, {SIGINT, "INT"}, {SIGQUIT, "QUIT"}, {SIGILL, "ILL"},
		{SIGTRAP, "TRAP"}, {SIGABRT, "ABRT"}, {SIGBUS, "BUS"}, {SIGFPE, "FPE"},
		{SIGKILL, "KILL"}, {SIGUSR1, "USR1"}, {SIGSEGV, "SEGV"}, {SIGUSR2, "USR2"},
		{SIGPIPE, "PIPE"}, {SIGALRM, "ALRM"}, {SIGTERM, "TERM"}, {SIGCHLD, "CHLD"},
		{SIGCONT, "CONT"}, {SIGSTOP, "STOP"}, {SIGTSTP, "TSTP"}, {SIGTTIN, "TTIN"},
		{SIGTTOU, "TTOU"}, {SIGURG, "URG"}, {SIGXCPU, "XCPU"}, {SIGXFSZ, "XFSZ"},
		{SIGVTALRM, "VTALRM"}, {SIGPROF, "PROF"}, {SIGWINCH, "WINCH"}, {SIGIO, "IO"},
		{SIGPWR, "PWR"}, {SIGSYS, "SYS"},
#ifdef SIGSTKFLT
		{SIGSTKFLT, "STKFLT"},
#endif
	};

	for (size_t i = 0; i < sizeof(names) / sizeof(names[0]); i++)
		if (names[i].sig == sig)
			return names[i].name;
	return NULL;
}

void classify(struct result *r, int wstatus, int timed_out)
{
	enum status st = ST_PASS;

	r->signaled = WIFSIGNALED(wstatus);
	r->core = r->signaled && WCOREDUMP(wstatus);
	if (r->signaled) {
		r->retval = WTERMSIG(wstatus);
		st = ST_BROK;
		free(r->reason);
		r->reason = xasprintf("killed by SIG%s", sig_abbrev(r->retval) ?
				      sig_abbrev(r->retval) : "?");
	} else {
		int c = WEXITSTATUS(wstatus);

		r->retval = c;
		if (c > 128 && c < 128 + NSIG && sig_abbrev(c - 128)) {
			/* a compound command whose last command was killed */
			st = ST_BROK;
			free(r->reason);
			r->reason = xasprintf("killed by SIG%s (exit code %d from the shell)",
					      sig_abbrev(c - 128), c);
		} else if (c & ~(1 | 2 | 4 | 32)) {
			st = ST_BROK;
			free(r->reason);
			r->reason = xasprintf("exit code %d is not a result mask", c);
		} else {
			if (c & 32)
				st = worse(st, ST_CONF);
			if (c & 4)
				st = worse(st, ST_WARN);
			if (c & 1)
				st = worse(st, ST_FAIL);
			if (c & 2)
				st = worse(st, ST_BROK);
		}
	}
	/* The Summary counts too: a failure counted there is a failure. */
	if (r->has_summary) {
		if (r->warnings)
			st = worse(st, ST_WARN);
		if (r->failed)
			st = worse(st, ST_FAIL);
		if (r->broken)
			st = worse(st, ST_BROK);
	} else {
		r->passed = st == ST_PASS;
		r->failed = st == ST_FAIL;
		r->broken = st == ST_BROK;
		r->skipped = st == ST_CONF;
		r->warnings = st == ST_WARN;
	}
	if (timed_out) {
		st = ST_TIMEOUT;
		free(r->reason);
		r->reason = xstrdup("timed out");
	}
	r->status = st;
}

void result_add_finding(struct result *r, const char *fmt, ...)
{
	va_list ap;
	char *s;

	va_start(ap, fmt);
	if (vasprintf(&s, fmt, ap) < 0)
		s = xstrdup(fmt);
	va_end(ap);
	r->findings = xrealloc(r->findings, (r->nfindings + 1) * sizeof(char *));
	r->findings[r->nfindings++] = s;
}

void result_apply_findings(struct result *r)
{
	if (r->nfindings && (r->status == ST_PASS || r->status == ST_CONF)) {
		r->status = ST_WARN;
		r->warnings++;
	}
}

void result_free(struct result *r)
{
	free(r->tag);
	free(r->cmd);
	free(r->runtest);
	free(r->reason);
	free(r->log_file);
	free(r->first_fail);
	for (int i = 0; i < r->nfindings; i++)
		free(r->findings[i]);
	free(r->findings);
	memset(r, 0, sizeof(*r));
}
