/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * The kernel's old 16-bit uid/gid types (<linux/posix_types.h>).
 */
#ifndef LAPI_POSIX_TYPES_H__
#define LAPI_POSIX_TYPES_H__

#include <linux/posix_types.h>

#ifndef __kernel_old_uid_t
# if defined(__i386__) || defined(__arm__) || defined(__s390__) || defined(__sh__)
typedef unsigned short __kernel_old_uid_t;
typedef unsigned short __kernel_old_gid_t;
# else
typedef __kernel_uid_t __kernel_old_uid_t;
typedef __kernel_gid_t __kernel_old_gid_t;
# endif
#endif

#endif
