// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * results.json in kirk's layout (results[].test_fqn, status, test{...}, stats, environment)
 * plus LTK's own keys (suite, health, findings, reason, log_file, ltk{...});
 * doc/results-schema.json describes it. A crash must not lose the run, so every result is
 * first appended to the results.jsonl journal and flushed (fdatasync); results.json itself
 * is replaced atomically and is always a complete, valid document.
 */
#include <errno.h>
#include <fcntl.h>
#include <json-c/json.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/utsname.h>
#include <unistd.h>
#include "observe.h"
#include "report.h"
#include "result.h"
#include "util.h"

#define JSON_LOG_MAX (64 * 1024)

void report_add(struct report *rep, struct result *r)
{
	if (rep->n == rep->cap) {
		rep->cap = rep->cap ? rep->cap * 2 : 64;
		rep->v = xrealloc(rep->v, rep->cap * sizeof(*rep->v));
	}
	rep->v[rep->n++] = r;
}

char *report_log_text(const struct report *rep, const struct result *r, size_t max)
{
	char *path, *buf, *clean;
	int fd;
	ssize_t n;

	if (!r->log_file)
		return xstrdup("");
	path = xasprintf("%s/%s", rep->dir, r->log_file);
	fd = open(path, O_RDONLY | O_CLOEXEC);
	free(path);
	if (fd < 0)
		return xstrdup("");
	buf = xmalloc(max + 1);
	n = read(fd, buf, max);
	close(fd);
	clean = clean_text(buf, n > 0 ? n : 0);
	free(buf);
	return clean;
}

/* Every string goes out as valid UTF-8: a test's bytes are not trusted. */
json_object *report_jstr(const char *s)
{
	char *clean = clean_text(s ? s : "", s ? strlen(s) : 0);
	json_object *o = json_object_new_string(clean);

	free(clean);
	return o;
}

static void split_command(const char *cmd, json_object **command, json_object **args)
{
	char *copy = xstrdup(cmd), *save = NULL, *w;

	*command = NULL;
	*args = json_object_new_array();
	for (w = strtok_r(copy, " \t", &save); w; w = strtok_r(NULL, " \t", &save)) {
		if (!*command)
			*command = report_jstr(w);
		else
			json_object_array_add(*args, report_jstr(w));
	}
	if (!*command)
		*command = report_jstr("");
	free(copy);
}

/* The journal and results.json hold the same object per test. */
static json_object *result_json(const struct report *rep, const struct result *r, int with_log)
{
	json_object *o = json_object_new_object(), *t = json_object_new_object();
	json_object *command, *args, *retval = json_object_new_array(), *f;
	char num[32];

	split_command(r->cmd, &command, &args);
	snprintf(num, sizeof(num), "%d", r->retval);
	json_object_array_add(retval, report_jstr(num));
	json_object_object_add(t, "command", command);
	json_object_object_add(t, "arguments", args);
	json_object_object_add(t, "cmdline", report_jstr(r->cmd));
	if (with_log) {
		char *log = report_log_text(rep, r, JSON_LOG_MAX);

		json_object_object_add(t, "log", report_jstr(log));
		free(log);
	} else {
		json_object_object_add(t, "log", report_jstr(""));
	}
	json_object_object_add(t, "log_file", report_jstr(r->log_file));
	json_object_object_add(t, "log_truncated", json_object_new_boolean(r->log_truncated));
	json_object_object_add(t, "retval", retval);
	json_object_object_add(t, "exit", report_jstr(r->signaled ? "signaled" : "exited"));
	json_object_object_add(t, "core", json_object_new_boolean(r->core));
	json_object_object_add(t, "start_time", json_object_new_double(r->stime));
	json_object_object_add(t, "duration", json_object_new_double(r->duration));
	json_object_object_add(t, "cu", json_object_new_int64(r->cu));
	json_object_object_add(t, "cs", json_object_new_int64(r->cs));
	json_object_object_add(t, "passed", json_object_new_int(r->passed));
	json_object_object_add(t, "failed", json_object_new_int(r->failed));
	json_object_object_add(t, "broken", json_object_new_int(r->broken));
	json_object_object_add(t, "skipped", json_object_new_int(r->skipped));
	json_object_object_add(t, "warnings", json_object_new_int(r->warnings));
	json_object_object_add(t, "result", report_jstr(status_kirk(r->status)));
	json_object_object_add(o, "test_fqn", report_jstr(r->tag));
	json_object_object_add(o, "status", report_jstr(status_kirk(r->status)));
	json_object_object_add(o, "ltk_status", report_jstr(status_name(r->status)));
	json_object_object_add(o, "runtest", report_jstr(r->runtest));
	json_object_object_add(o, "reason", report_jstr(r->reason));
	json_object_object_add(o, "first_failures", report_jstr(r->first_fail));
	f = json_object_new_array();
	for (int i = 0; i < r->nfindings; i++)
		json_object_array_add(f, report_jstr(r->findings[i]));
	json_object_object_add(o, "findings", f);
	json_object_object_add(o, "test", t);
	return o;
}

int journal_append(const struct report *rep, const struct result *r)
{
	char *path = xasprintf("%s/results.jsonl", rep->dir);
	int fd = open(path, O_WRONLY | O_CREAT | O_CLOEXEC, 0644), ret = -1;
	json_object *o = result_json(rep, r, 0);
	char *line = xasprintf("%s\n", json_object_to_json_string_ext(o, JSON_C_TO_STRING_PLAIN |
						JSON_C_TO_STRING_NOSLASHESCAPE));
	size_t len = strlen(line);

	free(path);
	if (fd >= 0) {
		off_t end = lseek(fd, 0, SEEK_END);
		ssize_t w = end < 0 ? -1 : pwrite(fd, line, len, end);

		if (w == (ssize_t)len && !fdatasync(fd)) {
			ret = 0;
		} else {
			int err = w < 0 ? errno : w < (ssize_t)len ? ENOSPC : errno;

			/* Never leave half a record: the next one would be glued to it. */
			if (end >= 0 && ftruncate(fd, end))
				err = errno;
			errno = err;
		}
		close(fd);
	}
	free(line);
	json_object_put(o);
	return ret;
}

static const char *get_s(json_object *o, const char *k)
{
	json_object *v;

	return json_object_object_get_ex(o, k, &v) && json_object_is_type(v, json_type_string) ?
	       json_object_get_string(v) : "";
}

static double get_d(json_object *o, const char *k)
{
	json_object *v;

	return json_object_object_get_ex(o, k, &v) ? json_object_get_double(v) : 0;
}

/* LTK's own status word; kirk's "status" in journals written before it had one. */
static const char *status_of(json_object *o)
{
	const char *s = get_s(o, "ltk_status");

	return *s ? s : get_s(o, "status");
}

/* Is the member k absent or of type t? */
static int type_ok(json_object *o, const char *k, json_type t)
{
	json_object *v;

	return !json_object_object_get_ex(o, k, &v) || json_object_is_type(v, t);
}

/* A record as journal_append writes it; NULL + the reason otherwise. */
static json_object *parse_record(const char *line, const char **why)
{
	json_object *o = json_tokener_parse(line), *t, *a;

	*why = "not JSON";
	if (!o)
		return NULL;
	*why = "not a test record";
	if (!json_object_is_type(o, json_type_object) || !json_object_object_get_ex(o, "test", &t) ||
	    !json_object_is_type(t, json_type_object))
		goto bad;
	*why = "unknown status";
	if (status_from_name(status_of(o)) < 0)
		goto bad;
	*why = "no test_fqn";
	if (!*get_s(o, "test_fqn"))
		goto bad;
	*why = "a member of the wrong type";
	if (!type_ok(t, "retval", json_type_array) || !type_ok(o, "findings", json_type_array))
		goto bad;
	if (json_object_object_get_ex(t, "retval", &a))
		for (size_t i = 0; i < json_object_array_length(a); i++)
			if (!json_object_is_type(json_object_array_get_idx(a, i), json_type_string))
				goto bad;
	if (json_object_object_get_ex(o, "findings", &a))
		for (size_t i = 0; i < json_object_array_length(a); i++)
			if (!json_object_is_type(json_object_array_get_idx(a, i), json_type_string))
				goto bad;
	return o;
bad:
	json_object_put(o);
	return NULL;
}

/*
 * A crash or a full disk can leave the journal's last line cut short: drop it (that test
 * runs again) so that the next record starts on a line of its own.
 */
static void drop_torn_tail(const char *path)
{
	int fd = open(path, O_RDWR | O_CLOEXEC);
	off_t size, keep;
	char c;

	if (fd < 0)
		return;
	size = lseek(fd, 0, SEEK_END);
	for (keep = size; keep > 0; keep--) {
		if (pread(fd, &c, 1, keep - 1) != 1)
			break;
		if (c == '\n')
			break;
	}
	if (keep < size) {
		warnx_("%s: dropping a record cut short by the interrupted run (%lld bytes)", path,
		       (long long)(size - keep));
		if (ftruncate(fd, keep))
			warnx_("cannot truncate %s: %s", path, strerror(errno));
	}
	close(fd);
}

int journal_load(struct report *rep)
{
	char *path = xasprintf("%s/results.jsonl", rep->dir);
	FILE *f;
	char *line = NULL;
	size_t cap = 0;
	int n = 0, ln = 0;

	drop_torn_tail(path);
	f = fopen(path, "re");
	if (!f) {
		free(path);
		return errno == ENOENT ? 0 : -1;
	}
	while (getline(&line, &cap, f) >= 0) {
		const char *why;
		json_object *o, *t, *fa, *rv;
		struct result *r;

		ln++;
		o = parse_record(line, &why);
		if (!o) {
			warnx_("%s:%d: malformed record (%s), ignored: that test runs again", path,
			       ln, why);
			continue;
		}
		json_object_object_get_ex(o, "test", &t);
		r = xcalloc(1, sizeof(*r));
		r->tag = xstrdup(get_s(o, "test_fqn"));
		r->status = status_from_name(status_of(o));
		r->reason = *get_s(o, "reason") ? xstrdup(get_s(o, "reason")) : NULL;
		r->first_fail = *get_s(o, "first_failures") ? xstrdup(get_s(o, "first_failures"))
							     : NULL;
		r->cmd = xstrdup(get_s(t, "cmdline"));
		r->runtest = *get_s(o, "runtest") ? xstrdup(get_s(o, "runtest")) : NULL;
		r->log_file = *get_s(t, "log_file") ? xstrdup(get_s(t, "log_file")) : NULL;
		r->signaled = !strcmp(get_s(t, "exit"), "signaled");
		if (json_object_object_get_ex(t, "retval", &rv) &&
		    json_object_array_length(rv) > 0)
			r->retval = atoi(json_object_get_string(json_object_array_get_idx(rv, 0)));
		r->core = (int)get_d(t, "core");
		r->stime = get_d(t, "start_time");
		r->duration = get_d(t, "duration");
		r->cu = (long)get_d(t, "cu");
		r->cs = (long)get_d(t, "cs");
		r->passed = (int)get_d(t, "passed");
		r->failed = (int)get_d(t, "failed");
		r->broken = (int)get_d(t, "broken");
		r->skipped = (int)get_d(t, "skipped");
		r->warnings = (int)get_d(t, "warnings");
		r->log_truncated = json_object_object_get_ex(t, "log_truncated", &rv) &&
				   json_object_get_boolean(rv);
		if (json_object_object_get_ex(o, "findings", &fa))
			for (size_t i = 0; i < json_object_array_length(fa); i++)
				result_add_finding(r, "%s", json_object_get_string(
						   json_object_array_get_idx(fa, i)));
		report_add(rep, r);
		json_object_put(o);
		n++;
	}
	free(line);
	fclose(f);
	free(path);
	return n;
}

static char *os_release(const char *key)
{
	char *s = read_file("/etc/os-release", NULL), *p, *v = NULL;
	size_t n = strlen(key);

	for (p = s; p && *p; p = strchr(p, '\n') ? strchr(p, '\n') + 1 : NULL) {
		if (!strncmp(p, key, n) && p[n] == '=') {
			char *e = p + n + 1;

			if (*e == '"')
				e++;
			v = strndup(e, strcspn(e, "\"\n"));
			break;
		}
	}
	free(s);
	return v ? v : xstrdup("");
}

static char *proc_value(const char *file, const char *key)
{
	char *s = read_file(file, NULL), *p, *v = NULL;

	for (p = s; p && *p; p = strchr(p, '\n') ? strchr(p, '\n') + 1 : NULL) {
		if (!strncmp(p, key, strlen(key))) {
			char *colon = strchr(p, ':');

			if (!colon)
				break;
			colon++;
			while (*colon == ' ' || *colon == '\t')
				colon++;
			v = strndup(colon, strcspn(colon, "\n"));
			break;
		}
	}
	free(s);
	return v ? v : xstrdup("");
}

static json_object *environment(void)
{
	json_object *e = json_object_new_object();
	struct utsname u;
	char *s, *cmdline;
	char host[256] = "";

	uname(&u);
	gethostname(host, sizeof(host) - 1);
	s = os_release("ID");
	json_object_object_add(e, "distribution", report_jstr(s));
	free(s);
	s = os_release("VERSION_ID");
	json_object_object_add(e, "distribution_version", report_jstr(s));
	free(s);
	json_object_object_add(e, "kernel", json_object_new_string(u.release));
	json_object_object_add(e, "kernel_version", json_object_new_string(u.version));
	cmdline = read_file("/proc/cmdline", NULL);
	if (cmdline)
		cmdline[strcspn(cmdline, "\n")] = 0;
	json_object_object_add(e, "cmdline", report_jstr(cmdline));
	free(cmdline);
	json_object_object_add(e, "arch", json_object_new_string(u.machine));
	s = proc_value("/proc/cpuinfo", "model name");
	json_object_object_add(e, "cpu", report_jstr(s));
	free(s);
	s = proc_value("/proc/meminfo", "MemTotal");
	json_object_object_add(e, "RAM", report_jstr(s));
	free(s);
	s = proc_value("/proc/meminfo", "SwapTotal");
	json_object_object_add(e, "swap", report_jstr(s));
	free(s);
	json_object_object_add(e, "hostname", report_jstr(host));
	return e;
}

/* The run's kernel health at a glance; each test's findings are in its result. */
static json_object *health(const struct report *rep)
{
	json_object *h = json_object_new_object(), *with = json_object_new_array();

	json_object_object_add(h, "taint_start", json_object_new_int64(rep->taint_start));
	json_object_object_add(h, "taint_end", json_object_new_int64(rep->taint_end));
	json_object_object_add(h, "tainted", json_object_new_boolean(rep->taint_end &
						~rep->taint_start & ~TAINT_NO_FINDING));
	for (int i = 0; i < rep->n; i++)
		if (rep->v[i]->nfindings)
			json_object_array_add(with, report_jstr(rep->v[i]->tag));
	json_object_object_add(h, "tests_with_findings", with);
	return h;
}

int json_write(const struct report *rep)
{
	json_object *top = json_object_new_object(), *arr = json_object_new_array();
	json_object *stats = json_object_new_object(), *bystatus = json_object_new_object();
	json_object *ltk = json_object_new_object(), *argv = json_object_new_array();
	int counts[ST_COUNT] = {0};
	long passed = 0, failed = 0, broken = 0, skipped = 0, warnings = 0;
	const char *s;
	int ret;

	for (int i = 0; i < rep->n; i++) {
		const struct result *r = rep->v[i];

		json_object_array_add(arr, result_json(rep, r, 1));
		counts[r->status]++;
		passed += r->passed;
		failed += r->failed;
		broken += r->broken;
		skipped += r->skipped;
		warnings += r->warnings;
	}
	json_object_object_add(stats, "runtime", json_object_new_double(rep->runtime));
	json_object_object_add(stats, "passed", json_object_new_int64(passed));
	json_object_object_add(stats, "failed", json_object_new_int64(failed));
	json_object_object_add(stats, "broken", json_object_new_int64(broken));
	json_object_object_add(stats, "skipped", json_object_new_int64(skipped));
	json_object_object_add(stats, "warnings", json_object_new_int64(warnings));
	for (int st = 0; st < ST_COUNT; st++)
		json_object_object_add(bystatus, status_name(st), json_object_new_int(counts[st]));
	json_object_object_add(stats, "tests", bystatus);
	json_object_object_add(stats, "total", json_object_new_int(rep->n));
	for (int i = 0; i < rep->argc; i++)
		json_object_array_add(argv, report_jstr(rep->argv[i]));
	json_object_object_add(ltk, "format", json_object_new_int(1));
	json_object_object_add(ltk, "version", report_jstr(LTK_VERSION));
	json_object_object_add(ltk, "command", report_jstr(ltk_command_line));
	json_object_object_add(ltk, "argv", argv);
	json_object_object_add(ltk, "started", json_object_new_double(rep->started));
	json_object_object_add(ltk, "planned", json_object_new_int(rep->total));
	json_object_object_add(ltk, "complete", json_object_new_boolean(rep->complete));

	json_object_object_add(top, "results", arr);
	json_object_object_add(top, "stats", stats);
	json_object *env = rep->environment_json ? json_tokener_parse(rep->environment_json) : NULL;

	json_object_object_add(top, "environment", env ? env : environment());
	json_object_object_add(top, "suite", report_jstr(rep->suite));
	json_object_object_add(top, "health", health(rep));
	json_object_object_add(top, "ltk", ltk);
	s = json_object_to_json_string_ext(top, JSON_C_TO_STRING_PRETTY | JSON_C_TO_STRING_SPACED |
					   JSON_C_TO_STRING_NOSLASHESCAPE);
	char *path = xasprintf("%s/results.json", rep->dir);

	ret = write_file_atomic(path, s, strlen(s));
	free(path);
	json_object_put(top);
	return ret;
}
