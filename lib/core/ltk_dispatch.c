// SPDX-License-Identifier: GPL-2.0-or-later
/* Routes breaks and reports from shared code to the face that is active. */
#include <stdlib.h>
#include "ltk_core.h"

/* Set by the modern face (tst_test_res.c); the core's default reporter until then. */
ltk_brk_fn ltk_brk_handler;
ltk_res_fn ltk_res_handler;

void ltk_brk(const char *file, int line, int ttype, void (*cleanup_fn)(void),
	     const char *fmt, ...)
{
	va_list va;

	if (!ltk_brk_handler)
		ltk_report_install();
	va_start(va, fmt);
	ltk_brk_handler(file, line, ttype, cleanup_fn, fmt, va);
	va_end(va);
}

void ltk_res(const char *file, int line, int ttype, const char *fmt, ...)
{
	va_list va;

	if (!ltk_res_handler)
		ltk_report_install();
	va_start(va, fmt);
	ltk_res_handler(file, line, ttype, fmt, va);
	va_end(va);
}
