// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * getpeername(2) errors, in the order of the man page's ERRORS section (the table lives in
 * ../getsockname/name_errors.h, shared with getsockname()):
 *   EBADF     sockfd is not open
 *   EFAULT    addr on an unmapped page; addrlen on an unmapped page
 *   EINVAL    *addrlen is negative
 *   ENOTCONN  the socket is not connected
 *   ENOTSOCK  sockfd is a regular file
 *
 * Not provoked:
 *   ENOBUFS  exhausting kernel memory is not safe on a shared machine.
 */
#define NAME_CALL getpeername
#define PEERNAME_ROWS \
	{&unconnected_fd, 0, 0, sizeof(buf), ENOTCONN, "an unconnected socket"},
#include "../getsockname/name_errors.h"
