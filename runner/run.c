// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * The run loop. One thread: poll() over the running tests' output pipes, the SIGCHLD
 * wake-up pipe and /dev/kmsg; start what the scheduler allows, enforce deadlines, and when
 * a test's main process ends, settle it: drain output, kill leftovers, classify, check the
 * kernel and the host, clean up, and record the result in every report before going on.
 */
#include <errno.h>
#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>
#include "execute.h"
#include "host_runs.h"
#include "metadata.h"
#include "observe.h"
#include "report.h"
#include "result.h"
#include "run.h"
#include "rundir.h"
#include "schedule.h"
#include "tree.h"
#include "util.h"

#define DEFAULT_TIMEOUT 300.0
/* Past the test's own timeout, so the library's watchdog reports first. */
#define TIMEOUT_MARGIN 3.0

static volatile sig_atomic_t interrupted;

static void on_interrupt(int sig)
{
	interrupted = sig;
}

double test_timeout(const struct test *t, const struct run_opts *o)
{
	if (o->timeout > 0)
		return o->timeout;
	if (t->opt_timeout > 0)
		return t->opt_timeout * o->timeout_mul;
	if (t->meta.known) {
		if (t->meta.timeout < 0 || t->meta.timeout_total < 0)
			return 0;	/* the test declares no limit */
		/* The library knows its own limits best: let its watchdog report first. */
		if (t->meta.timeout_total > 0)
			return t->meta.timeout_total + TIMEOUT_MARGIN;
		return (t->meta.timeout + t->meta.runtime) * o->timeout_mul + TIMEOUT_MARGIN;
	}
	return DEFAULT_TIMEOUT * o->timeout_mul;
}

/* What a test says of its length, the same on every machine: its timeouts, unscaled. */
static double declared_duration(struct test *t)
{
	if (t->opt_timeout > 0)
		return t->opt_timeout;
	if (!t->skip_reason)
		metadata_get(t);
	if (t->meta.known && t->meta.timeout >= 0)
		return t->meta.timeout + t->meta.runtime;
	return DEFAULT_TIMEOUT;
}

int prepare_list(const struct tree *tree, const struct run_opts *o, struct test_list *l,
		 const char *cache_dir)
{
	char *dpath;

	if (build_test_list(tree, o, l))
		return -1;
	if (!l->n && !o->list_only && !o->allow_empty) {
		warnx_("the selection (%s%s%s%s%s) has no test: nothing to run (--allow-empty "
		       "makes that a success)", o->nfiles ? "-f " : "the default scenario",
		       o->nfiles ? o->files[0] : "", o->nfiles > 1 ? ",..." : "",
		       o->include ? " -s " : "", o->include ? o->include : "");
		return -1;
	}
	metadata_cache_open(tree->root, cache_dir);
	/*
	 * Every machine must cut the same shards: they weigh tests by a durations file only
	 * when one is handed to all of them (--durations), else by what the tests declare.
	 */
	if (o->shard_n) {
		if (o->durations_file)
			durations_load(o->durations_file, l);
		else
			for (int i = 0; i < l->n; i++)
				l->v[i].estimate = declared_duration(&l->v[i]);
		schedule_shard(l, o->shard_k, o->shard_n);
		for (int i = 0; i < l->n; i++)
			l->v[i].estimate = l->v[i].cpu_estimate = -1;
	}
	dpath = o->durations_file ? xstrdup(o->durations_file) : durations_default_path();
	durations_load(dpath, l);
	free(dpath);
	for (int i = 0; i < l->n; i++)
		if (!l->v[i].skip_reason)
			metadata_get(&l->v[i]);
	metadata_cache_save(0);
	schedule_order(l, o);
	return 0;
}

struct run {
	const struct run_opts *o;
	struct report rep;
	struct job **jobs;
	struct test **pending;
	int npending, cap_pending;
	struct sched_state sched;
	char *tmproot;
	int numbered;		/* KTAP numbers handed out */
	int tainted;
	double last_json, json_cost;
	double done_time;	/* sum of durations, for the ETA */
	int done_count;
	char **done_tags;	/* from the journal, with --resume */
	int lock_fd;		/* holds the results directory (rundir_lock) */
	int journal_lost;	/* results not in the journal: --resume runs them again */
	struct host_snap *host_now;	/* the host when the last test ended */
	struct spare_tmp {		/* per worker: the TMPDIR its next test may have */
		char *path;
		struct tmpdir_id id;
	} *spare;
	int ndone;
	int counts[ST_COUNT];
	int planned;
	struct test_list **passes;	/* the copies of the list made for -t */
	int npasses;
};

static void pending_add(struct run *run, struct test *t)
{
	if (run->npending == run->cap_pending) {
		run->cap_pending = run->cap_pending ? run->cap_pending * 2 : 64;
		run->pending = xrealloc(run->pending, run->cap_pending * sizeof(*run->pending));
	}
	run->pending[run->npending++] = t;
}

static void pending_remove(struct run *run, int i)
{
	memmove(run->pending + i, run->pending + i + 1,
		(run->npending - i - 1) * sizeof(*run->pending));
	run->npending--;
}

static int already_done(struct run *run, const char *tag)
{
	for (int i = 0; i < run->ndone; i++)
		if (!strcmp(run->done_tags[i], tag))
			return 1;
	return 0;
}

static void progress_state(struct run *run, struct progress_state *s)
{
	double avg = run->done_count ? run->done_time / run->done_count : -1;

	memset(s, 0, sizeof(*s));
	s->done = run->rep.n;
	s->total = run->planned;
	s->running = run->sched.running;
	memcpy(s->counts, run->counts, sizeof(s->counts));
	s->eta = avg < 0 ? -1 : avg * (run->npending + run->sched.running) /
				 (run->o->jobs > 0 ? run->o->jobs : 1);
	for (int i = 0; i < run->o->jobs; i++)
		if (run->jobs[i])
			s->current = run->jobs[i]->t->tag;
}

/* Say it once, with the right errno; the summary and the exit code say it again. */
static void report_failed(struct run *run, const char *what)
{
	int err = errno;

	if (!run->rep.reports_incomplete)
		warnx_("cannot write %s in %s: %s; the reports are incomplete until it can",
		       what, run->rep.dir, strerror(err));
	run->rep.reports_incomplete = err == ENOSPC ? "the disk is full (ENOSPC)" :
				      "a write failed";
}

static void write_reports(struct run *run, int force)
{
	double t0 = now_mono();

	/* Rewriting grows with the run: keep it to a small share of the time. */
	if (!force && t0 - run->last_json < 1.0 + 20 * run->json_cost)
		return;
	run->rep.taint_end = observe_taint();
	run->rep.runtime = now_real() - run->rep.started;
	if (json_write(&run->rep) || junit_write(&run->rep))
		report_failed(run, "results.json, junit.xml");
	else if (!run->journal_lost)
		run->rep.reports_incomplete = NULL;
	run->last_json = now_mono();
	run->json_cost = run->last_json - t0;
}

static void record(struct run *run, struct result *r)
{
	struct progress_state ps;

	report_add(&run->rep, r);
	run->counts[r->status]++;
	if (journal_append(&run->rep, r)) {
		report_failed(run, "results.jsonl");
		run->journal_lost++;
	}
	panlog_write(r);
	if (run->o->ktap)
		ktap_result(++run->numbered, r);
	if (r->status != ST_SKIP) {
		run->done_time += r->duration;
		run->done_count++;
	}
	progress_state(run, &ps);
	progress_result(r, &ps);
	write_reports(run, 0);
}

static struct result *new_result(const struct test *t)
{
	struct result *r = xcalloc(1, sizeof(*r));

	r->tag = xstrdup(t->tag);
	r->cmd = xstrdup(t->cmd);
	if (t->file)
		r->runtest = xstrdup(t->file);
	return r;
}

static void record_skip(struct run *run, const struct test *t, const char *why)
{
	struct result *r = new_result(t);

	r->status = ST_SKIP;
	r->reason = xstrdup(why);
	r->stime = now_real();
	r->skipped = 1;
	record(run, r);
}

static char *log_name(const char *tag)
{
	char *s = xasprintf("logs/%s.log", tag);

	for (char *p = s + 5; *p; p++)
		if (*p == '/' || (unsigned char)*p < 0x20)
			*p = '_';
	return s;
}

static int start_test(struct run *run, struct test *t)
{
	struct job *j = xcalloc(1, sizeof(*j));
	char *log_path, *tmpdir;
	int slot;

	for (slot = 0; run->jobs[slot]; slot++)
		;
	j->t = t;
	j->r = new_result(t);
	j->r->log_file = log_name(t->tag);
	j->taint_before = observe_taint();
	/* Nothing ran since the last test ended: the host is as that test left it. */
	if (run->host_now && !run->sched.running) {
		j->host_before = run->host_now;
		run->host_now = NULL;
	} else {
		j->host_before = observe_host_snapshot();
	}
	for (int k = 0; k < run->o->jobs; k++) {
		struct job *o = run->jobs[k];

		if (!o)
			continue;
		sb_printf(&o->beside, "%s%s", o->beside.len ? " " : "", t->tag);
		sb_printf(&j->beside, "%s%s", j->beside.len ? " " : "", o->t->tag);
	}
	log_path = xasprintf("%s/%s", run->rep.dir, j->r->log_file);
	if (run->spare[slot].path) {
		tmpdir = run->spare[slot].path;
		j->tmp_id = run->spare[slot].id;
		j->tmp_reused = 1;
		run->spare[slot].path = NULL;
	} else {
		tmpdir = xasprintf("%s/%d", run->tmproot, t->index);
	}
	observe_marker("starting", t->tag);
	if (exec_start(j, log_path, tmpdir, test_timeout(t, run->o))) {
		free(log_path);
		free(tmpdir);
		if (j->log_fd > 0)
			close(j->log_fd);
		if (j->tmpdir)
			rm_rf(j->tmpdir);
		j->r->stime = now_real();
		record(run, j->r);
		observe_host_free(j->host_before);
		free(j->beside.s);
		free(j->tmpdir);
		free(j);
		return -1;
	}
	free(log_path);
	free(tmpdir);
	run->jobs[slot] = j;
	sched_hold(&run->sched, t);
	return 0;
}

static void kmsg_found(const char *msg, int trouble, void *ctx)
{
	struct run *run = ctx;

	/* With tests in parallel a record cannot be pinned on one: all running get it. */
	for (int i = 0; i < run->o->jobs; i++) {
		struct job *j = run->jobs[i];

		if (!j)
			continue;
		if (trouble)
			result_add_finding(j->r, "kernel log: %s", msg);
		if (j->dmesg.len < DMESG_MAX)
			sb_printf(&j->dmesg, "%s\n", msg);
	}
}

/* logs/<tag>.dmesg: the kernel log records of the test's lifetime, when there were any. */
static void write_dmesg(struct run *run, struct job *j)
{
	char *path;

	if (!j->dmesg.len || !j->r->log_file)
		return;
	path = xasprintf("%s/%.*s.dmesg", run->rep.dir, (int)(strlen(j->r->log_file) - 4),
			 j->r->log_file);
	if (write_file_atomic(path, j->dmesg.s, j->dmesg.len))
		warnx_("cannot write %s: %m", path);
	free(path);
}

static void settle(struct run *run, int slot, int record_it)
{
	struct job *j = run->jobs[slot];
	struct result *r = j->r;
	long ticks = sysconf(_SC_CLK_TCK);
	struct host_snap *after;
	int left, leaked, alone;
	char what[256] = "";

	exec_read_output(j);
	left = exec_kill_leftovers(j, what, sizeof(what));
	/*
	 * A process that left the test's cgroup or process group comes back to us as an
	 * orphan once its parents are gone: it is this test's when no other test runs, or
	 * when it is still in this test's process group.
	 */
	alone = run->sched.running == 1;
	left += exec_kill_strays(alone ? 0 : j->pid);
	exec_finish(j);
	r->duration = now_mono() - j->start;
	parse_summary(j->tail, j->tail_len, r);
	classify(r, j->wstatus, j->timed_out);
	if (j->fail_lines.s)
		r->first_fail = xstrdup(j->fail_lines.s);
	if (r->status == ST_CONF && !r->reason && j->conf_line)
		r->reason = xstrdup(j->conf_line);
	r->cu = (j->ru.ru_utime.tv_sec * ticks) + j->ru.ru_utime.tv_usec * ticks / 1000000;
	r->cs = (j->ru.ru_stime.tv_sec * ticks) + j->ru.ru_stime.tv_usec * ticks / 1000000;
	if (left)
		result_add_finding(r, "%d process%s left running after the test ended (killed)%s%s",
				   left, left == 1 ? "" : "es", what[0] ? ": " : "", what);
	observe_kmsg(kmsg_found, run);
	write_dmesg(run, j);
	free(j->dmesg.s);
	if (observe_taint_check(r, j->taint_before, observe_taint()))
		run->tainted = 1;
	after = observe_host_snapshot();
	leaked = observe_leaks(r, j->tmpdir, after);
	observe_shm_leftovers(r, j->pid, alone ? r->stime : 0, "/dev/shm");
	/*
	 * The worker's next test gets this TMPDIR when nothing of this test can still be in it
	 * (no process left, none that escaped from a parallel test either) and it is as made:
	 * removing a directory costs a filesystem mounted with discard a synchronous discard.
	 */
	if (!left && !leaked && (alone || !exec_strays_alive()) && exec_tmpdir_unchanged(j)) {
		run->spare[slot].path = j->tmpdir;
		run->spare[slot].id = j->tmp_id;
		j->tmpdir = NULL;
	} else {
		rmdir(j->tmpdir);
	}
	observe_host_free(run->host_now);
	/* Every test's TMPDIR is under the tmp root: a neighbour's mount there is its own. */
	observe_host_check(r, j->host_before, run->tmproot, !j->beside.len, j->beside.s, after,
			   &run->host_now);
	observe_host_free(j->host_before);
	free(j->beside.s);
	result_apply_findings(r);
	observe_marker("finished", j->t->tag);

	run->jobs[slot] = NULL;
	sched_release(&run->sched, j->t);
	if (record_it) {
		if (r->status != ST_SKIP)
			durations_record(j->t->name, r->duration,
					 j->ru.ru_utime.tv_sec + j->ru.ru_stime.tv_sec +
					 (j->ru.ru_utime.tv_usec + j->ru.ru_stime.tv_usec) / 1e6);
		record(run, r);
	} else {
		result_free(r);
		free(r);
	}
	free(j->fail_lines.s);
	free(j->conf_line);
	free(j->tmpdir);
	free(j);
}

/*
 * Report the lines skipped by -S at the head of the pending list, or all of them: a line is
 * reported when it is reached, so that with -j 1 the results keep the file's order.
 */
static void report_skipped(struct run *run, int all)
{
	for (int i = 0; i < run->npending;) {
		struct test *t = run->pending[i];

		if (t->skip_reason) {
			pending_remove(run, i);
			record_skip(run, t, t->skip_reason);
		} else if (all) {
			i++;
		} else {
			return;
		}
	}
}

static void start_what_we_can(struct run *run, int may_start)
{
	int i;

	report_skipped(run, may_start && run->o->jobs > 1);
	while (may_start &&
	       (i = schedule_next(run->pending, run->npending, &run->sched, run->o)) >= 0) {
		struct test *t = run->pending[i];

		pending_remove(run, i);
		start_test(run, t);
		report_skipped(run, 0);
	}
}

/* Another pass over the list for -t: tags get the pass number, as -I does. */
static void next_pass(struct run *run, struct test_list *base, int pass)
{
	struct test_list *copy = xcalloc(1, sizeof(*copy));

	copy->n = copy->cap = base->n;
	copy->v = xcalloc(base->n, sizeof(struct test));
	for (int i = 0; i < base->n; i++) {
		struct test *t = &copy->v[i];

		*t = base->v[i];
		t->tag = xasprintf("%d_%s_%s", pass, run->o->iterations > 1 ? "PASS" : "ITERATION",
				   base->v[i].tag);
		t->name = xstrdup(base->v[i].name);
		t->cmd = xstrdup(base->v[i].cmd);
		t->file = xstrdup(base->v[i].file);
		t->skip_reason = base->v[i].skip_reason ? xstrdup(base->v[i].skip_reason) : NULL;
		t->meta.json = NULL;
		if (t->meta.exclusive)
			t->meta.exclusive = xstrdup(t->meta.exclusive);
		t->index = base->n * (pass - 1) + i + 1;
		pending_add(run, t);
	}
	/* kept for the life of the run: pending points into it */
	run->passes = xrealloc(run->passes, (run->npasses + 1) * sizeof(*run->passes));
	run->passes[run->npasses++] = copy;
}

static char *suite_name(const struct run_opts *o)
{
	struct sbuf sb = {0};

	if (!o->nfiles)
		return xstrdup("default");
	for (int i = 0; i < o->nfiles; i++) {
		const char *base = strrchr(o->files[i], '/');

		sb_printf(&sb, "%s%s", i ? "," : "", base ? base + 1 : o->files[i]);
	}
	return sb.s;
}

static int exit_code(struct run *run)
{
	int code = 0;

	for (int i = 0; i < run->rep.n; i++) {
		switch (run->rep.v[i]->status) {
		case ST_FAIL:
			code |= LTK_EXIT_FAIL;
			break;
		case ST_BROK:
			code |= LTK_EXIT_BROK;
			break;
		case ST_TIMEOUT:
			code |= LTK_EXIT_TIMEOUT;
			break;
		default:
			break;
		}
	}
	if (run->tainted)
		code |= LTK_EXIT_TAINTED;
	if (run->rep.reports_incomplete)
		code |= LTK_EXIT_REPORTS;
	return code;
}

static int any_alive(struct run *run)
{
	for (int i = 0; i < run->o->jobs; i++)
		if (run->jobs[i] && !run->jobs[i]->exited)
			return 1;
	return 0;
}

/* End every running test: SIGTERM, the grace time, SIGKILL; then settle each. */
static void kill_all(struct run *run, const char *why, int record_it)
{
	double until = now_mono() + run->o->grace;

	for (int i = 0; i < run->o->jobs; i++)
		if (run->jobs[i])
			exec_signal(run->jobs[i], SIGTERM);
	while (any_alive(run) && now_mono() < until) {
		usleep(20000);
		exec_reap();
		for (int i = 0; i < run->o->jobs; i++)
			if (run->jobs[i])
				exec_read_output(run->jobs[i]);
	}
	until = now_mono() + 10;
	for (int i = 0; i < run->o->jobs; i++)
		if (run->jobs[i])
			exec_signal(run->jobs[i], SIGKILL);
	/* A process stuck in the kernel may not die: do not wait for it forever. */
	while (any_alive(run) && now_mono() < until) {
		usleep(10000);
		exec_reap();
	}
	for (int i = 0; i < run->o->jobs; i++) {
		struct job *j = run->jobs[i];

		if (!j)
			continue;
		if (!j->exited) {
			j->exited = 1;
			j->wstatus = SIGKILL;	/* as if killed: it was sent SIGKILL */
			result_add_finding(j->r, "did not die after SIGKILL");
		}
		j->timed_out = 1;
		if (record_it)
			result_add_finding(j->r, "%s", why);
		settle(run, i, record_it);
	}
}

static void loop(struct run *run, struct test_list *base, int wake_fd, int kmsg_fd)
{
	const struct run_opts *o = run->o;
	double t0 = now_mono();
	double suite_end = o->suite_timeout > 0 ? t0 + o->suite_timeout : 0;
	double run_end = o->run_for > 0 ? t0 + o->run_for : 0;
	struct pollfd *pfd = xcalloc(o->jobs + 2, sizeof(*pfd));
	int pass = 1;

	for (;;) {
		double now = now_mono();
		int n = 0, may_start = !run_end || now < run_end;
		struct progress_state ps;

		if (interrupted) {
			kill_all(run, "interrupted", 0);
			break;
		}
		if (suite_end && now >= suite_end) {
			kill_all(run, "suite timeout reached", 1);
			while (run->npending) {
				record_skip(run, run->pending[0], "suite timeout reached");
				pending_remove(run, 0);
			}
			break;
		}
		if (run_end && may_start && !run->npending && !run->sched.running && base->n)
			next_pass(run, base, ++pass);
		start_what_we_can(run, may_start);
		if (!run->sched.running && (!run->npending || !may_start))
			break;

		pfd[n++] = (struct pollfd){ .fd = wake_fd, .events = POLLIN };
		if (kmsg_fd >= 0)
			pfd[n++] = (struct pollfd){ .fd = kmsg_fd, .events = POLLIN };
		for (int i = 0; i < o->jobs; i++)
			if (run->jobs[i] && run->jobs[i]->out_fd >= 0)
				pfd[n++] = (struct pollfd){ .fd = run->jobs[i]->out_fd,
							    .events = POLLIN };
		progress_state(run, &ps);
		progress_update(&ps);
		poll(pfd, n, 250);

		exec_ack_wakeup();
		for (int i = 0; i < o->jobs; i++)
			if (run->jobs[i])
				exec_read_output(run->jobs[i]);
		observe_kmsg(kmsg_found, run);
		exec_reap();
		now = now_mono();
		for (int i = 0; i < o->jobs; i++) {
			if (!run->jobs[i])
				continue;
			exec_check_deadline(run->jobs[i], now, o->grace);
			if (run->jobs[i]->exited)
				settle(run, i, 1);
		}
	}
	free(pfd);
}

static int print_list(const struct tree *tree, const struct run_opts *o)
{
	struct test_list list = {0};

	if (prepare_list(tree, o, &list, NULL))
		return LTK_EXIT_USAGE;
	for (int i = 0; i < list.n; i++) {
		const struct test *t = &list.v[i];

		if (t->skip_reason)
			printf("%s\tSKIP (%s)\t%s\n", t->tag, t->skip_reason, t->cmd);
		else
			printf("%s\t%s\t%s\n", t->tag, test_is_serial(t) ? "serial" : "parallel",
			       t->cmd);
	}
	test_list_free(&list);
	return 0;
}

/* The results directory, what a resumed run already did, the pending list. */
static int open_run(struct run *run, struct test_list *list)
{
	const struct run_opts *o = run->o;

	if (o->resume_dir) {
		run->rep.dir = xstrdup(o->resume_dir);
		run->lock_fd = rundir_lock(o->resume_dir);
		if (run->lock_fd < 0)
			return -1;
		rundir_reclaim(o->resume_dir);
		if (journal_load(&run->rep) < 0) {
			warnx_("cannot read %s/results.jsonl", o->resume_dir);
			return -1;
		}
		run->ndone = run->rep.n;
		run->done_tags = xcalloc(run->ndone, sizeof(char *));
		for (int i = 0; i < run->rep.n; i++) {
			run->done_tags[i] = run->rep.v[i]->tag;
			run->counts[run->rep.v[i]->status]++;
		}
	} else if (rundir_create(o, &run->rep.dir) ||
		   (run->lock_fd = rundir_lock(run->rep.dir)) < 0) {
		return -1;
	}
	for (int i = 0; i < list->n; i++)
		if (!already_done(run, list->v[i].tag))
			pending_add(run, &list->v[i]);
	run->planned = o->run_for > 0 ? -1 : run->rep.n + run->npending;
	run->rep.suite = suite_name(o);
	run->rep.total = run->planned;
	run->rep.started = now_real();
	run->rep.taint_start = run->rep.taint_end = observe_taint();
	run->rep.argv = o->argv;
	run->rep.argc = o->argc;
	run->jobs = xcalloc(o->jobs, sizeof(*run->jobs));
	run->spare = xcalloc(o->jobs, sizeof(*run->spare));
	return 0;
}

static int make_tmproot(struct run *run)
{
	const char *env = getenv("TMPDIR");
	char *tmpl = xasprintf("%s/ltk-XXXXXX", run->o->tmpbase ? run->o->tmpbase :
			       env && *env ? env : "/tmp");

	run->tmproot = mkdtemp(tmpl);
	if (!run->tmproot) {
		warnx_("cannot create the run's temporary directory %s: %s", tmpl,
		       strerror(errno));
		free(tmpl);
		return -1;
	}
	chmod(run->tmproot, 0755);
	/* Tests chdir into their TMPDIR: it has to be absolute. */
	if (run->tmproot[0] != '/') {
		char *abs = realpath(run->tmproot, NULL);

		if (abs) {
			free(run->tmproot);
			run->tmproot = abs;
		}
	}
	return 0;
}

/*
 * Every test reads the kernel config (the library looks for a debug kernel to scale its
 * timeouts). /proc/config.gz would cost each of them a gzip: decompress it once for the run
 * and point the tests at the copy (KCONFIG_PATH, which the library honours).
 */
static void kconfig_once(const struct run *run)
{
	char *copy;
	int fd, st = -1;
	pid_t pid;

	if (getenv("KCONFIG_PATH") || access("/proc/config.gz", R_OK))
		return;
	copy = xasprintf("%s/kernel-config", run->tmproot);
	fd = open(copy, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0644);
	pid = fd < 0 ? -1 : fork();
	if (pid == 0) {
		dup2(fd, 1);
		execlp("gzip", "gzip", "-dc", "/proc/config.gz", (char *)NULL);
		_exit(127);
	}
	if (pid > 0)
		while (waitpid(pid, &st, 0) < 0 && errno == EINTR)
			;
	if (fd >= 0)
		close(fd);
	if (pid > 0 && WIFEXITED(st) && !WEXITSTATUS(st))
		setenv("KCONFIG_PATH", copy, 1);
	else
		unlink(copy);
	free(copy);
}

static void catch_signals(void)
{
	struct sigaction sa = { .sa_handler = on_interrupt };

	sigemptyset(&sa.sa_mask);
	sigaction(SIGINT, &sa, NULL);
	sigaction(SIGTERM, &sa, NULL);
	sigaction(SIGHUP, &sa, NULL);
	signal(SIGPIPE, SIG_IGN);
}

static void finish_run(struct run *run)
{
	const struct run_opts *o = run->o;
	char *dpath;

	progress_clear();
	run->rep.complete = !interrupted;
	write_reports(run, 1);
	dpath = xasprintf("%s/index.html", run->rep.dir);
	if (html_write(&run->rep, dpath))
		report_failed(run, "index.html");
	free(dpath);
	if (o->ktap)
		ktap_end(run->numbered);
	if (!o->quiet)
		print_summary(o->ktap ? stderr : stdout, &run->rep);
	panlog_close();
	if (exec_kill_strays(0))
		warnx_("processes left by tests that ran in parallel were killed at the end");
	observe_fini();
	observe_host_fini();
	host_runs_leave();
	exec_fini();
	rm_rf(run->tmproot);
	dpath = o->durations_file ? xstrdup(o->durations_file) : durations_default_path();
	durations_save(dpath);
	free(dpath);
}

static void run_free(struct run *run)
{
	for (int i = 0; i < run->rep.n; i++) {
		result_free(run->rep.v[i]);
		free(run->rep.v[i]);
	}
	free(run->rep.v);
	free(run->rep.dir);
	free(run->rep.suite);
	free(run->jobs);
	for (int i = 0; run->spare && i < run->o->jobs; i++)
		free(run->spare[i].path);
	free(run->spare);
	free(run->pending);
	sched_free(&run->sched);
	free(run->done_tags);
	free(run->tmproot);
	for (int i = 0; i < run->npasses; i++) {
		test_list_free(run->passes[i]);
		free(run->passes[i]);
	}
	free(run->passes);
	if (run->lock_fd >= 0)
		close(run->lock_fd);
	observe_host_free(run->host_now);
}

int run_main(const struct tree *tree, struct run_opts *o)
{
	struct test_list list = {0};
	struct run run = { .o = o, .lock_fd = -1 };
	int wake_fd, kmsg_fd, code = LTK_EXIT_USAGE;

	tree_export_env(tree);
	if (o->list_only)
		return print_list(tree, o);
	if (prepare_list(tree, o, &list, NULL))
		goto out;
	if (open_run(&run, &list) || make_tmproot(&run))
		goto out;
	kconfig_once(&run);
	host_runs_join();
	wake_fd = exec_init(o->log_limit);
	kmsg_fd = observe_init(!o->no_kmsg);
	rundir_save_state(run.rep.dir, o, run.tmproot);
	if (panlog_open(&run.rep))
		warnx_("cannot write %s/ltk.log", run.rep.dir);
	progress_init(o->quiet ? NULL : o->ktap ? (isatty(2) ? stderr : NULL) : stdout,
		      o->ktap ? isatty(2) : isatty(1));
	if (o->ktap)
		ktap_begin(run.planned >= 0 ? run.planned - run.rep.n : -1);
	if (!o->quiet)
		fprintf(o->ktap ? stderr : stdout, "ltk: %d test%s to run%s, results in %s\n",
			run.npending, run.npending == 1 ? "" : "s",
			o->run_for > 0 ? ", again and again for the -t time" : "", run.rep.dir);
	catch_signals();

	loop(&run, &list, wake_fd, kmsg_fd);

	finish_run(&run);
	metadata_cache_save(1);
	code = interrupted ? LTK_EXIT_INTERRUPTED : exit_code(&run);
	if (o->exit_zero)
		code &= LTK_EXIT_REPORTS;
out:
	run_free(&run);
	test_list_free(&list);
	durations_free();
	metadata_cache_close();
	return code;
}
