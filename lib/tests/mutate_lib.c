// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * A tiny test whose own check cannot see a broken fork() or wait(): it only forks a child
 * that exits 0 and passes. Run under ltk-mutate (mutate_lib.t), a fork() that returns 0
 * without creating a process, or a wait4() that returns 0 or fails, must end in TBROK
 * from the library itself, never in a pass.
 */
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include "tst_test.h"

static void run(void)
{
	pid_t pid = SAFE_FORK();

	if (!pid)
		exit(0);
	tst_reap_children();
	tst_res(TPASS, "a child was forked and reaped");
}

static struct tst_test test = {
	.test_all = run,
	.forks_child = 1,
};
