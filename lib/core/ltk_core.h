/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * The one core under both API faces (test.h and tst_test.h): the result store, message
 * formatting and the break dispatcher that the shared SAFE_* implementations call.
 * Internal to lib/: tests never include it.
 */
#ifndef LTK_CORE_H
#define LTK_CORE_H

#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <sys/types.h>
#include "tst_res_flags.h"
#include "tst_common.h"

#define LTK_RESULTS_MAGIC 0x4d4b544c	/* "LTKM" */

/*
 * Counters of every result reported by the test and its descendants. Lives in process
 * memory until a face shares it (ltk_results_share) so forked children count into it too.
 * The rest of the page holds the checkpoint futexes, up to the last LTK_RESULTS_TAIL bytes,
 * which a face keeps for its own shared state (ltk_results_tail()).
 */
struct ltk_results {
	uint32_t magic;
	int passed;
	int failed;
	int broken;
	int skipped;
	int warnings;
	int exitbits;		/* OR of result types: the legacy exit rule */
	int aborted;		/* a TBROK ended the test: run no further iterations */
	pid_t main_pid;		/* the process running setup/test/cleanup */
	int pad[7];
	uint32_t futexes[];
};

extern struct ltk_results *ltk_results;
extern size_t ltk_results_size;

/*
 * The end of the shared page, for a face's own shared state: one page written by both the
 * library and the test process costs fewer page faults than two. NULL while not shared.
 */
#define LTK_RESULTS_TAIL 64
void *ltk_results_tail(void);

/* Count one result (type bits only). Atomic: safe from threads and shared children. */
void ltk_result_count(int ttype);

/*
 * Move the store into a shared mapping. With path != NULL the mapping is backed by that
 * file (created, one page), so an exec()ed helper can attach with ltk_results_attach().
 * Returns 0 or -1 with errno set.
 */
int ltk_results_share(const char *path);
int ltk_results_attach(const char *path);

/* How errno suffixes read: legacy ": errno=ENOENT(2): No such file..." or modern ": ENOENT (2)". */
enum ltk_style { LTK_STYLE_LEGACY, LTK_STYLE_MODERN };

/*
 * Format fmt/va into buf and append the errno suffix that ttype's TERRNO/TTERRNO/TRERRNO
 * bits ask for. Never overflows; marks a truncated message with "...". Returns the length.
 */
size_t ltk_format_msg(char *buf, size_t size, enum ltk_style style, int ttype, int saved_errno,
		      const char *fmt, va_list va);

/* write() all of buf to fd, retrying on EINTR and short writes. */
void ltk_write_all(int fd, const char *buf, size_t len);

/* Name of the type part of ttype: "TPASS" ... "TCONF", "???" when unknown. */
const char *ltk_ttype_name(int ttype);

/* Basename of a __FILE__ path, without allocating. */
const char *ltk_basename(const char *path);

/*
 * Break dispatch used by code shared between the faces (SAFE_* functions, device and
 * filesystem helpers): the legacy face calls cleanup_fn and exits (or returns when
 * re-entered from cleanup); the modern face ignores cleanup_fn and runs its own rules.
 * May return (nested break inside a cleanup), so callers return an error value after it.
 */
typedef void (*ltk_brk_fn)(const char *file, int line, int ttype, void (*cleanup_fn)(void),
			   const char *fmt, va_list va);
extern ltk_brk_fn ltk_brk_handler;
void ltk_brk(const char *file, int line, int ttype, void (*cleanup_fn)(void),
	     const char *fmt, ...) LTK_PRINTF(5, 6);

/* Non-fatal report through the active face (TINFO/TWARN from shared code). */
typedef void (*ltk_res_fn)(const char *file, int line, int ttype, const char *fmt, va_list va);
extern ltk_res_fn ltk_res_handler;
void ltk_res(const char *file, int line, int ttype, const char *fmt, ...) LTK_PRINTF(4, 5);

/*
 * The default reporter (ltk_report.c): numbered "TCID  N  TTYPE  :  msg" lines on
 * ltk_report_fd (stdout), the TOUTPUT modes and the OR-of-bits exit. The dispatcher
 * installs it when no face has installed handlers; the legacy face's API calls it directly.
 */
extern char *TCID;		/* defined by the test; weak "ltk" fallback in the core */
extern int tst_count;		/* number of the last numbered result line */
extern int ltk_report_fd;
void ltk_report_install(void);
void ltk_report_lock(void);	/* recursive: held around a multi-line report */
void ltk_report_unlock(void);
void ltk_report_vres(const char *file, int lineno, int ttype, const char *fmt, va_list va);
/* Report, append the file fname (when not NULL), run func (the cleanup) and exit, unless
 * nested in another break's cleanup: then return. */
void ltk_report_vbrk(const char *file, int lineno, int ttype, const char *fname,
		     void (*func)(void), const char *fmt, va_list va);
void ltk_report_copy_file(const char *fname);
void ltk_report_exit(void) LTP_ATTRIBUTE_NORETURN;
/* Write out held (TOUTPUT=NOPASS) lines and stdio buffers: before a fork or an exec. */
void tst_flush(void);

/* -C: the arguments a self-exec()ed child gets (tst_self_exec.c). */
extern char *child_args;

/* Names of errno values, signals and wait statuses (tst_strerrno.c). */
const char *tst_strerrno(int err);
const char *tst_strsig(int sig);
const char *tst_strstatus(int status);

/* What TEST() left behind; the legacy names TEST_RETURN/TEST_ERRNO are macros for these. */
extern long TST_RET;
extern int TST_ERR;

#endif
