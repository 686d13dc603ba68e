// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * select(2), the raw system call (_newselect on i386: select_nr.h), does what man 2 select
 * describes:
 * - on return each set holds only the descriptors that are ready, and the return value
 *   is the total number of bits set in the three sets;
 * - readfds: a pipe's read end after a write, a socket after the peer sent, a pipe whose
 *   writers are all closed (read would not block: end of file), a regular file;
 * - writefds: a pipe's write end with room, a regular file; a full pipe is not writable;
 * - exceptfds: a TCP socket with urgent (out-of-band) data pending;
 * - descriptors at or above nfds are not examined (their bit is cleared);
 * - the timeout: {0, 0} returns 0 at once with every set cleared; a 100 ms timeout waits at
 *   least 100 ms and, on Linux, leaves {0, 0} in *timeout; when an event ends the wait
 *   early the time not slept is written back; NULL waits until another process writes.
 */

#include <stdlib.h>
#include <netinet/in.h>
#include <sys/select.h>
#include <sys/socket.h>
#include "tst_test.h"
#include "tst_safe_net.h"
#include "tst_safe_clocks.h"
#include "tst_timer.h"
#include "select_nr.h"

static int do_select(int n, fd_set *r, fd_set *w, fd_set *e, struct timeval *tv)
{
	return tst_syscall(SELECT_NR, n, r, w, e, tv);
}

static void check_one(const char *what, int fd, int in_read, int in_write, int in_except,
		      int exp_read, int exp_write, int exp_except)
{
	fd_set r, w, e;
	struct timeval tv = {0, 0};
	int exp = exp_read + exp_write + exp_except;
	int got_r, got_w, got_e;

	FD_ZERO(&r);
	FD_ZERO(&w);
	FD_ZERO(&e);
	if (in_read)
		FD_SET(fd, &r);
	if (in_write)
		FD_SET(fd, &w);
	if (in_except)
		FD_SET(fd, &e);
	TEST(do_select(fd + 1, &r, &w, &e, &tv));
	got_r = FD_ISSET(fd, &r);
	got_w = FD_ISSET(fd, &w);
	got_e = FD_ISSET(fd, &e);
	if (TST_RET != exp || !got_r != !exp_read || !got_w != !exp_write ||
	    !got_e != !exp_except) {
		tst_res(TFAIL | TTERRNO, "%s: select() returned %ld, r/w/e %d%d%d, "
			"expected %d, %d%d%d", what, TST_RET, !!got_r, !!got_w, !!got_e,
			exp, exp_read, exp_write, exp_except);
		return;
	}
	tst_res(TPASS, "%s: returned %d, r/w/e %d%d%d", what, exp, exp_read, exp_write,
		exp_except);
}

static void pipes(void)
{
	int p[2], flags;
	char buf[4096];

	SAFE_PIPE(p);
	check_one("empty pipe, read end", p[0], 1, 0, 1, 0, 0, 0);
	check_one("empty pipe, write end", p[1], 0, 1, 0, 0, 1, 0);
	SAFE_WRITE(SAFE_WRITE_ALL, p[1], "x", 1);
	check_one("pipe with data, read end", p[0], 1, 1, 1, 1, 0, 0);
	SAFE_READ(1, p[0], buf, 1);

	flags = SAFE_FCNTL(p[1], F_GETFL);
	SAFE_FCNTL(p[1], F_SETFL, flags | O_NONBLOCK);
	memset(buf, 'f', sizeof(buf));
	while (write(p[1], buf, sizeof(buf)) > 0)
		;
	check_one("full pipe, write end", p[1], 0, 1, 0, 0, 0, 0);
	SAFE_CLOSE(p[1]);
	check_one("pipe without writers, read end", p[0], 1, 0, 0, 1, 0, 0);
	SAFE_CLOSE(p[0]);
}

static void sockets_files(void)
{
	struct sockaddr_in addr = {.sin_family = AF_INET};
	socklen_t len = sizeof(addr);
	int sv[2], lfd, cfd, afd, fd;

	SAFE_SOCKETPAIR(AF_UNIX, SOCK_STREAM, 0, sv);
	check_one("idle socket", sv[0], 1, 0, 1, 0, 0, 0);
	SAFE_SEND(1, sv[1], "y", 1, 0);
	check_one("socket with data", sv[0], 1, 1, 1, 1, 1, 0);
	SAFE_CLOSE(sv[0]);
	SAFE_CLOSE(sv[1]);

	addr.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
	lfd = SAFE_SOCKET(AF_INET, SOCK_STREAM, 0);
	SAFE_BIND(lfd, (struct sockaddr *)&addr, sizeof(addr));
	SAFE_LISTEN(lfd, 1);
	SAFE_GETSOCKNAME(lfd, (struct sockaddr *)&addr, &len);
	cfd = SAFE_SOCKET(AF_INET, SOCK_STREAM, 0);
	SAFE_CONNECT(cfd, (struct sockaddr *)&addr, sizeof(addr));
	afd = SAFE_ACCEPT(lfd, NULL, NULL);
	check_one("TCP socket without urgent data", afd, 0, 0, 1, 0, 0, 0);
	SAFE_SEND(1, cfd, "!", 1, MSG_OOB);
	check_one("TCP socket with urgent data", afd, 0, 0, 1, 0, 0, 1);
	SAFE_CLOSE(afd);
	SAFE_CLOSE(cfd);
	SAFE_CLOSE(lfd);

	fd = SAFE_OPEN("file", O_RDWR | O_CREAT, 0600);
	check_one("regular file", fd, 1, 1, 0, 1, 1, 0);
	SAFE_CLOSE(fd);
}

static void counting_and_nfds(void)
{
	int p[2], q[2];
	fd_set r, w;
	struct timeval tv = {0, 0};
	int hi;

	SAFE_PIPE(p);
	SAFE_PIPE(q);
	hi = MAX(MAX(p[0], p[1]), MAX(q[0], q[1]));
	SAFE_WRITE(SAFE_WRITE_ALL, p[1], "x", 1);
	SAFE_WRITE(SAFE_WRITE_ALL, q[1], "x", 1);
	FD_ZERO(&r);
	FD_ZERO(&w);
	FD_SET(p[0], &r);
	FD_SET(q[0], &r);
	FD_SET(p[1], &w);
	FD_SET(q[1], &w);
	TEST(do_select(hi + 1, &r, &w, NULL, &tv));
	if (TST_RET == 4 && FD_ISSET(p[0], &r) && FD_ISSET(q[0], &r) && FD_ISSET(p[1], &w) &&
	    FD_ISSET(q[1], &w))
		tst_res(TPASS, "4 ready descriptors in two sets: select() returned 4");
	else
		tst_res(TFAIL | TTERRNO, "4 ready descriptors: select() returned %ld", TST_RET);

	/* q[1] is the highest: with nfds = q[1] it is not looked at. */
	FD_ZERO(&w);
	FD_SET(p[1], &w);
	FD_SET(q[1], &w);
	TEST(do_select(q[1], NULL, &w, NULL, &tv));
	if (TST_RET == 1 && FD_ISSET(p[1], &w) && !FD_ISSET(q[1], &w))
		tst_res(TPASS, "a descriptor equal to nfds is ignored");
	else
		tst_res(TFAIL | TTERRNO, "nfds = %d: select() returned %ld, fd %d set %d",
			q[1], TST_RET, q[1], !!FD_ISSET(q[1], &w));
	SAFE_CLOSE(p[0]);
	SAFE_CLOSE(p[1]);
	SAFE_CLOSE(q[0]);
	SAFE_CLOSE(q[1]);
}

static void timeouts(void)
{
	int p[2];
	fd_set r;
	struct timeval tv;
	struct timespec t0, t1;
	long long ms;

	SAFE_PIPE(p);
	FD_ZERO(&r);
	FD_SET(p[0], &r);
	tv = (struct timeval){0, 100000};
	SAFE_CLOCK_GETTIME(CLOCK_MONOTONIC, &t0);
	TEST(do_select(p[0] + 1, &r, NULL, NULL, &tv));
	SAFE_CLOCK_GETTIME(CLOCK_MONOTONIC, &t1);
	ms = tst_timespec_diff_ms(t1, t0);
	if (TST_RET == 0 && ms >= 100 && !FD_ISSET(p[0], &r) && !tv.tv_sec && !tv.tv_usec)
		tst_res(TPASS, "select(100 ms) timed out after %lld ms, set cleared, left {0, 0}",
			ms);
	else
		tst_res(TFAIL | TTERRNO, "select(100 ms) returned %ld after %lld ms, "
			"left {%ld, %ld}", TST_RET, ms, (long)tv.tv_sec, (long)tv.tv_usec);

	if (!SAFE_FORK()) {
		TST_CHECKPOINT_WAIT(0);
		SAFE_WRITE(SAFE_WRITE_ALL, p[1], "w", 1);
		exit(0);
	}
	TST_CHECKPOINT_WAKE(0);
	FD_SET(p[0], &r);
	TEST(do_select(p[0] + 1, &r, NULL, NULL, NULL));
	if (TST_RET == 1 && FD_ISSET(p[0], &r))
		tst_res(TPASS, "select(NULL timeout) returned at the child's write");
	else
		tst_res(TFAIL | TTERRNO, "select(NULL timeout) returned %ld", TST_RET);
	tst_reap_children();

	tv = (struct timeval){30, 0};
	TEST(do_select(p[0] + 1, &r, NULL, NULL, &tv));
	if (TST_RET == 1 && tv.tv_sec < 30 && (tv.tv_sec || tv.tv_usec))
		tst_res(TPASS, "select(30 s) with data ready left {%ld, %ld}",
			(long)tv.tv_sec, (long)tv.tv_usec);
	else
		tst_res(TFAIL | TTERRNO, "select(30 s) with data returned %ld, left {%ld, %ld}",
			TST_RET, (long)tv.tv_sec, (long)tv.tv_usec);
	SAFE_CLOSE(p[0]);
	SAFE_CLOSE(p[1]);
}

static void run(void)
{
	pipes();
	sockets_files();
	counting_and_nfds();
	timeouts();
}

static struct tst_test test = {
	.test_all = run,
	.needs_tmpdir = 1,
	.forks_child = 1,
	.needs_checkpoints = 1,
};
