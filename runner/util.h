/* SPDX-License-Identifier: GPL-2.0-or-later */
/* Small helpers every runner module uses: allocation that cannot fail, strings, files. */
#ifndef LTK_UTIL_H
#define LTK_UTIL_H

#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <sys/types.h>

void *xmalloc(size_t size);
void *xcalloc(size_t n, size_t size);
void *xrealloc(void *p, size_t size);
char *xstrdup(const char *s);
char *xasprintf(const char *fmt, ...) __attribute__((format(printf, 1, 2)));

/* Print "ltk: msg" on stderr and exit with code. */
void die(int code, const char *fmt, ...) __attribute__((format(printf, 2, 3), noreturn));
void warnx_(const char *fmt, ...) __attribute__((format(printf, 1, 2)));

/* Whole file as a NUL-terminated string (NULL + errno on failure); *len may be NULL. */
char *read_file(const char *path, size_t *len);
char *shell_quote(const char *s);	/* a new string: s quoted for /bin/sh */
/* Write atomically: path.tmp, fsync, rename, fsync the directory. 0 or -1. */
int write_file_atomic(const char *path, const char *data, size_t len);
int mkdir_p(const char *path, int mode);
/* Remove a tree without following symlinks or crossing mounts; returns entries removed. */
long rm_rf(const char *path);
int dir_is_empty(const char *path);
/* Is s one of the n strings of v? */
int str_listed(char *const *v, int n, const char *s);
/* What an open list file is that a list cannot be read from: "a directory", "a device"; NULL if fine. */
const char *unreadable_kind(FILE *f);
/*
 * getline() that keeps at most max bytes of a line: a longer line is read to its end (so
 * the next call starts on the next line) and reported as max + 1 bytes long.
 */
ssize_t getline_max(char **line, size_t *cap, FILE *f, size_t max);

double now_mono(void);
double now_real(void);

/* Parse "N", "Ns", "Nm", "Nh", "Nd" (fractions allowed) into seconds; -1 on bad input. */
double parse_duration(const char *s);
/* Strict non-negative integer; -1 on bad input. */
long parse_count(const char *s);

/* Append to a growing string. */
struct sbuf {
	char *s;
	size_t len, cap;
};
void sb_add(struct sbuf *sb, const char *data, size_t len);
void sb_printf(struct sbuf *sb, const char *fmt, ...) __attribute__((format(printf, 2, 3)));


/* Valid UTF-8 without control characters (other than tab and newline): for JSON and XML. */
char *clean_text(const char *s, size_t n);

#endif
