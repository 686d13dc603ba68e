// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * epoll_wait(2) returns the ready events as man 2 epoll_wait and man 7 epoll describe:
 * - level-triggered: a readable pipe is reported again by every call until drained, and
 *   not after it was drained;
 * - at most maxevents are returned: with two ready pipes and maxevents 1, two calls
 *   report the two pipes in turn (round robin), the array entry after the returned ones
 *   is untouched;
 * - EPOLLHUP and EPOLLERR are reported without being asked for: a read end whose writer
 *   is closed (EPOLLHUP), a write end whose reader is closed (EPOLLERR);
 * - timeout 0 returns 0 at once; 100 ms waits at least 100 ms; -1 waits until a child
 *   writes to the pipe, then reports it.
 */

#include <stdlib.h>
#include <sys/epoll.h>
#include "tst_test.h"
#include "tst_epoll.h"
#include "tst_safe_clocks.h"
#include "tst_timer.h"

static int epfd = -1;

static int do_wait(struct epoll_event *ev, int max, int timeout)
{
	return tst_syscall(__NR_epoll_wait, epfd, ev, max, timeout);
}

static void add(int fd, uint32_t events, uint64_t data)
{
	struct epoll_event ev = {.events = events, .data.u64 = data};

	SAFE_EPOLL_CTL(epfd, EPOLL_CTL_ADD, fd, &ev);
}

static void del(int fd)
{
	SAFE_EPOLL_CTL(epfd, EPOLL_CTL_DEL, fd, NULL);
}

static void expect(int max, int timeout, uint64_t data, uint32_t events, const char *what)
{
	struct epoll_event ev[2] = {};
	int exp = data ? 1 : 0;

	TEST(do_wait(ev, max, timeout));
	if (TST_RET == exp && (!exp || (ev[0].data.u64 == data && ev[0].events == events)))
		tst_res(TPASS, "%s: %d event(s), data 0x%llx, events 0x%x", what, exp,
			(unsigned long long)data, events);
	else
		tst_res(TFAIL | TTERRNO, "%s: returned %ld, data 0x%llx, events 0x%x, expected "
			"%d, 0x%llx, 0x%x", what, TST_RET, (unsigned long long)ev[0].data.u64,
			ev[0].events, exp, (unsigned long long)data, events);
}

static void level_and_max(void)
{
	int p[2], q[2];
	struct epoll_event ev[3];
	uint64_t first;
	char buf[4];

	SAFE_PIPE(p);
	SAFE_PIPE(q);
	add(p[0], EPOLLIN, 0x11);
	expect(2, 0, 0, 0, "empty pipe");
	SAFE_WRITE(SAFE_WRITE_ALL, p[1], "ab", 2);
	expect(2, 0, 0x11, EPOLLIN, "data written");
	SAFE_READ(1, p[0], buf, 1);
	expect(2, 0, 0x11, EPOLLIN, "level-triggered, data left");
	SAFE_READ(1, p[0], buf, 1);
	expect(2, 0, 0, 0, "drained");

	add(q[0], EPOLLIN, 0x22);
	SAFE_WRITE(SAFE_WRITE_ALL, p[1], "x", 1);
	SAFE_WRITE(SAFE_WRITE_ALL, q[1], "x", 1);
	memset(ev, 0, sizeof(ev));
	ev[1].data.u64 = 0x5a5a;
	TEST(do_wait(ev, 1, 0));
	first = ev[0].data.u64;
	if (TST_RET == 1 && (first == 0x11 || first == 0x22) && ev[1].data.u64 == 0x5a5a)
		tst_res(TPASS, "maxevents 1 of 2 ready: one event, the next entry untouched");
	else
		tst_res(TFAIL | TTERRNO, "maxevents 1 of 2 ready: returned %ld, data 0x%llx, "
			"next entry 0x%llx", TST_RET, (unsigned long long)first,
			(unsigned long long)ev[1].data.u64);
	expect(1, 0, first == 0x11 ? 0x22 : 0x11, EPOLLIN, "the next call, the other pipe");
	del(p[0]);
	del(q[0]);
	SAFE_CLOSE(p[0]);
	SAFE_CLOSE(p[1]);
	SAFE_CLOSE(q[0]);
	SAFE_CLOSE(q[1]);
}

static void hup_err(void)
{
	int p[2];

	SAFE_PIPE(p);
	add(p[0], EPOLLIN, 0x33);
	SAFE_CLOSE(p[1]);
	expect(2, 0, 0x33, EPOLLHUP, "writer closed: EPOLLHUP unasked");
	del(p[0]);
	SAFE_CLOSE(p[0]);

	SAFE_PIPE(p);
	add(p[1], 0, 0x44);
	SAFE_CLOSE(p[0]);
	expect(2, 0, 0x44, EPOLLERR, "reader closed: EPOLLERR unasked");
	del(p[1]);
	SAFE_CLOSE(p[1]);
}

static void timeouts(void)
{
	struct epoll_event ev[2];
	struct timespec t0, t1;
	long long ms;
	int p[2];

	SAFE_PIPE(p);
	add(p[0], EPOLLIN, 0x55);
	SAFE_CLOCK_GETTIME(CLOCK_MONOTONIC, &t0);
	TEST(do_wait(ev, 2, 100));
	SAFE_CLOCK_GETTIME(CLOCK_MONOTONIC, &t1);
	ms = tst_timespec_diff_ms(t1, t0);
	if (TST_RET == 0 && ms >= 100)
		tst_res(TPASS, "epoll_wait(100 ms) returned 0 after %lld ms", ms);
	else
		tst_res(TFAIL | TTERRNO, "epoll_wait(100 ms) returned %ld after %lld ms",
			TST_RET, ms);

	if (!SAFE_FORK()) {
		TST_CHECKPOINT_WAIT(0);
		SAFE_WRITE(SAFE_WRITE_ALL, p[1], "x", 1);
		exit(0);
	}
	TST_CHECKPOINT_WAKE(0);
	expect(2, -1, 0x55, EPOLLIN, "epoll_wait(-1) ended by a child's write");
	tst_reap_children();
	del(p[0]);
	SAFE_CLOSE(p[0]);
	SAFE_CLOSE(p[1]);
}

static void run(void)
{
	level_and_max();
	hup_err();
	timeouts();
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
	.forks_child = 1,
	.needs_checkpoints = 1,
};
