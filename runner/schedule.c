// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * Scheduling policy. What runs with the machine to itself is an explicit list: tests whose
 * metadata says runs_alone, lines marked "#ltk: alone", and lines the runner knows nothing
 * about (no metadata and no "#ltk: parallel": a legacy test may take a device, mount, load
 * a module). Tests needing a block device share a budget of devices; tests naming the same
 * thing in "exclusive" (swap) take turns; everything else, every test whose metadata declares
 * no shared resource, fills the -j workers.
 * With -j > 1 the longest tests (by recorded durations) start first, which shortens the run,
 * and busy tests (recorded CPU time at least half their duration) are mixed with tests that
 * mostly wait: a free worker takes the first pending test of the kind that runs less, so
 * busy tests share the CPUs (and the kernel's locks) with as few other busy tests as can be.
 */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <json-c/json.h>
#include "schedule.h"
#include "util.h"

#define DEFAULT_ESTIMATE 1.0

static json_object *durations;	/* name -> seconds */
static json_object *cpu_times;	/* name -> CPU seconds, for the names whose line has them */

char *durations_default_path(void)
{
	const char *xdg = getenv("XDG_CACHE_HOME"), *home = getenv("HOME");

	if (xdg && *xdg == '/')
		return xasprintf("%s/ltk/durations", xdg);
	if (home && *home == '/')
		return xasprintf("%s/.cache/ltk/durations", home);
	return NULL;
}

void durations_load(const char *path, struct test_list *l)
{
	FILE *f = path ? fopen(path, "re") : NULL;
	char *line = NULL;
	size_t cap = 0;

	durations_free();
	durations = json_object_new_object();
	cpu_times = json_object_new_object();
	while (f && getline(&line, &cap, f) >= 0) {
		char name[512];
		double sec, cpu;
		int n = sscanf(line, "%lf %511s %lf", &sec, name, &cpu);

		if (n < 2 || !isfinite(sec) || sec < 0)
			continue;
		json_object_object_add(durations, name, json_object_new_double(sec));
		if (n == 3 && isfinite(cpu) && cpu >= 0)
			json_object_object_add(cpu_times, name, json_object_new_double(cpu));
		else
			json_object_object_del(cpu_times, name);
	}
	free(line);
	if (f)
		fclose(f);
	durations_apply(l);
}

void durations_apply(struct test_list *l)
{
	for (int i = 0; l && durations && i < l->n; i++) {
		json_object *v;

		if (json_object_object_get_ex(durations, l->v[i].name, &v))
			l->v[i].estimate = json_object_get_double(v);
		if (json_object_object_get_ex(cpu_times, l->v[i].name, &v))
			l->v[i].cpu_estimate = json_object_get_double(v);
	}
}

void durations_record(const char *name, double seconds, double cpu)
{
	if (!durations)
		return;
	json_object_object_add(durations, name, json_object_new_double(seconds));
	if (cpu >= 0)
		json_object_object_add(cpu_times, name, json_object_new_double(cpu));
	else
		json_object_object_del(cpu_times, name);
}

void durations_save(const char *path)
{
	struct sbuf sb = {0};
	char *dir, *slash;

	if (!path || !durations)
		return;
	json_object_object_foreach(durations, name, v) {
		json_object *cpu;

		sb_printf(&sb, "%.3f %s", json_object_get_double(v), name);
		if (json_object_object_get_ex(cpu_times, name, &cpu))
			sb_printf(&sb, " %.3f", json_object_get_double(cpu));
		sb_printf(&sb, "\n");
	}
	dir = xstrdup(path);
	slash = strrchr(dir, '/');
	if (slash && slash != dir) {
		*slash = 0;
		mkdir_p(dir, 0755);
	}
	free(dir);
	write_file_atomic(path, sb.s ? sb.s : "", sb.len);
	free(sb.s);
}

void durations_free(void)
{
	json_object_put(durations);
	json_object_put(cpu_times);
	durations = cpu_times = NULL;
}

static double estimate(const struct test *t)
{
	return t->estimate >= 0 ? t->estimate : DEFAULT_ESTIMATE;
}

static int by_estimate_then_tag(const void *a, const void *b)
{
	const struct test *x = *(struct test *const *)a, *y = *(struct test *const *)b;

	if (estimate(x) != estimate(y))
		return estimate(x) < estimate(y) ? 1 : -1;
	return strcmp(x->tag, y->tag);
}

void schedule_shard(struct test_list *l, int k, int n)
{
	struct test **order = xcalloc(l->n, sizeof(*order));
	double *load = xcalloc(n, sizeof(*load));
	char *mine = xcalloc(l->n, 1);
	int kept = 0;

	for (int i = 0; i < l->n; i++)
		order[i] = &l->v[i];
	qsort(order, l->n, sizeof(*order), by_estimate_then_tag);
	for (int i = 0; i < l->n; i++) {
		int best = 0;

		for (int s = 1; s < n; s++)
			if (load[s] < load[best])
				best = s;
		load[best] += estimate(order[i]);
		if (best == k - 1)
			mine[order[i] - l->v] = 1;
	}
	for (int i = 0; i < l->n; i++) {
		if (mine[i]) {
			l->v[kept++] = l->v[i];
		} else {
			free(l->v[i].tag);
			free(l->v[i].name);
			free(l->v[i].cmd);
			free(l->v[i].file);
			free(l->v[i].skip_reason);
			free(l->v[i].meta.json);
			free(l->v[i].meta.exclusive);
		}
	}
	l->n = kept;
	free(order);
	free(load);
	free(mine);
}

/* splitmix64: a documented, portable sequence, so a seed means the same order everywhere. */
static unsigned long long next_rand(unsigned long long *s)
{
	unsigned long long z = (*s += 0x9e3779b97f4a7c15ULL);

	z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
	z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
	return z ^ (z >> 31);
}

static int by_estimate_stable(const void *a, const void *b)
{
	const struct test *x = a, *y = b;

	if (estimate(x) != estimate(y))
		return estimate(x) < estimate(y) ? 1 : -1;
	return x->index - y->index;
}

void schedule_order(struct test_list *l, const struct run_opts *o)
{
	if (o->shuffle) {
		unsigned long long s = o->seed;

		for (int i = l->n - 1; i > 0; i--) {
			int j = next_rand(&s) % (i + 1);
			struct test tmp = l->v[i];

			l->v[i] = l->v[j];
			l->v[j] = tmp;
		}
	} else if (o->jobs > 1) {
		qsort(l->v, l->n, sizeof(*l->v), by_estimate_stable);
	}
	for (int i = 0; i < l->n; i++)
		l->v[i].index = i + 1;
}

const char *test_serial_reason(const struct test *t)
{
	if (t->opt_alone)
		return "#ltk: alone";
	if (t->meta.known)
		return t->meta.runs_alone ? "runs_alone" : NULL;
	return t->opt_parallel ? NULL : "no metadata";
}

int test_is_serial(const struct test *t)
{
	return test_serial_reason(t) != NULL;
}

/* Whether the space-separated name lists a and b have a name in common. */
static int share_a_name(const char *a, const char *b)
{
	for (size_t la; *a; a += la + strspn(a + la, " ")) {
		la = strcspn(a, " ");
		for (const char *p = b; *p;) {
			size_t lp = strcspn(p, " ");

			if (la && lp == la && !memcmp(a, p, la))
				return 1;
			p += lp + strspn(p + lp, " ");
		}
	}
	return 0;
}

int test_is_busy(const struct test *t)
{
	if (t->estimate < 0 || t->cpu_estimate < 0)
		return 1;
	return t->cpu_estimate >= 0.5 * t->estimate;
}

void sched_hold(struct sched_state *s, const struct test *t)
{
	s->running++;
	s->alone_running |= test_is_serial(t);
	s->devices_used += !!t->meta.needs_device;
	s->busy += test_is_busy(t);
	if (!t->meta.exclusive)
		return;
	if (s->nheld == s->cap_held) {
		s->cap_held = s->cap_held ? 2 * s->cap_held : 8;
		s->held = xrealloc(s->held, s->cap_held * sizeof(*s->held));
	}
	s->held[s->nheld++] = t->meta.exclusive;
}

void sched_release(struct sched_state *s, const struct test *t)
{
	s->running--;
	if (test_is_serial(t))
		s->alone_running = 0;
	s->devices_used -= !!t->meta.needs_device;
	s->busy -= test_is_busy(t);
	for (int i = 0; t->meta.exclusive && i < s->nheld; i++) {
		if (s->held[i] == t->meta.exclusive) {
			s->held[i] = s->held[--s->nheld];
			return;
		}
	}
}

void sched_free(struct sched_state *s)
{
	free(s->held);
	s->held = NULL;
	s->nheld = s->cap_held = 0;
}

int schedule_may_start(const struct test *t, const struct sched_state *s, const struct run_opts *o)
{
	if (s->alone_running)
		return 0;
	for (int i = 0; t->meta.exclusive && i < s->nheld; i++)
		if (share_a_name(t->meta.exclusive, s->held[i]))
			return 0;
	if (test_is_serial(t))
		return s->running == 0;
	if (s->running >= o->jobs)
		return 0;
	if (t->meta.needs_device && s->devices_used >= o->devices)
		return 0;
	return 1;
}

int schedule_next(struct test *const *pending, int n, const struct sched_state *s,
		  const struct run_opts *o)
{
	int idle = s->running - s->busy, want = -1, first = -1;

	if (o->jobs > 1 && !o->shuffle && s->busy != idle)
		want = s->busy < idle;
	for (int i = 0; i < n; i++) {
		if (!schedule_may_start(pending[i], s, o)) {
			/* Serial tests wait for the machine; in file order with -j 1. */
			if (o->jobs == 1 || s->alone_running)
				return -1;
			continue;
		}
		if (want < 0 || test_is_busy(pending[i]) == want)
			return i;
		if (first < 0)
			first = i;
	}
	return first;
}
