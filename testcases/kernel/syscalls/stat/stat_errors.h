/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * Shared by the path errno tests of stat02, statfs02 and statx03: in the current
 * directory (the tmpdir) a 0644 "file", "nosearch/file" in a 0700 directory nobody cannot
 * search, and the symbolic links "loop1" and "loop2" to each other; an address outside
 * the address space (bad_addr), a name of PATH_MAX + 1 bytes (long_name), and a row's check
 * run as root or, in a child, as nobody (leaving uid 0 clears the effective and permitted
 * capabilities).
 */
#ifndef STAT_ERRORS_H__
#define STAT_ERRORS_H__

#include <pwd.h>
#include <stdlib.h>
#include "tst_test.h"

struct tcase;

static char long_name[PATH_MAX + 2];
static char *bad_addr;
static uid_t nobody_uid;
static gid_t nobody_gid;

static void stat_errors_setup(void)
{
	struct passwd *pw = SAFE_GETPWNAM("nobody");

	nobody_uid = pw->pw_uid;
	nobody_gid = pw->pw_gid;
	bad_addr = tst_get_bad_addr(NULL);
	memset(long_name, 'a', sizeof(long_name) - 1);
	SAFE_TOUCH("file", 0644, NULL);
	SAFE_MKDIR("nosearch", 0700);
	SAFE_TOUCH("nosearch/file", 0644, NULL);
	SAFE_SYMLINK("loop2", "loop1");
	SAFE_SYMLINK("loop1", "loop2");
}

/* check(tc) as root, or as nobody in a child. */
static void stat_errors_check_as(int as_nobody, void (*check)(struct tcase *),
				 struct tcase *tc)
{
	if (!as_nobody) {
		check(tc);
		return;
	}
	if (!SAFE_FORK()) {
		/* Leaving uid 0 clears the effective and permitted capabilities. */
		SAFE_SETGROUPS(0, NULL);
		SAFE_SETGID(nobody_gid);
		SAFE_SETUID(nobody_uid);
		check(tc);
		exit(0);
	}
	tst_reap_children();
}

#endif
