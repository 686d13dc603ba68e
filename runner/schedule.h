/* SPDX-License-Identifier: GPL-2.0-or-later */
/* Order of the run, sharding, and which pending test may start next. */
#ifndef LTK_SCHEDULE_H
#define LTK_SCHEDULE_H

#include "ltk.h"
#include "parse.h"

/*
 * Recorded durations ("SECONDS TAG [CPU_SECONDS]" lines); default
 * $XDG_CACHE_HOME/ltk/durations. cpu < 0: not known.
 */
char *durations_default_path(void);
/* Read the file, and give l's tests (l may be NULL) their recorded values. */
void durations_load(const char *path, struct test_list *l);
/* Give l's tests the values of the file read last. */
void durations_apply(struct test_list *l);
void durations_record(const char *name, double seconds, double cpu);
void durations_save(const char *path);
void durations_free(void);

/* Keep only shard k of n: greedy longest-first assignment, deterministic for a durations file. */
void schedule_shard(struct test_list *l, int k, int n);
/* --shuffle SEED, else longest-first when running in parallel, else file order. */
void schedule_order(struct test_list *l, const struct run_opts *o);

/*
 * Why a test must have the machine to itself: "runs_alone" (its metadata), "#ltk: alone",
 * "no metadata" (and no "#ltk: parallel"); NULL when it may share it.
 */
const char *test_serial_reason(const struct test *t);
int test_is_serial(const struct test *t);
/* Whether t keeps a CPU busy for at least half its time (or is not known to wait). */
int test_is_busy(const struct test *t);

struct sched_state {
	int running;
	int alone_running;
	int devices_used;
	int busy;		/* how many of the running tests are busy */
	const char **held;	/* the exclusive lists of the running tests (theirs, not copies) */
	int nheld, cap_held;
};

/* A test starts or ends: it takes or gives back its worker, device and exclusive names. */
void sched_hold(struct sched_state *s, const struct test *t);
void sched_release(struct sched_state *s, const struct test *t);
void sched_free(struct sched_state *s);

/* May t start now, given what runs and the limits? */
int schedule_may_start(const struct test *t, const struct sched_state *s, const struct run_opts *o);
/*
 * Which of the pending tests (in order) starts next, -1 none: the first that may start, of
 * the kind (busy or waiting) that fewer running tests are, with -j > 1 and no --shuffle.
 */
int schedule_next(struct test *const *pending, int n, const struct sched_state *s,
		  const struct run_opts *o);

#endif
