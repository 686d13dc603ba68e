// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * runtest files as ltp-pan read them: "TAG COMMAND..." per line, the command run by sh -c;
 * empty lines, lines starting with '#' and lines starting with a blank are ignored; a TAG
 * without a command is an error; "%f" in the command becomes a unique string.
 * LTK adds directives in comments ("#ltk: parallel", "#ltk: alone", "#ltk: timeout=N" for
 * the next entry, "#ltk-file: parallel" for every entry after it), see doc/running.md.
 */
#include <ctype.h>
#include <errno.h>
#include <regex.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>
#include "parse.h"
#include "rerun.h"
#include "util.h"

static struct test *list_add(struct test_list *l)
{
	struct test *t;

	if (l->n == l->cap) {
		l->cap = l->cap ? l->cap * 2 : 64;
		l->v = xrealloc(l->v, l->cap * sizeof(*l->v));
	}
	t = &l->v[l->n++];
	memset(t, 0, sizeof(*t));
	t->estimate = -1;
	t->cpu_estimate = -1;
	return t;
}

void test_list_free(struct test_list *l)
{
	for (int i = 0; i < l->n; i++) {
		struct test *t = &l->v[i];

		free(t->tag);
		free(t->name);
		free(t->cmd);
		free(t->file);
		free(t->skip_reason);
		free(t->meta.json);
		free(t->meta.exclusive);
	}
	free(l->v);
	memset(l, 0, sizeof(*l));
}

/* ltp-pan made %f unique per run and entry; so do we, with the runner's pid. */
static char *substitute_f(const char *cmd)
{
	static unsigned int counter;
	struct sbuf sb = {0};
	const char *p;

	for (p = cmd; *p; p++) {
		if (p[0] == '%' && p[1] == 'f') {
			sb_printf(&sb, "%d_%u", (int)getpid(), counter);
			p++;
		} else {
			sb_add(&sb, p, 1);
		}
	}
	counter++;
	sb_add(&sb, "", 0);
	return sb.s;
}

struct directives {
	int parallel, alone;
	double timeout;
};

static int parse_directive(const char *text, struct directives *d, const char *display, int ln)
{
	char *copy = xstrdup(text), *save = NULL, *w;
	int ret = 0;

	for (w = strtok_r(copy, " \t,", &save); w; w = strtok_r(NULL, " \t,", &save)) {
		if (!strcmp(w, "parallel")) {
			d->parallel = 1;
		} else if (!strcmp(w, "alone")) {
			d->alone = 1;
		} else if (!strncmp(w, "timeout=", 8)) {
			d->timeout = parse_duration(w + 8);
			if (d->timeout <= 0) {
				warnx_("%s:%d: bad timeout '%s' in directive", display, ln, w + 8);
				ret = -1;
			}
		} else {
			warnx_("%s:%d: unknown directive '%s' (parallel, alone, timeout=N)",
			       display, ln, w);
			ret = -1;
		}
	}
	free(copy);
	return ret;
}

/* A list file (runtest, scenario group, skip file): a regular file, or NULL with a message. */
static FILE *open_list(const char *path, const char *what, const char *display)
{
	FILE *f = fopen(path, "re");

	if (!f) {
		warnx_("cannot open %s %s: %s", what, display, strerror(errno));
		return NULL;
	}
	if (unreadable_kind(f)) {
		warnx_("%s %s is %s", what, display, unreadable_kind(f));
		fclose(f);
		return NULL;
	}
	return f;
}

static int line_too_long(ssize_t len, const char *display, int ln)
{
	if (len <= RUNTEST_LINE_MAX)
		return 0;
	warnx_("%s:%d: line longer than %d bytes", display, ln, RUNTEST_LINE_MAX);
	return 1;
}

int parse_runtest(const char *path, const char *display, struct test_list *out)
{
	FILE *f = open_list(path, "runtest file", display);
	char *line = NULL;
	size_t cap = 0;
	ssize_t len;
	int ln = 0, ret = 0;
	struct directives next = {0}, file_wide = {0};

	if (!f)
		return -1;
	while ((len = getline_max(&line, &cap, f, RUNTEST_LINE_MAX)) >= 0) {
		char *tag, *cmd, *p;
		struct test *t;

		ln++;
		while (len > 0 && (line[len - 1] == '\n' || line[len - 1] == '\r'))
			line[--len] = 0;
		if (line_too_long(len, display, ln)) {
			ret = -1;
			break;
		}
		if (!strncmp(line, "#ltk:", 5)) {
			if (parse_directive(line + 5, &next, display, ln))
				ret = -1;
			continue;
		}
		if (!strncmp(line, "#ltk-file:", 10)) {
			if (parse_directive(line + 10, &file_wide, display, ln))
				ret = -1;
			continue;
		}
		if (!line[0] || line[0] == '#' || line[0] == ' ' || line[0] == '\t')
			continue;
		tag = line;
		for (p = line; *p && !isspace((unsigned char)*p); p++)
			;
		if (*p)
			*p++ = 0;
		while (*p && isspace((unsigned char)*p))
			p++;
		cmd = p;
		if (!*cmd) {
			warnx_("%s:%d: test '%s' has no command", display, ln, tag);
			ret = -1;
			continue;
		}
		if (strchr(tag, '/')) {
			warnx_("%s:%d: tag '%s' contains '/'", display, ln, tag);
			ret = -1;
			continue;
		}
		t = list_add(out);
		t->name = xstrdup(tag);
		t->cmd = substitute_f(cmd);
		t->file = xstrdup(display);
		t->line = ln;
		t->opt_parallel = next.parallel || file_wide.parallel;
		t->opt_alone = next.alone || file_wide.alone;
		t->opt_timeout = next.timeout ? next.timeout : file_wide.timeout;
		memset(&next, 0, sizeof(next));
	}
	free(line);
	fclose(f);
	return ret;
}

static char *find_runtest(const struct tree *tree, const char *name)
{
	char *p;

	if (strchr(name, '/'))
		return access(name, R_OK) ? NULL : xstrdup(name);
	p = xasprintf("%s/%s", tree->runtest_dir, name);
	if (!access(p, R_OK))
		return p;
	free(p);
	return NULL;
}

static void add_path(char ***paths, int *n, char *p)
{
	*paths = xrealloc(*paths, (*n + 1) * sizeof(char *));
	(*paths)[(*n)++] = p;
}

int resolve_runtest_files(const struct tree *tree, char **names, int n, char ***paths,
			  int *npaths)
{
	*paths = NULL;
	*npaths = 0;
	if (n) {
		for (int i = 0; i < n; i++) {
			char *p = find_runtest(tree, names[i]);

			if (!p) {
				warnx_("runtest file '%s' not found (looked in %s)", names[i],
				       tree->runtest_dir);
				return -1;	/* the caller frees *paths */
			}
			add_path(paths, npaths, p);
		}
		return 0;
	}

	char *group = xasprintf("%s/default", tree->scenario_dir);
	FILE *f = open_list(group, "scenario group (no -f given)", group);
	char *line = NULL;
	size_t cap = 0;
	ssize_t len;
	int ln = 0, ret = 0;

	if (!f) {
		free(group);
		return -1;
	}
	while ((len = getline_max(&line, &cap, f, RUNTEST_LINE_MAX)) >= 0) {
		char *s = line, *e;

		ln++;
		if (line_too_long(len - (line[len - 1] == '\n'), group, ln)) {
			ret = -1;
			break;
		}
		while (isspace((unsigned char)*s))
			s++;
		for (e = s + strlen(s); e > s && isspace((unsigned char)e[-1]); e--)
			;
		*e = 0;
		if (!*s || *s == '#')
			continue;
		char *p = find_runtest(tree, s);

		if (!p) {
			warnx_("%s:%d: runtest file '%s' not found in %s", group, ln, s,
			       tree->runtest_dir);
			ret = -1;
			continue;
		}
		add_path(paths, npaths, p);
	}
	free(line);
	fclose(f);
	free(group);
	return ret;
}

struct skip_rule {
	char *pattern;
	char *reason;
	int is_regex;
	regex_t re;
};

static int has_regex_chars(const char *s)
{
	return strpbrk(s, ".*+?[](){}|^$\\") != NULL;
}

static int load_skipfile(const char *path, struct skip_rule **rules, int *n)
{
	FILE *f = open_list(path, "skip file", path);
	char *line = NULL;
	size_t cap = 0;
	ssize_t len;
	int ln = 0, ret = 0;

	*rules = NULL;
	*n = 0;
	if (!f)
		return -1;
	while ((len = getline_max(&line, &cap, f, RUNTEST_LINE_MAX)) >= 0) {
		char *s = line, *e, *reason;
		struct skip_rule *r;

		ln++;
		if (line_too_long(len - (line[len - 1] == '\n'), path, ln)) {
			ret = -1;
			break;
		}
		while (isspace((unsigned char)*s))
			s++;
		for (e = s + strlen(s); e > s && isspace((unsigned char)e[-1]); e--)
			;
		*e = 0;
		if (!*s || *s == '#')
			continue;
		for (reason = s; *reason && !isspace((unsigned char)*reason); reason++)
			;
		if (*reason)
			*reason++ = 0;
		while (isspace((unsigned char)*reason))
			reason++;
		*rules = xrealloc(*rules, (*n + 1) * sizeof(**rules));
		r = &(*rules)[*n];
		r->pattern = xstrdup(s);
		r->reason = xstrdup(*reason ? reason : "listed in the skip file");
		r->is_regex = has_regex_chars(s);
		if (r->is_regex) {
			char *anchored = xasprintf("^(%s)$", s);
			int err = regcomp(&r->re, anchored, REG_EXTENDED | REG_NOSUB);

			free(anchored);
			if (err) {
				warnx_("%s:%d: bad regular expression '%s'", path, ln, s);
				free(r->pattern);
				free(r->reason);
				ret = -1;
				continue;
			}
		}
		(*n)++;
	}
	free(line);
	fclose(f);
	return ret;
}

static const char *skip_reason(struct skip_rule *rules, int n, const char *tag)
{
	for (int i = 0; i < n; i++) {
		if (rules[i].is_regex ? !regexec(&rules[i].re, tag, 0, NULL, 0)
				      : !strcmp(rules[i].pattern, tag))
			return rules[i].reason;
	}
	return NULL;
}

static int tag_taken(const struct test_list *l, int upto, const char *tag)
{
	for (int i = 0; i < upto; i++)
		if (!strcmp(l->v[i].tag, tag))
			return 1;
	return 0;
}

int build_test_list(const struct tree *tree, const struct run_opts *o, struct test_list *out)
{
	struct test_list base = {0};
	struct skip_rule *rules = NULL;
	int nrules = 0, npaths = 0, ret = -1;
	char **paths = NULL;
	regex_t inc;
	int have_inc = 0;

	memset(out, 0, sizeof(*out));
	if (resolve_runtest_files(tree, o->files, o->nfiles, &paths, &npaths))
		goto out;
	for (int i = 0; i < npaths; i++) {
		const char *slash = strrchr(paths[i], '/');

		if (parse_runtest(paths[i], o->nfiles ? paths[i] : (slash ? slash + 1 : paths[i]),
				  &base))
			goto out;
	}
	if (o->include) {
		if (regcomp(&inc, o->include, REG_EXTENDED | REG_NOSUB)) {
			warnx_("-s: bad regular expression '%s'", o->include);
			goto out;
		}
		have_inc = 1;
	}
	if (o->skipfile && load_skipfile(o->skipfile, &rules, &nrules))
		goto out;

	for (int it = 1; it <= o->iterations; it++) {
		for (int i = 0; i < base.n; i++) {
			struct test *b = &base.v[i], *t;
			const char *why;

			if (!rerun_wanted(o, b->name))
				continue;
			if (have_inc) {
				char *whole = xasprintf("%s %s", b->name, b->cmd);
				int miss = regexec(&inc, whole, 0, NULL, 0);

				free(whole);
				if (miss)
					continue;
			}
			t = list_add(out);
			*t = *b;
			t->name = xstrdup(b->name);
			t->cmd = xstrdup(b->cmd);
			t->file = xstrdup(b->file);
			t->tag = o->iterations > 1 ? xasprintf("%d_ITERATION_%s", it, b->name)
						   : xstrdup(b->name);
			/* The same tag in two files (or twice in one) must not share a log. */
			for (int k = 2; tag_taken(out, out->n - 1, t->tag); k++) {
				free(t->tag);
				t->tag = o->iterations > 1
					 ? xasprintf("%d_ITERATION_%s_%d", it, b->name, k)
					 : xasprintf("%s_%d", b->name, k);
			}
			why = skip_reason(rules, nrules, b->name);
			t->skip_reason = why ? xstrdup(why) : NULL;
			t->index = out->n;
		}
	}
	ret = 0;
out:
	if (have_inc)
		regfree(&inc);
	for (int i = 0; i < nrules; i++) {
		if (rules[i].is_regex)
			regfree(&rules[i].re);
		free(rules[i].pattern);
		free(rules[i].reason);
	}
	free(rules);
	for (int i = 0; i < npaths; i++)
		free(paths[i]);
	free(paths);
	test_list_free(&base);
	return ret;
}
