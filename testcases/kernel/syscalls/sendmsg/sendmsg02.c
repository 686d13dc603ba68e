// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * sendmsg(2) errors, in the order of the send(2) man page's ERRORS section (the table
 * lives in ../sendto/send_errors.h, shared with sendto()), with CAP_DAC_OVERRIDE dropped:
 *   EACCES        AF_UNIX: no write permission on the destination socket file
 *   EAGAIN        MSG_DONTWAIT and the receiving unix datagram socket is full
 *   EBADF         sockfd is not open
 *   ECONNRESET    the TCP peer closed with unread data (a reset)
 *   EDESTADDRREQ  an unconnected UDP socket and no address
 *   EFAULT        the data on an unmapped page
 *   EINTR         a signal caught while blocked on a full unix stream socket
 *   EINVAL        msg_namelen 3 for an AF_INET destination
 *   EISCONN       a connected unix stream socket given a destination address
 *   EMSGSIZE      a UDP datagram of 70000 bytes
 *   ENOTCONN      an unconnected unix stream socket
 *   ENOTSOCK      sockfd is a regular file
 *   EOPNOTSUPP    MSG_OOB on a UDP socket
 *   EPIPE         a socket shut down for writing (MSG_NOSIGNAL)
 * and for sendmsg() alone: EMSGSIZE for msg_iovlen 1025 (above UIO_MAXIOV), EINVAL for a
 * cmsg_len that runs past msg_controllen, EBADF for SCM_RIGHTS naming a closed
 * descriptor.
 *
 * Not provoked:
 *   EALREADY         needs a TCP Fast Open connection in progress, which needs the
 *                    net.ipv4.tcp_fastopen sysctl of the host.
 *   ENOBUFS, ENOMEM  exhausting kernel memory is not safe on a shared machine.
 */
#define SENDMSG_ROWS \
	{&udp_fd, &udp_rx, NULL, 1, 0, SA(udp_addr), &udp_len, 0, RAW_MSG, EMSGSIZE, \
		"msg_iovlen 1025"}, \
	{&ustream[0], &ustream[1], NULL, 1, 0, NULL, NULL, 0, RAW_MSG, EINVAL, \
		"cmsg_len past msg_controllen"}, \
	{&ustream[0], &ustream[1], NULL, 1, 0, NULL, NULL, 0, RAW_MSG, EBADF, \
		"SCM_RIGHTS with a closed descriptor"},
#include "../sendto/send_errors.h"

static ssize_t do_send(int fd, const void *buf, size_t len, int flags,
		       const struct sockaddr *addr, socklen_t addrlen)
{
	struct iovec iov = {.iov_base = (void *)buf, .iov_len = len};
	struct msghdr msg = {.msg_name = (void *)addr, .msg_namelen = addrlen,
			     .msg_iov = &iov, .msg_iovlen = 1};

	return sendmsg(fd, &msg, flags);
}

static void raw_msg(const struct tcase *tc)
{
	static struct iovec iovs[1025];
	union {
		char buf[CMSG_SPACE(sizeof(int))];
		struct cmsghdr align;
	} ctl;
	struct msghdr msg = {.msg_iov = iovs, .msg_iovlen = 1};
	struct cmsghdr *cm;
	int closed_fd = 1000;
	unsigned int i;

	for (i = 0; i < ARRAY_SIZE(iovs); i++)
		iovs[i] = (struct iovec){.iov_base = "i", .iov_len = 1};
	if (tc->exp_errno == EMSGSIZE) {
		msg.msg_name = tc->addr;
		msg.msg_namelen = *tc->addrlenp;
		msg.msg_iovlen = ARRAY_SIZE(iovs);
	} else {
		memset(&ctl, 0, sizeof(ctl));
		msg.msg_control = ctl.buf;
		msg.msg_controllen = sizeof(ctl.buf);
		cm = CMSG_FIRSTHDR(&msg);
		cm->cmsg_level = SOL_SOCKET;
		cm->cmsg_type = SCM_RIGHTS;
		cm->cmsg_len = CMSG_LEN(sizeof(int));
		if (tc->exp_errno == EINVAL)
			cm->cmsg_len = sizeof(ctl.buf) + 64;
		while (fcntl(closed_fd, F_GETFD) != -1)
			closed_fd++;
		memcpy(CMSG_DATA(cm), &closed_fd, sizeof(int));
	}
	TST_EXP_FAIL2(sendmsg(*tc->fd, &msg, tc->flags), tc->exp_errno, "%s", tc->desc);
}
