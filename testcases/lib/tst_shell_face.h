/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * The reporting face of the shell library's C helpers (tst_supported_fs,
 * tst_check_kconfigs ...): library code they call reports through ltk_res()/ltk_brk(), and
 * this face prints those results the way tst_test.sh does ("TST_ID TST_COUNT TTYPE: msg" on
 * stderr) and counts them in the test's result log ($LTK_SH_RESULTS, set by tst_run), so
 * the shell test's summary and exit code include them. A break exits the helper with 2
 * (TBROK) or 32 (TCONF). Header-only: each helper is built from one .c file.
 */
#ifndef TST_SHELL_FACE_H
#define TST_SHELL_FACE_H

#include <errno.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "ltk_core.h"

static void shell_face_report(int ttype, const char *fmt, va_list va)
{
	const char *id = getenv("TST_ID");
	const char *count = getenv("TST_COUNT");
	const char *log = getenv("LTK_SH_RESULTS");
	const char *name = ltk_ttype_name(TTYPE_RESULT(ttype));
	char msg[2048];
	FILE *f;

	ltk_format_msg(msg, sizeof(msg), LTK_STYLE_MODERN, ttype, errno, fmt, va);
	fprintf(stderr, "%s %s %s: %s\n", id && *id ? id : "ltk", count && *count ? count : "1",
		name, msg);
	if (TTYPE_RESULT(ttype) == TINFO || !log || !*log)
		return;
	f = fopen(log, "a");
	if (f) {
		fprintf(f, "%s\n", name);
		fclose(f);
	}
}

static void shell_face_res(const char *file, int line, int ttype, const char *fmt, va_list va)
{
	(void)file;
	(void)line;
	shell_face_report(ttype, fmt, va);
}

static void shell_face_brk(const char *file, int line, int ttype, void (*cleanup_fn)(void),
			   const char *fmt, va_list va)
{
	(void)file;
	(void)line;
	(void)cleanup_fn;
	shell_face_report(ttype, fmt, va);
	exit(TTYPE_RESULT(ttype) == TCONF ? 32 : 2);
}

static inline void shell_face_install(void)
{
	ltk_res_handler = shell_face_res;
	ltk_brk_handler = shell_face_brk;
}

#endif
