/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * ioctl(2) operations on namespace file descriptors (ioctl_ns(2)).
 */
#ifndef LAPI_IOCTL_NS_H__
#define LAPI_IOCTL_NS_H__

#include <sys/ioctl.h>

#ifndef NSIO
# define NSIO 0xb7
#endif
#ifndef NS_GET_USERNS
# define NS_GET_USERNS _IO(NSIO, 0x1)
#endif
#ifndef NS_GET_PARENT
# define NS_GET_PARENT _IO(NSIO, 0x2)
#endif
#ifndef NS_GET_NSTYPE
# define NS_GET_NSTYPE _IO(NSIO, 0x3)
#endif
#ifndef NS_GET_OWNER_UID
# define NS_GET_OWNER_UID _IO(NSIO, 0x4)
#endif
#ifndef NS_GET_MNTNS_ID
# define NS_GET_MNTNS_ID _IOR(NSIO, 0x5, unsigned long long)
#endif
#ifndef NS_GET_PID_FROM_PIDNS
# define NS_GET_PID_FROM_PIDNS _IOR(NSIO, 0x6, int)
#endif
#ifndef NS_GET_TGID_FROM_PIDNS
# define NS_GET_TGID_FROM_PIDNS _IOR(NSIO, 0x7, int)
#endif
#ifndef NS_GET_PID_IN_PIDNS
# define NS_GET_PID_IN_PIDNS _IOR(NSIO, 0x8, int)
#endif
#ifndef NS_GET_TGID_IN_PIDNS
# define NS_GET_TGID_IN_PIDNS _IOR(NSIO, 0x9, int)
#endif

#endif
