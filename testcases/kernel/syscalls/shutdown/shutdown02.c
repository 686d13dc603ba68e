// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * shutdown(2) errors, in the order of the man page's ERRORS section; after the failures on
 * a connected socket, data still flows both ways:
 *   EBADF     sockfd is not open
 *   EINVAL    how is 3, and -1
 *   ENOTCONN  a TCP socket that is not connected
 *   ENOTSOCK  sockfd is a regular file
 */
#include <netinet/in.h>
#include "tst_test.h"
#include "tst_safe_net.h"
#include "tst_netns.h"

static int pair[2], unconnected_fd, file_fd, bad_fd = -1;

static struct tcase {
	int *fd;
	int how;
	int exp_errno;
	const char *desc;
} tcases[] = {
	{&bad_fd, SHUT_RDWR, EBADF, "sockfd -1"},
	{&pair[0], 3, EINVAL, "how 3"},
	{&pair[0], -1, EINVAL, "how -1"},
	{&unconnected_fd, SHUT_RDWR, ENOTCONN, "an unconnected TCP socket"},
	{&file_fd, SHUT_RDWR, ENOTSOCK, "a regular file"},
};

static void run(unsigned int n)
{
	const struct tcase *tc = &tcases[n];
	char buf[2] = "";

	TST_EXP_FAIL(shutdown(*tc->fd, tc->how), tc->exp_errno, "%s", tc->desc);
	if (tc->fd != &pair[0])
		return;
	if (send(pair[0], "a", 1, MSG_NOSIGNAL | MSG_DONTWAIT) != 1 ||
	    send(pair[1], "b", 1, MSG_NOSIGNAL | MSG_DONTWAIT) != 1) {
		tst_res(TFAIL | TERRNO, "%s: send() after the failure", tc->desc);
		return;
	}
	SAFE_RECV(1, pair[1], buf, 1, 0);
	SAFE_RECV(1, pair[0], buf + 1, 1, 0);
	TST_EXP_EXPR(buf[0] == 'a' && buf[1] == 'b', "%s: data still flows both ways", tc->desc);
}

static void setup(void)
{
	TST_LOOPBACK_TCP_PAIR(AF_INET, pair);
	unconnected_fd = SAFE_SOCKET(AF_INET, SOCK_STREAM, 0);
	file_fd = SAFE_OPEN("file", O_RDWR | O_CREAT, 0644);
}

static void cleanup(void)
{
	int *fds[] = {&pair[0], &pair[1], &unconnected_fd, &file_fd};
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
	.needs_tmpdir = 1,
};
