// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * connect(2) connects a socket to the given address, checked through getpeername(), the
 * listener's accept() and the traffic that follows:
 *   - TCP over 127.0.0.1 and ::1: the accepted socket's peer is the client, data flows;
 *   - a nonblocking TCP connect() fails with EINPROGRESS, then completes: poll() reports
 *     the socket writable, SO_ERROR is 0, getpeername() names the listener; to a port with
 *     no listener the same completion carries ECONNREFUSED in SO_ERROR;
 *   - UDP: connect() sets the default destination (send() without an address reaches it)
 *     and the only source datagrams are received from; connecting to AF_UNSPEC dissolves
 *     the association (getpeername() fails with ENOTCONN);
 *   - AF_UNIX stream to a listening path: accepted, data flows; AF_UNIX datagram: send()
 *     without an address reaches the socket bound at the path.
 */
#include <poll.h>
#include <sys/un.h>
#include <netinet/in.h>
#include "tst_test.h"
#include "tst_safe_net.h"
#include "tst_netns.h"

static int same_addr(const struct sockaddr_storage *a, socklen_t alen,
		     const struct sockaddr_storage *b, socklen_t blen)
{
	return alen == blen && !memcmp(a, b, alen);
}

/* accept() a connection expected to be queued already; -1 when none comes. */
static int accept_queued(int lfd, struct sockaddr_storage *addr, socklen_t *len)
{
	struct pollfd pfd = {.fd = lfd, .events = POLLIN};

	if (poll(&pfd, 1, 5000) != 1) {
		tst_res(TFAIL, "no connection reached the listener");
		return -1;
	}
	return SAFE_ACCEPT(lfd, (struct sockaddr *)addr, len);
}

static void tcp(int family, const char *desc)
{
	struct sockaddr_storage laddr, peer, cl;
	socklen_t llen, plen = sizeof(peer), clen = sizeof(cl);
	int lfd = TST_LOOPBACK_SOCKET(family, SOCK_STREAM, &laddr, &llen);
	int c = SAFE_SOCKET(family, SOCK_STREAM, 0), a;
	char buf = 0;

	TST_EXP_PASS(connect(c, (struct sockaddr *)&laddr, llen), "%s: connect()", desc);
	if (!TST_PASS)
		goto out;
	if (getpeername(c, (struct sockaddr *)&peer, &plen))
		tst_res(TFAIL | TERRNO, "%s: getpeername() after connect()", desc);
	else
		TST_EXP_EXPR(same_addr(&peer, plen, &laddr, llen), "%s: the peer is the listener",
			     desc);
	SAFE_GETSOCKNAME(c, (struct sockaddr *)&cl, &clen);
	plen = sizeof(peer);
	a = accept_queued(lfd, &peer, &plen);
	if (a < 0)
		goto out;
	TST_EXP_EXPR(same_addr(&peer, plen, &cl, clen), "%s: the listener accepted the client",
		     desc);
	SAFE_WRITE(SAFE_WRITE_ALL, c, "t", 1);
	SAFE_READ(1, a, &buf, 1);
	TST_EXP_EXPR(buf == 't', "%s: data reaches the accepted socket", desc);
	SAFE_CLOSE(a);
out:
	SAFE_CLOSE(c);
	SAFE_CLOSE(lfd);
}

static int so_error(int fd)
{
	int err = -1;
	socklen_t len = sizeof(err);

	SAFE_GETSOCKOPT(fd, SOL_SOCKET, SO_ERROR, &err, &len);
	return err;
}

static void nonblocking(void)
{
	struct sockaddr_storage laddr, peer;
	socklen_t llen, plen = sizeof(peer);
	int lfd = TST_LOOPBACK_SOCKET(AF_INET, SOCK_STREAM, &laddr, &llen);
	int c = SAFE_SOCKET(AF_INET, SOCK_STREAM | SOCK_NONBLOCK, 0), err;
	struct pollfd pfd = {.fd = c, .events = POLLOUT};

	TST_EXP_FAIL(connect(c, (struct sockaddr *)&laddr, llen), EINPROGRESS,
		     "nonblocking connect()");
	TST_EXP_EXPR(poll(&pfd, 1, 10000) == 1 && (pfd.revents & POLLOUT),
		     "the socket becomes writable (revents 0x%x)", pfd.revents);
	err = so_error(c);
	TST_EXP_EXPR(err == 0, "SO_ERROR is 0 after the completion (%s)", tst_strerrno(err));
	if (getpeername(c, (struct sockaddr *)&peer, &plen))
		tst_res(TFAIL | TERRNO, "getpeername() after the completion");
	else
		TST_EXP_EXPR(same_addr(&peer, plen, &laddr, llen),
			     "the completed connection's peer is the listener");
	SAFE_CLOSE(c);
	SAFE_CLOSE(lfd);

	/* The port is free now: the same completion reports the refusal. */
	c = SAFE_SOCKET(AF_INET, SOCK_STREAM | SOCK_NONBLOCK, 0);
	pfd.fd = c;
	TEST(connect(c, (struct sockaddr *)&laddr, llen));
	if (TST_RET == -1 && TST_ERR == EINPROGRESS) {
		poll(&pfd, 1, 10000);
		err = so_error(c);
		TST_EXP_EXPR(err == ECONNREFUSED,
			     "nonblocking connect() to a closed port: SO_ERROR %s",
			     tst_strerrno(err));
	} else if (TST_RET == -1 && TST_ERR == ECONNREFUSED) {
		tst_res(TPASS, "nonblocking connect() to a closed port: ECONNREFUSED at once");
	} else {
		tst_res(TFAIL | TTERRNO, "nonblocking connect() to a closed port returned %ld",
			TST_RET);
	}
	SAFE_CLOSE(c);
}

static void udp(void)
{
	struct sockaddr_storage raddr, peer, any;
	socklen_t rlen, plen = sizeof(peer);
	int r = TST_LOOPBACK_SOCKET(AF_INET, SOCK_DGRAM, &raddr, &rlen);
	int other = TST_LOOPBACK_SOCKET(AF_INET, SOCK_DGRAM, NULL, NULL);
	int c = TST_LOOPBACK_SOCKET(AF_INET, SOCK_DGRAM, NULL, NULL);
	struct sockaddr_storage caddr;
	socklen_t clen = sizeof(caddr);
	char buf[4] = "";

	SAFE_GETSOCKNAME(c, (struct sockaddr *)&caddr, &clen);
	TST_EXP_PASS(connect(c, (struct sockaddr *)&raddr, rlen), "UDP connect()");
	if (!TST_PASS)
		goto out;
	if (getpeername(c, (struct sockaddr *)&peer, &plen))
		tst_res(TFAIL | TERRNO, "UDP: getpeername() after connect()");
	if (send(c, "u", 1, 0) != 1)
		tst_res(TFAIL | TERRNO, "UDP: send() without an address");
	else if (recv(r, buf, sizeof(buf), MSG_DONTWAIT) != 1 || buf[0] != 'u')
		tst_res(TFAIL | TERRNO, "UDP: the datagram did not reach the connected address");
	else
		tst_res(TPASS, "UDP: send() without an address reaches the connected address");

	SAFE_SENDTO(1, other, "o", 1, 0, (struct sockaddr *)&caddr, clen);
	SAFE_SENDTO(1, r, "r", 1, 0, (struct sockaddr *)&caddr, clen);
	buf[0] = 0;
	TST_EXP_EXPR(recv(c, buf, sizeof(buf), MSG_DONTWAIT) == 1 && buf[0] == 'r' &&
		     recv(c, buf, sizeof(buf), MSG_DONTWAIT) == -1,
		     "UDP: only the connected peer's datagram is received");

	memset(&any, 0, sizeof(any));
	any.ss_family = AF_UNSPEC;
	TST_EXP_PASS(connect(c, (struct sockaddr *)&any, sizeof(any)), "connect(AF_UNSPEC)");
	plen = sizeof(peer);
	TST_EXP_FAIL(getpeername(c, (struct sockaddr *)&peer, &plen), ENOTCONN,
		     "getpeername() after connect(AF_UNSPEC)");
out:
	SAFE_CLOSE(c);
	SAFE_CLOSE(other);
	SAFE_CLOSE(r);
}

static void unix_sockets(void)
{
	struct sockaddr_un st = {.sun_family = AF_UNIX, .sun_path = "connect01.stream"};
	struct sockaddr_un dg = {.sun_family = AF_UNIX, .sun_path = "connect01.dgram"};
	int l = SAFE_SOCKET(AF_UNIX, SOCK_STREAM, 0), c = SAFE_SOCKET(AF_UNIX, SOCK_STREAM, 0);
	int r = SAFE_SOCKET(AF_UNIX, SOCK_DGRAM, 0), d = SAFE_SOCKET(AF_UNIX, SOCK_DGRAM, 0), a;
	char buf = 0;

	SAFE_BIND(l, (struct sockaddr *)&st, sizeof(st));
	SAFE_LISTEN(l, 1);
	TST_EXP_PASS(connect(c, (struct sockaddr *)&st, sizeof(st)), "AF_UNIX stream connect()");
	if (TST_PASS) {
		a = accept_queued(l, NULL, NULL);
		if (a >= 0) {
			SAFE_WRITE(SAFE_WRITE_ALL, c, "s", 1);
			SAFE_READ(1, a, &buf, 1);
			TST_EXP_EXPR(buf == 's', "AF_UNIX stream: data reaches the accepted socket");
			SAFE_CLOSE(a);
		}
	}
	SAFE_BIND(r, (struct sockaddr *)&dg, sizeof(dg));
	TST_EXP_PASS(connect(d, (struct sockaddr *)&dg, sizeof(dg)), "AF_UNIX dgram connect()");
	if (TST_PASS) {
		buf = 0;
		if (send(d, "d", 1, 0) != 1)
			tst_res(TFAIL | TERRNO, "AF_UNIX dgram: send() without an address");
		else
			TST_EXP_EXPR(recv(r, &buf, 1, MSG_DONTWAIT) == 1 && buf == 'd',
				     "AF_UNIX dgram: send() reaches the connected socket");
	}
	SAFE_CLOSE(c);
	SAFE_CLOSE(l);
	SAFE_CLOSE(d);
	SAFE_CLOSE(r);
	SAFE_UNLINK(st.sun_path);
	SAFE_UNLINK(dg.sun_path);
}

static void run(void)
{
	tcp(AF_INET, "AF_INET");
	tcp(AF_INET6, "AF_INET6");
	nonblocking();
	udp();
	unix_sockets();
}

static void setup(void)
{
	TST_NETNS_ENTER();
}

static struct tst_test test = {
	.test_all = run,
	.setup = setup,
	.needs_root = 1,
	.needs_tmpdir = 1,
};
