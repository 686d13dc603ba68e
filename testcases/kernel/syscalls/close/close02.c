// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * close(2) ERRORS, in the man page's order: EBADF ("fd isn't a valid open file
 * descriptor": a descriptor already closed, -1, a number beyond RLIMIT_NOFILE).
 * Not provoked: EINTR (close of local files and pipes does not block), EIO (needs a
 * failing device or a network filesystem), ENOSPC/EDQUOT (reported by close() on NFS only).
 * A failed close() closes nothing: another open descriptor keeps its state and the lowest
 * free descriptor stays the same.
 */

#include <sys/resource.h>
#include "tst_test.h"
#include "tst_fd_state.h"

static int closed_fd = -1, beyond_fd, open_fd = -1;

static struct tcase {
	int *fd;
	const char *desc;
} tcases[] = {
	{&closed_fd, "descriptor already closed"},
	{NULL, "descriptor -1"},
	{&beyond_fd, "descriptor beyond RLIMIT_NOFILE"},
};

static void run(unsigned int n)
{
	struct tcase *tc = &tcases[n];

	struct tst_fd_state before;
	int next = tst_fd_lowest_free();

	tst_fd_state_get(open_fd, &before);
	TST_EXP_FAIL(close(tc->fd ? *tc->fd : -1), EBADF, "close(): %s", tc->desc);
	/* nothing else closed, nothing opened */
	if (!TST_FD_UNCHANGED(open_fd, &before) && tst_fd_lowest_free() == next)
		tst_res(TPASS, "%s: the open descriptor %d is still open, %d still the lowest free",
			tc->desc, open_fd, next);
	else if (tst_fd_lowest_free() != next)
		tst_res(TFAIL, "%s: the lowest free descriptor is %d, was %d", tc->desc,
			tst_fd_lowest_free(), next);
}

static void setup(void)
{
	struct rlimit rl;
	int fd;

	SAFE_GETRLIMIT(RLIMIT_NOFILE, &rl);
	beyond_fd = rl.rlim_cur + 1;
	/* opened first: the closed one must not be reused by it */
	open_fd = SAFE_OPEN(".", O_RDONLY);
	fd = SAFE_OPEN(".", O_RDONLY);
	closed_fd = fd;
	SAFE_CLOSE(fd);
}

static void cleanup(void)
{
	if (open_fd > -1)
		SAFE_CLOSE(open_fd);
}

static struct tst_test test = {
	.tcnt = ARRAY_SIZE(tcases),
	.test = run,
	.setup = setup,
	.cleanup = cleanup,
	.needs_tmpdir = 1,
};
