// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * Landlock network rules (ABI 4): a ruleset handling LANDLOCK_ACCESS_NET_BIND_TCP and
 * LANDLOCK_ACCESS_NET_CONNECT_TCP, with a LANDLOCK_RULE_NET_PORT rule allowing bind on
 * port 10001 and one allowing connect to port 10002, enforced by a child in a new network
 * namespace of its own (only its loopback is used). Listeners on 10002 and 10003 are made
 * before the restriction. Afterwards:
 * - bind() of a TCP socket to 10001 works (getsockname() shows the port); to 10004 it
 *   fails with EACCES and the socket stays unbound (port 0);
 * - connect() to 10002 works and the listener accepts the connection; to 10003 and to
 *   10001 (bind allowed there, not connect) it fails with EACCES and the 10003 listener
 *   has nothing to accept (EAGAIN);
 * - UDP is not concerned: a UDP socket binds to 10004.
 * TCONF when the ABI version probed in setup is below 4.
 */

#include <netinet/in.h>
#include <poll.h>
#include "landlock_common.h"
#include "tst_netns.h"
#include "tst_safe_net.h"

#define P_BIND 10001
#define P_CONN 10002
#define P_OTHER 10003
#define P_DENIED 10004

static struct sockaddr_in addr(unsigned short port)
{
	struct sockaddr_in a = {
		.sin_family = AF_INET,
		.sin_port = htons(port),
		.sin_addr.s_addr = htonl(INADDR_LOOPBACK),
	};

	return a;
}

static int listener(unsigned short port)
{
	struct sockaddr_in a = addr(port);
	int fd = SAFE_SOCKET(AF_INET, SOCK_STREAM | SOCK_NONBLOCK, 0);

	SAFE_BIND(fd, (struct sockaddr *)&a, sizeof(a));
	SAFE_LISTEN(fd, 4);
	return fd;
}

static unsigned short bound_port(int fd)
{
	struct sockaddr_in a;
	socklen_t len = sizeof(a);

	SAFE_GETSOCKNAME(fd, (struct sockaddr *)&a, &len);
	return ntohs(a.sin_port);
}

static void restrict_net(void)
{
	struct landlock_ruleset_attr attr = {
		.handled_access_net = LANDLOCK_ACCESS_NET_BIND_TCP |
				      LANDLOCK_ACCESS_NET_CONNECT_TCP,
	};
	struct landlock_net_port_attr bind_rule = {
		.allowed_access = LANDLOCK_ACCESS_NET_BIND_TCP, .port = P_BIND,
	};
	struct landlock_net_port_attr conn_rule = {
		.allowed_access = LANDLOCK_ACCESS_NET_CONNECT_TCP, .port = P_CONN,
	};
	int ruleset = SAFE_LANDLOCK_CREATE_RULESET(&attr, sizeof(attr), 0);

	SAFE_LANDLOCK_ADD_RULE(ruleset, LANDLOCK_RULE_NET_PORT, &bind_rule, 0);
	SAFE_LANDLOCK_ADD_RULE(ruleset, LANDLOCK_RULE_NET_PORT, &conn_rule, 0);
	landlock_enforce(ruleset);
}

static void try_connect(unsigned short port, int exp_errno, int lfd)
{
	struct sockaddr_in a = addr(port);
	int fd = SAFE_SOCKET(AF_INET, SOCK_STREAM, 0), acc;

	if (exp_errno)
		TST_EXP_FAIL(connect(fd, (struct sockaddr *)&a, sizeof(a)), exp_errno,
			     "connect() to port %u", port);
	else
		TST_EXP_PASS(connect(fd, (struct sockaddr *)&a, sizeof(a)),
			     "connect() to port %u", port);
	if (lfd >= 0) {
		struct pollfd pfd = {.fd = lfd, .events = POLLIN};

		/* the handshake's last ACK may still be in a softirq: wait for it */
		if (!exp_errno)
			poll(&pfd, 1, 10000);
		acc = accept(lfd, NULL, NULL);
		if (exp_errno && acc < 0 && errno == EAGAIN)
			tst_res(TPASS, "port %u: nothing to accept", port);
		else if (!exp_errno && acc >= 0)
			tst_res(TPASS, "port %u: the connection was accepted", port);
		else
			tst_res(TFAIL | TERRNO, "port %u: accept() returned %d", port, acc);
		if (acc >= 0)
			SAFE_CLOSE(acc);
	}
	SAFE_CLOSE(fd);
}

static void child(void)
{
	struct sockaddr_in a;
	int conn_l, other_l, fd;

	TST_NETNS_ENTER();
	conn_l = listener(P_CONN);
	other_l = listener(P_OTHER);
	restrict_net();

	fd = SAFE_SOCKET(AF_INET, SOCK_STREAM, 0);
	a = addr(P_BIND);
	TST_EXP_PASS(bind(fd, (struct sockaddr *)&a, sizeof(a)), "bind() to port %u", P_BIND);
	TST_EXP_EQ_LU(bound_port(fd), P_BIND);
	SAFE_LISTEN(fd, 4);
	try_connect(P_BIND, EACCES, -1);
	SAFE_CLOSE(fd);

	fd = SAFE_SOCKET(AF_INET, SOCK_STREAM, 0);
	a = addr(P_DENIED);
	TST_EXP_FAIL(bind(fd, (struct sockaddr *)&a, sizeof(a)), EACCES, "bind() to port %u",
		     P_DENIED);
	TST_EXP_EQ_LU(bound_port(fd), 0);
	SAFE_CLOSE(fd);

	try_connect(P_CONN, 0, conn_l);
	try_connect(P_OTHER, EACCES, other_l);

	fd = SAFE_SOCKET(AF_INET, SOCK_DGRAM, 0);
	TST_EXP_PASS(bind(fd, (struct sockaddr *)&a, sizeof(a)), "UDP bind() to port %u",
		     P_DENIED);
	TST_EXP_EQ_LU(bound_port(fd), P_DENIED);
	SAFE_CLOSE(fd);
	SAFE_CLOSE(conn_l);
	SAFE_CLOSE(other_l);
	exit(0);
}

static void run(void)
{
	if (!SAFE_FORK())
		child();
	tst_reap_children();
}

static void setup(void)
{
	landlock_need_abi(landlock_probe(), 4, "network rules");
}

static struct tst_test test = {
	.test_all = run,
	.setup = setup,
	.needs_root = 1,
	.forks_child = 1,
};
