// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * The legacy face's reporting: numbered result lines on stdout in the 2015 format
 * ("mount02     1  TPASS  :  msg"), TOUTPUT modes, tst_brkm with its cleanup callback and
 * re-entrancy rule, and the exit value as the OR of all result bits.
 */
#include <errno.h>
#include <fcntl.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include "ltk_core.h"

#define USERMESG 2048

extern char *TCID;
char *TCID __attribute__((weak));
int TST_TOTAL __attribute__((weak)) = 1;
int tst_count;

void tst_resm_(const char *file, const int lineno, int ttype, const char *arg_fmt, ...);
void tst_exit(void) LTP_ATTRIBUTE_NORETURN;
void tst_flush(void);

enum output_mode { MODE_UNSET, MODE_VERBOSE, MODE_NOPASS, MODE_DISCARD };

/* Recursive: tst_resm_hexd() reports through tst_resm_() while holding it. Made at first use
 * because the static recursive initialiser is a glibc extension (musl lacks it). */
static pthread_mutex_t res_lock;
static pthread_once_t res_lock_once = PTHREAD_ONCE_INIT;
static enum output_mode mode = MODE_UNSET;
static int out_fd = STDOUT_FILENO;
static int brk_depth;

/* NOPASS condenses identical consecutive lines into one with a number range. */
static struct {
	int pending;
	int ttype;
	int first, last;
	char msg[USERMESG];
} held;

static void res_lock_init(void)
{
	pthread_mutexattr_t attr;

	pthread_mutexattr_init(&attr);
	pthread_mutexattr_settype(&attr, PTHREAD_MUTEX_RECURSIVE);
	pthread_mutex_init(&res_lock, &attr);
	pthread_mutexattr_destroy(&attr);
}

static void lock_res(void)
{
	pthread_once(&res_lock_once, res_lock_init);
	pthread_mutex_lock(&res_lock);
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
	ltk_write_all(out_fd, line, n);
}

static void flush_held(void)
{
	if (!held.pending)
		return;
	held.pending = 0;
	emit(held.ttype, held.first, held.last, held.msg);
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
		if (held.pending && held.ttype == TTYPE_RESULT(ttype) && !strcmp(held.msg, msg)) {
			held.last = number;
			return;
		}
		flush_held();
		held.pending = 1;
		held.ttype = TTYPE_RESULT(ttype);
		held.first = held.last = number;
		snprintf(held.msg, sizeof(held.msg), "%s", msg);
		return;
	default:
		emit(ttype, number, number, msg);
	}
}

static void vres(const char *file, int lineno, int ttype, const char *fmt, va_list va)
{
	char msg[USERMESG];
	size_t len = 0;
	int saved_errno = errno;
	int number = 0;

	lock_res();

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

	pthread_mutex_unlock(&res_lock);
	errno = saved_errno;
}

void tst_resm_(const char *file, const int lineno, int ttype, const char *arg_fmt, ...)
{
	va_list va;

	va_start(va, arg_fmt);
	vres(file, lineno, ttype, arg_fmt, va);
	va_end(va);
}

static void copy_file_to_output(const char *fname)
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
		ltk_write_all(out_fd, buf, n);
	close(fd);
}

void tst_res_file_(const char *file, const int lineno, int ttype, const char *fname,
		   const char *arg_fmt, ...)
{
	va_list va;

	va_start(va, arg_fmt);
	vres(file, lineno, ttype, arg_fmt, va);
	va_end(va);
	copy_file_to_output(fname);
}

void tst_resm_hexd_(const char *file, const int lineno, int ttype, const void *buf,
		    size_t size, const char *arg_fmt, ...)
{
	const unsigned char *bytes = buf;
	char msg[USERMESG];
	size_t pos, i;
	int own_line = size > 16 || size == 0;
	va_list va;

	va_start(va, arg_fmt);
	lock_res();
	if (own_line) {
		vres(file, lineno, ttype, arg_fmt, va);
		ttype = (ttype & ~TTYPE_MASK) | TINFO;
		ttype &= ~(TERRNO | TTERRNO | TRERRNO);
	}
	for (i = 0; i < size || (!own_line && i == 0); ) {
		pos = 0;
		if (!own_line) {
			pos = vsnprintf(msg, sizeof(msg), arg_fmt, va);
			if (pos >= sizeof(msg) - 64)
				pos = sizeof(msg) - 64;
		}
		for (size_t j = 0; j < 16 && i < size; j++, i++)
			pos += snprintf(msg + pos, sizeof(msg) - pos, "%s%02x",
					pos ? " " : "", bytes[i]);
		tst_resm_(file, lineno, ttype, "%s", msg);
		if (!own_line)
			break;
	}
	pthread_mutex_unlock(&res_lock);
	va_end(va);
}

void tst_flush(void)
{
	lock_res();
	flush_held();
	fflush(stdout);
	pthread_mutex_unlock(&res_lock);
}

void tst_exit(void)
{
	tst_flush();
	exit(ltk_results->exitbits & ~TINFO);
}

int tst_environ(void)
{
	int fd = dup(STDOUT_FILENO);

	if (fd < 0)
		return -1;
	fcntl(fd, F_SETFD, FD_CLOEXEC);
	out_fd = fd;
	return 0;
}

static void do_brk(const char *file, int lineno, int ttype, const char *fname,
		   void (*func)(void), const char *fmt, va_list va)
{
	int type = TTYPE_RESULT(ttype);

	if (type != TFAIL && type != TBROK && type != TCONF) {
		tst_resm_(file, lineno, TWARN, "tst_brk_(): Invalid Type: %d. Using TBROK", type);
		ttype = (ttype & ~TTYPE_MASK) | TBROK;
		type = TBROK;
	}

	vres(file, lineno, ttype, fmt, va);
	copy_file_to_output(fname);

	if (brk_depth == 0) {
		if (type == TBROK)
			tst_resm_(file, lineno, TBROK, "Remaining cases broken");
		else if (type == TCONF)
			tst_resm_(file, lineno, TCONF,
				  "Remaining cases not appropriate for configuration");
	}

	if (func) {
		brk_depth++;
		func();
		brk_depth--;
	}

	if (brk_depth == 0)
		tst_exit();
}

static void vbrk(const char *file, int lineno, int ttype, void (*func)(void),
		 const char *fmt, va_list va)
{
	do_brk(file, lineno, ttype, NULL, func, fmt, va);
}

void tst_brkm_(const char *file, const int lineno, int ttype, void (*func)(void),
	       const char *arg_fmt, ...)
{
	va_list va;

	va_start(va, arg_fmt);
	do_brk(file, lineno, ttype, NULL, func, arg_fmt, va);
	va_end(va);
}

void tst_brk_file_(const char *file, const int lineno, int ttype, const char *fname,
		   void (*func)(void), const char *arg_fmt, ...)
{
	va_list va;

	va_start(va, arg_fmt);
	do_brk(file, lineno, ttype, fname, func, arg_fmt, va);
	va_end(va);
}

void ltk_legacy_install(void)
{
	ltk_brk_handler = vbrk;
	ltk_res_handler = vres;
}
