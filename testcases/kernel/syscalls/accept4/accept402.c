// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * accept4(2) errors, in the order of the man page's ERRORS section (the table lives in
 * ../accept/accept_errors.h, shared with accept(); flags 0 except where noted):
 *   EAGAIN        a nonblocking listening socket with no connection pending
 *   EBADF         sockfd is not open
 *   EFAULT        addr is on an unmapped page (a connection pending)
 *   EINTR         a signal caught while blocked waiting for a connection
 *   EINVAL        the socket is not listening; *addrlen is negative; flags holds an
 *                 unknown bit (0x1000)
 *   EMFILE        the per-process descriptor limit reached (the connection stays pending)
 *   ENOTSOCK      sockfd is a regular file
 *   EOPNOTSUPP    a UDP socket
 *
 * Not provoked:
 *   ECONNABORTED  Linux hands out a connection reset while queued like any other (the
 *                 reset shows on the new socket), so accept4() does not fail with it.
 *   ENFILE        the system-wide file limit is a global setting shared with the tests
 *                 running in parallel.
 *   ENOBUFS, ENOMEM  exhausting kernel memory is not safe on a shared machine.
 *   EPROTO        a protocol error needs a protocol other than TCP and unix that reports
 *                 one at accept time.
 *   EPERM         needs firewall rules, which are global to the machine.
 */
#define ACCEPT4_ROWS
#include "../accept/accept_errors.h"

static int do_accept(int fd, struct sockaddr *addr, socklen_t *addrlen, int flags)
{
	return accept4(fd, addr, addrlen, flags);
}
