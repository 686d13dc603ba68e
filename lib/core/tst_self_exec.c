// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * Re-executing the test as its own child (the uClinux idiom of the legacy API, for systems
 * without fork(), still usable anywhere): self_exec() runs the binary again with
 * "-C ARGS", and maybe_run_child() in that new process decodes ARGS and runs the child
 * function instead of the test.
 *
 * fmt has one letter per value: 'd' int, 'l' long, 's' string, 'n' the child's number
 * (an int; maybe_run_child() runs the child only when its 'n' matches, so one test can
 * have several kinds of child). ARGS is the values joined by ':', with '%' and ':' in
 * strings written as %25 and %3A.
 */
#include <errno.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include "test.h"
#include "ltk_core.h"

/* Set by parse_opts() from -C; maybe_run_child() also finds -C on the command line. */
char *child_args;

static int append(char **buf, size_t *len, const char *s, size_t n)
{
	char *p = realloc(*buf, *len + n + 1);

	if (!p)
		return -1;
	memcpy(p + *len, s, n);
	*len += n;
	p[*len] = '\0';
	*buf = p;
	return 0;
}

static int append_escaped(char **buf, size_t *len, const char *s)
{
	int ret = 0;

	for (; *s && !ret; s++) {
		if (*s == '%')
			ret = append(buf, len, "%25", 3);
		else if (*s == ':')
			ret = append(buf, len, "%3A", 3);
		else
			ret = append(buf, len, s, 1);
	}
	return ret;
}

int self_exec(const char *argv0, const char *fmt, ...)
{
	char *args = NULL, num[32];
	size_t len = 0;
	const char *f;
	va_list va;
	int ret = 0;

	if (append(&args, &len, "", 0))
		return -1;
	va_start(va, fmt);
	for (f = fmt; *f && !ret; f++) {
		if (f != fmt)
			ret = append(&args, &len, ":", 1);
		switch (*f) {
		case 'd':
		case 'n':
			snprintf(num, sizeof(num), "%d", va_arg(va, int));
			ret = ret ?: append(&args, &len, num, strlen(num));
			break;
		case 'l':
			snprintf(num, sizeof(num), "%ld", va_arg(va, long));
			ret = ret ?: append(&args, &len, num, strlen(num));
			break;
		case 's':
			ret = ret ?: append_escaped(&args, &len, va_arg(va, char *));
			break;
		default:
			errno = EINVAL;
			ret = -1;
		}
	}
	va_end(va);
	if (ret) {
		free(args);
		return -1;
	}

	/* The running binary itself, whatever argv0 resolves to in PATH. */
	tst_flush();
	execl("/proc/self/exe", argv0, "-C", args, (char *)NULL);
	execlp(argv0, argv0, "-C", args, (char *)NULL);
	ret = errno;
	free(args);
	errno = ret;
	return -1;
}

/* The argument of -C in /proc/self/cmdline (static storage), or NULL. */
static char *cmdline_child_args(void)
{
	static char buf[65536];
	size_t len = 0;
	ssize_t n;
	char *p;
	FILE *f;

	f = fopen("/proc/self/cmdline", "re");
	if (!f)
		return NULL;
	while (len < sizeof(buf) - 1 && (n = fread(buf + len, 1, sizeof(buf) - 1 - len, f)) > 0)
		len += n;
	fclose(f);
	buf[len] = '\0';

	for (p = buf; p < buf + len; p += strlen(p) + 1) {
		if (!strcmp(p, "-C") && p + 3 <= buf + len)
			return p + 3;
		if (!strncmp(p, "-C", 2) && p[2])
			return p + 2;
	}
	return NULL;
}

/* Next ':'-separated field of *s, unescaped in place. */
static char *next_field(char **s)
{
	char *start = *s, *in, *out;

	if (!start)
		return NULL;
	*s = strchr(start, ':');
	if (*s)
		*(*s)++ = '\0';
	for (in = out = start; *in; in++) {
		if (in[0] == '%' && in[1] == '2' && in[2] == '5') {
			*out++ = '%';
			in += 2;
		} else if (in[0] == '%' && in[1] == '3' && (in[2] == 'A' || in[2] == 'a')) {
			*out++ = ':';
			in += 2;
		} else {
			*out++ = *in;
		}
	}
	*out = '\0';
	return start;
}

static int parse_long(const char *s, long *v)
{
	char *end;

	errno = 0;
	*v = strtol(s, &end, 10);
	return errno || end == s || *end ? -1 : 0;
}

void maybe_run_child(void (*child)(), const char *fmt, ...)
{
	const char *args = child_args ? child_args : cmdline_child_args();
	char *copy, *rest, *field;
	const char *f;
	va_list va;
	long v;

	if (!args)
		return;
	copy = strdup(args);
	if (!copy) {
		ltk_brk(__FILE__, __LINE__, TBROK | TERRNO, NULL, "strdup() failed");
		return;
	}
	rest = copy;

	va_start(va, fmt);
	for (f = fmt; *f; f++) {
		field = next_field(&rest);
		if (!field)
			goto bad;
		switch (*f) {
		case 'n':
			if (parse_long(field, &v))
				goto bad;
			/* Another kind of child: let the caller try its next maybe_run_child(). */
			if (v != va_arg(va, int)) {
				va_end(va);
				free(copy);
				return;
			}
			break;
		case 'd':
			if (parse_long(field, &v))
				goto bad;
			*va_arg(va, int *) = v;
			break;
		case 'l':
			if (parse_long(field, &v))
				goto bad;
			*va_arg(va, long *) = v;
			break;
		case 's':
			/* Points into copy, which the child keeps for its whole life. */
			*va_arg(va, char **) = field;
			break;
		default:
			goto bad;
		}
	}
	va_end(va);

	child();
	ltk_brk(__FILE__, __LINE__, TBROK, NULL, "child function returned unexpectedly");
	free(copy);
	return;
bad:
	va_end(va);
	ltk_brk(__FILE__, __LINE__, TBROK, NULL,
		"maybe_run_child(): -C '%s' does not match the format '%s'", args, fmt);
	free(copy);
}
