// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * close(2) ERRORS, in the man page's order: EBADF ("fd isn't a valid open file
 * descriptor": a descriptor already closed, -1, a number beyond RLIMIT_NOFILE).
 * Not provoked: EINTR (close of local files and pipes does not block), EIO (needs a
 * failing device or a network filesystem), ENOSPC/EDQUOT (reported by close() on NFS only).
 */

#include <sys/resource.h>
#include "tst_test.h"

static int closed_fd = -1, beyond_fd;

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

	TST_EXP_FAIL(close(tc->fd ? *tc->fd : -1), EBADF, "close(): %s", tc->desc);
}

static void setup(void)
{
	struct rlimit rl;
	int fd;

	SAFE_GETRLIMIT(RLIMIT_NOFILE, &rl);
	beyond_fd = rl.rlim_cur + 1;
	fd = SAFE_OPEN(".", O_RDONLY);
	closed_fd = fd;
	SAFE_CLOSE(fd);
}

static struct tst_test test = {
	.tcnt = ARRAY_SIZE(tcases),
	.test = run,
	.setup = setup,
	.needs_tmpdir = 1,
};
