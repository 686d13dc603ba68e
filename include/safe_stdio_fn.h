/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * The one implementation behind the stdio SAFE_* macros of safe_stdio.h (legacy face) and
 * tst_safe_stdio.h (modern face); same conventions as safe_macros_fn.h.
 */
#ifndef SAFE_STDIO_FN_H__
#define SAFE_STDIO_FN_H__

#include <stdio.h>
#include "safe_macros_fn.h"

FILE *safe_fopen(LTK_SAFE_LOC, const char *path, const char *mode);
int safe_fclose(LTK_SAFE_LOC, FILE *f);
int safe_asprintf(LTK_SAFE_LOC, char **strp, const char *fmt, ...)
	__attribute__((format(printf, 5, 6)));
FILE *safe_popen(LTK_SAFE_LOC, const char *command, const char *type);
size_t safe_fread(LTK_SAFE_LOC, void *ptr, size_t size, size_t n, FILE *stream);
size_t safe_fwrite(LTK_SAFE_LOC, const void *ptr, size_t size, size_t n, FILE *stream);
FILE *safe_freopen(LTK_SAFE_LOC, const char *path, const char *mode, FILE *stream);
int safe_fseek(LTK_SAFE_LOC, FILE *f, long offset, int whence);
long safe_ftell(LTK_SAFE_LOC, FILE *f);
int safe_fileno(LTK_SAFE_LOC, FILE *f);
int safe_fflush(LTK_SAFE_LOC, FILE *f);

#endif
