/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * The crypto netlink interface (<linux/cryptouser.h>).
 */
#ifndef LAPI_CRYPTOUSER_H__
#define LAPI_CRYPTOUSER_H__

#include "config.h"
#ifdef HAVE_LINUX_CRYPTOUSER_H
# include <linux/cryptouser.h>
#endif

#ifndef NETLINK_CRYPTO
# define NETLINK_CRYPTO 21
#endif
#ifndef CRYPTO_MAX_NAME
# define CRYPTO_MAX_NAME 64
#endif

#endif
