// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * epoll_ctl(2) changes the interest list as man 2 epoll_ctl and man 7 epoll describe, each
 * change observed through epoll_wait() on pipes:
 * - EPOLL_CTL_ADD: a pipe with data is reported with the events and the data given;
 * - EPOLL_CTL_MOD: changing the events to EPOLLOUT hides the readable read end, changing
 *   them back with new data reports the new data;
 * - EPOLL_CTL_DEL: the descriptor is no longer reported;
 * - closing the only descriptor of an open file removes it from the set (nothing
 *   reported, and the same number can be added again), while a dup() of it keeps the
 *   registration alive (still reported after the close);
 * - EPOLLET: a readable pipe is reported once, and again only after more data arrives;
 * - EPOLLONESHOT: reported once, then disabled until EPOLL_CTL_MOD rearms it;
 * - EPOLLEXCLUSIVE: accepted with EPOLL_CTL_ADD, the event is reported;
 * - an epoll instance added to another one makes the outer one readable when the inner
 *   one has a ready descriptor.
 */

#include <sys/epoll.h>
#include "tst_test.h"
#include "tst_epoll.h"

static int epfd = -1;

static int ctl(int op, int fd, uint32_t events, uint64_t data)
{
	struct epoll_event ev = {.events = events, .data.u64 = data};

	return tst_syscall(__NR_epoll_ctl, epfd, op, fd, &ev);
}

/* Expect exactly one event with that data (or none when data is 0). */
static void expect(int efd, uint64_t data, const char *what)
{
	struct epoll_event ev[2] = {};
	int n = SAFE_EPOLL_WAIT(efd, ev, 2, 0);

	if (!data && !n) {
		tst_res(TPASS, "%s: nothing reported", what);
		return;
	}
	if (data && n == 1 && ev[0].data.u64 == data) {
		tst_res(TPASS, "%s: reported with data 0x%llx", what, (unsigned long long)data);
		return;
	}
	tst_res(TFAIL, "%s: %d events (first data 0x%llx), expected %d with data 0x%llx",
		what, n, (unsigned long long)ev[0].data.u64, !!data, (unsigned long long)data);
}

static void add_mod_del(void)
{
	int p[2];

	SAFE_PIPE(p);
	SAFE_WRITE(SAFE_WRITE_ALL, p[1], "x", 1);
	TST_EXP_PASS(ctl(EPOLL_CTL_ADD, p[0], EPOLLIN, 0xa1), "EPOLL_CTL_ADD(EPOLLIN)");
	expect(epfd, 0xa1, "after ADD");
	TST_EXP_PASS(ctl(EPOLL_CTL_MOD, p[0], EPOLLOUT, 0xa2), "EPOLL_CTL_MOD(EPOLLOUT)");
	expect(epfd, 0, "read end modified to EPOLLOUT");
	TST_EXP_PASS(ctl(EPOLL_CTL_MOD, p[0], EPOLLIN, 0xa3), "EPOLL_CTL_MOD(EPOLLIN)");
	expect(epfd, 0xa3, "modified back to EPOLLIN");
	TST_EXP_PASS(ctl(EPOLL_CTL_DEL, p[0], 0, 0), "EPOLL_CTL_DEL");
	expect(epfd, 0, "after DEL");
	SAFE_CLOSE(p[0]);
	SAFE_CLOSE(p[1]);
}

static void close_leaves_set(void)
{
	int p[2], dupfd, num;

	SAFE_PIPE(p);
	SAFE_WRITE(SAFE_WRITE_ALL, p[1], "x", 1);
	num = p[0];
	TST_EXP_PASS(ctl(EPOLL_CTL_ADD, p[0], EPOLLIN, 0xb1), "EPOLL_CTL_ADD");
	SAFE_CLOSE(p[0]);
	expect(epfd, 0, "last descriptor closed");
	SAFE_DUP2(p[1], num);
	TST_EXP_PASS(ctl(EPOLL_CTL_ADD, num, EPOLLOUT, 0xb2),
		     "EPOLL_CTL_ADD of the reused number %d", num);
	expect(epfd, 0xb2, "reused number registered anew");
	TST_EXP_PASS(ctl(EPOLL_CTL_DEL, num, 0, 0), "EPOLL_CTL_DEL");
	SAFE_CLOSE(num);
	SAFE_CLOSE(p[1]);

	SAFE_PIPE(p);
	SAFE_WRITE(SAFE_WRITE_ALL, p[1], "x", 1);
	dupfd = SAFE_DUP(p[0]);
	TST_EXP_PASS(ctl(EPOLL_CTL_ADD, p[0], EPOLLIN, 0xb3), "EPOLL_CTL_ADD");
	SAFE_CLOSE(p[0]);
	expect(epfd, 0xb3, "closed, but a dup() keeps the file open");
	SAFE_CLOSE(dupfd);
	expect(epfd, 0, "the dup() closed too");
	SAFE_CLOSE(p[1]);
}

static void edge_oneshot(void)
{
	int p[2], q[2];

	SAFE_PIPE(p);
	SAFE_WRITE(SAFE_WRITE_ALL, p[1], "x", 1);
	TST_EXP_PASS(ctl(EPOLL_CTL_ADD, p[0], EPOLLIN | EPOLLET, 0xc1), "ADD(EPOLLIN | EPOLLET)");
	expect(epfd, 0xc1, "edge-triggered, data arrived");
	expect(epfd, 0, "edge-triggered, no new data");
	SAFE_WRITE(SAFE_WRITE_ALL, p[1], "y", 1);
	expect(epfd, 0xc1, "edge-triggered, more data arrived");
	TST_EXP_PASS(ctl(EPOLL_CTL_DEL, p[0], 0, 0), "EPOLL_CTL_DEL");

	TST_EXP_PASS(ctl(EPOLL_CTL_ADD, p[0], EPOLLIN | EPOLLONESHOT, 0xc2),
		     "ADD(EPOLLIN | EPOLLONESHOT)");
	expect(epfd, 0xc2, "one-shot, first report");
	SAFE_WRITE(SAFE_WRITE_ALL, p[1], "z", 1);
	expect(epfd, 0, "one-shot, disabled after the report");
	TST_EXP_PASS(ctl(EPOLL_CTL_MOD, p[0], EPOLLIN | EPOLLONESHOT, 0xc3), "MOD rearms");
	expect(epfd, 0xc3, "one-shot, rearmed");
	TST_EXP_PASS(ctl(EPOLL_CTL_DEL, p[0], 0, 0), "EPOLL_CTL_DEL");

	SAFE_PIPE(q);
	SAFE_WRITE(SAFE_WRITE_ALL, q[1], "x", 1);
	TST_EXP_PASS(ctl(EPOLL_CTL_ADD, q[0], EPOLLIN | EPOLLEXCLUSIVE, 0xc4),
		     "ADD(EPOLLIN | EPOLLEXCLUSIVE)");
	expect(epfd, 0xc4, "exclusive wake-up registration");
	TST_EXP_PASS(ctl(EPOLL_CTL_DEL, q[0], 0, 0), "EPOLL_CTL_DEL");
	SAFE_CLOSE(p[0]);
	SAFE_CLOSE(p[1]);
	SAFE_CLOSE(q[0]);
	SAFE_CLOSE(q[1]);
}

static void nested(void)
{
	int inner = SAFE_EPOLL_CREATE1(0);
	struct epoll_event ev = {.events = EPOLLIN, .data.u64 = 0xd1};
	int p[2];

	SAFE_PIPE(p);
	SAFE_EPOLL_CTL(inner, EPOLL_CTL_ADD, p[0], &ev);
	TST_EXP_PASS(ctl(EPOLL_CTL_ADD, inner, EPOLLIN, 0xd2), "ADD of an epoll instance");
	expect(epfd, 0, "inner instance with nothing ready");
	SAFE_WRITE(SAFE_WRITE_ALL, p[1], "x", 1);
	expect(epfd, 0xd2, "inner instance with a ready pipe");
	TST_EXP_PASS(ctl(EPOLL_CTL_DEL, inner, 0, 0), "EPOLL_CTL_DEL");
	SAFE_CLOSE(inner);
	SAFE_CLOSE(p[0]);
	SAFE_CLOSE(p[1]);
}

static void run(void)
{
	add_mod_del();
	close_leaves_set();
	edge_oneshot();
	nested();
}

static void setup(void)
{
	epfd = SAFE_EPOLL_CREATE1(0);
}

static void cleanup(void)
{
	if (epfd > 0)
		SAFE_CLOSE(epfd);
}

static struct tst_test test = {
	.test_all = run,
	.setup = setup,
	.cleanup = cleanup,
};
