// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * ltk: the command line. Subcommands run, list, show; every option is parsed and checked
 * here, so the rest of the runner only sees valid settings. Bad input of any kind (an
 * unknown option, a malformed number, a hostile LTP_TIMEOUT_MUL) exits with 64.
 */
#include <dirent.h>
#include <errno.h>
#include <getopt.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include "compare.h"
#include "metadata.h"
#include "merge.h"
#include "parse.h"
#include "rerun.h"
#include "report_cmd.h"
#include "run.h"
#include "schedule.h"
#include "tree.h"
#include "util.h"
#include "vm.h"

static const char main_usage[] =
"Usage: ltk COMMAND [OPTIONS]\n"
"\n"
"Commands:\n"
"  run    run tests from runtest files (ltk run --help)\n"
"  list   list the tests of runtest files with their metadata\n"
"  show   show one test: where it is listed, its command, metadata, timeout\n"
"  compare [--html FILE] OLD NEW\n"
"         what changed between two results directories (exit 1 on regressions)\n"
"  vm     run the tests on another kernel under QEMU (ltk vm --help)\n"
"  report write other formats from a results directory (ltk report --help)\n"
"  merge OUT DIR...  the results of shards as one run (ltk merge --help)\n"
"  version, --version  print the version\n"
"  help   this text\n"
"\n"
"See doc/running.md for the file formats and exit codes.\n";

static const char run_usage[] =
"Usage: ltk run [OPTIONS]\n"
"       ltk run --resume DIR [OPTIONS]\n"
"\n"
"Selecting tests:\n"
"  --rerun-failed DIR  the tests that did not pass (fail, brok, warn, timeout) in the run\n"
"                      in DIR, from their runtest files (directives kept), into a new DIR\n"
"  -f FILE[,FILE...]   runtest files: names under runtest/, or paths (default: the files\n"
"                      listed in scenario_groups/default)\n"
"  -s REGEX            run only the lines ('tag command') matching the extended REGEX\n"
"  -S SKIPFILE         skip the tests SKIPFILE names: 'NAME-OR-REGEX [reason]' per line\n"
"  -I N                run the list N times (tags become <i>_ITERATION_<tag>)\n"
"  --shuffle SEED      run in a random order given by SEED (same seed, same order)\n"
"  --shard K/N         run only the K-th of N balanced, deterministic parts\n"
"  -n, --list          print what would run, run nothing\n"
"Time:\n"
"  -t DURATION         keep running the list until DURATION (Ns, Nm, Nh, Nd) has passed\n"
"  -T, --suite-timeout DURATION\n"
"                      stop the whole run after DURATION: running tests are killed\n"
"                      (timeout), the rest is reported skipped\n"
"  --timeout SECONDS   per-test limit for every test (default: from the test's metadata,\n"
"                      else 300 s; scaled by LTP_TIMEOUT_MUL)\n"
"  --grace SECONDS     time between SIGTERM and SIGKILL at a timeout (default 5)\n"
"Parallelism:\n"
"  -j N                tests running at once (default: the number of CPUs); tests whose\n"
"                      metadata declares runs_alone, '#ltk: alone' lines and lines\n"
"                      without metadata run alone (ltk show TEST says why)\n"
"  --devices N         tests using a block device at once (default: as -j, 1 when\n"
"                      LTP_DEV names the one device they all use)\n"
"  --durations FILE    recorded durations and CPU times, read for ordering and --shard,\n"
"                      updated after the run (default: ~/.cache/ltk/durations)\n"
"Output:\n"
"  --results DIR       results directory (default: results/<timestamp> here)\n"
"  --resume DIR        continue the run recorded in DIR, skipping finished tests\n"
"  --ktap              print KTAP on stdout (progress goes to stderr on a terminal)\n"
"  --log-limit SIZE    bytes of output kept per test, K/M/G suffixes (default 16M)\n"
"  -q, --quiet         no progress and no summary\n"
"  -Q, --no-kmsg       do not write start/finish markers into the kernel log\n"
"  -d DIR              where the per-test temporary directories go (default $TMPDIR, /tmp)\n"
"  --exit-zero         exit 0 even when tests failed (32 stays)\n"
"  --allow-empty       a selection with no test runs nothing and exits 0 (else 64)\n"
"  -h, --help          this text\n"
"\n"
"Options that mean something else in kirk (bin/kirk takes kirk's with kirk's meaning):\n"
"  -s selects tests here, kirk's -s skips them (kirk's -p selects);\n"
"  -t is how long to keep running here, kirk's -t is the per-test timeout (--timeout);\n"
"  -I N repeats the list here, kirk's -I is a run time (-t), kirk's -i repeats (-I);\n"
"  -n lists here, kirk's -n turns colours off.\n"
"\n"
"Exit status: 0 nothing failed; else the OR of 1 fail, 2 brok, 4 timeout, 8 kernel\n"
"tainted, 32 reports incomplete (a write failed: disk full); 64 usage error (also: the\n"
"results directory is in use by another run); 70 internal error; 130 interrupted.\n";

enum {
	OPT_SHUFFLE = 256, OPT_SHARD, OPT_TIMEOUT, OPT_GRACE, OPT_DEVICES, OPT_DURATIONS,
	OPT_RESULTS, OPT_RESUME, OPT_KTAP, OPT_EXIT_ZERO, OPT_ALLOW_EMPTY, OPT_RERUN, OPT_LOG_LIMIT,
};

static const struct option run_longopts[] = {
	{ "list", no_argument, NULL, 'n' },
	{ "dry-run", no_argument, NULL, 'n' },
	{ "shuffle", required_argument, NULL, OPT_SHUFFLE },
	{ "shard", required_argument, NULL, OPT_SHARD },
	{ "suite-timeout", required_argument, NULL, 'T' },
	{ "timeout", required_argument, NULL, OPT_TIMEOUT },
	{ "grace", required_argument, NULL, OPT_GRACE },
	{ "devices", required_argument, NULL, OPT_DEVICES },
	{ "durations", required_argument, NULL, OPT_DURATIONS },
	{ "results", required_argument, NULL, OPT_RESULTS },
	{ "resume", required_argument, NULL, OPT_RESUME },
	{ "ktap", no_argument, NULL, OPT_KTAP },
	{ "log-limit", required_argument, NULL, OPT_LOG_LIMIT },
	{ "quiet", no_argument, NULL, 'q' },
	{ "no-kmsg", no_argument, NULL, 'Q' },
	{ "exit-zero", no_argument, NULL, OPT_EXIT_ZERO },
	{ "allow-empty", no_argument, NULL, OPT_ALLOW_EMPTY },
	{ "rerun-failed", required_argument, NULL, OPT_RERUN },
	{ "help", no_argument, NULL, 'h' },
	{ NULL, 0, NULL, 0 },
};

static const char run_shortopts[] = "+:f:s:S:nI:t:T:j:d:qQh";

static void usage_error(const char *cmd, const char *fmt, ...)
	__attribute__((format(printf, 2, 3), noreturn));

static void usage_error(const char *cmd, const char *fmt, ...)
{
	va_list ap;

	fputs("ltk: ", stderr);
	va_start(ap, fmt);
	vfprintf(stderr, fmt, ap);
	va_end(ap);
	fprintf(stderr, "\nTry 'ltk %s --help'.\n", cmd);
	exit(LTK_EXIT_USAGE);
}

static double positive_seconds(const char *opt, const char *arg, int allow_zero)
{
	double v = parse_duration(arg);

	if (v < 0 || (!allow_zero && v == 0))
		usage_error("run", "%s: '%s' is not a duration (N, Ns, Nm, Nh, Nd)", opt, arg);
	return v;
}

static long count_arg(const char *opt, const char *arg, long min, long max)
{
	long v = parse_count(arg);

	if (v < min || v > max)
		usage_error("run", "%s: '%s' is not a whole number from %ld to %ld", opt, arg,
			    min, max);
	return v;
}

static double size_arg(const char *opt, const char *arg)
{
	char *end;
	double v;

	errno = 0;
	v = strtod(arg, &end);
	if (errno || end == arg || v <= 0 || !isfinite(v))
		usage_error("run", "%s: '%s' is not a size", opt, arg);
	switch (*end) {
	case 0:
		break;
	case 'K': case 'k':
		v *= 1024;
		break;
	case 'M': case 'm':
		v *= 1024 * 1024;
		break;
	case 'G': case 'g':
		v *= 1024.0 * 1024 * 1024;
		break;
	default:
		usage_error("run", "%s: '%s' is not a size", opt, arg);
	}
	if (*end && end[1])
		usage_error("run", "%s: '%s' is not a size", opt, arg);
	return v;
}

static void add_files(struct run_opts *o, const char *arg)
{
	char *copy = xstrdup(arg), *save = NULL, *w;

	for (w = strtok_r(copy, ",", &save); w; w = strtok_r(NULL, ",", &save)) {
		o->files = xrealloc(o->files, (o->nfiles + 1) * sizeof(char *));
		o->files[o->nfiles++] = xstrdup(w);
	}
	free(copy);
}

static void parse_env(struct run_opts *o)
{
	const char *mul = getenv("LTP_TIMEOUT_MUL");
	char *end;

	o->timeout_mul = 1;
	if (mul && *mul) {
		errno = 0;
		o->timeout_mul = strtod(mul, &end);
		if (errno || *end || !isfinite(o->timeout_mul) || o->timeout_mul <= 0 ||
		    o->timeout_mul > 10000)
			usage_error("run", "LTP_TIMEOUT_MUL='%s' is not a number greater than 0",
				    mul);
	}
}

static void parse_run_opts(struct run_opts *o, int argc, char **argv)
{
	int c;
	long cpus = sysconf(_SC_NPROCESSORS_ONLN);

	o->iterations = 1;
	o->jobs = cpus > 0 ? cpus : 1;
	o->grace = 5;
	o->log_limit = 16 * 1024 * 1024;
	optind = 1;
	opterr = 0;
	while ((c = getopt_long(argc, argv, run_shortopts, run_longopts, NULL)) != -1) {
		switch (c) {
		case 'f':
			add_files(o, optarg);
			break;
		case 's':
			o->include = optarg;
			break;
		case 'S':
			o->skipfile = optarg;
			break;
		case 'n':
			o->list_only = 1;
			break;
		case 'I':
			o->iterations = count_arg("-I", optarg, 1, 1000000);
			break;
		case 't':
			o->run_for = positive_seconds("-t", optarg, 0);
			break;
		case 'T':
			o->suite_timeout = positive_seconds("--suite-timeout", optarg, 0);
			break;
		case 'j':
			o->jobs = count_arg("-j", optarg, 1, 1024);
			break;
		case 'd':
			o->tmpbase = optarg;
			break;
		case 'q':
			o->quiet = 1;
			break;
		case 'Q':
			o->no_kmsg = 1;
			break;
		case 'h':
			fputs(run_usage, stdout);
			exit(0);
		case OPT_SHUFFLE: {
			char *end;

			errno = 0;
			o->seed = strtoul(optarg, &end, 0);
			if (errno || !*optarg || *end || *optarg == '-')
				usage_error("run", "--shuffle: '%s' is not a seed number", optarg);
			o->shuffle = 1;
			break;
		}
		case OPT_SHARD: {
			int k, n, used;

			if (sscanf(optarg, "%d/%d%n", &k, &n, &used) != 2 || optarg[used] ||
			    n < 1 || k < 1 || k > n)
				usage_error("run", "--shard: '%s' is not K/N with 1 <= K <= N",
					    optarg);
			o->shard_k = k;
			o->shard_n = n;
			break;
		}
		case OPT_TIMEOUT:
			o->timeout = positive_seconds("--timeout", optarg, 0);
			break;
		case OPT_GRACE:
			o->grace = positive_seconds("--grace", optarg, 1);
			break;
		case OPT_DEVICES:
			o->devices = count_arg("--devices", optarg, 1, 1024);
			break;
		case OPT_DURATIONS:
			o->durations_file = optarg;
			break;
		case OPT_RESULTS:
			o->results_dir = optarg;
			break;
		case OPT_RESUME:
			o->resume_dir = optarg;
			break;
		case OPT_KTAP:
			o->ktap = 1;
			break;
		case OPT_LOG_LIMIT:
			o->log_limit = size_arg("--log-limit", optarg);
			break;
		case OPT_RERUN:
			o->rerun_dir = optarg;
			break;
		case OPT_ALLOW_EMPTY:
			o->allow_empty = 1;
			break;
		case OPT_EXIT_ZERO:
			o->exit_zero = 1;
			break;
		case ':':
			usage_error("run", "option %s needs an argument", argv[optind - 1]);
		default:
			if (optopt)
				usage_error("run", "unknown option '-%c'", optopt);
			usage_error("run", "unknown option '%s'", argv[optind - 1]);
		}
	}
	if (optind < argc)
		usage_error("run", "unexpected argument '%s'", argv[optind]);
	/* Tests given one device through LTP_DEV (runltp -b) must take turns on it. */
	if (!o->devices)
		o->devices = getenv("LTP_DEV") && *getenv("LTP_DEV") ? 1 : o->jobs;
	if (o->results_dir && o->resume_dir)
		usage_error("run", "--results and --resume both name the results directory");
	if (o->rerun_dir && rerun_load(o))
		exit(LTK_EXIT_USAGE);
	parse_env(o);
}

/* The directory the run was started from: its relative paths are relative to it. */
static void resume_cwd(const char *dir)
{
	char *path = xasprintf("%s/ltk-state", dir), *s = read_file(path, NULL), *cwd;

	free(path);
	cwd = s ? strstr(s, "\ncwd=") : NULL;
	if (cwd) {
		cwd += 5;
		cwd[strcspn(cwd, "\n")] = 0;
		if (*cwd && chdir(cwd))
			usage_error("run", "--resume: cannot go back to the run's directory %s: %s",
				    cwd, strerror(errno));
	}
	free(s);
}

/* What apply_resume() allocates: o->argv points into it until the run ends. */
static char *resume_saved;
static char **resume_argv;

static void opts_free(struct run_opts *o)
{
	for (int i = 0; i < o->nfiles; i++)
		free(o->files[i]);
	free(o->files);
	o->files = NULL;
	o->nfiles = 0;
	for (int i = 0; i < o->nrerun; i++)
		free(o->rerun_names[i]);
	free(o->rerun_names);
	o->rerun_names = NULL;
	o->nrerun = 0;
}

/* --resume DIR: the saved command line first, then what was given now. */
static void apply_resume(struct run_opts *o, int argc, char **argv)
{
	char *dir = realpath(o->resume_dir, NULL), *path;
	size_t len;
	char *saved;
	char **nargv;
	int n = 1;

	if (!dir)
		usage_error("run", "--resume %s: %s", o->resume_dir, strerror(errno));
	path = xasprintf("%s/ltk-args", dir);
	saved = read_file(path, &len);
	if (!saved)
		usage_error("run", "--resume %s: no run recorded there (%s: %s)", dir, path,
			    strerror(errno));
	resume_cwd(dir);
	nargv = xcalloc(argc + len + 2, sizeof(char *));
	nargv[0] = argv[0];
	for (size_t off = 0; off < len; off += strlen(saved + off) + 1)
		nargv[n++] = saved + off;
	for (int i = 1; i < argc; i++) {
		if (!strcmp(argv[i], "--resume")) {
			i++;
			continue;
		}
		if (!strncmp(argv[i], "--resume=", 9))
			continue;
		nargv[n++] = argv[i];
	}
	opts_free(o);
	memset(o, 0, sizeof(*o));
	parse_run_opts(o, n, nargv);
	o->resume_dir = dir;
	o->argv = nargv + 1;
	o->argc = n - 1;
	resume_saved = saved;
	resume_argv = nargv;
	free(path);
}

static int cmd_run(int argc, char **argv)
{
	struct run_opts o = {0};
	struct tree tree = {0};
	int code = LTK_EXIT_INTERNAL;

	parse_run_opts(&o, argc, argv);
	o.argv = argv + 1;
	o.argc = argc - 1;
	if (o.resume_dir)
		apply_resume(&o, argc, argv);
	if (!tree_locate(&tree))
		code = run_main(&tree, &o);
	tree_free(&tree);
	if (resume_argv)
		free(o.resume_dir);
	opts_free(&o);
	free(resume_saved);
	free(resume_argv);
	return code;
}

static void print_meta_line(const struct test *t, const struct run_opts *o)
{
	double to = test_timeout(t, o);
	char tbuf[32];

	if (to > 0)
		snprintf(tbuf, sizeof(tbuf), "%.0fs", to);
	else
		snprintf(tbuf, sizeof(tbuf), "none");
	printf("%-24s %-8s %-7s %-6s %-7s %-5s %-8s %s\n", t->tag,
	       t->meta.known ? "tst_test" : "-", test_is_serial(t) ? "serial" : "parallel",
	       t->meta.needs_device ? "device" : "-", t->meta.needs_kconfig ? "kconfig" : "-",
	       t->meta.needs_root ? "root" : "-", tbuf, t->cmd);
}

static int cmd_list(int argc, char **argv)
{
	struct run_opts o = {0};
	struct tree tree = {0};
	struct test_list l = {0};
	int code = LTK_EXIT_USAGE;

	for (int i = 1; i < argc; i++) {
		if (!strcmp(argv[i], "-h") || !strcmp(argv[i], "--help")) {
			printf("Usage: ltk list [-f FILE[,FILE...]] [-s REGEX] [-S SKIPFILE]\n"
			       "List the tests with what their metadata says: api, scheduling,\n"
			       "device, kernel config needs, root, the runner's timeout, the\n"
			       "command.\n");
			return 0;
		}
	}
	parse_run_opts(&o, argc, argv);
	o.jobs = 2;	/* so "serial" vs "parallel" reads as it would in a parallel run */
	if (tree_locate(&tree)) {
		code = LTK_EXIT_INTERNAL;
		goto out;
	}
	tree_export_env(&tree);
	o.shuffle = 0;
	if (prepare_list(&tree, &o, &l, NULL))
		goto out;
	code = 0;
	printf("%-24s %-8s %-7s %-6s %-7s %-5s %-8s %s\n", "TAG", "API", "SCHED", "DEV", "KCONFIG",
	       "ROOT", "TIMEOUT", "COMMAND");
	/* list in file order, not run order */
	for (int want = 1; want <= l.n; want++)
		for (int i = 0; i < l.n; i++)
			if (l.v[i].line && l.v[i].index == want)
				print_meta_line(&l.v[i], &o);
	metadata_cache_save(1);
out:
	test_list_free(&l);
	tree_free(&tree);
	opts_free(&o);
	metadata_cache_close();
	durations_free();
	return code;
}

static int show_in(const char *path, const char *name, const struct run_opts *o)
{
	struct test_list l = {0};
	int found = 0;

	if (parse_runtest(path, path, &l))
		return 0;
	durations_apply(&l);
	for (int i = 0; i < l.n; i++) {
		struct test *t = &l.v[i];
		char *bin;

		if (strcmp(t->name, name))
			continue;
		t->tag = xstrdup(t->name);
		metadata_get(t);
		bin = command_binary(t->cmd);
		printf("test:      %s\n", t->name);
		printf("runtest:   %s:%d\n", t->file, t->line);
		printf("command:   %s\n", t->cmd);
		printf("binary:    %s\n", bin ? bin : "(not a single binary in PATH)");
		if (test_is_serial(t))
			printf("schedule:  serial (%s)", test_serial_reason(t));
		else
			printf("schedule:  parallel");
		if (t->meta.exclusive)
			printf(", never beside another test holding: %s", t->meta.exclusive);
		printf("%s\n", t->meta.needs_device ? ", needs a block device" : "");
		if (test_timeout(t, o) > 0)
			printf("timeout:   %.0fs\n", test_timeout(t, o));
		else
			printf("timeout:   none\n");
		if (t->estimate >= 0 && t->cpu_estimate >= 0)
			printf("duration:  %.2fs (recorded), CPU %.2fs: %s\n", t->estimate,
			       t->cpu_estimate, test_is_busy(t) ? "busy" : "mostly waits");
		else if (t->estimate >= 0)
			printf("duration:  %.2fs (recorded)\n", t->estimate);
		printf("metadata:  %s\n", t->meta.known ? t->meta.json : "none");
		free(bin);
		found++;
	}
	test_list_free(&l);
	return found;
}

static int cmd_show(int argc, char **argv)
{
	struct run_opts o = {0};
	struct tree tree = {0};
	const char *name;
	char *dpath;
	char **names = NULL;
	int n = 0, found = 0;

	if (argc == 2 && (!strcmp(argv[1], "-h") || !strcmp(argv[1], "--help"))) {
		printf("Usage: ltk show [-f FILE[,FILE...]] TEST\n"
		       "Show where TEST is listed (every runtest file, or those of -f), its\n"
		       "command, the binary that runs, how it is scheduled, its timeout and its\n"
		       "metadata.\n");
		return 0;
	}
	if (argc == 4 && !strcmp(argv[1], "-f"))
		add_files(&o, argv[2]);
	else if (argc != 2)
		usage_error("show", "show takes [-f FILES] and one test name");
	name = argv[argc - 1];
	parse_env(&o);
	o.jobs = 2;
	if (tree_locate(&tree)) {
		tree_free(&tree);
		opts_free(&o);
		return LTK_EXIT_INTERNAL;
	}
	tree_export_env(&tree);
	metadata_cache_open(tree.root, NULL);
	dpath = durations_default_path();
	durations_load(dpath, NULL);
	free(dpath);
	if (o.nfiles) {
		resolve_runtest_files(&tree, o.files, o.nfiles, &names, &n);
	} else {
		DIR *d = opendir(tree.runtest_dir);
		struct dirent *e;

		while (d && (e = readdir(d))) {
			if (e->d_name[0] == '.' || !strcmp(e->d_name, "Makefile"))
				continue;
			names = xrealloc(names, (n + 1) * sizeof(char *));
			names[n++] = xasprintf("%s/%s", tree.runtest_dir, e->d_name);
		}
		if (d)
			closedir(d);
	}
	for (int i = 0; i < n; i++) {
		found += show_in(names[i], name, &o);
		free(names[i]);
	}
	free(names);
	metadata_cache_save(1);
	metadata_cache_close();
	durations_free();
	if (!found)
		warnx_("no test '%s' in %s", name, o.nfiles ? "the -f files" : tree.runtest_dir);
	tree_free(&tree);
	opts_free(&o);
	return found ? 0 : LTK_EXIT_USAGE;
}

char *ltk_command_line;

/* argv as one line a shell reads back the same: words quoted where they need it. */
static char *quote_argv(int argc, char **argv)
{
	struct sbuf sb = {0};

	for (int i = 0; i < argc; i++) {
		const char *a = argv[i];

		if (i)
			sb_add(&sb, " ", 1);
		if (*a && !a[strspn(a, "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ"
				       "0123456789-_./,=:+%@")]) {
			sb_add(&sb, a, strlen(a));
		} else {
			char *q = shell_quote(a);

			sb_add(&sb, q, strlen(q));
			free(q);
		}
	}
	return sb.s ? sb.s : xstrdup("");
}

int main(int argc, char **argv)
{
	const char *cmd = argc > 1 ? argv[1] : NULL;
	int ret;

	if (!cmd) {
		fputs(main_usage, stderr);
		return LTK_EXIT_USAGE;
	}
	if (!strcmp(cmd, "-h") || !strcmp(cmd, "--help") || !strcmp(cmd, "help")) {
		fputs(main_usage, stdout);
		return 0;
	}
	if (!strcmp(cmd, "--version") || !strcmp(cmd, "version")) {
		printf("ltk %s\n", LTK_VERSION);
		return 0;
	}
	if (!strcmp(cmd, "run")) {
		ltk_command_line = quote_argv(argc, argv);
		ret = cmd_run(argc - 1, argv + 1);
		free(ltk_command_line);
		return ret;
	}
	if (!strcmp(cmd, "report"))
		return report_cmd(argc - 1, argv + 1);
	if (!strcmp(cmd, "merge"))
		return merge_cmd(argc - 1, argv + 1);
	if (!strcmp(cmd, "list"))
		return cmd_list(argc - 1, argv + 1);
	if (!strcmp(cmd, "show"))
		return cmd_show(argc - 1, argv + 1);
	if (!strcmp(cmd, "vm"))
		return cmd_vm(argc - 1, argv + 1);
	if (!strcmp(cmd, "compare"))
		return compare_cmd(argc - 1, argv + 1);
	fprintf(stderr, "ltk: unknown command '%s'\n%s", cmd, main_usage);
	return LTK_EXIT_USAGE;
}
