/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * Shared by the errno tests of dup2() and dup3() (dup202.c, dup302.c): the descriptors
 * their rows pass (open_fd and victim_fd open on ".", closed_fd a number that is not open,
 * limit_fd equal to RLIMIT_NOFILE), and the check that a failed call left oldfd and newfd
 * as they were (file, offset, flags; a newfd that was not open stays closed:
 * tst_fd_state.h).
 */
#ifndef DUP_ERRORS_H__
#define DUP_ERRORS_H__

#include <sys/resource.h>
#include "tst_test.h"
#include "tst_fd_state.h"

static int closed_fd, open_fd = -1, victim_fd = -1, limit_fd;

/* Before the call: the state of newfd, then of oldfd. */
static void dup_fds_get(int oldfd, int newfd, struct tst_fd_state before[2])
{
	tst_fd_state_get(newfd, &before[0]);
	tst_fd_state_get(oldfd, &before[1]);
}

/* After the failed call: both as they were. */
static void dup_fds_unchanged(int oldfd, int newfd, struct tst_fd_state before[2],
			      const char *desc)
{
	if (!TST_FD_UNCHANGED(newfd, &before[0]) && !TST_FD_UNCHANGED(oldfd, &before[1]))
		tst_res(TPASS, "%s: oldfd and newfd unchanged", desc);
}

static void dup_fds_setup(void)
{
	struct rlimit rl;
	int fd;

	SAFE_GETRLIMIT(RLIMIT_NOFILE, &rl);
	limit_fd = rl.rlim_cur;
	open_fd = SAFE_OPEN(".", O_RDONLY);
	victim_fd = SAFE_OPEN(".", O_RDONLY);

	/* Taken last, so that no later open() in setup reuses the number. */
	fd = SAFE_OPEN(".", O_RDONLY);
	closed_fd = fd;
	SAFE_CLOSE(fd);
}

static void dup_fds_cleanup(void)
{
	if (open_fd > -1)
		SAFE_CLOSE(open_fd);
	if (victim_fd > -1)
		SAFE_CLOSE(victim_fd);
}

#endif
