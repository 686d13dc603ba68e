// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * close_range(2) with CLOSE_RANGE_UNSHARE | CLOSE_RANGE_CLOEXEC on a descriptor table
 * shared by CLONE_FILES. From the man page: CLOSE_RANGE_UNSHARE unshares the table
 * "before closing" the descriptors, CLOSE_RANGE_CLOEXEC sets close-on-exec "rather than
 * immediately closing them". Both together: the child gets its own table in which every
 * descriptor of the range is still open with FD_CLOEXEC set, those outside the range keep
 * the flag clear, and the parent's table is untouched (no FD_CLOEXEC there, and a close
 * in the child after the call does not close the parent's descriptor).
 *
 * Regression: before the fix, the unshare copied the table only up to the range's first
 * descriptor when the range reached the end (last = ~0U), as if the rest were to be
 * closed: with CLOSE_RANGE_CLOEXEC the child lost those descriptors instead of keeping
 * them close-on-exec. Checked with a range to ~0U and with a bounded one.
 */

#include <signal.h>
#include <stdlib.h>
#include <sched.h>
#include "tst_test.h"
#include "tst_clone.h"
#include "lapi/close_range.h"

#define BASE 100
#define FAR (BASE + 40)

/* the descriptors of the test: below the range, in it, and far above it */
static const int fds[] = {BASE - 1, BASE, BASE + 1, BASE + 2, FAR};

static int cloexec_of(int fd)
{
	int flags = fcntl(fd, F_GETFD);

	return flags < 0 ? -1 : !!(flags & FD_CLOEXEC);
}

/* in the child: after the call, expect FD_CLOEXEC exactly on [first, last] */
static void child(unsigned int first, unsigned int last)
{
	unsigned int i;
	int bad = 0;

	TST_EXP_PASS(ltk_close_range(first, last, CLOSE_RANGE_UNSHARE | CLOSE_RANGE_CLOEXEC),
		     "close_range(%u, %u, UNSHARE|CLOEXEC) in a CLONE_FILES child", first, last);
	if (!TST_PASS)
		exit(0);
	for (i = 0; i < ARRAY_SIZE(fds); i++) {
		int exp = (unsigned int)fds[i] >= first && (unsigned int)fds[i] <= last;
		int got = cloexec_of(fds[i]);

		if (got != exp) {
			tst_res(TFAIL, "child: fd %d %s, expected open with FD_CLOEXEC %s", fds[i],
				got < 0 ? "is closed" : got ? "has FD_CLOEXEC" : "has no FD_CLOEXEC",
				exp ? "set" : "clear");
			bad = 1;
		}
	}
	if (!bad)
		tst_res(TPASS, "child: the range is close-on-exec, the rest unchanged");
	/* the table is the child's own now: this close must not reach the parent */
	close(BASE + 1);
	exit(0);
}

static void check(unsigned int first, unsigned int last)
{
	struct tst_clone_args args = {.flags = CLONE_FILES, .exit_signal = SIGCHLD};
	unsigned int i;
	int bad = 0;

	if (!SAFE_CLONE(&args))
		child(first, last);
	tst_reap_children();
	for (i = 0; i < ARRAY_SIZE(fds); i++) {
		if (cloexec_of(fds[i]) != 0) {
			tst_res(TFAIL, "parent: fd %d %s, expected open without FD_CLOEXEC", fds[i],
				cloexec_of(fds[i]) < 0 ? "is closed" : "has FD_CLOEXEC");
			bad = 1;
		}
	}
	if (!bad)
		tst_res(TPASS, "parent: its table is untouched");
}

static void run(void)
{
	check(BASE, ~0U);
	check(BASE, BASE + 1);
}

static void setup(void)
{
	unsigned int i;
	int fd = SAFE_OPEN("/dev/null", O_RDWR);

	for (i = 0; i < ARRAY_SIZE(fds); i++)
		SAFE_DUP2(fd, fds[i]);
	SAFE_CLOSE(fd);
}

static void cleanup(void)
{
	unsigned int i;

	for (i = 0; i < ARRAY_SIZE(fds); i++)
		close(fds[i]);
}

static struct tst_test test = {
	.test_all = run,
	.setup = setup,
	.cleanup = cleanup,
	.forks_child = 1,
	.min_kver = "5.11",
	.tags = (const struct tst_tag[]) {
		{"linux-git", "fec8a6a69103"},
		{}
	},
};
