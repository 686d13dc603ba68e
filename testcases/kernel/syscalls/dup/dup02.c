// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * dup(2) ERRORS, in the man page's order (the entries that apply to dup()):
 * EBADF ("oldfd isn't an open file descriptor": a closed descriptor, -1), EMFILE ("The
 * per-process limit on the number of open file descriptors has been reached": RLIMIT_NOFILE
 * lowered to the number of open descriptors, restored afterwards).
 * The other entries (EBADF for newfd, EBUSY, EINTR, EINVAL) concern dup2()/dup3() only.
 * A failed dup() takes no descriptor (the lowest free one stays free) and leaves the
 * open descriptor as it was (flags, offset, file).
 */

#include <sys/resource.h>
#include "tst_test.h"
#include "tst_fd_state.h"

static int closed_fd, open_fd = -1;
static struct rlimit nofile;

static void lower_nofile(void)
{
	struct rlimit rl = nofile;
	int fd = SAFE_DUP(open_fd);

	/* Every descriptor below fd is taken: a limit of fd leaves none free. */
	rl.rlim_cur = fd;
	SAFE_CLOSE(fd);
	SAFE_SETRLIMIT(RLIMIT_NOFILE, &rl);
}

static void restore_nofile(void)
{
	SAFE_SETRLIMIT(RLIMIT_NOFILE, &nofile);
}

static struct tcase {
	int *fd;
	int exp_errno;
	const char *desc;
	void (*pre)(void);
	void (*post)(void);
} tcases[] = {
	{&closed_fd, EBADF, "closed descriptor", NULL, NULL},
	{NULL, EBADF, "descriptor -1", NULL, NULL},
	{&open_fd, EMFILE, "RLIMIT_NOFILE reached", lower_nofile, restore_nofile},
};

static void run(unsigned int n)
{
	struct tcase *tc = &tcases[n];
	struct tst_fd_state before;
	int next;

	tst_fd_state_get(open_fd, &before);
	next = tst_fd_lowest_free();
	if (tc->pre)
		tc->pre();
	TST_EXP_FAIL2(dup(tc->fd ? *tc->fd : -1), tc->exp_errno, "dup(): %s", tc->desc);
	if (tc->post)
		tc->post();
	if (!TST_FD_STILL_FREE(next) && !TST_FD_UNCHANGED(open_fd, &before))
		tst_res(TPASS, "%s: no descriptor taken, the open one unchanged", tc->desc);
	if (TST_RET >= 0)
		SAFE_CLOSE(TST_RET);
}

static void setup(void)
{
	int fd;

	SAFE_GETRLIMIT(RLIMIT_NOFILE, &nofile);
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
