// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * listen(2) turns a bound stream socket into one that accepts connections:
 *   - before listen() a connect() to it is refused (ECONNREFUSED) and SO_ACCEPTCONN is 0;
 *     after, SO_ACCEPTCONN is 1, connect() succeeds and accept() returns the connection;
 *     the same for an AF_UNIX stream socket bound to a path;
 *   - backlog bounds the queue of connections not yet accepted: with backlog 1 the kernel
 *     completes two connections (the queue is full once it holds more than backlog), a
 *     third connect() stays in progress, and it completes once accept() makes room (the
 *     client retransmits its SYN after about a second).
 * The test runs in a network namespace of its own, where no SYN cookies or other
 * connections interfere.
 */
#include <poll.h>
#include <sys/un.h>
#include <netinet/in.h>
#include "tst_test.h"
#include "tst_safe_net.h"
#include "tst_netns.h"

static int acceptconn(int fd)
{
	int val = -1;
	socklen_t len = sizeof(val);

	SAFE_GETSOCKOPT(fd, SOL_SOCKET, SO_ACCEPTCONN, &val, &len);
	return val;
}

static void check_listen(int lfd, int family, struct sockaddr *addr, socklen_t len,
			 const char *desc)
{
	int c = SAFE_SOCKET(family, SOCK_STREAM, 0), a;

	TST_EXP_EXPR(acceptconn(lfd) == 0, "%s: SO_ACCEPTCONN is 0 before listen()", desc);
	TST_EXP_FAIL(connect(c, addr, len), ECONNREFUSED, "%s: connect() before listen()", desc);
	SAFE_CLOSE(c);

	TST_EXP_PASS(listen(lfd, 4), "%s: listen(fd, 4)", desc);
	TST_EXP_EXPR(acceptconn(lfd) == 1, "%s: SO_ACCEPTCONN is 1 after listen()", desc);
	c = SAFE_SOCKET(family, SOCK_STREAM, 0);
	TST_EXP_PASS(connect(c, addr, len), "%s: connect() after listen()", desc);
	if (TST_PASS) {
		a = accept(lfd, NULL, NULL);
		if (a < 0) {
			tst_res(TFAIL | TERRNO, "%s: accept() of the connection", desc);
		} else {
			SAFE_WRITE(SAFE_WRITE_ALL, c, "x", 1);
			TST_EXP_EXPR(SAFE_READ(0, a, &desc, 1) == 1,
				     "%s: the accepted connection carries data", desc);
			SAFE_CLOSE(a);
		}
	}
	SAFE_CLOSE(c);
}

static void inet(void)
{
	struct sockaddr_storage ss;
	socklen_t len = tst_loopback_addr(AF_INET, 0, &ss);
	int lfd = SAFE_SOCKET(AF_INET, SOCK_STREAM, 0);

	SAFE_BIND(lfd, (struct sockaddr *)&ss, len);
	SAFE_GETSOCKNAME(lfd, (struct sockaddr *)&ss, &len);
	check_listen(lfd, AF_INET, (struct sockaddr *)&ss, len, "AF_INET");
	SAFE_CLOSE(lfd);
}

static void unix_stream(void)
{
	struct sockaddr_un sun = {.sun_family = AF_UNIX, .sun_path = "listen01.sock"};
	int lfd = SAFE_SOCKET(AF_UNIX, SOCK_STREAM, 0);

	SAFE_BIND(lfd, (struct sockaddr *)&sun, sizeof(sun));
	check_listen(lfd, AF_UNIX, (struct sockaddr *)&sun, sizeof(sun), "AF_UNIX");
	SAFE_CLOSE(lfd);
	SAFE_UNLINK(sun.sun_path);
}

static int connected(int fd, int timeout_ms)
{
	struct pollfd pfd = {.fd = fd, .events = POLLOUT};
	int err = -1;
	socklen_t len = sizeof(err);

	if (poll(&pfd, 1, timeout_ms) != 1)
		return 0;
	SAFE_GETSOCKOPT(fd, SOL_SOCKET, SO_ERROR, &err, &len);
	return err == 0;
}

static void backlog(void)
{
	struct sockaddr_storage ss;
	socklen_t len = tst_loopback_addr(AF_INET, 0, &ss);
	int lfd = SAFE_SOCKET(AF_INET, SOCK_STREAM, 0), c[3], i, a;

	SAFE_BIND(lfd, (struct sockaddr *)&ss, len);
	SAFE_GETSOCKNAME(lfd, (struct sockaddr *)&ss, &len);
	TST_EXP_PASS(listen(lfd, 1), "listen(fd, 1)");
	for (i = 0; i < 2; i++) {
		c[i] = SAFE_SOCKET(AF_INET, SOCK_STREAM, 0);
		TST_EXP_PASS(connect(c[i], (struct sockaddr *)&ss, len),
			     "backlog 1: connection %d completes", i + 1);
	}
	c[2] = SAFE_SOCKET(AF_INET, SOCK_STREAM | SOCK_NONBLOCK, 0);
	TST_EXP_FAIL(connect(c[2], (struct sockaddr *)&ss, len), EINPROGRESS,
		     "backlog 1: connection 3 is left in progress");
	TST_EXP_EXPR(!connected(c[2], 200),
		     "backlog 1: connection 3 does not complete while the queue is full");
	a = SAFE_ACCEPT(lfd, NULL, NULL);
	TST_EXP_EXPR(connected(c[2], 10000),
		     "backlog 1: connection 3 completes after accept() made room");
	SAFE_CLOSE(a);
	for (i = 0; i < 3; i++)
		SAFE_CLOSE(c[i]);
	SAFE_CLOSE(lfd);
}

static void run(void)
{
	inet();
	unix_stream();
	backlog();
}

static void setup(void)
{
	TST_NETNS_ENTER();
}

static struct tst_test test = {
	.test_all = run,
	.needs_root = 1,
	.needs_tmpdir = 1,
	.setup = setup,
};
