// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * The legacy face's reporting API (test.h): tst_resm, tst_resm_hexd, tst_res with a file,
 * tst_brkm, tst_exit, tst_environ. The numbered 2015-format lines, TOUTPUT modes and the
 * break rules are the core's default reporter (ltk_report.c); these are its legacy names.
 */
#include <stdarg.h>
#include <stdio.h>
#include <unistd.h>
#include <fcntl.h>
#include "test.h"
#include "ltk_core.h"

#define USERMESG 2048

int TST_TOTAL __attribute__((weak)) = 1;

void tst_resm_(const char *file, const int lineno, int ttype, const char *arg_fmt, ...)
{
	va_list va;

	va_start(va, arg_fmt);
	ltk_report_vres(file, lineno, ttype, arg_fmt, va);
	va_end(va);
}

void tst_res_file_(const char *file, const int lineno, int ttype, const char *fname,
		   const char *arg_fmt, ...)
{
	va_list va;

	va_start(va, arg_fmt);
	ltk_report_vres(file, lineno, ttype, arg_fmt, va);
	va_end(va);
	ltk_report_copy_file(fname);
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
	ltk_report_lock();
	if (own_line) {
		ltk_report_vres(file, lineno, ttype, arg_fmt, va);
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
	ltk_report_unlock();
	va_end(va);
}

void tst_exit(void)
{
	ltk_report_exit();
}

int tst_environ(void)
{
	int fd = dup(STDOUT_FILENO);

	if (fd < 0)
		return -1;
	fcntl(fd, F_SETFD, FD_CLOEXEC);
	ltk_report_fd = fd;
	return 0;
}

void tst_brkm_(const char *file, const int lineno, int ttype, void (*func)(void),
	       const char *arg_fmt, ...)
{
	va_list va;

	va_start(va, arg_fmt);
	ltk_report_vbrk(file, lineno, ttype, NULL, func, arg_fmt, va);
	va_end(va);
}

void tst_brk_file_(const char *file, const int lineno, int ttype, const char *fname,
		   void (*func)(void), const char *arg_fmt, ...)
{
	va_list va;

	va_start(va, arg_fmt);
	ltk_report_vbrk(file, lineno, ttype, fname, func, arg_fmt, va);
	va_end(va);
}
