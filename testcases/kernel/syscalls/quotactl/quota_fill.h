/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * For the quota tests that check an inode limit on user nobody: quota_fill() has nobody
 * (in a child) create the files DIR/f0, DIR/f1... up to max and checks that exactly want
 * of them were made and that the next one failed with want_err (0: none failed);
 * quota_empty() removes them again.
 */
#ifndef QUOTA_FILL_H__
#define QUOTA_FILL_H__

#include <stdio.h>
#include <stdlib.h>
#include "tst_test.h"

static inline void quota_fill(const char *dir, int max, int want, int want_err,
			      const char *desc)
{
	char path[PATH_MAX];
	int i, fd, err = 0;

	if (SAFE_FORK()) {
		tst_reap_children();
		return;
	}
	tst_become_nobody();
	for (i = 0; i < max; i++) {
		snprintf(path, sizeof(path), "%s/f%d", dir, i);
		fd = open(path, O_CREAT | O_WRONLY, 0644);
		if (fd < 0) {
			err = errno;
			break;
		}
		SAFE_CLOSE(fd);
	}
	TST_EXP_EXPR(i == want && err == want_err,
		     "%s: nobody made %d files (want %d), then %s (want %s)", desc, i, want,
		     tst_strerrno(err), tst_strerrno(want_err));
	exit(0);
}

static inline void quota_empty(const char *dir, int max)
{
	char path[PATH_MAX];
	int i;

	for (i = 0; i < max; i++) {
		snprintf(path, sizeof(path), "%s/f%d", dir, i);
		unlink(path);
	}
}

#endif
