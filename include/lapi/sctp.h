/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * SCTP socket constants, from <netinet/sctp.h> when lksctp is installed.
 */
#ifndef LAPI_SCTP_H__
#define LAPI_SCTP_H__

#include <netinet/in.h>
#include "config.h"
#ifdef HAVE_NETINET_SCTP_H
# include <netinet/sctp.h>
#endif

#ifndef IPPROTO_SCTP
# define IPPROTO_SCTP 132
#endif
#ifndef SOL_SCTP
# define SOL_SCTP 132
#endif
#ifndef SCTP_NODELAY
# define SCTP_NODELAY 3
#endif

#endif
