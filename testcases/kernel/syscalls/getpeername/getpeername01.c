// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * getpeername(2) returns the address of the peer a socket is connected to, compared with
 * the address the peer itself has (its getsockname()):
 *   - TCP over 127.0.0.1 and ::1, from both ends of the connection;
 *   - a connected UDP socket: the address given to connect();
 *   - AF_UNIX: a socket pair's peer is unnamed (the family alone); a client connected to a
 *     listener bound to a path gets that path;
 *   - a short *addrlen truncates: only that many bytes are written and *addrlen returns
 *     the full size.
 */
#include <sys/un.h>
#include <netinet/in.h>
#include "tst_test.h"
#include "tst_safe_net.h"
#include "tst_netns.h"

#define SA(x) ((struct sockaddr *)&(x))

static int peer_is(int fd, int other, const char *desc)
{
	struct sockaddr_storage got, exp;
	socklen_t glen = sizeof(got), elen = sizeof(exp);

	SAFE_GETSOCKNAME(other, SA(exp), &elen);
	memset(&got, 0xaa, sizeof(got));
	TST_EXP_PASS(getpeername(fd, SA(got), &glen), "%s: getpeername()", desc);
	if (!TST_PASS)
		return 0;
	TST_EXP_EXPR(glen == elen && !memcmp(&got, &exp, glen),
		     "%s: the peer's own address (length %u, port %u)", desc, glen,
		     tst_sock_port(&got));
	return 1;
}

static void tcp(int family, const char *desc)
{
	int sv[2];

	TST_LOOPBACK_TCP_PAIR(family, sv);
	peer_is(sv[0], sv[1], desc);
	peer_is(sv[1], sv[0], desc);
	SAFE_CLOSE(sv[0]);
	SAFE_CLOSE(sv[1]);
}

static void udp(void)
{
	struct sockaddr_storage raddr;
	socklen_t rlen;
	int r = TST_LOOPBACK_SOCKET(AF_INET, SOCK_DGRAM, &raddr, &rlen);
	int c = SAFE_SOCKET(AF_INET, SOCK_DGRAM, 0);

	SAFE_CONNECT(c, SA(raddr), rlen);
	peer_is(c, r, "connected UDP");
	SAFE_CLOSE(c);
	SAFE_CLOSE(r);
}

static void unix_peers(void)
{
	struct sockaddr_un sun = {.sun_family = AF_UNIX, .sun_path = "gpn.sock"}, got;
	socklen_t glen = sizeof(got);
	int sv[2], l, c;

	SAFE_SOCKETPAIR(AF_UNIX, SOCK_STREAM, 0, sv);
	TST_EXP_PASS(getpeername(sv[0], SA(got), &glen), "socket pair: getpeername()");
	TST_EXP_EXPR(glen == sizeof(sa_family_t) && got.sun_family == AF_UNIX,
		     "socket pair: the peer is unnamed (length %u)", glen);
	SAFE_CLOSE(sv[0]);
	SAFE_CLOSE(sv[1]);

	l = SAFE_SOCKET(AF_UNIX, SOCK_STREAM, 0);
	c = SAFE_SOCKET(AF_UNIX, SOCK_STREAM, 0);
	SAFE_BIND(l, SA(sun), sizeof(sun));
	SAFE_LISTEN(l, 1);
	SAFE_CONNECT(c, SA(sun), sizeof(sun));
	glen = sizeof(got);
	memset(&got, 0, sizeof(got));
	TST_EXP_PASS(getpeername(c, SA(got), &glen), "AF_UNIX client: getpeername()");
	TST_EXP_EXPR(!strcmp(got.sun_path, sun.sun_path), "AF_UNIX client: the peer is %s",
		     sun.sun_path);
	SAFE_CLOSE(c);
	SAFE_CLOSE(l);
	SAFE_UNLINK(sun.sun_path);
}

static void truncated(void)
{
	struct sockaddr_storage exp;
	unsigned char buf[sizeof(struct sockaddr_in)];
	socklen_t elen = sizeof(exp), blen = 4;
	unsigned int i, untouched = 1;
	int sv[2];

	TST_LOOPBACK_TCP_PAIR(AF_INET, sv);
	SAFE_GETSOCKNAME(sv[1], SA(exp), &elen);
	memset(buf, 0xaa, sizeof(buf));
	TST_EXP_PASS(getpeername(sv[0], (struct sockaddr *)buf, &blen), "addrlen 4");
	for (i = 4; i < sizeof(buf); i++)
		untouched &= buf[i] == 0xaa;
	TST_EXP_EXPR(blen == elen && untouched && !memcmp(buf, &exp, 4),
		     "4 bytes written, *addrlen set to the full %u (got %u)", elen, blen);
	SAFE_CLOSE(sv[0]);
	SAFE_CLOSE(sv[1]);
}

static void run(void)
{
	tcp(AF_INET, "AF_INET");
	tcp(AF_INET6, "AF_INET6");
	udp();
	unix_peers();
	truncated();
}

static struct tst_test test = {
	.test_all = run,
	.needs_tmpdir = 1,
};
