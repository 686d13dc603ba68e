// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * The core's default reporter: numbered result lines on stdout in the 2015 format
 * ("mount02     1  TPASS  :  msg"), TOUTPUT modes, breaks with a cleanup callback and its
 * re-entrancy rule, and the exit value as the OR of all result bits. It serves every program
 * until the modern face installs its own handlers (ltk_dispatch.c); the legacy face
 * (legacy_res.c, test.h) is a thin layer of API names over it.
 */
#include <errno.h>
#include <fcntl.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include "ltk_cold.h"
#include "ltk_core.h"

#define USERMESG 2048

char *TCID __attribute__((weak));
int tst_count;

enum output_mode { MODE_UNSET, MODE_VERBOSE, MODE_NOPASS, MODE_DISCARD };

/* Recursive: tst_resm_hexd() reports through tst_resm_() while holding it. Made at first use
 * because the static recursive initialiser is a glibc extension (musl lacks it). */
static pthread_mutex_t res_lock;
static pthread_once_t res_lock_once = PTHREAD_ONCE_INIT;
static enum output_mode mode = MODE_UNSET;
int ltk_report_fd = STDOUT_FILENO;
static int brk_depth;

/* NOPASS condenses identical consecutive lines into one with a number range. */
static struct {
	int pending;
	int ttype;
	int first, last;
} held;
static char held_msg[USERMESG] LTK_COLD;

static void res_lock_init(void)
{
	pthread_mutexattr_t attr;

	pthread_mutexattr_init(&attr);
	pthread_mutexattr_settype(&attr, PTHREAD_MUTEX_RECURSIVE);
	pthread_mutex_init(&res_lock, &attr);
	pthread_mutexattr_destroy(&attr);
}

void ltk_report_lock(void)
{
	pthread_once(&res_lock_once, res_lock_init);
	pthread_mutex_lock(&res_lock);
}

void ltk_report_unlock(void)
{
	pthread_mutex_unlock(&res_lock);
}

static const char *tcid(void)
{
	return TCID ? TCID : "ltk";
}

static enum output_mode get_mode(void)
{
	const char *env;

	if (mode != MODE_UNSET)
		return mode;
	env = getenv("TOUTPUT");
	if (env && !strcmp(env, "NOPASS"))
		mode = MODE_NOPASS;
	else if (env && !strcmp(env, "DISCARD"))
		mode = MODE_DISCARD;
	else
		mode = MODE_VERBOSE;
	return mode;
}

static void emit(int ttype, int first, int last, const char *msg)
{
	char line[USERMESG + 128];
	char num[32];
	int n;

	if (first == last)
		snprintf(num, sizeof(num), "%d", first);
	else
		snprintf(num, sizeof(num), "%d-%d", first, last);

	if (get_mode() == MODE_NOPASS)
		n = snprintf(line, sizeof(line), "%-8s %4s       %s  :  %s\n", tcid(), num,
			     ltk_ttype_name(ttype), msg);
	else
		n = snprintf(line, sizeof(line), "%-8s %4s  %s  :  %s\n", tcid(), num,
			     ltk_ttype_name(ttype), msg);
	if (n >= (int)sizeof(line)) {
		n = sizeof(line) - 1;
		line[n - 1] = '\n';
	}
	fflush(stdout);
	ltk_write_all(ltk_report_fd, line, n);
}

static void flush_held(void)
{
	if (!held.pending)
		return;
	held.pending = 0;
	emit(held.ttype, held.first, held.last, held_msg);
}

static void print_line(int ttype, int number, const char *msg)
{
	switch (get_mode()) {
	case MODE_DISCARD:
		return;
	case MODE_NOPASS:
		switch (TTYPE_RESULT(ttype)) {
		case TFAIL:
		case TBROK:
		case TWARN:
			break;
		default:
			return;
		}
		if (held.pending && held.ttype == TTYPE_RESULT(ttype) && !strcmp(held_msg, msg)) {
			held.last = number;
			return;
		}
		flush_held();
		held.pending = 1;
		held.ttype = TTYPE_RESULT(ttype);
		held.first = held.last = number;
		snprintf(held_msg, sizeof(held_msg), "%s", msg);
		return;
	default:
		emit(ttype, number, number, msg);
	}
}

void ltk_report_vres(const char *file, int lineno, int ttype, const char *fmt, va_list va)
{
	char msg[USERMESG];
	size_t len = 0;
	int saved_errno = errno;
	int number = 0;

	ltk_report_lock();

	if (TTYPE_RESULT(ttype) != TPASS && TTYPE_RESULT(ttype) != TINFO)
		len = snprintf(msg, sizeof(msg), "%s:%d: ", ltk_basename(file), lineno);
	ltk_format_msg(msg + len, sizeof(msg) - len, LTK_STYLE_LEGACY, ttype, saved_errno,
		       fmt, va);

	switch (TTYPE_RESULT(ttype)) {
	case TPASS:
	case TFAIL:
	case TBROK:
	case TCONF:
		number = ++tst_count;
		break;
	}

	print_line(ttype, number, msg);
	ltk_result_count(ttype);

	ltk_report_unlock();
	errno = saved_errno;
}

static void report(const char *file, int lineno, int ttype, const char *fmt, ...)
{
	va_list va;

	va_start(va, fmt);
	ltk_report_vres(file, lineno, ttype, fmt, va);
	va_end(va);
}

void ltk_report_copy_file(const char *fname)
{
	char buf[4096];
	ssize_t n;
	int fd;

	if (!fname)
		return;
	fd = open(fname, O_RDONLY | O_CLOEXEC);
	if (fd < 0)
		return;
	tst_flush();
	while ((n = read(fd, buf, sizeof(buf))) > 0)
		ltk_write_all(ltk_report_fd, buf, n);
	close(fd);
}

void tst_flush(void)
{
	ltk_report_lock();
	flush_held();
	fflush(stdout);
	ltk_report_unlock();
}

void ltk_report_exit(void)
{
	tst_flush();
	exit(ltk_results->exitbits & ~TINFO);
}

void ltk_report_vbrk(const char *file, int lineno, int ttype, const char *fname,
		   void (*func)(void), const char *fmt, va_list va)
{
	int type = TTYPE_RESULT(ttype);

	if (type != TFAIL && type != TBROK && type != TCONF) {
		report(file, lineno, TWARN, "tst_brk_(): Invalid Type: %d. Using TBROK", type);
		ttype = (ttype & ~TTYPE_MASK) | TBROK;
		type = TBROK;
	}

	ltk_report_vres(file, lineno, ttype, fmt, va);
	ltk_report_copy_file(fname);

	if (brk_depth == 0) {
		if (type == TBROK)
			report(file, lineno, TBROK, "Remaining cases broken");
		else if (type == TCONF)
			report(file, lineno, TCONF,
				  "Remaining cases not appropriate for configuration");
	}

	if (func) {
		brk_depth++;
		func();
		brk_depth--;
	}

	if (brk_depth == 0)
		ltk_report_exit();
}

static void vbrk(const char *file, int lineno, int ttype, void (*func)(void),
		 const char *fmt, va_list va)
{
	ltk_report_vbrk(file, lineno, ttype, NULL, func, fmt, va);
}

void ltk_report_install(void)
{
	ltk_brk_handler = vbrk;
	ltk_res_handler = ltk_report_vres;
}
