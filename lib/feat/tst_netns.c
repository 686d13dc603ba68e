// SPDX-License-Identifier: GPL-2.0-or-later
/* Loopback sockets and a private network namespace with lo up (include/tst_netns.h). */
#include <errno.h>
#include <sched.h>
#include <string.h>
#include <unistd.h>
#include <net/if.h>
#include <netinet/in.h>
#include <sys/ioctl.h>
#include <sys/socket.h>
#include <sys/stat.h>
#include "ltk_core.h"
#include "tst_netns.h"

static ino_t netns_ino(void)
{
	struct stat st;

	if (stat("/proc/self/ns/net", &st))
		return 0;
	return st.st_ino;
}

void tst_netns_enter_(const char *file, int lineno)
{
	ino_t before = netns_ino();
	struct ifreq ifr;
	int fd;

	if (unshare(CLONE_NEWNET)) {
		if (errno == EINVAL)
			ltk_brk(file, lineno, TCONF, NULL,
				"no network namespaces (CONFIG_NET_NS): unshare(CLONE_NEWNET): EINVAL");
		else
			ltk_brk(file, lineno, TBROK | TERRNO, NULL, "unshare(CLONE_NEWNET) failed");
		return;
	}
	/* The tests change sysctls of the namespace: make sure it is a new one. */
	if (!before || netns_ino() == before) {
		ltk_brk(file, lineno, TBROK, NULL,
			"unshare(CLONE_NEWNET) left the process in its network namespace");
		return;
	}
	fd = socket(AF_INET, SOCK_DGRAM | SOCK_CLOEXEC, 0);
	if (fd < 0) {
		ltk_brk(file, lineno, TBROK | TERRNO, NULL, "socket(AF_INET, SOCK_DGRAM) failed");
		return;
	}
	memset(&ifr, 0, sizeof(ifr));
	strcpy(ifr.ifr_name, "lo");
	if (ioctl(fd, SIOCGIFFLAGS, &ifr)) {
		ltk_brk(file, lineno, TBROK | TERRNO, NULL, "ioctl(SIOCGIFFLAGS, lo) failed");
		close(fd);
		return;
	}
	ifr.ifr_flags |= IFF_UP;
	if (ioctl(fd, SIOCSIFFLAGS, &ifr))
		ltk_brk(file, lineno, TBROK | TERRNO, NULL, "ioctl(SIOCSIFFLAGS, lo up) failed");
	close(fd);
}

socklen_t tst_loopback_addr(int family, unsigned short port, struct sockaddr_storage *addr)
{
	memset(addr, 0, sizeof(*addr));
	if (family == AF_INET6) {
		struct sockaddr_in6 *in6 = (struct sockaddr_in6 *)addr;

		in6->sin6_family = AF_INET6;
		in6->sin6_addr = in6addr_loopback;
		in6->sin6_port = port;
		return sizeof(*in6);
	}
	((struct sockaddr_in *)addr)->sin_family = AF_INET;
	((struct sockaddr_in *)addr)->sin_addr.s_addr = htonl(INADDR_LOOPBACK);
	((struct sockaddr_in *)addr)->sin_port = port;
	return sizeof(struct sockaddr_in);
}

unsigned short tst_sock_port(const struct sockaddr_storage *addr)
{
	if (addr->ss_family == AF_INET)
		return ntohs(((const struct sockaddr_in *)addr)->sin_port);
	if (addr->ss_family == AF_INET6)
		return ntohs(((const struct sockaddr_in6 *)addr)->sin6_port);
	return 0;
}

int tst_loopback_socket_(const char *file, int lineno, int family, int type,
			 struct sockaddr_storage *addr, socklen_t *len)
{
	struct sockaddr_storage local;
	socklen_t alen = tst_loopback_addr(family, 0, &local);
	int fd = socket(family, type, 0);

	if (fd < 0) {
		ltk_brk(file, lineno, TBROK | TERRNO, NULL, "socket(%d, %d, 0) failed", family,
			type);
		return -1;
	}
	if (bind(fd, (struct sockaddr *)&local, alen)) {
		ltk_brk(file, lineno, TBROK | TERRNO, NULL, "bind() to the loopback failed");
		goto fail;
	}
	if (getsockname(fd, (struct sockaddr *)&local, &alen)) {
		ltk_brk(file, lineno, TBROK | TERRNO, NULL, "getsockname() failed");
		goto fail;
	}
	if (tst_sock_port(&local) == 0) {
		ltk_brk(file, lineno, TBROK, NULL, "bind() to port 0 left the socket without a port");
		goto fail;
	}
	if ((type & 0xf) == SOCK_STREAM && listen(fd, 16)) {
		ltk_brk(file, lineno, TBROK | TERRNO, NULL, "listen() failed");
		goto fail;
	}
	if (addr)
		*addr = local;
	if (len)
		*len = alen;
	return fd;
fail:
	close(fd);
	return -1;
}

void tst_loopback_tcp_pair_(const char *file, int lineno, int family, int fds[2])
{
	struct sockaddr_storage addr;
	socklen_t len;
	int lfd = tst_loopback_socket_(file, lineno, family, SOCK_STREAM, &addr, &len);

	if (lfd < 0)
		return;
	fds[0] = socket(family, SOCK_STREAM, 0);
	if (fds[0] < 0) {
		ltk_brk(file, lineno, TBROK | TERRNO, NULL, "socket(%d, SOCK_STREAM, 0) failed",
			family);
		goto out;
	}
	if (connect(fds[0], (struct sockaddr *)&addr, len)) {
		ltk_brk(file, lineno, TBROK | TERRNO, NULL, "connect() to the loopback listener failed");
		close(fds[0]);
		goto out;
	}
	fds[1] = accept(lfd, NULL, NULL);
	if (fds[1] < 0) {
		ltk_brk(file, lineno, TBROK | TERRNO, NULL, "accept() failed");
		close(fds[0]);
	}
out:
	close(lfd);
}
