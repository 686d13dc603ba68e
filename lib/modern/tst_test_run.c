// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * tst_run_tcases(): the library process. It parses the command line, does the declared
 * setup in the order LTP's library uses, then for each variant (and each filesystem) forks
 * a test process in its own process group that runs setup(), the iterations and cleanup() under
 * the watchdog; at the end it undoes the setup, prints the summary and exits with the
 * code computed from the shared result counters.
 */
#include <errno.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/prctl.h>
#include <sys/syscall.h>
#include <sys/utsname.h>
#include <sys/wait.h>
#include <unistd.h>
#include "ltk_cold.h"
#include "tst_test_priv.h"
#include "tst_test_deps.h"
#include "ltk_tmpdir.h"

static int tmpdir_made;

/* One field implies others (spec section 2). */
static void apply_implications(void)
{
	struct tst_test *t = tst_test;

	if (t->runs_script) {
		t->child_needs_reinit = 1;
		t->forks_child = 1;
	}
	if (t->mount_device)
		t->format_device = 1;
	if (t->format_device || t->all_filesystems)
		t->needs_device = 1;
	if (t->needs_device || t->mntpoint || t->resource_files || t->needs_checkpoints ||
	    t->child_needs_reinit)
		t->needs_tmpdir = 1;
}

static void parse_debug_env(void)
{
	const char *env = getenv("LTP_DEBUG");

	if (!env || !*env)
		return;
	if (!strcmp(env, "1") || !strcmp(env, "y"))
		ltk_run.debug = 1;
	else if (!strcmp(env, "2"))
		ltk_run.debug = 2;
	else
		ltk_info("Ignoring LTP_DEBUG='%s' (1, y or 2)", env);
}

static void print_header(void)
{
	struct utsname u;

	ltk_info("LTK version: %s", LTK_VERSION);
	if (!uname(&u))
		ltk_info("Tested kernel: %s %s %s", u.release, u.version, u.machine);
}

static void make_tmpdir(void)
{
	if (!tst_test->needs_tmpdir)
		return;
	ltk_tmpdir_create("LTP_", NULL);
	tmpdir_made = 1;
	ltk_info("Using %s as tmpdir (%s filesystem)", tst_tmpdir_path(), ltk_fs_name_of("."));
}

/*
 * Helper binaries next to the test are found through PATH: the directory the test started
 * in is appended, composed at the start (before the tmpdir's chdir()) and put in the
 * environment before the test process is forked. A usual PATH fits the static buffer,
 * handed to putenv(): no malloc() (its arena setup is a measurable part of a short test)
 * and no copy of the directory on the stack (a page more to fault in, in each process).
 */
static char path_buf[8192] LTK_COLD;
static char *path_env;		/* "PATH=<PATH>::<start directory>", or NULL: no getcwd() */

static void compose_path(void)
{
	const char *old = getenv("PATH");
	int n = snprintf(path_buf, sizeof(path_buf), "PATH=%s::", old ? old : "");
	char *cwd;

	if (n > 0 && (size_t)n < sizeof(path_buf) &&
	    getcwd(path_buf + n, sizeof(path_buf) - n)) {
		path_env = path_buf;
		return;
	}
	cwd = getcwd(NULL, 0);
	if (cwd && asprintf(&path_env, "PATH=%s::%s", old ? old : "", cwd) < 0)
		path_env = NULL;
	free(cwd);
}

void ltk_lib_exit(void)
{
	ltk_run.in_cleanup = 1;
	ltk_undo_late();
	ltk_fs_cleanup();
	ltk_undo_needs();
	if (tmpdir_made) {
		/* the path stays valid when the removal fails */
		const char *path = tst_tmpdir_path();

		if (ltk_tmpdir_remove())
			tst_res(TWARN, "Failed to remove the tmpdir %s", path);
		tmpdir_made = 0;
	}
	ltk_ipc_remove();
	ltk_print_summary();
	exit(ltk_exit_code());
}

static int results_total(void)
{
	const struct ltk_results *r = ltk_results;

	return __atomic_load_n(&r->passed, __ATOMIC_SEQ_CST) +
	       __atomic_load_n(&r->failed, __ATOMIC_SEQ_CST) +
	       __atomic_load_n(&r->broken, __ATOMIC_SEQ_CST) +
	       __atomic_load_n(&r->skipped, __ATOMIC_SEQ_CST) +
	       __atomic_load_n(&r->warnings, __ATOMIC_SEQ_CST);
}

/* One call of the test function, -1 for test_all. */
static void call_test(int n)
{
	int before = results_total();

	ltk_heartbeat();
	if (n < 0)
		tst_test->test_all();
	else
		tst_test->test(n);
	/* A SAFE_FORK() child that returns from the test function ends here, as in LTP. */
	if (getpid() != ltk_run.main_pid)
		exit(0);
	tst_reap_children();
	if (results_total() != before)
		return;
	if (n < 0)
		tst_brk(TBROK, "Test haven't reported results!");
	tst_brk(TBROK, "Test %i haven't reported results!", n);
}

static void run_once(void)
{
	unsigned int i;

	if (tst_test->test_all) {
		call_test(-1);
		return;
	}
	for (i = 0; i < tst_test->tcnt; i++) {
		call_test(i);
		if (__atomic_load_n(&ltk_results->aborted, __ATOMIC_SEQ_CST))
			return;
	}
}

static void run_iterations(void)
{
	long long end;
	unsigned int i;

	ltk_watch->run_start_ms = ltk_now_ms();
	if (ltk_run.duration > 0) {
		end = ltk_now_ms() + (long long)(ltk_run.duration * 1000);
		for (i = 0; ltk_now_ms() < end; i++) {
			run_once();
			if (__atomic_load_n(&ltk_results->aborted, __ATOMIC_SEQ_CST))
				return;
		}
		ltk_info("Ran %u iterations in %.1f seconds", i, ltk_run.duration);
		return;
	}
	for (i = 0; i < ltk_run.iterations; i++) {
		run_once();
		if (__atomic_load_n(&ltk_results->aborted, __ATOMIC_SEQ_CST))
			return;
	}
}

static void test_process(void)
{
	signal(SIGALRM, SIG_DFL);
	signal(SIGUSR1, SIG_DFL);
	signal(SIGINT, SIG_DFL);
	signal(SIGTERM, SIG_DFL);
	setpgid(0, 0);
	ltk_run.main_pid = getpid();
	ltk_results->main_pid = ltk_run.main_pid;

	ltk_fs_check_skiplist();
	ltk_caps_apply(TST_CAP_REQ);
	if (tst_test->setup)
		tst_test->setup();
	ltk_caps_apply(TST_CAP_DROP);
	run_iterations();
	ltk_test_cleanup();
	exit(0);
}

static void judge_status(int status)
{
	int sig;

	if (WIFEXITED(status)) {
		if (WEXITSTATUS(status))
			tst_brk(TBROK, "Child returned with %i", WEXITSTATUS(status));
		return;
	}
	if (!WIFSIGNALED(status))
		tst_brk(TBROK, "Test process %s", tst_strstatus(status));
	sig = WTERMSIG(status);
	if (ltk_watch_interrupted())
		tst_brk(TBROK, "Test interrupted by %s", tst_strsig(ltk_watch_interrupted()));
	if (sig == SIGKILL && ltk_watch->timed_out) {
		ltk_info("If you are running on slow machine, try exporting LTP_TIMEOUT_MUL > 1");
		tst_brk(TBROK, "Test killed! (timeout?)");
	}
	/* A child's TBROK (or an interrupt) killed it: that was reported already. */
	if (sig == SIGKILL && __atomic_load_n(&ltk_results->aborted, __ATOMIC_SEQ_CST))
		return;
	tst_brk(TBROK, "Test killed by %s!", tst_strsig(sig));
}

static void run_test_process(void)
{
	int status;
	pid_t pid, ret;

	tst_flush();
	pid = fork();
	if (pid < 0)
		tst_brk(TBROK | TERRNO, "fork() failed");
	/*
	 * A fork() that returns 0 without creating a process must not run the test here
	 * (unless getpid() itself is what is broken: then it gives no pid to compare).
	 */
	if (!pid && ltk_run.lib_pid > 0 && getpid() == ltk_run.lib_pid)
		tst_brk(TBROK, "fork() returned 0 in the parent (pid %i)", (int)getpid());
	if (!pid)
		test_process();
	setpgid(pid, pid);
	ltk_watchdog_start(pid);
	while ((ret = waitpid(pid, &status, 0)) != pid) {
		if (ret < 0 && errno == EINTR) {
			ltk_watchdog_expired();
			continue;
		}
		if (ret < 0)
			tst_brk(TBROK | TERRNO, "waitpid(%i) failed", (int)pid);
		tst_brk(TBROK, "waitpid(%i) returned %i", (int)pid, (int)ret);
	}
	ltk_watchdog_stop();
	ltk_results->main_pid = 0;
	if (ltk_kill_leftovers(pid))
		ltk_info("Killed the leftover descendant processes");
	ltk_taint_check();
	judge_status(status);
}

static int aborted(void)
{
	return __atomic_load_n(&ltk_results->aborted, __ATOMIC_SEQ_CST);
}

static void run_variant(void)
{
	const char *const *fs = ltk_fs_list();

	if (!fs) {
		run_test_process();
		return;
	}
	for (; *fs && !aborted(); fs++) {
		if (!ltk_fs_prepare(*fs))
			run_test_process();
		ltk_fs_unprepare();
	}
}

void tst_run_tcases(int argc, char *argv[], struct tst_test *self)
{
	unsigned int variants;

	tst_test = self;
	TCID = (char *)ltk_basename(argv[0] ? argv[0] : "ltk");
	/* Before --metadata too: what shared code reports must go to stderr, not into the JSON. */
	ltk_modern_install();
	if (argc == 2 && !strcmp(argv[1], "--metadata")) {
		ltk_silence_info();
		ltk_print_metadata();
		exit(0);
	}
	ltk_run.lib_exit = ltk_lib_exit;
	ltk_run.lib_pid = getpid();
	compose_path();

	ltk_check_early();
	ltk_watch_defaults();
	ltk_parse_opts(argc, argv);
	parse_debug_env();
	print_header();
	apply_implications();
	ltk_watch_init();

	ltk_check_needs();
	ltk_apply_needs();
	make_tmpdir();
	ltk_apply_sysconf();
	ltk_ipc_setup();
	ltk_watch_share();
	if (ltk_fs_setup())
		ltk_lib_exit();
	ltk_apply_late();
	ltk_print_timeout();
	if (path_env && putenv(path_env))
		tst_brk(TBROK | TERRNO, "putenv(PATH) failed");

	/* Orphans of the test come to us, so none is left running unnoticed. */
	prctl(PR_SET_CHILD_SUBREAPER, 1);

	variants = tst_test->test_variants ? tst_test->test_variants : 1;
	for (tst_variant = 0; tst_variant < variants && !aborted(); tst_variant++)
		run_variant();
	ltk_lib_exit();
}
