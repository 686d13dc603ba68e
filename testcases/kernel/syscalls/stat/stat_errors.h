/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * Shared by the path errno tests of stat02, statfs02 and statx03: the library's path-error
 * files in the current directory (the tmpdir; tst_path_errors.h: a 0644 "file",
 * "nosearch/file" in a 0700 directory nobody cannot search, the symbolic links "loop1" and
 * "loop2" to each other, and "immutable", which these tests do not use), an address
 * outside the address space (bad_addr), a name of PATH_MAX + 1 bytes (long_name), and a
 * row's check run as root or, in a child, as nobody (leaving uid 0 clears the effective
 * and permitted capabilities). The test's cleanup calls tst_path_errors_cleanup().
 */
#ifndef STAT_ERRORS_H__
#define STAT_ERRORS_H__

#include <stdlib.h>
#include "tst_test.h"
#include "tst_path_errors.h"

struct tcase;

static char long_name[PATH_MAX + 2];
static char *bad_addr;

static void stat_errors_setup(void)
{
	tst_path_errors_setup();
	bad_addr = tst_get_bad_addr(NULL);
	memset(long_name, 'a', sizeof(long_name) - 1);
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
		tst_become_nobody();
		check(tc);
		exit(0);
	}
	tst_reap_children();
}

#endif
