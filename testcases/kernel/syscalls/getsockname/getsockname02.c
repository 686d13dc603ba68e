// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * getsockname(2) errors, in the order of the man page's ERRORS section (the table lives in
 * name_errors.h, shared with getpeername()):
 *   EBADF     sockfd is not open
 *   EFAULT    addr on an unmapped page; addrlen on an unmapped page
 *   EINVAL    *addrlen is negative
 *   ENOTSOCK  sockfd is a regular file
 *
 * Not provoked:
 *   ENOBUFS  exhausting kernel memory is not safe on a shared machine.
 */
#define NAME_CALL getsockname
#include "name_errors.h"
