// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * eventfd2(2), the system call with flags behind eventfd(3), honours its flags (man 2
 * eventfd):
 * - EFD_SEMAPHORE: each read() returns 1 and decrements the counter (3 reads of a counter
 *   of 3, then the counter is 0: a nonblocking read fails with EAGAIN);
 * - EFD_NONBLOCK: O_NONBLOCK is set on the file, read() of a zero counter fails with
 *   EAGAIN, a write() that would pass 0xfffffffffffffffe fails with EAGAIN and leaves the
 *   counter as it was;
 * - EFD_CLOEXEC: FD_CLOEXEC is set; without it, it is not;
 * - flags 0: a blocking counter (O_NONBLOCK clear) starting at initval;
 * - the counter is shared with a child through fork(): the child's write is read by the
 *   parent.
 */

#include <stdlib.h>
#include <sys/eventfd.h>
#include "tst_test.h"

/* A new eventfd (checked through its /proc/self/fd link), or -1 after a TFAIL. */
static int make(unsigned int initval, int flags)
{
	char path[64], link[64] = "";
	int fd = TST_EXP_FD(tst_syscall(__NR_eventfd2, initval, flags), "eventfd2(%u, 0x%x)",
			    initval, flags);

	if (fd < 0)
		return -1;
	snprintf(path, sizeof(path), "/proc/self/fd/%d", fd);
	if (readlink(path, link, sizeof(link) - 1) < 0 || strcmp(link, "anon_inode:[eventfd]")) {
		tst_res(TFAIL, "fd %d links to '%s', not to an eventfd", fd, link);
		return -1;
	}
	return fd;
}

static void semaphore(void)
{
	uint64_t v;
	int fd = make(3, EFD_SEMAPHORE | EFD_NONBLOCK), i;

	if (fd < 0)
		return;
	for (i = 0; i < 3; i++) {
		v = 0;
		SAFE_READ(1, fd, &v, sizeof(v));
		TST_EXP_EQ_LU(v, 1);
	}
	TST_EXP_FAIL2(read(fd, &v, sizeof(v)), EAGAIN, "read() of an exhausted semaphore");
	SAFE_CLOSE(fd);
}

static void nonblock(void)
{
	uint64_t v;
	int fd = make(0, EFD_NONBLOCK);

	if (fd < 0)
		return;
	TST_EXP_EQ_LI(SAFE_FCNTL(fd, F_GETFL) & O_NONBLOCK, O_NONBLOCK);
	TST_EXP_FAIL2(read(fd, &v, sizeof(v)), EAGAIN, "nonblocking read() of counter 0");
	v = 0xfffffffffffffff0ULL;
	SAFE_WRITE(SAFE_WRITE_ALL, fd, &v, sizeof(v));
	v = 0x10;
	TST_EXP_FAIL2(write(fd, &v, sizeof(v)), EAGAIN, "write() past the maximum");
	v = 0;
	SAFE_READ(1, fd, &v, sizeof(v));
	TST_EXP_EQ_LU(v, 0xfffffffffffffff0ULL);
	SAFE_CLOSE(fd);
}

static void cloexec_and_fork(void)
{
	uint64_t v = 0;
	int fd = make(0, EFD_CLOEXEC), plain = make(11, 0);

	if (fd < 0 || plain < 0)
		return;
	TST_EXP_EQ_LI(SAFE_FCNTL(fd, F_GETFD) & FD_CLOEXEC, FD_CLOEXEC);
	TST_EXP_EQ_LI(SAFE_FCNTL(plain, F_GETFD) & FD_CLOEXEC, 0);
	TST_EXP_EQ_LI(SAFE_FCNTL(plain, F_GETFL) & O_NONBLOCK, 0);
	SAFE_READ(1, plain, &v, sizeof(v));
	TST_EXP_EQ_LU(v, 11);

	if (!SAFE_FORK()) {
		v = 21;
		SAFE_WRITE(SAFE_WRITE_ALL, fd, &v, sizeof(v));
		exit(0);
	}
	tst_reap_children();
	v = 0;
	SAFE_READ(1, fd, &v, sizeof(v));
	TST_EXP_EQ_LU(v, 21);
	SAFE_CLOSE(fd);
	SAFE_CLOSE(plain);
}

static void run(void)
{
	semaphore();
	nonblock();
	cloexec_and_fork();
}

static struct tst_test test = {
	.test_all = run,
	.forks_child = 1,
};
