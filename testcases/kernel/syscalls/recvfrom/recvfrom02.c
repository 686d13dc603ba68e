// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * recvfrom(2) errors, in the order of the recv(2) man page's ERRORS section (the table
 * lives in recv_errors.h, shared with recvmsg()):
 *   EAGAIN        a nonblocking socket with nothing queued; SO_RCVTIMEO expired
 *   EBADF         sockfd is not open
 *   ECONNREFUSED  a UDP socket connected to a loopback port nobody listens on, after the
 *                 ICMP port unreachable for its datagram
 *   EFAULT        buf on an unmapped page (TCP data queued, and still queued after)
 *   EINTR         a signal caught while blocked
 *   EINVAL        MSG_OOB on a TCP socket without urgent data
 *   ENOTCONN      an unconnected TCP socket
 *   ENOTSOCK      sockfd is a regular file
 *
 * Not provoked:
 *   ENOMEM  exhausting kernel memory is not safe on a shared machine.
 */
#include "recv_errors.h"

static ssize_t do_recv(int fd, void *buf, size_t len, int flags)
{
	return recvfrom(fd, buf, len, flags, NULL, NULL);
}
