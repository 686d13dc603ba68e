// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * setsockopt(2) errors, in the order of the man page's ERRORS section; after each failure
 * on the socket its SO_RCVBUF (the option the rows try to set) reads as before:
 *   EBADF        sockfd is not open
 *   EFAULT       optval on an unmapped page
 *   EINVAL       optlen 2, shorter than the int SO_RCVBUF takes; a negative IP_TTL (-2)
 *   ENOPROTOOPT  option 9999 at SOL_SOCKET; option 9999 at level IPPROTO_TCP
 *   ENOTSOCK     sockfd is a regular file
 */
#include <netinet/in.h>
#include <netinet/tcp.h>
#include "tst_test.h"
#include "tst_safe_net.h"

static int sock_fd, file_fd, bad_fd = -1, orig_rcvbuf;
static void *bad_addr;
static int int_val = 4096, neg_ttl = -2;

static struct tcase {
	int *fd;
	int level;
	int opt;
	int *val;
	socklen_t len;
	int exp_errno;
	const char *desc;
} tcases[] = {
	{&bad_fd, SOL_SOCKET, SO_RCVBUF, &int_val, sizeof(int), EBADF, "sockfd -1"},
	{&sock_fd, SOL_SOCKET, SO_RCVBUF, NULL, sizeof(int), EFAULT, "optval unmapped"},
	{&sock_fd, SOL_SOCKET, SO_RCVBUF, &int_val, 2, EINVAL, "optlen 2"},
	{&sock_fd, IPPROTO_IP, IP_TTL, &neg_ttl, sizeof(int), EINVAL, "IP_TTL -2"},
	{&sock_fd, SOL_SOCKET, 9999, &int_val, sizeof(int), ENOPROTOOPT, "SOL_SOCKET 9999"},
	{&sock_fd, IPPROTO_TCP, 9999, &int_val, sizeof(int), ENOPROTOOPT, "IPPROTO_TCP 9999"},
	{&file_fd, SOL_SOCKET, SO_RCVBUF, &int_val, sizeof(int), ENOTSOCK, "a regular file"},
};

static int rcvbuf(void)
{
	int val = -1;
	socklen_t len = sizeof(val);

	SAFE_GETSOCKOPT(sock_fd, SOL_SOCKET, SO_RCVBUF, &val, &len);
	return val;
}

static void run(unsigned int n)
{
	const struct tcase *tc = &tcases[n];
	int now;

	TST_EXP_FAIL(setsockopt(*tc->fd, tc->level, tc->opt, tc->val ? (void *)tc->val : bad_addr,
				tc->len), tc->exp_errno, "%s", tc->desc);
	now = rcvbuf();
	if (now != orig_rcvbuf)
		tst_res(TFAIL, "%s: SO_RCVBUF changed from %d to %d", tc->desc, orig_rcvbuf, now);
}

static void setup(void)
{
	sock_fd = SAFE_SOCKET(AF_INET, SOCK_STREAM, 0);
	file_fd = SAFE_OPEN("file", O_RDWR | O_CREAT, 0644);
	bad_addr = tst_get_bad_addr(NULL);
	orig_rcvbuf = rcvbuf();
}

static void cleanup(void)
{
	if (sock_fd > 0)
		SAFE_CLOSE(sock_fd);
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
