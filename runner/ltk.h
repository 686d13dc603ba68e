/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * The runner's shared vocabulary: a test to run (struct test), what came of it (struct result)
 * and the run's settings (struct run_opts). Each module has its own header for its functions.
 */
#ifndef LTK_RUNNER_H
#define LTK_RUNNER_H

#include <stddef.h>
#include <sys/types.h>

/* Exit codes of `ltk`: bits for what went wrong in the tests, so they combine. */
#define LTK_EXIT_FAIL		1
#define LTK_EXIT_BROK		2
#define LTK_EXIT_TIMEOUT	4
#define LTK_EXIT_TAINTED	8
#define LTK_EXIT_REPORTS	32	/* a result or report could not be written */
#define LTK_EXIT_USAGE		64
#define LTK_EXIT_INTERNAL	70
#define LTK_EXIT_INTERRUPTED	130

/* Ordered by severity: a result takes the worst status that applies. */
enum status {
	ST_PASS,
	ST_SKIP,
	ST_CONF,
	ST_WARN,
	ST_FAIL,
	ST_BROK,
	ST_TIMEOUT,
	ST_COUNT
};

/* What a test declares about itself (doc/metadata.md), reduced to what scheduling needs. */
struct metadata {
	int known;		/* the binary answered --metadata */
	int runs_alone;
	char *exclusive;	/* what it holds alone ("swap"), space-separated; NULL: nothing */
	int needs_device;
	int needs_root;
	int needs_kconfig;	/* names kernel config options or drivers: maybe modules */
	double timeout;		/* seconds before LTP_TIMEOUT_MUL; < 0 unlimited */
	double runtime;
	/* what the library's own watchdogs allow the whole binary (all variants and
	 * filesystems, LTP_TIMEOUT_MUL and debug-kernel factor included); 0 when not
	 * reported, < 0 unlimited */
	double timeout_total;
	char *json;		/* the full answer, for `ltk show` */
};

/* One line of a runtest file, after -I, -s, -S and --shard have been applied. */
struct test {
	char *tag;		/* unique within the run: logs/<tag>.log */
	char *name;		/* the tag as the runtest file has it */
	char *cmd;		/* run by sh -c, %f already substituted */
	char *file;		/* runtest file and line it came from */
	int line;
	char *skip_reason;	/* set when -S matched: reported as skip, not run */
	int opt_parallel;	/* "#ltk: parallel" */
	int opt_alone;		/* "#ltk: alone" */
	double opt_timeout;	/* "#ltk: timeout=N", 0 when unset */
	struct metadata meta;
	double estimate;	/* recorded duration of earlier runs, -1 unknown */
	double cpu_estimate;	/* recorded CPU time (user + system, its children's too), -1 unknown */
	int index;		/* position in the list: the KTAP number */
};

struct result {
	char *tag;
	char *cmd;
	char *runtest;		/* the runtest file as named (-f, scenario group), NULL if unknown */
	enum status status;
	char *reason;		/* skip reason, signal name, timeout... */
	int retval;		/* exit code, or signal number when signaled */
	int signaled;
	int core;
	double stime;		/* start, seconds since the epoch */
	double duration;
	long cu, cs;		/* children user/system time in clock ticks */
	int passed, failed, broken, skipped, warnings;
	int has_summary;	/* counts came from the test's Summary block */
	char *log_file;		/* relative to the results dir */
	int log_truncated;
	char *first_fail;	/* the first TFAIL/TBROK lines of the output */
	char **findings;	/* health and leak findings */
	int nfindings;
};

#ifndef LTK_VERSION
#define LTK_VERSION "unknown"
#endif

/* The command line ltk was started with, shell-quoted (for the reports' provenance). */
extern char *ltk_command_line;

struct run_opts {
	char **files;		/* runtest names or paths; NULL: scenario_groups/default */
	int nfiles;
	char *include;		/* -s REGEX */
	char *skipfile;		/* -S FILE */
	int list_only;
	int iterations;
	int shuffle;
	unsigned long seed;
	double run_for;		/* -t: stop starting tests after this many seconds */
	double suite_timeout;	/* kill everything after this many seconds */
	int jobs;
	int devices;		/* how many device-using tests may run at once */
	double timeout;		/* --timeout: per test, overrides metadata; 0 unset */
	double grace;		/* SIGTERM -> SIGKILL */
	double log_limit;	/* bytes of output kept per test */
	double timeout_mul;	/* LTP_TIMEOUT_MUL */
	char *results_dir;
	char *resume_dir;
	int ktap;
	int exit_zero;
	int allow_empty;	/* --allow-empty: a selection without tests is not an error */
	char *rerun_dir;	/* --rerun-failed DIR */
	char **rerun_names;	/* the names of the tests to run again */
	int nrerun;
	int quiet;
	int no_kmsg;
	int shard_k, shard_n;	/* 1-based; 0 when unset */
	char *durations_file;
	char *tmpbase;		/* -d */
	char **argv;		/* the command line, kept for --resume */
	int argc;
};

/* Where the tree that this ltk binary belongs to keeps things. */
struct tree {
	char *root;		/* LTPROOT: install prefix, or the build dir */
	char *runtest_dir;
	char *scenario_dir;
	char *bin_dir;		/* testcases/bin */
};

#endif
