// SPDX-License-Identifier: GPL-2.0-or-later
/* SAFE_* for stdio streams. */
#include <stdarg.h>
#include <stdio.h>
#include "safe_priv.h"
#include "safe_stdio_fn.h"

FILE *safe_fopen(LTK_SAFE_LOC, const char *path, const char *mode)
{
	FILE *f = fopen(path, mode);

	if (!f)
		safe_fail("fopen(%s,%s)", path, mode);
	return f;
}

int safe_fclose(LTK_SAFE_LOC, FILE *f)
{
	unsigned long addr = (unsigned long)f;	/* f is gone after the call */
	int rval = fclose(f);

	if (rval == EOF)
		safe_fail("fclose(%#lx)", addr);
	else if (rval)
		safe_invalid(rval, "fclose(%#lx)", addr);
	return rval;
}

int safe_asprintf(LTK_SAFE_LOC, char **strp, const char *fmt, ...)
{
	va_list va;
	int rval;

	va_start(va, fmt);
	rval = vasprintf(strp, fmt, va);
	va_end(va);

	if (rval < 0)
		safe_fail("asprintf(%p,%s,...)", strp, fmt);
	return rval;
}

FILE *safe_popen(LTK_SAFE_LOC, const char *command, const char *type)
{
	FILE *f = popen(command, type);

	if (!f)
		safe_fail("popen(%s,%s)", command, type);
	return f;
}

/* A short count is an error or end of file: both are failures here. */
size_t safe_fread(LTK_SAFE_LOC, void *ptr, size_t size, size_t n, FILE *stream)
{
	size_t rval;

	errno = 0;
	rval = fread(ptr, size, n, stream);
	if (rval != n)
		safe_invalid(rval, "fread(%p,%zu,%zu,%p)%s", ptr, size, n, stream,
			     feof(stream) ? " hit end of file," : "");
	return rval;
}

size_t safe_fwrite(LTK_SAFE_LOC, const void *ptr, size_t size, size_t n, FILE *stream)
{
	size_t rval;

	errno = 0;
	rval = fwrite(ptr, size, n, stream);
	if (rval != n)
		safe_invalid(rval, "fwrite(%p,%zu,%zu,%p)", ptr, size, n, stream);
	return rval;
}

FILE *safe_freopen(LTK_SAFE_LOC, const char *path, const char *mode, FILE *stream)
{
	FILE *f = freopen(path, mode, stream);

	if (!f)
		safe_fail("freopen(%s,%s,%p)", safe_str(path), mode, stream);
	return f;
}

int safe_fseek(LTK_SAFE_LOC, FILE *f, long offset, int whence)
{
	int rval = fseek(f, offset, whence);

	if (rval == -1)
		safe_fail("fseek(%p,%ld,%d)", f, offset, whence);
	else if (rval)
		safe_invalid(rval, "fseek(%p,%ld,%d)", f, offset, whence);
	return rval;
}

long safe_ftell(LTK_SAFE_LOC, FILE *f)
{
	long rval = ftell(f);

	if (rval == -1)
		safe_fail("ftell(%p)", f);
	else if (rval < 0)
		safe_invalid(rval, "ftell(%p)", f);
	return rval;
}

int safe_fileno(LTK_SAFE_LOC, FILE *f)
{
	int rval = fileno(f);

	if (rval == -1)
		safe_fail("fileno(%p)", f);
	else if (rval < 0)
		safe_invalid(rval, "fileno(%p)", f);
	return rval;
}

int safe_fflush(LTK_SAFE_LOC, FILE *f)
{
	int rval = fflush(f);

	if (rval == EOF)
		safe_fail("fflush(%p)", f);
	else if (rval)
		safe_invalid(rval, "fflush(%p)", f);
	return rval;
}
