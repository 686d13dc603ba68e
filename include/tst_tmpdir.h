/* SPDX-License-Identifier: GPL-2.0-or-later */
/* The test's temporary directory (modern names; test.h declares the legacy ones). */
#ifndef TST_TMPDIR_H__
#define TST_TMPDIR_H__

#include <sys/types.h>

const char *tst_tmpdir_path(void);
/* 1 once the test's temporary directory exists (test.h declares these legacy names too). */
int tst_tmpdir_created(void);
char *tst_get_tmpdir(void);
char *tst_tmpdir_genpath(const char *fmt, ...) __attribute__((format(printf, 1, 2)));
const char *tst_get_tmpdir_root(void);
const char *tst_get_startwd(void);
void tst_purge_dir(const char *path);

/*
 * Create <path>/ltp_<3 chars of TCID>XXXXXX with O_CREAT | O_EXCL | O_RDWR | flags and
 * mode, unlink it and return the descriptor: a file nobody else can open. TBROK on failure.
 */
int tst_creat_unlinked(const char *path, int flags, mode_t mode);

#endif
