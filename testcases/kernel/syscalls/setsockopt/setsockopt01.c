// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * setsockopt(2) options checked through their effect (and read back with getsockopt()):
 *   - SO_RCVTIMEO 200 ms: a recv() with no data fails with EAGAIN, neither at once nor
 *     blocking: after at least 100 ms and, on a loaded machine too, within 5 s. (The
 *     kernel counts the timeout in jiffies, and under virtualisation jiffies may catch up
 *     in bursts against CLOCK_MONOTONIC: 183 ms were measured on 6.1 under QEMU, so the
 *     lower bound is half the timeout, still far from an immediate return.)
 *   - SO_RCVBUF: the kernel doubles the value (getsockopt() reads 2 * 4096), and a receiver
 *     with that small buffer queues fewer of 64 datagrams of 1000 bytes than one with the
 *     default buffer;
 *   - SO_LINGER {1, 0}: close() resets the connection: the peer's recv() fails with
 *     ECONNRESET instead of reading end of file;
 *   - IP_TTL 7: the datagrams sent carry TTL 7 (the receiver's IP_RECVTTL control
 *     message); IPV6_UNICAST_HOPS 9 likewise with IPV6_RECVHOPLIMIT;
 *   - IPV6_V6ONLY: an AF_INET6 UDP socket bound to the wildcard receives a datagram sent
 *     to 127.0.0.1 on its port when the option is 0 (from ::ffff:127.0.0.1) and not when
 *     it is 1 (then an AF_INET socket may bind the same port);
 *   - TCP_NODELAY and SO_KEEPALIVE read back as set, and as cleared.
 * The test runs in a network namespace of its own (it binds the wildcard address).
 */
#include <time.h>
#include <netinet/in.h>
#include <netinet/tcp.h>
#include <arpa/inet.h>
#include "tst_test.h"
#include "tst_safe_net.h"
#include "tst_timer.h"
#include "tst_netns.h"

#define SA(x) ((struct sockaddr *)&(x))

static int get_int(int fd, int level, int opt)
{
	int val = -1;
	socklen_t len = sizeof(val);

	SAFE_GETSOCKOPT(fd, level, opt, &val, &len);
	return val;
}

static void rcvtimeo(void)
{
	int fd = TST_LOOPBACK_SOCKET(AF_INET, SOCK_DGRAM, NULL, NULL);
	struct timeval tv = {.tv_usec = 200000};
	struct timespec t0, t1;
	long long ms;
	char c;

	TST_EXP_PASS(setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &tv, sizeof(tv)),
		     "setsockopt(SO_RCVTIMEO, 200 ms)");
	/* Without the timeout in place the recv() below would block for ever. */
	memset(&tv, 0, sizeof(tv));
	SAFE_GETSOCKOPT(fd, SOL_SOCKET, SO_RCVTIMEO, &tv, &(socklen_t){sizeof(tv)});
	if (tv.tv_sec != 0 || tv.tv_usec < 200000 || tv.tv_usec > 210000) {
		tst_res(TFAIL, "SO_RCVTIMEO reads back %ld.%06ld s, expected 0.2 s",
			(long)tv.tv_sec, (long)tv.tv_usec);
		SAFE_CLOSE(fd);
		return;
	}
	clock_gettime(CLOCK_MONOTONIC, &t0);
	TEST(recv(fd, &c, 1, 0));
	clock_gettime(CLOCK_MONOTONIC, &t1);
	ms = tst_timespec_diff_ms(t1, t0);
	if (TST_RET != -1 || TST_ERR != EAGAIN)
		tst_res(TFAIL | TTERRNO, "recv() returned %ld, expected EAGAIN", TST_RET);
	else
		TST_EXP_EXPR(ms >= 100 && ms < 5000,
			     "recv() timed out after %lld ms (200 ms asked)", ms);
	SAFE_CLOSE(fd);
}

static int queued(int rcvbuf)
{
	struct sockaddr_storage addr;
	socklen_t len;
	int r = TST_LOOPBACK_SOCKET(AF_INET, SOCK_DGRAM, &addr, &len);
	int s = SAFE_SOCKET(AF_INET, SOCK_DGRAM, 0), i, n = 0;
	char buf[1000] = "";

	if (rcvbuf) {
		TST_EXP_PASS(setsockopt(r, SOL_SOCKET, SO_RCVBUF, &rcvbuf, sizeof(rcvbuf)),
			     "setsockopt(SO_RCVBUF, %d)", rcvbuf);
		TST_EXP_EXPR(get_int(r, SOL_SOCKET, SO_RCVBUF) == 2 * rcvbuf,
			     "SO_RCVBUF reads %d, twice the value set",
			     get_int(r, SOL_SOCKET, SO_RCVBUF));
	}
	for (i = 0; i < 64; i++)
		SAFE_SENDTO(1, s, buf, sizeof(buf), 0, SA(addr), len);
	while (recv(r, buf, sizeof(buf), MSG_DONTWAIT) > 0)
		n++;
	SAFE_CLOSE(s);
	SAFE_CLOSE(r);
	return n;
}

static void rcvbuf(void)
{
	int small = queued(4096), dflt = queued(0);

	TST_EXP_EXPR(small > 0 && small < dflt,
		     "a 8192-byte receive buffer queued %d datagrams, the default one %d", small,
		     dflt);
}

static void linger(void)
{
	struct linger lg = {.l_onoff = 1, .l_linger = 0};
	int sv[2];
	char c;

	TST_LOOPBACK_TCP_PAIR(AF_INET, sv);
	TST_EXP_PASS(setsockopt(sv[0], SOL_SOCKET, SO_LINGER, &lg, sizeof(lg)),
		     "setsockopt(SO_LINGER, {1, 0})");
	SAFE_CLOSE(sv[0]);
	TST_EXP_FAIL2(recv(sv[1], &c, 1, 0), ECONNRESET, "the peer's recv() after the close()");
	SAFE_CLOSE(sv[1]);
}

static int received_hops(int family, int r, const struct sockaddr_storage *to, socklen_t len,
			 int s)
{
	char cbuf[CMSG_SPACE(sizeof(int))], data;
	struct iovec iov = {.iov_base = &data, .iov_len = 1};
	struct msghdr msg = {.msg_iov = &iov, .msg_iovlen = 1, .msg_control = cbuf,
			     .msg_controllen = sizeof(cbuf)};
	struct cmsghdr *cm;
	int val = -1;

	SAFE_SENDTO(1, s, "h", 1, 0, (const struct sockaddr *)to, len);
	if (recvmsg(r, &msg, MSG_DONTWAIT) != 1)
		tst_brk(TBROK | TERRNO, "recvmsg() of the datagram");
	for (cm = CMSG_FIRSTHDR(&msg); cm; cm = CMSG_NXTHDR(&msg, cm)) {
		if ((family == AF_INET && cm->cmsg_level == IPPROTO_IP &&
		     cm->cmsg_type == IP_TTL) ||
		    (family == AF_INET6 && cm->cmsg_level == IPPROTO_IPV6 &&
		     cm->cmsg_type == IPV6_HOPLIMIT))
			memcpy(&val, CMSG_DATA(cm), sizeof(val));
	}
	return val;
}

static void ttl(int family)
{
	struct sockaddr_storage addr;
	socklen_t len;
	int r = TST_LOOPBACK_SOCKET(family, SOCK_DGRAM, &addr, &len);
	int s = SAFE_SOCKET(family, SOCK_DGRAM, 0), val, got;

	if (family == AF_INET) {
		SAFE_SETSOCKOPT_INT(r, IPPROTO_IP, IP_RECVTTL, 1);
		val = 7;
		TST_EXP_PASS(setsockopt(s, IPPROTO_IP, IP_TTL, &val, sizeof(val)),
			     "setsockopt(IP_TTL, 7)");
	} else {
		SAFE_SETSOCKOPT_INT(r, IPPROTO_IPV6, IPV6_RECVHOPLIMIT, 1);
		val = 9;
		TST_EXP_PASS(setsockopt(s, IPPROTO_IPV6, IPV6_UNICAST_HOPS, &val, sizeof(val)),
			     "setsockopt(IPV6_UNICAST_HOPS, 9)");
	}
	got = received_hops(family, r, &addr, len, s);
	TST_EXP_EXPR(got == val, "the datagram arrived with hop limit %d (set %d)", got, val);
	SAFE_CLOSE(s);
	SAFE_CLOSE(r);
}

static void v6only(int on)
{
	struct sockaddr_in6 any6 = {.sin6_family = AF_INET6, .sin6_addr = IN6ADDR_ANY_INIT,
				    .sin6_port = htons(4000)};
	struct sockaddr_storage to, from;
	socklen_t tlen = tst_loopback_addr(AF_INET, htons(4000), &to), flen = sizeof(from);
	int r = SAFE_SOCKET(AF_INET6, SOCK_DGRAM, 0), s = SAFE_SOCKET(AF_INET, SOCK_DGRAM, 0);
	int v4 = SAFE_SOCKET(AF_INET, SOCK_DGRAM, 0);
	char c;
	ssize_t n;

	TST_EXP_PASS(setsockopt(r, IPPROTO_IPV6, IPV6_V6ONLY, &on, sizeof(on)),
		     "setsockopt(IPV6_V6ONLY, %d)", on);
	SAFE_BIND(r, SA(any6), sizeof(any6));
	SAFE_SENDTO(1, s, "4", 1, 0, SA(to), tlen);
	n = recvfrom(r, &c, 1, MSG_DONTWAIT, SA(from), &flen);
	if (on) {
		TST_EXP_EXPR(n == -1, "IPV6_V6ONLY 1: the IPv4 datagram is not received");
		TST_EXP_PASS(bind(v4, SA(to), tlen),
			     "IPV6_V6ONLY 1: an AF_INET socket binds the same port");
	} else {
		struct sockaddr_in6 *f = (struct sockaddr_in6 *)&from;

		TST_EXP_EXPR(n == 1 && IN6_IS_ADDR_V4MAPPED(&f->sin6_addr),
			     "IPV6_V6ONLY 0: the IPv4 datagram is received from a mapped address");
		TST_EXP_FAIL(bind(v4, SA(to), tlen), EADDRINUSE,
			     "IPV6_V6ONLY 0: an AF_INET socket binding the same port");
	}
	SAFE_CLOSE(v4);
	SAFE_CLOSE(s);
	SAFE_CLOSE(r);
}

static void flag(int level, int opt, const char *name)
{
	int fd = SAFE_SOCKET(AF_INET, SOCK_STREAM, 0), val;

	for (val = 1; val >= 0; val--) {
		TST_EXP_PASS(setsockopt(fd, level, opt, &val, sizeof(val)), "setsockopt(%s, %d)",
			     name, val);
		TST_EXP_EXPR(!!get_int(fd, level, opt) == val, "%s reads back %d", name, val);
	}
	SAFE_CLOSE(fd);
}

static void run(void)
{
	rcvtimeo();
	rcvbuf();
	linger();
	ttl(AF_INET);
	ttl(AF_INET6);
	v6only(1);
	v6only(0);
	flag(IPPROTO_TCP, TCP_NODELAY, "TCP_NODELAY");
	flag(SOL_SOCKET, SO_KEEPALIVE, "SO_KEEPALIVE");
}

static void setup(void)
{
	TST_NETNS_ENTER();
}

static struct tst_test test = {
	.test_all = run,
	.setup = setup,
	.needs_root = 1,
};
