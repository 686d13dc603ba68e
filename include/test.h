/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * The legacy test API (the 2015 LTP "test.h"): TCID/TST_TOTAL, tst_resm/tst_brkm with a
 * cleanup callback, numbered result lines on stdout, exit value = OR of the result bits.
 * See doc/legacy-api.md.
 */
#ifndef __TEST_H__
#define __TEST_H__

#ifdef TST_TEST_H__
# error "test.h and tst_test.h cannot be used in the same test"
#endif

/* What LTP's test.h brought in, which its tests rely on (PATH_MAX, MAX, INT_MAX ...). */
#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <sched.h>
#include <signal.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <sys/param.h>
#include <sys/stat.h>
#include <sys/types.h>
#include <sys/wait.h>

#include "compiler.h"
#include "tst_res_flags.h"
#include "usctest.h"
#include "safe_file_ops.h"
#include "tst_checkpoint.h"
#include "tst_process_state.h"
#include "tst_resource.h"
#include "tst_timer.h"
#include "tst_kvercmp.h"
#include "tst_sysinfo.h"
#include "tst_device.h"
#include "tst_fs.h"
#include "tst_pid.h"
#include "tst_cmd.h"
#include "tst_cpu.h"
#include "tst_get_bad_addr.h"

#ifdef TST_USE_COMPAT16_SYSCALL
# define TCID_BIT_SUFFIX "_16"
#elif defined(TST_USE_NEWER64_SYSCALL)
# define TCID_BIT_SUFFIX "_64"
#else
# define TCID_BIT_SUFFIX ""
#endif
#define TCID_DEFINE(ID) char *TCID = (#ID TCID_BIT_SUFFIX)

/*
 * TCID and TST_TOTAL are defined by the test and, as in LTP, not declared here: a test may
 * define them "char *TCID" or "const char *TCID", "int TST_TOTAL" or "const int TST_TOTAL".
 */
/* Number of the next numbered result line minus one; tests reset it per iteration. */
extern int tst_count;

void tst_resm_(const char *file, const int lineno, int ttype, const char *arg_fmt, ...)
	LTK_PRINTF(4, 5);
#define tst_resm(ttype, arg_fmt, ...) \
	tst_resm_(__FILE__, __LINE__, (ttype), (arg_fmt), ##__VA_ARGS__)

void tst_resm_hexd_(const char *file, const int lineno, int ttype, const void *buf,
		    size_t size, const char *arg_fmt, ...) LTK_PRINTF(6, 7);
#define tst_resm_hexd(ttype, buf, size, arg_fmt, ...) \
	tst_resm_hexd_(__FILE__, __LINE__, (ttype), (buf), (size), (arg_fmt), ##__VA_ARGS__)

/* tst_res/tst_brk: as tst_resm/tst_brkm, then the contents of file fname (if not NULL). */
void tst_res_file_(const char *file, const int lineno, int ttype, const char *fname,
		   const char *arg_fmt, ...) LTK_PRINTF(5, 6);
#define tst_res(ttype, fname, arg_fmt, ...) \
	tst_res_file_(__FILE__, __LINE__, (ttype), (fname), (arg_fmt), ##__VA_ARGS__)

/*
 * Report, print the "Remaining cases ..." line, call func (if not NULL), exit. Called again
 * from inside func (a SAFE_* failing in cleanup) it reports and returns, so the outer
 * cleanup can finish: that is why it is not declared noreturn.
 */
void tst_brkm_(const char *file, const int lineno, int ttype, void (*func)(void),
	       const char *arg_fmt, ...) LTK_PRINTF(5, 6);
#define tst_brkm(ttype, func, arg_fmt, ...) \
	tst_brkm_(__FILE__, __LINE__, (ttype), (func), (arg_fmt), ##__VA_ARGS__)

void tst_brk_file_(const char *file, const int lineno, int ttype, const char *fname,
		   void (*func)(void), const char *arg_fmt, ...) LTK_PRINTF(6, 7);
#define tst_brk(ttype, fname, func, arg_fmt, ...) \
	tst_brk_file_(__FILE__, __LINE__, (ttype), (fname), (func), (arg_fmt), ##__VA_ARGS__)

void tst_flush(void);
void tst_exit(void) LTP_ATTRIBUTE_NORETURN;
int tst_environ(void);

const char *strttype(int ttype);
const char *tst_strerrno(int err);
const char *tst_strsig(int sig);
const char *tst_strstatus(int status);

/* tst_require_root() and the 2015 form tst_require_root(cleanup) both work. */
void tst_require_root_(const char *file, const int lineno, void (*func)(void));
#define LTK_SECOND_ARG_(a, b, ...) b
#define tst_require_root(...) \
	tst_require_root_(__FILE__, __LINE__, LTK_SECOND_ARG_(0, ##__VA_ARGS__, NULL))

pid_t tst_fork(void);
pid_t tst_vfork(void);
#define FORK_OR_VFORK tst_fork
#define MAP_PRIVATE_EXCEPT_UCLINUX MAP_PRIVATE
void tst_record_childstatus(void (*cleanup)(void), pid_t child);

/* Signal handling: install handler (DEF_HANDLER: report TBROK and exit) for all signals. */
#define FORK 1
#define NOFORK 0
#define DEF_HANDLER SIG_ERR
void tst_sig(int fork_flag, void (*handler)(), void (*cleanup)());

/* Temporary directory. */
void tst_tmpdir(void);
void tst_rmdir(void);
char *tst_get_tmpdir(void);
int tst_tmpdir_created(void);
const char *tst_get_startwd(void);

/* One-shot function safe to enter from several threads (e.g. a shared cleanup). */
#include <pthread.h>
#define TST_DECLARE_ONCE_FN(name_fn, exec_fn) \
	void name_fn(void) \
	{ \
		static pthread_once_t ltk_once_ = PTHREAD_ONCE_INIT; \
		pthread_once(&ltk_once_, exec_fn); \
	}

/* Option parsing (usctest.h carries the looping state). */
typedef struct {
	char *option;	/* one short option, "a" or "a:" */
	int *flag;	/* set to 1 when given (may be NULL) */
	char **arg;	/* receives the argument of "a:" */
} option_t;

const char *parse_opts(int ac, char **av, const option_t *user_optarr, void (*uhf)(void));
void tst_parse_opts_(const char *file, const int lineno, int argc, char *argv[],
		     const option_t *user_optarg, void (*user_help)(void));
/* A macro so an option error is reported at the test's own call site. */
#define tst_parse_opts(argc, argv, user_optarg, user_help) \
	tst_parse_opts_(__FILE__, __LINE__, (argc), (argv), (user_optarg), (user_help))

/* clone(2) must go through ltp_clone*() (tst_clone.h). */
#include "tst_clone.h"
#define clone(...) (use_the_ltp_clone_functions__do_not_use_clone)

int self_exec(const char *argv0, const char *fmt, ...);
void maybe_run_child(void (*child)(), const char *fmt, ...);
int tst_get_path(const char *prog_name, char *buf, size_t buf_len);
char *get_high_address(void);

#endif
