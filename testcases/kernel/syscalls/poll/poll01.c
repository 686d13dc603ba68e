// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * poll(2) reports the events man 2 poll describes, on every kind of file, each checked
 * against the state the test created:
 * - pipe: the read end is POLLIN only after a write, the write end POLLOUT while there is
 *   room; the read end gets POLLHUP once every writer is closed, the write end POLLERR once
 *   every reader is closed;
 * - stream socket pair: POLLIN after the peer sends, POLLOUT while there is room, POLLRDHUP
 *   after the peer shut down writing, POLLHUP after both directions are shut down;
 * - TCP loopback: POLLPRI for urgent (out-of-band) data;
 * - regular file: always readable and writable;
 * - pty: the master is POLLIN after the slave writes;
 * - a closed descriptor gives POLLNVAL, a negative one is ignored (revents 0);
 * - the return value counts the entries with nonzero revents;
 * - a timeout of 0 returns 0 at once when nothing is ready, a timeout of 100 ms waits at
 *   least 100 ms, and a write from another process ends an infinite wait.
 */

#include <poll.h>
#include <stdlib.h>
#include <netinet/in.h>
#include <sys/socket.h>
#include "tst_test.h"
#include "tst_safe_net.h"
#include "tst_safe_clocks.h"
#include "tst_timer.h"

#define ALL_EVENTS (POLLIN | POLLPRI | POLLOUT | POLLRDHUP | POLLERR | POLLHUP | POLLNVAL)

static int do_poll(struct pollfd *fds, nfds_t n, int timeout)
{
	return tst_syscall(__NR_poll, fds, n, timeout);
}

static void expect(const char *what, int fd, short events, short exp)
{
	struct pollfd pfd = {.fd = fd, .events = events, .revents = 0};
	int exp_ret = exp ? 1 : 0;

	TEST(do_poll(&pfd, 1, 0));
	if (TST_RET != exp_ret) {
		tst_res(TFAIL | TTERRNO, "%s: poll() returned %ld, expected %d",
			what, TST_RET, exp_ret);
		return;
	}
	if ((pfd.revents & ALL_EVENTS) != exp) {
		tst_res(TFAIL, "%s: revents 0x%x, expected 0x%x", what, pfd.revents, exp);
		return;
	}
	tst_res(TPASS, "%s: revents 0x%x", what, exp);
}

static void pipes(void)
{
	int p[2];
	char c;

	SAFE_PIPE(p);
	expect("empty pipe, read end", p[0], POLLIN, 0);
	expect("empty pipe, write end", p[1], POLLOUT, POLLOUT);
	SAFE_WRITE(SAFE_WRITE_ALL, p[1], "x", 1);
	expect("pipe with data, read end", p[0], POLLIN | POLLOUT, POLLIN);
	SAFE_READ(1, p[0], &c, 1);
	expect("drained pipe, read end", p[0], POLLIN, 0);
	SAFE_CLOSE(p[1]);
	expect("pipe without writers, read end", p[0], POLLIN, POLLHUP);
	SAFE_CLOSE(p[0]);

	SAFE_PIPE(p);
	SAFE_CLOSE(p[0]);
	expect("pipe without readers, write end", p[1], POLLOUT, POLLOUT | POLLERR);
	SAFE_CLOSE(p[1]);
}

static void sockets(void)
{
	int sv[2];
	char c;

	SAFE_SOCKETPAIR(AF_UNIX, SOCK_STREAM, 0, sv);
	expect("idle socket", sv[0], POLLIN | POLLRDHUP, 0);
	expect("idle socket, POLLOUT", sv[0], POLLOUT, POLLOUT);
	SAFE_SEND(1, sv[1], "y", 1, 0);
	expect("socket with data", sv[0], POLLIN, POLLIN);
	SAFE_RECV(1, sv[0], &c, 1, 0);
	if (shutdown(sv[1], SHUT_WR))
		tst_brk(TBROK | TERRNO, "shutdown()");
	expect("peer shut down writing", sv[0], POLLRDHUP, POLLRDHUP);
	if (shutdown(sv[0], SHUT_WR))
		tst_brk(TBROK | TERRNO, "shutdown()");
	expect("both directions shut down", sv[0], POLLIN | POLLRDHUP,
	       POLLIN | POLLRDHUP | POLLHUP);
	SAFE_CLOSE(sv[0]);
	SAFE_CLOSE(sv[1]);
}

static void urgent(void)
{
	struct sockaddr_in addr = {.sin_family = AF_INET};
	socklen_t len = sizeof(addr);
	int lfd, cfd, afd;

	addr.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
	lfd = SAFE_SOCKET(AF_INET, SOCK_STREAM, 0);
	SAFE_BIND(lfd, (struct sockaddr *)&addr, sizeof(addr));
	SAFE_LISTEN(lfd, 1);
	SAFE_GETSOCKNAME(lfd, (struct sockaddr *)&addr, &len);
	cfd = SAFE_SOCKET(AF_INET, SOCK_STREAM, 0);
	SAFE_CONNECT(cfd, (struct sockaddr *)&addr, sizeof(addr));
	afd = SAFE_ACCEPT(lfd, NULL, NULL);
	expect("TCP socket, no urgent data", afd, POLLPRI, 0);
	SAFE_SEND(1, cfd, "!", 1, MSG_OOB);
	/* Loopback delivery is synchronous: the segment is queued before send() returns. */
	expect("TCP socket with urgent data", afd, POLLPRI, POLLPRI);
	SAFE_CLOSE(afd);
	SAFE_CLOSE(cfd);
	SAFE_CLOSE(lfd);
}

static void files(void)
{
	int fd = SAFE_OPEN("file", O_RDWR | O_CREAT, 0600);
	int closed = fd, mfd, sfd;

	expect("regular file", fd, POLLIN | POLLOUT, POLLIN | POLLOUT);
	SAFE_CLOSE(fd);
	expect("closed descriptor", closed, POLLIN, POLLNVAL);
	expect("negative descriptor", -1, POLLIN, 0);

	mfd = SAFE_OPEN("/dev/ptmx", O_RDWR | O_NOCTTY);
	if (grantpt(mfd) || unlockpt(mfd))
		tst_brk(TBROK | TERRNO, "unlocking the pty");
	sfd = SAFE_OPEN(ptsname(mfd), O_RDWR | O_NOCTTY);
	expect("pty master, nothing written", mfd, POLLIN, 0);
	SAFE_WRITE(SAFE_WRITE_ALL, sfd, "z\n", 2);
	/* The pty moves the bytes to the master from a work queue: wait for them. */
	do_poll(&(struct pollfd){.fd = mfd, .events = POLLIN}, 1, 5000);
	expect("pty master after slave wrote", mfd, POLLIN, POLLIN);
	SAFE_CLOSE(sfd);
	SAFE_CLOSE(mfd);
}

static void counting(void)
{
	int p[2], q[2];
	struct pollfd fds[3];

	SAFE_PIPE(p);
	SAFE_PIPE(q);
	SAFE_WRITE(SAFE_WRITE_ALL, q[1], "x", 1);
	fds[0] = (struct pollfd){.fd = p[0], .events = POLLIN};
	fds[1] = (struct pollfd){.fd = q[0], .events = POLLIN};
	fds[2] = (struct pollfd){.fd = p[1], .events = POLLOUT};
	TEST(do_poll(fds, 3, 0));
	if (TST_RET == 2 && !fds[0].revents && fds[1].revents == POLLIN &&
	    fds[2].revents == POLLOUT)
		tst_res(TPASS, "poll() of 3 entries with 2 ready returned 2");
	else
		tst_res(TFAIL | TTERRNO, "poll() returned %ld, revents 0x%x 0x%x 0x%x, "
			"expected 2, 0 0x%x 0x%x", TST_RET, fds[0].revents, fds[1].revents,
			fds[2].revents, POLLIN, POLLOUT);
	SAFE_CLOSE(p[0]);
	SAFE_CLOSE(p[1]);
	SAFE_CLOSE(q[0]);
	SAFE_CLOSE(q[1]);
}

static void timeouts(void)
{
	int p[2];
	struct pollfd pfd;
	struct timespec t0, t1;
	long long ms;
	pid_t pid;

	SAFE_PIPE(p);
	pfd = (struct pollfd){.fd = p[0], .events = POLLIN};
	SAFE_CLOCK_GETTIME(CLOCK_MONOTONIC, &t0);
	TEST(do_poll(&pfd, 1, 100));
	SAFE_CLOCK_GETTIME(CLOCK_MONOTONIC, &t1);
	ms = tst_timespec_diff_ms(t1, t0);
	if (TST_RET == 0 && ms >= 100)
		tst_res(TPASS, "poll() with 100 ms timeout returned 0 after %lld ms", ms);
	else
		tst_res(TFAIL | TTERRNO, "poll() with 100 ms timeout returned %ld after %lld ms",
			TST_RET, ms);

	pid = SAFE_FORK();
	if (!pid) {
		TST_CHECKPOINT_WAIT(0);
		SAFE_WRITE(SAFE_WRITE_ALL, p[1], "w", 1);
		exit(0);
	}
	TST_CHECKPOINT_WAKE(0);
	pfd.revents = 0;
	TEST(do_poll(&pfd, 1, -1));
	if (TST_RET == 1 && pfd.revents == POLLIN)
		tst_res(TPASS, "infinite poll() ended by another process's write");
	else
		tst_res(TFAIL | TTERRNO, "infinite poll() returned %ld, revents 0x%x",
			TST_RET, pfd.revents);
	SAFE_WAITPID(pid, NULL, 0);
	SAFE_CLOSE(p[0]);
	SAFE_CLOSE(p[1]);
}

static void run(void)
{
	pipes();
	sockets();
	urgent();
	files();
	counting();
	timeouts();
}

static struct tst_test test = {
	.test_all = run,
	.needs_tmpdir = 1,
	.forks_child = 1,
	.needs_checkpoints = 1,
};
