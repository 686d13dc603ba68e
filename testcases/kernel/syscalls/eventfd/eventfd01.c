// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * eventfd(2), the original system call without flags, creates the counter object man 2
 * eventfd describes:
 * - the counter starts at initval: read() returns it (8 bytes) and resets it to 0;
 * - write() adds to the counter: two writes of 3 and 4 are read back as 7;
 * - read() of a zero counter blocks until a child writes (a child woken by a checkpoint);
 * - poll(): readable only while the counter is above 0, writable while a write of 1 would
 *   not block; at 0xfffffffffffffffe (the maximum) it is not writable;
 * - the descriptor is blocking and not close-on-exec, and its /proc/self/fd link names
 *   an eventfd;
 * - read() with a buffer smaller than 8 bytes fails with EINVAL, write() of
 *   0xffffffffffffffff fails with EINVAL, and neither changes the counter.
 */

#include <poll.h>
#include <stdlib.h>
#include "tst_test.h"

#define MAX_COUNT 0xfffffffffffffffeULL

static short poll_events(int fd)
{
	struct pollfd pfd = {.fd = fd, .events = POLLIN | POLLOUT};

	if (poll(&pfd, 1, 0) < 0)
		tst_brk(TBROK | TERRNO, "poll()");
	return pfd.revents;
}

static void put(int fd, uint64_t v)
{
	SAFE_WRITE(SAFE_WRITE_ALL, fd, &v, sizeof(v));
}

static uint64_t take(int fd)
{
	uint64_t v = 0;

	SAFE_READ(1, fd, &v, sizeof(v));
	return v;
}

static void run(void)
{
	char link[64] = "", path[64];
	uint64_t v = 0;
	int fd;

	fd = TST_EXP_FD(tst_syscall(__NR_eventfd, 5), "eventfd(5)");
	if (fd < 0)
		return;
	snprintf(path, sizeof(path), "/proc/self/fd/%d", fd);
	SAFE_READLINK(path, link, sizeof(link) - 1);
	TST_EXP_EQ_STR(link, "anon_inode:[eventfd]");
	TST_EXP_EQ_LI(SAFE_FCNTL(fd, F_GETFL) & O_NONBLOCK, 0);
	TST_EXP_EQ_LI(SAFE_FCNTL(fd, F_GETFD) & FD_CLOEXEC, 0);

	TST_EXP_EQ_LI(poll_events(fd), POLLIN | POLLOUT);
	TST_EXP_EQ_LU(take(fd), 5);
	TST_EXP_EQ_LI(poll_events(fd), POLLOUT);
	put(fd, 3);
	put(fd, 4);
	TST_EXP_EQ_LU(take(fd), 7);

	if (!SAFE_FORK()) {
		TST_CHECKPOINT_WAIT(0);
		put(fd, 9);
		exit(0);
	}
	TST_CHECKPOINT_WAKE(0);
	TST_EXP_EQ_LU(take(fd), 9);
	tst_reap_children();

	put(fd, MAX_COUNT);
	TST_EXP_EQ_LI(poll_events(fd), POLLIN);
	TST_EXP_FAIL2(read(fd, &v, 4), EINVAL, "read() of 4 bytes");
	v = 0xffffffffffffffffULL;
	TST_EXP_FAIL2(write(fd, &v, sizeof(v)), EINVAL, "write(0xffffffffffffffff)");
	TST_EXP_EQ_LU(take(fd), MAX_COUNT);
	SAFE_CLOSE(fd);
}

static struct tst_test test = {
	.test_all = run,
	.forks_child = 1,
	.needs_checkpoints = 1,
};
