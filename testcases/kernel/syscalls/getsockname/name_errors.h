/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * The errno table shared by getsockname02 and getpeername02, whose man pages list the same
 * errors (getpeername() adds ENOTCONN). The including file defines NAME_CALL (the call
 * under test) and, for getpeername(), PEERNAME_ROWS. The socket is a UDP socket connected
 * to 127.0.0.1 port 9 (nothing is sent). After each failure the address buffer is
 * unchanged, and so is *addrlen except for EFAULT on addr (the kernel stores the full
 * length before it copies the address).
 */
#ifndef NAME_ERRORS_H__
#define NAME_ERRORS_H__

#include <netinet/in.h>
#include "tst_test.h"
#include "tst_safe_net.h"
#include "tst_netns.h"

static int sock_fd, unconnected_fd, file_fd, bad_fd = -1;
static struct sockaddr *bad_addr;
static struct sockaddr_storage buf;

static struct tcase {
	int *fd;
	int bad_buf;
	int bad_len;
	socklen_t len;
	int exp_errno;
	const char *desc;
} tcases[] = {
	{&bad_fd, 0, 0, sizeof(buf), EBADF, "sockfd -1"},
	{&sock_fd, 1, 0, sizeof(buf), EFAULT, "addr on an unmapped page"},
	{&sock_fd, 0, 1, sizeof(buf), EFAULT, "addrlen on an unmapped page"},
	{&sock_fd, 0, 0, (socklen_t)-1, EINVAL, "*addrlen -1"},
#ifdef PEERNAME_ROWS
	PEERNAME_ROWS
#endif
	{&file_fd, 0, 0, sizeof(buf), ENOTSOCK, "a regular file"},
};

static void run(unsigned int n)
{
	const struct tcase *tc = &tcases[n];
	socklen_t len = tc->len;
	unsigned int i, untouched = 1;

	memset(&buf, 0x5a, sizeof(buf));
	TST_EXP_FAIL(NAME_CALL(*tc->fd, tc->bad_buf ? bad_addr : (struct sockaddr *)&buf,
			       tc->bad_len ? (socklen_t *)bad_addr : &len),
		     tc->exp_errno, "%s", tc->desc);
	for (i = 0; i < sizeof(buf); i++)
		untouched &= ((unsigned char *)&buf)[i] == 0x5a;
	if ((len != tc->len && !tc->bad_buf) || !untouched)
		tst_res(TFAIL, "%s: *addrlen (%u, was %u) or the buffer changed", tc->desc, len,
			tc->len);
}

static void setup(void)
{
	struct sockaddr_storage ss;

	sock_fd = SAFE_SOCKET(AF_INET, SOCK_DGRAM, 0);
	SAFE_CONNECT(sock_fd, (struct sockaddr *)&ss, tst_loopback_addr(AF_INET, htons(9), &ss));
	unconnected_fd = SAFE_SOCKET(AF_INET, SOCK_DGRAM, 0);
	file_fd = SAFE_OPEN("file", O_RDWR | O_CREAT, 0644);
	bad_addr = tst_get_bad_addr(NULL);
}

static void cleanup(void)
{
	int *fds[] = {&sock_fd, &unconnected_fd, &file_fd};
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

#endif
