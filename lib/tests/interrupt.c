// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * tst_interrupt_blocked(): a read() of an empty pipe in the child returns EINTR once the
 * child sleeps; a function that does not block ends the test with TBROK after 10 s
 * (argument "noblock").
 */
#include "tst_test.h"
#include "tst_interrupt.h"

static int fds[2];
static char *mode;

static void blocking_read(void *arg)
{
	char c;

	(void)arg;
	TST_EXP_FAIL2(read(fds[0], &c, 1), EINTR, "read() of an empty pipe");
}

static void no_block(void *arg)
{
	(void)arg;
	tst_res(TINFO, "returning at once");
	exit(0);
}

static void run(void)
{
	tst_interrupt_blocked(mode ? no_block : blocking_read, NULL);
}

static void setup(void)
{
	SAFE_PIPE(fds);
}

static struct tst_test test = {
	.test_all = run,
	.setup = setup,
	.forks_child = 1,
	.needs_checkpoints = 1,
	.options = (struct tst_option[]) {
		{"n", &mode, "the function does not block"},
		{}
	},
};
