// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * tst_netns.h: TST_NETNS_ENTER() gives a namespace of its own whose lo is up and holds
 * 127.0.0.1 and ::1; TST_LOOPBACK_SOCKET() binds there on a kernel-picked port;
 * TST_LOOPBACK_TCP_PAIR() connects two ends that carry data.
 */
#include <net/if.h>
#include <netinet/in.h>
#include <sys/ioctl.h>
#include <sys/stat.h>
#include "tst_test.h"
#include "tst_safe_net.h"
#include "tst_netns.h"

static void pair(int family)
{
	int fds[2];
	char buf[4] = "";

	TST_LOOPBACK_TCP_PAIR(family, fds);
	SAFE_WRITE(SAFE_WRITE_ALL, fds[0], "ping", 4);
	SAFE_READ(1, fds[1], buf, 4);
	if (!memcmp(buf, "ping", 4))
		tst_res(TPASS, "family %d: the pair carries data", family);
	else
		tst_res(TFAIL, "family %d: read '%.4s', expected 'ping'", family, buf);
	SAFE_CLOSE(fds[0]);
	SAFE_CLOSE(fds[1]);
}

static void run(void)
{
	struct stat before, after;
	struct sockaddr_storage addr;
	struct ifreq ifr = {.ifr_name = "lo"};
	socklen_t len;
	int fd;

	SAFE_STAT("/proc/self/ns/net", &before);
	TST_NETNS_ENTER();
	SAFE_STAT("/proc/self/ns/net", &after);
	if (before.st_ino != after.st_ino)
		tst_res(TPASS, "a new network namespace");
	else
		tst_res(TFAIL, "still in the old network namespace");

	fd = SAFE_SOCKET(AF_INET, SOCK_DGRAM, 0);
	SAFE_IOCTL(fd, SIOCGIFFLAGS, &ifr);
	if (ifr.ifr_flags & IFF_UP)
		tst_res(TPASS, "lo is up");
	else
		tst_res(TFAIL, "lo is down (flags 0x%x)", ifr.ifr_flags);
	SAFE_CLOSE(fd);

	fd = TST_LOOPBACK_SOCKET(AF_INET, SOCK_DGRAM, &addr, &len);
	if (len == sizeof(struct sockaddr_in) && tst_sock_port(&addr))
		tst_res(TPASS, "bound to 127.0.0.1:%u", tst_sock_port(&addr));
	else
		tst_res(TFAIL, "bound address: length %u port %u", len, tst_sock_port(&addr));
	SAFE_CLOSE(fd);
	pair(AF_INET);
	pair(AF_INET6);
}

static struct tst_test test = {
	.test_all = run,
	.needs_root = 1,
	.forks_child = 1,
};
