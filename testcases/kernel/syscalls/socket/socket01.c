// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * socket(2) creates an endpoint of the asked domain, type and protocol: for AF_UNIX,
 * AF_INET, AF_INET6, AF_NETLINK and AF_PACKET (protocol 0: bound to no traffic) with each
 * of their socket types, the new descriptor is a socket (fstat) whose SO_DOMAIN, SO_TYPE and
 * SO_PROTOCOL read back what was asked (protocol 0 names the family's default: TCP for
 * stream, UDP for datagram).
 * SOCK_NONBLOCK sets O_NONBLOCK on the file (a receive on the empty socket fails at once
 * with EAGAIN) and SOCK_CLOEXEC sets FD_CLOEXEC; without them neither is set.
 */
#include <sys/stat.h>
#include <netinet/in.h>
#include <linux/netlink.h>
#include "tst_test.h"

static struct tcase {
	int domain;
	int type;
	int protocol;
	int exp_protocol;
	const char *desc;
} tcases[] = {
	{AF_UNIX, SOCK_STREAM, 0, 0, "AF_UNIX SOCK_STREAM"},
	{AF_UNIX, SOCK_DGRAM, 0, 0, "AF_UNIX SOCK_DGRAM"},
	{AF_UNIX, SOCK_SEQPACKET, 0, 0, "AF_UNIX SOCK_SEQPACKET"},
	{AF_INET, SOCK_STREAM, 0, IPPROTO_TCP, "AF_INET SOCK_STREAM"},
	{AF_INET, SOCK_STREAM, IPPROTO_TCP, IPPROTO_TCP, "AF_INET SOCK_STREAM IPPROTO_TCP"},
	{AF_INET, SOCK_DGRAM, 0, IPPROTO_UDP, "AF_INET SOCK_DGRAM"},
	{AF_INET, SOCK_RAW, IPPROTO_ICMP, IPPROTO_ICMP, "AF_INET SOCK_RAW IPPROTO_ICMP"},
	{AF_INET6, SOCK_STREAM, 0, IPPROTO_TCP, "AF_INET6 SOCK_STREAM"},
	{AF_INET6, SOCK_DGRAM, 0, IPPROTO_UDP, "AF_INET6 SOCK_DGRAM"},
	{AF_INET6, SOCK_RAW, IPPROTO_ICMPV6, IPPROTO_ICMPV6, "AF_INET6 SOCK_RAW IPPROTO_ICMPV6"},
	{AF_NETLINK, SOCK_RAW, NETLINK_ROUTE, NETLINK_ROUTE, "AF_NETLINK SOCK_RAW NETLINK_ROUTE"},
	{AF_NETLINK, SOCK_DGRAM, NETLINK_ROUTE, NETLINK_ROUTE, "AF_NETLINK SOCK_DGRAM"},
	{AF_PACKET, SOCK_RAW, 0, 0, "AF_PACKET SOCK_RAW (receives nothing)"},
	{AF_PACKET, SOCK_DGRAM, 0, 0, "AF_PACKET SOCK_DGRAM (receives nothing)"},
};

static int sockopt(int fd, int opt, int *val)
{
	socklen_t len = sizeof(*val);

	*val = -1;
	if (getsockopt(fd, SOL_SOCKET, opt, val, &len)) {
		tst_res(TFAIL | TERRNO, "getsockopt() on the new descriptor %d", fd);
		return -1;
	}
	return 0;
}

static void check_kind(int fd, const struct tcase *tc)
{
	struct stat st;
	int dom, type, proto;

	if (fstat(fd, &st)) {
		tst_res(TFAIL | TERRNO, "%s: fstat() on the new descriptor %d", tc->desc, fd);
		return;
	}
	if (!S_ISSOCK(st.st_mode)) {
		tst_res(TFAIL, "%s: descriptor %d is not a socket (mode 0%o)", tc->desc, fd,
			st.st_mode);
		return;
	}
	if (sockopt(fd, SO_DOMAIN, &dom) || sockopt(fd, SO_TYPE, &type) ||
	    sockopt(fd, SO_PROTOCOL, &proto))
		return;
	if (dom == tc->domain && type == tc->type && proto == tc->exp_protocol)
		tst_res(TPASS, "%s: domain %d, type %d, protocol %d", tc->desc, dom, type, proto);
	else
		tst_res(TFAIL, "%s: domain %d type %d protocol %d, expected %d %d %d", tc->desc,
			dom, type, proto, tc->domain, tc->type, tc->exp_protocol);
}

static void check_flags(int fd, int nonblock, int cloexec)
{
	int fl = SAFE_FCNTL(fd, F_GETFL), fdfl = SAFE_FCNTL(fd, F_GETFD);
	char c;

	TST_EXP_EXPR(!!(fl & O_NONBLOCK) == nonblock, "O_NONBLOCK is %s (flags 0%o)",
		     nonblock ? "set" : "clear", fl);
	TST_EXP_EXPR(!!(fdfl & FD_CLOEXEC) == cloexec, "FD_CLOEXEC is %s (fd flags %d)",
		     cloexec ? "set" : "clear", fdfl);
	if (nonblock)
		TST_EXP_FAIL2(recv(fd, &c, 1, 0), EAGAIN, "recv() on an empty nonblocking socket");
}

static void run(unsigned int n)
{
	const struct tcase *tc;
	int fd;

	if (n == ARRAY_SIZE(tcases)) {
		fd = TST_EXP_FD(socket(AF_INET, SOCK_DGRAM | SOCK_NONBLOCK | SOCK_CLOEXEC, 0));
		if (fd < 0)
			return;
		check_flags(fd, 1, 1);
		SAFE_CLOSE(fd);
		fd = TST_EXP_FD(socket(AF_UNIX, SOCK_DGRAM | SOCK_NONBLOCK, 0));
		if (fd < 0)
			return;
		check_flags(fd, 1, 0);
		SAFE_CLOSE(fd);
		fd = TST_EXP_FD(socket(AF_INET6, SOCK_STREAM, 0));
		if (fd < 0)
			return;
		check_flags(fd, 0, 0);
		SAFE_CLOSE(fd);
		return;
	}
	tc = &tcases[n];
	fd = TST_EXP_FD(socket(tc->domain, tc->type, tc->protocol), "%s", tc->desc);
	if (fd < 0)
		return;
	check_kind(fd, tc);
	SAFE_CLOSE(fd);
}

static struct tst_test test = {
	.tcnt = ARRAY_SIZE(tcases) + 1,
	.test = run,
	.needs_root = 1,
};
