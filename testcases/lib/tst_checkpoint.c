// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * tst_checkpoint: checkpoints for shell tests, on the same shared page (LTP_IPC_PATH) as
 * the C library's, so a shell test can synchronise with C helper programs it starts.
 *
 *   tst_checkpoint init PATH                 create the page (done by tst_test.sh)
 *   tst_checkpoint wait TIMEOUT_MS ID        sleep until checkpoint ID is woken
 *   tst_checkpoint wake TIMEOUT_MS ID NR     wake NR waiters, waiting for them to arrive
 *
 * Exit 0 on success, 2 with a message on stderr on error or timeout.
 */
#include <errno.h>
#include <limits.h>
#include <linux/futex.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/syscall.h>
#include <time.h>
#include <unistd.h>
#include "ltk_core.h"

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

static uint32_t *futex_of(long id)
{
	const char *path = getenv("LTP_IPC_PATH");
	size_t nr;

	if (!path || !*path) {
		errno = 0;
		fail("LTP_IPC_PATH is not set (TST_NEEDS_CHECKPOINTS=1?)", NULL);
		return NULL;
	}
	if (ltk_results_attach(path)) {
		fail("cannot attach to ", path);
		return NULL;
	}
	nr = (ltk_results_size - sizeof(struct ltk_results)) / sizeof(uint32_t);
	if ((size_t)id >= nr) {
		errno = 0;
		fail("checkpoint id out of range", NULL);
		return NULL;
	}
	return &ltk_results->futexes[id];
}

static int do_wait(long msec, long id)
{
	uint32_t *f = futex_of(id);
	struct timespec ts = { msec / 1000, (msec % 1000) * 1000000L };

	if (!f)
		return 2;
	if (syscall(SYS_futex, f, FUTEX_WAIT, *f, &ts, NULL, 0)) {
		if (errno == ETIMEDOUT)
			return fail("wait timed out", NULL);
		if (errno != EAGAIN && errno != EINTR)
			return fail("futex wait failed", NULL);
	}
	return 0;
}

static int do_wake(long msec, long id, long nr)
{
	uint32_t *f = futex_of(id);
	struct timespec step = { 0, 1000000L };
	long woken = 0;

	if (!f)
		return 2;
	/* The waiters may not sleep on the futex yet: retry every millisecond. */
	for (long left = msec; ; left--) {
		long n = syscall(SYS_futex, f, FUTEX_WAKE, (int)(nr - woken), NULL, NULL, 0);

		if (n < 0)
			return fail("futex wake failed", NULL);
		woken += n;
		if (woken >= nr)
			return 0;
		if (left <= 0) {
			errno = 0;
			return fail("wake timed out", NULL);
		}
		nanosleep(&step, NULL);
	}
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
