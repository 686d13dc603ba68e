/* SPDX-License-Identifier: GPL-2.0-or-later */
/* Finding executables and addresses for EFAULT tests (test.h declares the same names). */
#ifndef TST_PATH_H__
#define TST_PATH_H__

#include <stddef.h>

/*
 * Full path of prog_name into buf: searched in $PATH (an empty entry is the cwd) unless it
 * holds a '/'. Returns 0, or -1 with errno ENOENT (not found or not executable),
 * ENAMETOOLONG (buf too small) or EINVAL.
 */
int tst_get_path(const char *prog_name, char *buf, size_t buf_len);

/* An address a few pages above the program break, normally unmapped. */
char *get_high_address(void);

#endif
