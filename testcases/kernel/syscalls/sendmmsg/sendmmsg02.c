// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * sendmmsg(2) errors: "as for sendmsg(2)", returned only when no message could be sent.
 * Each row's first message fails, so nothing arrives at the receiver:
 *   EBADF         sockfd is not open
 *   EDESTADDRREQ  an unconnected UDP socket and no address
 *   EFAULT        msgvec on an unmapped page; the first message's data unmapped
 *   EMSGSIZE      a first datagram of 70000 bytes
 *   ENOTSOCK      sockfd is a regular file
 *   EOPNOTSUPP    MSG_OOB on a UDP socket
 *
 * Not provoked: the other sendmsg(2) errors go through the same code for each message;
 * sendmsg02 checks them.
 */
#include <netinet/in.h>
#include "tst_test.h"
#include "tst_safe_net.h"
#include "tst_netns.h"

static int rx, tx, unconn, file_fd, bad_fd = -1;
static char *big, *bad_buf;

static struct tcase {
	int *fd;
	int bad_vec;
	char **data;
	size_t len;
	int flags;
	int exp_errno;
	const char *desc;
} tcases[] = {
	{&bad_fd, 0, NULL, 1, 0, EBADF, "sockfd -1"},
	{&unconn, 0, NULL, 1, 0, EDESTADDRREQ, "unconnected, no address"},
	{&tx, 1, NULL, 1, 0, EFAULT, "msgvec on an unmapped page"},
	{&tx, 0, &bad_buf, 1, 0, EFAULT, "data on an unmapped page"},
	{&tx, 0, &big, 70000, 0, EMSGSIZE, "a 70000-byte datagram"},
	{&file_fd, 0, NULL, 1, 0, ENOTSOCK, "a regular file"},
	{&tx, 0, NULL, 1, MSG_OOB, EOPNOTSUPP, "MSG_OOB on UDP"},
};

static void run(unsigned int n)
{
	const struct tcase *tc = &tcases[n];
	struct iovec iov[2] = {{tc->data ? *tc->data : "x", tc->len}, {"y", 1}};
	struct mmsghdr msgs[2];
	char c;

	memset(msgs, 0, sizeof(msgs));
	msgs[0].msg_hdr.msg_iov = &iov[0];
	msgs[0].msg_hdr.msg_iovlen = 1;
	msgs[1].msg_hdr.msg_iov = &iov[1];
	msgs[1].msg_hdr.msg_iovlen = 1;
	TST_EXP_FAIL2(sendmmsg(*tc->fd, tc->bad_vec ? (void *)bad_buf : msgs, 2, tc->flags),
		      tc->exp_errno, "%s", tc->desc);
	if (recv(rx, &c, 1, MSG_DONTWAIT) != -1)
		tst_res(TFAIL, "%s: a datagram arrived", tc->desc);
}

static void setup(void)
{
	struct sockaddr_storage addr;
	socklen_t len;

	rx = TST_LOOPBACK_SOCKET(AF_INET, SOCK_DGRAM, &addr, &len);
	tx = SAFE_SOCKET(AF_INET, SOCK_DGRAM, 0);
	SAFE_CONNECT(tx, (struct sockaddr *)&addr, len);
	unconn = SAFE_SOCKET(AF_INET, SOCK_DGRAM, 0);
	file_fd = SAFE_OPEN("file", O_RDWR | O_CREAT, 0644);
	big = SAFE_MALLOC(70000);
	bad_buf = tst_get_bad_addr(NULL);
}

static struct tst_test test = {
	.tcnt = ARRAY_SIZE(tcases),
	.test = run,
	.setup = setup,
	.needs_tmpdir = 1,
};
