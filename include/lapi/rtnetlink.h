/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * rtnetlink messages and attributes (<linux/rtnetlink.h>).
 */
#ifndef LAPI_RTNETLINK_H__
#define LAPI_RTNETLINK_H__

#include <sys/socket.h>
#include <linux/netlink.h>
#include <linux/rtnetlink.h>

#ifndef IFA_FLAGS
# define IFA_FLAGS 8
#endif
#ifndef RTM_NEWNSID
# define RTM_NEWNSID 88
#endif

#endif
