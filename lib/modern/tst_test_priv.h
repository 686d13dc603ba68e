/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * State shared by the files of the modern face (lib/tst_test_*.c). Internal to lib/.
 *
 * Two kinds of process run a test: the *library process* (tst_run_tcases: options,
 * declared setup, one test process per variant/filesystem, summary, exit code) and the
 * *test process* it forks (setup(), iterations, cleanup()). Anything else is a child of
 * the test.
 */
#ifndef TST_TEST_PRIV_H
#define TST_TEST_PRIV_H

#include <sys/types.h>
#define TST_NO_DEFAULT_MAIN
#include "tst_test.h"
#include "ltk_core.h"

#ifndef LTK_VERSION
# define LTK_VERSION "2026.12-dev"
#endif

struct ltk_run {
	pid_t lib_pid;		/* 0 until tst_run_tcases() (or tst_reinit()) starts */
	pid_t main_pid;		/* the test process, 0 in the library before the fork */
	int in_cleanup;		/* this process is running a cleanup: TBROK -> TWARN */
	int debug;		/* -D / LTP_DEBUG: 1 test process, 2 also the library */
	unsigned int iterations;	/* -i, default 1 */
	double duration;	/* -I seconds (test without .runtime), 0 = unset */
	const char *fs_type;	/* filesystem of the current run (all_filesystems) */
	/* ltk_lib_exit(), set by tst_run_tcases() with lib_pid: the library process's tst_brk()
	 * ends there, and the reporting below the driver does not call up into it. */
	void (*lib_exit)(void);
};

extern struct ltk_run ltk_run;

/*
 * What the test process and the library watchdog share (the tail of the results page):
 * tst_set_timeout()/tst_set_runtime() in setup() change it, the heartbeat re-arms the
 * watchdog from it.
 */
struct ltk_watch {
	int timeout;		/* .timeout (seconds over the 30 s base) or -1 unlimited */
	int runtime;		/* effective runtime in seconds after LTP_RUNTIME_MUL */
	int timed_out;		/* the watchdog killed the test process */
	long long run_start_ms;	/* CLOCK_MONOTONIC when the iterations began */
	long long beat_ms __attribute__((aligned(8)));	/* CLOCK_MONOTONIC of the last heartbeat */
};

extern struct ltk_watch *ltk_watch;

/* tst_test_res.c: the bottom of the modern face (the files above call down, never up) */
void ltk_modern_install(void);
void ltk_test_cleanup(void);	/* once per test process, in the first thread to get here */
int ltk_cleanup_elsewhere(void);	/* another thread runs the cleanup */
void ltk_wait_forever(void) __attribute__((noreturn));
/* Check and free the guarded buffers (at the end of the test and in SAFE_FORK children). */
void ltk_free_all(void);
int ltk_exit_code(void);
void ltk_print_summary(void);
void ltk_vres(const char *file, int lineno, int ttype, const char *fmt, va_list va);
/* The library's own reports (TINFO etc.), file:line of the library source. */
#define ltk_info(fmt, ...) tst_res_(__FILE__, __LINE__, TINFO, fmt, ##__VA_ARGS__)

/* tst_test_opts.c */
void ltk_parse_opts(int argc, char *argv[]);
void ltk_print_help(void);

/* tst_test_watchdog.c */
void ltk_watch_defaults(void);
void ltk_watch_init(void);
void ltk_watch_share(void);
/* The signal (SIGINT, SIGTERM) that interrupted the run, 0 if none. */
int ltk_watch_interrupted(void);
unsigned long long ltk_run_timeout_ms(void);	/* 0 = unlimited */
unsigned long long ltk_declared_timeout_ms(void);	/* the same before the watchdog runs */
void ltk_silence_info(void);	/* --metadata: drop TINFO/TDEBUG */
void ltk_print_timeout(void);
void ltk_watchdog_start(pid_t test_pid);
void ltk_watchdog_stop(void);
/* After waitpid() was interrupted: the watchdog timer may have expired */
void ltk_watchdog_expired(void);
void ltk_heartbeat(void);
long long ltk_now_ms(void);
/* LTP_TIMEOUT_MUL / LTP_RUNTIME_MUL, validated (TBROK on nonsense). */
double ltk_timeout_mul(void);
double ltk_runtime_mul(void);

/* tst_test_ipc.c */
int ltk_needs_ipc_path(void);
void ltk_ipc_setup(void);
void ltk_ipc_remove(void);

/* tst_test_children.c */
/* Kill and reap whatever is left of the test process group; 1 when something was left. */
int ltk_kill_leftovers(pid_t pgid);

/* tst_test_needs.c: checks that only read the machine (spec setup order). */
void ltk_check_early(void);	/* tconf_msg, archs, cpu vendor, sample */
void ltk_check_needs(void);	/* kconfigs .. hugepages */
void ltk_apply_needs(void);	/* bufs */
void ltk_apply_sysconf(void);	/* save_restore, ulimit (after the tmpdir) */
void ltk_apply_late(void);	/* resource files, wallclock, taint, cgroups */
void ltk_undo_late(void);	/* cgroups, wall clock */
void ltk_undo_needs(void);	/* save_restore, huge pages */
void ltk_caps_apply(unsigned int action);
void ltk_taint_check(void);

/* tst_timer_test.c: the wrapper struct that samples .sample (timer tests) */
struct tst_test *ltk_timer_test_setup(struct tst_test *test);

/* tst_test_fs.c */
/* mntpoint, devfs/rofs/hugetlbfs, device; 1 when nothing can run (prepare_fs said why). */
int ltk_fs_setup(void);
void ltk_fs_cleanup(void);
/* NULL-terminated list of filesystems to run on, or NULL for a single run. */
const char *const *ltk_fs_list(void);
int ltk_fs_prepare(const char *fs_type);	/* 0 ok, -1 skip this fs */
void ltk_fs_unprepare(void);
void ltk_fs_check_skiplist(void);
/* Name of the filesystem path is on ("unknown" without the dev area). */
const char *ltk_fs_name_of(const char *path);	/* test process, non-all_filesystems case */

/* tst_test_metadata.c */
void ltk_print_metadata(void);

/* tst_test_run.c */
void ltk_lib_exit(void) LTP_ATTRIBUTE_NORETURN;

#endif
