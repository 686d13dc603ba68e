// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * Reporting of the modern face: "file.c:NN: TTYPE: msg" lines on stderr (one write(2)
 * each, so lines of concurrent processes never interleave), colours, TDEBUG, the
 * reproducible mode, tst_brk() and its process rules, the summary and the exit code.
 */
#include <errno.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <sys/syscall.h>
#include "tst_test_priv.h"
#include "tst_buffers.h"

#define MSG_SIZE 1024
#define CVE_URL "https://cve.mitre.org/cgi-bin/cvename.cgi?name=CVE-"

struct ltk_run ltk_run = { .iterations = 1 };
struct tst_test *tst_test;
unsigned int tst_variant;

static int color_mode = -1;	/* -1 undecided, 0 never, 1 always */
static int reproducible = -1;

static int env_is_yes(const char *name)
{
	const char *env = getenv(name);

	return env && (!strcmp(env, "1") || !strcmp(env, "y"));
}

static int use_color(void)
{
	const char *env;

	if (color_mode >= 0)
		return color_mode;
	env = getenv("LTP_COLORIZE_OUTPUT");
	if (env && (!strcmp(env, "y") || !strcmp(env, "1")))
		color_mode = 1;
	else if (env && (!strcmp(env, "n") || !strcmp(env, "0")))
		color_mode = 0;
	else
		color_mode = isatty(STDERR_FILENO);
	return color_mode;
}

static int is_reproducible(void)
{
	if (reproducible < 0)
		reproducible = env_is_yes("LTP_REPRODUCIBLE_OUTPUT");
	return reproducible;
}

static const char *ttype_color(int ttype)
{
	switch (TTYPE_RESULT(ttype)) {
	case TPASS: return "\033[1;32m";
	case TFAIL: return "\033[1;31m";
	case TBROK: return "\033[1;31m";
	case TWARN: return "\033[1;35m";
	case TINFO: return "\033[1;34m";
	case TCONF: return "\033[1;33m";
	case TDEBUG: return "\033[1;37m";
	}
	return "";
}

static int debug_enabled(void)
{
	if (ltk_run.lib_pid && getpid() == ltk_run.lib_pid)
		return ltk_run.debug >= 2;
	return ltk_run.debug >= 1;
}

static void print_line(const char *file, int lineno, int ttype, const char *msg)
{
	char line[MSG_SIZE + 256];
	int color = use_color(), n;

	if (is_reproducible())
		msg = "";
	n = snprintf(line, sizeof(line), "%s:%d: %s%s%s: %s\n", ltk_basename(file), lineno,
		     color ? ttype_color(ttype) : "", ltk_ttype_name(ttype),
		     color ? "\033[0m" : "", msg);
	if (n >= (int)sizeof(line)) {
		n = sizeof(line) - 1;
		line[n - 1] = '\n';
	}
	ltk_write_all(STDERR_FILENO, line, n);
}

static int info_silenced;

/* --metadata answers with JSON only: the library's TINFO/TDEBUG chatter is dropped. */
void ltk_silence_info(void)
{
	info_silenced = 1;
}

void ltk_vres(const char *file, int lineno, int ttype, const char *fmt, va_list va)
{
	char msg[MSG_SIZE + 1];	/* a longer message ends up MSG_SIZE long: too long */
	int saved_errno = errno;
	size_t len;

	if (TTYPE_RESULT(ttype) == TDEBUG && !debug_enabled())
		return;
	if (info_silenced && (TTYPE_RESULT(ttype) == TINFO || TTYPE_RESULT(ttype) == TDEBUG))
		return;

	len = ltk_format_msg(msg, sizeof(msg), LTK_STYLE_MODERN, ttype, saved_errno, fmt, va);
	if (len >= MSG_SIZE) {
		print_line(__FILE__, __LINE__, TWARN, "Next message is too long and truncated:");
		ltk_result_count(TWARN);
		memcpy(msg + MSG_SIZE - 4, "...", 4);
	}

	if (!is_reproducible() ||
	    (TTYPE_RESULT(ttype) != TINFO && TTYPE_RESULT(ttype) != TDEBUG))
		print_line(file, lineno, ttype, msg);
	ltk_result_count(ttype);
	errno = saved_errno;
}

void tst_res_(const char *file, const int lineno, int ttype, const char *fmt, ...)
{
	va_list va;

	va_start(va, fmt);
	ltk_vres(file, lineno, ttype, fmt, va);
	va_end(va);
}

void tst_res_hexd_(const char *file, const int lineno, int ttype, const void *buf,
		   size_t size, const char *fmt, ...)
{
	const unsigned char *bytes = buf;
	char line[16 * 3 + 1];
	size_t i, pos;
	va_list va;

	va_start(va, fmt);
	ltk_vres(file, lineno, ttype, fmt, va);
	va_end(va);
	for (i = 0; i < size; ) {
		for (pos = 0; pos < sizeof(line) - 3 && i < size; i++)
			pos += snprintf(line + pos, sizeof(line) - pos, "%s%02x",
					pos ? " " : "", bytes[i]);
		print_line(file, lineno, TINFO, line);
	}
}

void tst_printf(const char *fmt, ...)
{
	char buf[MSG_SIZE * 4];
	va_list va;
	int n;

	va_start(va, fmt);
	n = vsnprintf(buf, sizeof(buf), fmt, va);
	va_end(va);
	if (n < 0)
		return;
	if (n >= (int)sizeof(buf))
		n = sizeof(buf) - 1;
	ltk_write_all(STDERR_FILENO, buf, n);
}

/* The thread that runs the cleanup (0: none yet): the cleanup runs once per test process. */
static pid_t cleanup_tid;

static pid_t this_tid(void)
{
	return syscall(SYS_gettid);
}

/* Another thread of this process runs the cleanup. */
int ltk_cleanup_elsewhere(void)
{
	pid_t owner = __atomic_load_n(&cleanup_tid, __ATOMIC_SEQ_CST);

	return owner && owner != this_tid();
}

/*
 * Cleanup runs once, in the first thread that gets here. Another thread that gets here, or
 * breaks, while it runs must neither go on (its tst_brk() cannot return) nor exit the process
 * under the cleanup: it waits for the exit the cleanup ends with.
 */
void ltk_wait_forever(void)
{
	for (;;)
		pause();
}

void ltk_test_cleanup(void)
{
	pid_t none = 0;

	if (!__atomic_compare_exchange_n(&cleanup_tid, &none, this_tid(), 0, __ATOMIC_SEQ_CST,
					 __ATOMIC_SEQ_CST)) {
		if (ltk_cleanup_elsewhere())
			ltk_wait_forever();
		return;
	}
	ltk_run.in_cleanup = 1;
	if (tst_test->cleanup)
		tst_test->cleanup();
	ltk_free_all();
}

/* Check and free the guarded buffers (at the end of the test and in SAFE_FORK children). */
void ltk_free_all(void)
{
	tst_free_all();
}

static void vbrk(const char *file, int lineno, int ttype, const char *fmt, va_list va)
{
	pid_t pid = getpid();

	/* A break before the library started: nothing to clean up. */
	if (!ltk_run.lib_pid) {
		ltk_vres(file, lineno, ttype, fmt, va);
		exit(TTYPE_RESULT(ttype));
	}

	/*
	 * SAFE_* inside a cleanup: report and let the cleanup go on. A break in another thread
	 * while the cleanup runs: report it and wait for the exit the cleanup ends with.
	 */
	if (ltk_run.in_cleanup) {
		int elsewhere = pid == ltk_run.main_pid && ltk_cleanup_elsewhere();

		if (TTYPE_RESULT(ttype) == TBROK && !elsewhere)
			ttype = (ttype & ~TTYPE_MASK) | TWARN;
		ltk_vres(file, lineno, ttype, fmt, va);
		if (elsewhere)
			ltk_wait_forever();
		return;
	}

	ltk_vres(file, lineno, ttype, fmt, va);
	if (TTYPE_RESULT(ttype) == TBROK)
		__atomic_store_n(&ltk_results->aborted, 1, __ATOMIC_SEQ_CST);

	if (pid == ltk_run.lib_pid)
		ltk_run.lib_exit();

	if (pid == ltk_run.main_pid) {
		ltk_test_cleanup();
	} else if (TTYPE_RESULT(ttype) == TBROK && ltk_run.main_pid) {
		ltk_info("Child process reported TBROK killing the test");
		kill(ltk_run.main_pid, SIGKILL);
	}
	exit(0);
}

void tst_brk_(const char *file, const int lineno, int ttype, const char *fmt, ...)
{
	va_list va;

	va_start(va, fmt);
	vbrk(file, lineno, ttype, fmt, va);
	va_end(va);
}

/* Shared code (SAFE_*, devices) reports through these: the cleanup argument is legacy's. */
static void core_brk(const char *file, int lineno, int ttype, void (*cleanup_fn)(void),
		     const char *fmt, va_list va)
{
	vbrk(file, lineno, ttype, fmt, va);
}

void ltk_modern_install(void)
{
	ltk_brk_handler = core_brk;
	ltk_res_handler = ltk_vres;
}

/*
 * Hook of tst_syscall() (lapi/syscalls.h): a syscall the kernel lacks is a TCONF. Without a
 * number for this architecture it is LTP's message; with one, the running kernel lacks it
 * (too old, or configured without it), which "your arch" would not say.
 */
void tst_syscall_enosys_(const char *file, const int lineno, long nr, const char *name)
{
	if (nr < 0)
		tst_brk_(file, lineno, TCONF, "syscall(%ld) %s not supported on your arch", nr,
			 name);
	else
		tst_brk_(file, lineno, TCONF, "syscall(%ld) %s not implemented by this kernel "
			 "(ENOSYS)", nr, name);
}

int ltk_exit_code(void)
{
	const struct ltk_results *r = ltk_results;
	int ret = 0;

	if (r->failed)
		ret |= TFAIL;
	if (r->broken)
		ret |= TBROK;
	if (r->warnings)
		ret |= TWARN;
	if (r->skipped && !r->passed)
		ret |= TCONF;
	return ret;
}

static void print_hints(void)
{
	const struct tst_tag *tag;
	int fixes = 0, cves = 0, other = 0;
	char buf[512];

	if (!tst_test || !tst_test->tags)
		return;
	if (!ltk_results->failed && !ltk_results->broken)
		return;
	for (tag = tst_test->tags; tag->name; tag++) {
		if (!strcmp(tag->name, "linux-git") || !strcmp(tag->name, "linux-stable-git"))
			fixes++;
		else if (!strcmp(tag->name, "CVE"))
			cves++;
		else
			other++;
	}
	if (fixes) {
		tst_printf("\nHINT: You _MAY_ be missing kernel fixes:\n\n");
		for (tag = tst_test->tags; tag->name; tag++) {
			if (!strcmp(tag->name, "linux-git"))
				snprintf(buf, sizeof(buf), "https://git.kernel.org/pub/scm/linux/"
					 "kernel/git/torvalds/linux.git/commit/?id=%s", tag->value);
			else if (!strcmp(tag->name, "linux-stable-git"))
				snprintf(buf, sizeof(buf), "https://git.kernel.org/pub/scm/linux/"
					 "kernel/git/stable/linux.git/commit/?id=%s", tag->value);
			else
				continue;
			tst_printf("%s\n", buf);
		}
	}
	if (cves) {
		tst_printf("\nHINT: You _MAY_ be vulnerable to CVE(s):\n\n");
		for (tag = tst_test->tags; tag->name; tag++)
			if (!strcmp(tag->name, "CVE"))
				tst_printf("%s%s\n", CVE_URL, tag->value);
	}
	if (other) {
		tst_printf("\nHINT: You _MAY_ be hitting a known issue:\n\n");
		for (tag = tst_test->tags; tag->name; tag++) {
			if (!strcmp(tag->name, "linux-git") ||
			    !strcmp(tag->name, "linux-stable-git") || !strcmp(tag->name, "CVE"))
				continue;
			tst_printf("%s: %s\n", tag->name, tag->value);
		}
	}
}

void ltk_print_summary(void)
{
	const struct ltk_results *r = ltk_results;
	char buf[160];	/* not tst_printf()'s 4 KiB: a page of stack to fault in after the fork */
	int n;

	print_hints();
	n = snprintf(buf, sizeof(buf), "\nSummary:\npassed   %d\nfailed   %d\nbroken   %d\n"
		     "skipped  %d\nwarnings %d\n", r->passed, r->failed, r->broken, r->skipped,
		     r->warnings);
	ltk_write_all(STDERR_FILENO, buf, n);
}
