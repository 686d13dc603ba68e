// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * sendto(2) errors, in the order of the send(2) man page's ERRORS section (the table
 * lives in send_errors.h, shared with sendmsg()), with CAP_DAC_OVERRIDE dropped:
 *   EACCES        AF_UNIX: no write permission on the destination socket file
 *   EAGAIN        MSG_DONTWAIT and the receiving unix datagram socket is full
 *   EBADF         sockfd is not open
 *   ECONNRESET    the TCP peer closed with unread data (a reset)
 *   EDESTADDRREQ  an unconnected UDP socket and no address
 *   EFAULT        buf on an unmapped page
 *   EINTR         a signal caught while blocked on a full unix stream socket
 *   EINVAL        addrlen 3 for an AF_INET destination
 *   EISCONN       a connected unix stream socket given a destination address
 *   EMSGSIZE      a UDP datagram of 70000 bytes
 *   ENOTCONN      an unconnected unix stream socket
 *   ENOTSOCK      sockfd is a regular file
 *   EOPNOTSUPP    MSG_OOB on a UDP socket
 *   EPIPE         a socket shut down for writing (MSG_NOSIGNAL)
 *
 * Not provoked:
 *   EALREADY         needs a TCP Fast Open connection in progress, which needs the
 *                    net.ipv4.tcp_fastopen sysctl of the host.
 *   ENOBUFS, ENOMEM  exhausting kernel memory is not safe on a shared machine.
 */
#include "send_errors.h"

static ssize_t do_send(int fd, const void *buf, size_t len, int flags,
		       const struct sockaddr *addr, socklen_t addrlen)
{
	return sendto(fd, buf, len, flags, addr, addrlen);
}
