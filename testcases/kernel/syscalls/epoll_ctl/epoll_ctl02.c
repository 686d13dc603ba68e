// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * epoll_ctl(2) fails with the errors of man 2 epoll_ctl, in its order:
 * - EBADF: epfd is closed; fd is closed;
 * - EEXIST: EPOLL_CTL_ADD of a descriptor already in the set (its first registration and
 *   data stay);
 * - EINVAL: epfd is a pipe, not an epoll instance; fd is epfd itself; op is 42;
 * - EINVAL: EPOLLEXCLUSIVE with EPOLLONESHOT;
 * - EINVAL: EPOLL_CTL_MOD with EPOLLEXCLUSIVE;
 * - EINVAL: EPOLL_CTL_MOD of a pair added with EPOLLEXCLUSIVE;
 * - EINVAL: EPOLLEXCLUSIVE and fd is an epoll instance;
 * - ELOOP: adding an instance to one it already contains (a cycle), and a chain of
 *   instances deeper than the kernel allows (the man page says 5 levels; the test only
 *   checks that some link of a chain of 8 instances fails with ELOOP);
 * - ENOENT: EPOLL_CTL_MOD and EPOLL_CTL_DEL of a descriptor not in the set;
 * - EPERM: fd is a regular file, a directory.
 * After every failed call the instance reports exactly what it reported before: the one
 * ready pipe registered in setup with its data.
 *
 * Not provoked: ENOMEM needs the kernel's allocation to fail; ENOSPC needs
 * /proc/sys/fs/epoll/max_user_watches lowered, a limit of the whole user (root) on the
 * host that other tests running at the same time would hit.
 */

#include <sys/epoll.h>
#include "tst_test.h"
#include "tst_epoll.h"

#define REG_DATA 0x5eed

static int epfd = -1, epfd2 = -1, pipefd[2] = {-1, -1}, other[2] = {-1, -1}, excl[2] = {-1, -1};
static int closed_fd, file_fd = -1, dir_fd = -1;
static int chain[2] = {-1, -1};

static int ctl(int efd, int op, int fd, uint32_t events)
{
	struct epoll_event ev = {.events = events, .data.u64 = 0xbad};

	return tst_syscall(__NR_epoll_ctl, efd, op, fd, &ev);
}

static void expect_unchanged(void)
{
	struct epoll_event ev[4] = {};
	int n = SAFE_EPOLL_WAIT(epfd, ev, 4, 0);

	if (n != 1 || ev[0].data.u64 != REG_DATA)
		tst_res(TFAIL, "the set changed: %d events, first data 0x%llx, expected 1, 0x%x",
			n, (unsigned long long)ev[0].data.u64, REG_DATA);
}

static struct tcase {
	const char *name;
	int *epfd, op, *fd;
	uint32_t events;
	int exp_errno;
} tcases[] = {
	{"epfd closed", &closed_fd, EPOLL_CTL_ADD, &other[0], EPOLLIN, EBADF},
	{"fd closed", &epfd, EPOLL_CTL_ADD, &closed_fd, EPOLLIN, EBADF},
	{"ADD of a registered fd", &epfd, EPOLL_CTL_ADD, &pipefd[0], EPOLLIN, EEXIST},
	{"epfd is a pipe", &pipefd[1], EPOLL_CTL_ADD, &other[0], EPOLLIN, EINVAL},
	{"fd is epfd", &epfd, EPOLL_CTL_ADD, &epfd, EPOLLIN, EINVAL},
	{"op 42", &epfd, 42, &other[0], EPOLLIN, EINVAL},
	{"EPOLLEXCLUSIVE | EPOLLONESHOT", &epfd, EPOLL_CTL_ADD, &other[0],
	 EPOLLIN | EPOLLEXCLUSIVE | EPOLLONESHOT, EINVAL},
	{"MOD with EPOLLEXCLUSIVE", &epfd, EPOLL_CTL_MOD, &pipefd[0],
	 EPOLLIN | EPOLLEXCLUSIVE, EINVAL},
	{"MOD of a pair added with EPOLLEXCLUSIVE", &epfd2, EPOLL_CTL_MOD, &excl[0], EPOLLOUT,
	 EINVAL},
	{"EPOLLEXCLUSIVE on an epoll fd", &epfd, EPOLL_CTL_ADD, &epfd2,
	 EPOLLIN | EPOLLEXCLUSIVE, EINVAL},
	{"a cycle of instances", &chain[1], EPOLL_CTL_ADD, &chain[0], EPOLLIN, ELOOP},
	{"MOD of an unregistered fd", &epfd, EPOLL_CTL_MOD, &other[0], EPOLLIN, ENOENT},
	{"DEL of an unregistered fd", &epfd, EPOLL_CTL_DEL, &other[0], 0, ENOENT},
	{"fd is a regular file", &epfd, EPOLL_CTL_ADD, &file_fd, EPOLLIN, EPERM},
	{"fd is a directory", &epfd, EPOLL_CTL_ADD, &dir_fd, EPOLLIN, EPERM},
};

/* A chain deep[0] > deep[1] > ...: one link too many fails with ELOOP. */
static void too_deep(void)
{
	int deep[8];
	unsigned int j, links;
	int ret = 0;

	for (j = 0; j < ARRAY_SIZE(deep); j++)
		deep[j] = SAFE_EPOLL_CREATE1(0);
	for (links = 0; links + 1 < ARRAY_SIZE(deep); links++) {
		ret = ctl(deep[links], EPOLL_CTL_ADD, deep[links + 1], EPOLLIN);
		if (ret)
			break;
	}
	if (ret == -1 && errno == ELOOP)
		tst_res(TPASS, "after %u links of epoll instances the next fails with ELOOP",
			links);
	else
		tst_res(TFAIL | TERRNO, "a chain of %u links: the last ADD returned %d", links,
			ret);
	for (j = 0; j < ARRAY_SIZE(deep); j++)
		SAFE_CLOSE(deep[j]);
}

static void run(unsigned int i)
{
	struct tcase *tc = &tcases[i];

	TST_EXP_FAIL(ctl(*tc->epfd, tc->op, *tc->fd, tc->events), tc->exp_errno,
		     "epoll_ctl() %s", tc->name);
	expect_unchanged();

	if (i == ARRAY_SIZE(tcases) - 1)
		too_deep();
}

static void setup(void)
{
	struct epoll_event ev = {.events = EPOLLIN, .data.u64 = REG_DATA};
	int tmp[2];
	unsigned int i;

	epfd = SAFE_EPOLL_CREATE1(0);
	epfd2 = SAFE_EPOLL_CREATE1(0);
	SAFE_PIPE(pipefd);
	SAFE_PIPE(other);
	SAFE_PIPE(excl);
	SAFE_WRITE(SAFE_WRITE_ALL, pipefd[1], "x", 1);
	SAFE_WRITE(SAFE_WRITE_ALL, other[1], "x", 1);
	SAFE_EPOLL_CTL(epfd, EPOLL_CTL_ADD, pipefd[0], &ev);
	ev.events = EPOLLIN | EPOLLEXCLUSIVE;
	SAFE_EPOLL_CTL(epfd2, EPOLL_CTL_ADD, excl[0], &ev);

	for (i = 0; i < ARRAY_SIZE(chain); i++)
		chain[i] = SAFE_EPOLL_CREATE1(0);
	ev.events = EPOLLIN;
	SAFE_EPOLL_CTL(chain[0], EPOLL_CTL_ADD, chain[1], &ev);

	file_fd = SAFE_OPEN("file", O_RDWR | O_CREAT, 0600);
	dir_fd = SAFE_OPEN(".", O_RDONLY | O_DIRECTORY);
	/* Last, so that no later open takes its number. */
	SAFE_PIPE(tmp);
	closed_fd = tmp[0];
	SAFE_CLOSE(tmp[0]);
	SAFE_CLOSE(tmp[1]);
}

static void close_pair(int p[2])
{
	if (p[0] > 0)
		SAFE_CLOSE(p[0]);
	if (p[1] > 0)
		SAFE_CLOSE(p[1]);
}

static void cleanup(void)
{
	unsigned int i;

	for (i = 0; i < ARRAY_SIZE(chain); i++) {
		if (chain[i] > 0)
			SAFE_CLOSE(chain[i]);
	}
	close_pair(pipefd);
	close_pair(other);
	close_pair(excl);
	if (epfd > 0)
		SAFE_CLOSE(epfd);
	if (epfd2 > 0)
		SAFE_CLOSE(epfd2);
	if (file_fd > 0)
		SAFE_CLOSE(file_fd);
	if (dir_fd > 0)
		SAFE_CLOSE(dir_fd);
}

static struct tst_test test = {
	.test = run,
	.tcnt = ARRAY_SIZE(tcases),
	.setup = setup,
	.cleanup = cleanup,
	.needs_tmpdir = 1,
};
