// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * recvmsg(2) errors, in the order of the recv(2) man page's ERRORS section (the table
 * lives in ../recvfrom/recv_errors.h, shared with recvfrom()):
 *   EAGAIN        a nonblocking socket with nothing queued; SO_RCVTIMEO expired
 *   EBADF         sockfd is not open
 *   ECONNREFUSED  a UDP socket connected to a loopback port nobody listens on, after the
 *                 ICMP port unreachable for its datagram
 *   EFAULT        the buffer on an unmapped page (TCP data queued, and still queued after)
 *   EINTR         a signal caught while blocked
 *   EINVAL        MSG_OOB on a TCP socket without urgent data
 *   ENOTCONN      an unconnected TCP socket
 *   ENOTSOCK      sockfd is a regular file
 * and for recvmsg() alone: EMSGSIZE for msg_iovlen 1025 (above UIO_MAXIOV), EFAULT for msg
 * on an unmapped page (the queued data stays queued after both).
 *
 * Not provoked:
 *   ENOMEM  exhausting kernel memory is not safe on a shared machine.
 */
#define RECVMSG_ROWS \
	{&data[1], 1, 0, 0, RAW_MSG, EMSGSIZE, "msg_iovlen 1025"}, \
	{&data[1], 1, 1, 0, RAW_MSG, EFAULT, "msg on an unmapped page"},
#include "../recvfrom/recv_errors.h"

static ssize_t do_recv(int fd, void *buf, size_t len, int flags)
{
	struct iovec iov = {.iov_base = buf, .iov_len = len};
	struct msghdr msg = {.msg_iov = &iov, .msg_iovlen = 1};

	return recvmsg(fd, &msg, flags);
}

static void raw_msg(const struct tcase *tc)
{
	static struct iovec iovs[1025];
	static char buf[1025];
	struct msghdr msg = {.msg_iov = iovs, .msg_iovlen = ARRAY_SIZE(iovs)};
	unsigned int i;

	for (i = 0; i < ARRAY_SIZE(iovs); i++)
		iovs[i] = (struct iovec){.iov_base = buf + i, .iov_len = 1};
	TST_EXP_FAIL2(recvmsg(*tc->fd, tc->bad ? (struct msghdr *)bad_buf : &msg, tc->flags),
		      tc->exp_errno, "%s", tc->desc);
}
