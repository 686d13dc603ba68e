// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * getpeername(2) errors, in the order of the man page's ERRORS section; after each
 * failure (on a UDP socket connected to 127.0.0.1 port 9, where nothing is sent) the
 * address buffer is unchanged, and so is *addrlen except for EFAULT on addr
 * (the kernel stores the full length before it copies the address):
 *   EBADF     sockfd is not open
 *   EFAULT    addr on an unmapped page; addrlen on an unmapped page
 *   EINVAL    *addrlen is negative
 *   ENOTCONN  the socket is not connected
 *   ENOTSOCK  sockfd is a regular file
 *
 * Not provoked:
 *   ENOBUFS  exhausting kernel memory is not safe on a shared machine.
 */
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
	{&unconnected_fd, 0, 0, sizeof(buf), ENOTCONN, "an unconnected socket"},
	{&file_fd, 0, 0, sizeof(buf), ENOTSOCK, "a regular file"},
};

static void run(unsigned int n)
{
	const struct tcase *tc = &tcases[n];
	socklen_t len = tc->len;
	struct sockaddr_storage fill;
	unsigned int i, untouched = 1;

	memset(&buf, 0x5a, sizeof(buf));
	memset(&fill, 0x5a, sizeof(fill));
	TST_EXP_FAIL(getpeername(*tc->fd, tc->bad_buf ? bad_addr : (struct sockaddr *)&buf,
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
	if (sock_fd > 0)
		SAFE_CLOSE(sock_fd);
	if (unconnected_fd > 0)
		SAFE_CLOSE(unconnected_fd);
	if (file_fd > 0)
		SAFE_CLOSE(file_fd);
}

static struct tst_test test = {
	.tcnt = ARRAY_SIZE(tcases),
	.test = run,
	.setup = setup,
	.cleanup = cleanup,
	.needs_tmpdir = 1,
};
