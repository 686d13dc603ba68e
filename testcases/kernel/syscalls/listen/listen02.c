// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * listen(2) errors, in the order of the man page's ERRORS section, in a network namespace
 * of the test's own; after each failure the socket does not accept connections
 * (SO_ACCEPTCONN stays 0):
 *   EADDRINUSE  another socket is already listening on the same port (both bound to it
 *               with SO_REUSEADDR)
 *   EADDRINUSE  the socket is unbound and its automatic bind finds no free ephemeral port
 *               (net.ipv4.ip_local_port_range of the namespace holds one port, taken)
 *   EBADF       sockfd is not open
 *   ENOTSOCK    sockfd is a regular file
 *   EOPNOTSUPP  a UDP socket
 */
#include <netinet/in.h>
#include "tst_test.h"
#include "tst_safe_net.h"
#include "tst_netns.h"

#define EPH_PORT 50000

static int listening_fd, twin_fd, unbound_fd, busy_fd, udp_fd, file_fd, bad_fd = -1;

static struct tcase {
	int *fd;
	int exp_errno;
	const char *desc;
} tcases[] = {
	{&twin_fd, EADDRINUSE, "a port another socket listens on"},
	{&unbound_fd, EADDRINUSE, "unbound, no free ephemeral port"},
	{&bad_fd, EBADF, "sockfd -1"},
	{&file_fd, ENOTSOCK, "a regular file"},
	{&udp_fd, EOPNOTSUPP, "a UDP socket"},
};

static void run(unsigned int n)
{
	const struct tcase *tc = &tcases[n];
	int val = -1;
	socklen_t len = sizeof(val);

	if (tc->fd == &twin_fd)
		TST_EXP_PASS(listen(listening_fd, 4), "the first socket on the port listens");
	TST_EXP_FAIL(listen(*tc->fd, 4), tc->exp_errno, "%s", tc->desc);
	if (*tc->fd == bad_fd || *tc->fd == file_fd)
		return;
	SAFE_GETSOCKOPT(*tc->fd, SOL_SOCKET, SO_ACCEPTCONN, &val, &len);
	if (val)
		tst_res(TFAIL, "%s: SO_ACCEPTCONN is %d after the failure", tc->desc, val);
}

static void setup(void)
{
	struct sockaddr_storage ss;
	socklen_t len = tst_loopback_addr(AF_INET, 0, &ss);

	TST_NETNS_ENTER();
	listening_fd = SAFE_SOCKET(AF_INET, SOCK_STREAM, 0);
	twin_fd = SAFE_SOCKET(AF_INET, SOCK_STREAM, 0);
	SAFE_SETSOCKOPT_INT(listening_fd, SOL_SOCKET, SO_REUSEADDR, 1);
	SAFE_SETSOCKOPT_INT(twin_fd, SOL_SOCKET, SO_REUSEADDR, 1);
	SAFE_BIND(listening_fd, (struct sockaddr *)&ss, len);
	SAFE_GETSOCKNAME(listening_fd, (struct sockaddr *)&ss, &len);
	SAFE_BIND(twin_fd, (struct sockaddr *)&ss, len);

	SAFE_FILE_PRINTF("/proc/sys/net/ipv4/ip_local_port_range", "%d %d", EPH_PORT, EPH_PORT);
	busy_fd = SAFE_SOCKET(AF_INET, SOCK_STREAM, 0);
	tst_loopback_addr(AF_INET, htons(EPH_PORT), &ss);
	SAFE_BIND(busy_fd, (struct sockaddr *)&ss, len);
	unbound_fd = SAFE_SOCKET(AF_INET, SOCK_STREAM, 0);

	udp_fd = SAFE_SOCKET(AF_INET, SOCK_DGRAM, 0);
	file_fd = SAFE_OPEN("file", O_RDWR | O_CREAT, 0644);
}

static void cleanup(void)
{
	int *fds[] = {&listening_fd, &twin_fd, &unbound_fd, &busy_fd, &udp_fd, &file_fd};
	unsigned int i;

	for (i = 0; i < ARRAY_SIZE(fds); i++)
		if (*fds[i] > 0)
			SAFE_CLOSE(*fds[i]);
}

static struct tst_test test = {
	.tcnt = ARRAY_SIZE(tcases),
	.test = run,
	.setup = setup,
	.cleanup = cleanup,
	.needs_root = 1,
	.needs_tmpdir = 1,
};
