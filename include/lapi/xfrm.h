/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * IPsec transformation netlink messages (<linux/xfrm.h>).
 */
#ifndef LAPI_XFRM_H__
#define LAPI_XFRM_H__

#include <sys/socket.h>
#include <linux/xfrm.h>

#endif
