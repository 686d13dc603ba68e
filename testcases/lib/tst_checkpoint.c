// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * tst_checkpoint: checkpoints for shell tests, on the same shared page (LTP_IPC_PATH) as
 * the C library's, so a shell test can synchronise with C helper programs it starts.
 *
 *   tst_checkpoint init PATH                 create the page (done by tst_test.sh)
 *   tst_checkpoint wait TIMEOUT_MS ID        sleep until checkpoint ID is woken
 *   tst_checkpoint wake TIMEOUT_MS ID NR     wake NR waiters, waiting for them to arrive
 *
 * The waiting and waking are the C library's (tst_checkpoint_wait/wake).
 * Exit 0 on success, 2 with a message on stderr on error or timeout.
 */
#include <errno.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include "ltk_core.h"
#include "tst_checkpoint.h"

static int fail(const char *msg, const char *arg)
{
	int saved = errno;

	fprintf(stderr, "tst_checkpoint: %s%s%s%s\n", msg, arg ? arg : "",
		saved ? ": " : "", saved ? strerror(saved) : "");
	return 2;
}

static int number(const char *s, long max, long *val)
{
	char *end;

	errno = 0;
	*val = strtol(s, &end, 10);
	return errno || end == s || *end || *val < 0 || *val > max;
}

/* Attach the test's shared page and use its futexes, as an exec()ed C child does. */
static int attach(void)
{
	const char *path = getenv("LTP_IPC_PATH");

	if (!path || !*path) {
		errno = 0;
		return fail("LTP_IPC_PATH is not set (TST_NEEDS_CHECKPOINTS=1?)", NULL);
	}
	if (ltk_results_attach(path))
		return fail("cannot attach to ", path);
	tst_checkpoint_use_results();
	return 0;
}

static int do_wait(long msec, long id)
{
	if (attach())
		return 2;
	if (tst_checkpoint_wait(id, msec))
		return fail(errno == ETIMEDOUT ? "wait timed out" : "wait failed", NULL);
	return 0;
}

static int do_wake(long msec, long id, long nr)
{
	if (attach())
		return 2;
	if (tst_checkpoint_wake(id, nr, msec))
		return fail(errno == ETIMEDOUT ? "wake timed out" : "wake failed", NULL);
	return 0;
}

int main(int argc, char *argv[])
{
	long msec, id, nr = 1;

	if (argc == 3 && !strcmp(argv[1], "init")) {
		if (ltk_results_share(argv[2]))
			return fail("cannot create ", argv[2]);
		return 0;
	}
	if (argc < 4 || number(argv[2], INT_MAX, &msec) || number(argv[3], INT_MAX, &id))
		goto usage;
	if (!strcmp(argv[1], "wait") && argc == 4)
		return do_wait(msec, id);
	if (!strcmp(argv[1], "wake") && argc == 5 && !number(argv[4], INT_MAX, &nr))
		return do_wake(msec, id, nr);
usage:
	errno = 0;
	return fail("usage: tst_checkpoint init PATH | wait TIMEOUT_MS ID | "
		    "wake TIMEOUT_MS ID NR_WAKE", NULL);
}
