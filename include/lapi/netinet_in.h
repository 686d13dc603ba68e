/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * IP protocol numbers and IP socket options newer than some libcs.
 */
#ifndef LAPI_NETINET_IN_H__
#define LAPI_NETINET_IN_H__

#include <netinet/in.h>

#ifndef IPPROTO_DCCP
# define IPPROTO_DCCP 33
#endif
#ifndef IPPROTO_UDPLITE
# define IPPROTO_UDPLITE 136
#endif
#ifndef IPPROTO_MPTCP
# define IPPROTO_MPTCP 262
#endif
#ifndef IP_BIND_ADDRESS_NO_PORT
# define IP_BIND_ADDRESS_NO_PORT 24
#endif
#ifndef IP_RECVERR_RFC4884
# define IP_RECVERR_RFC4884 26
#endif

#endif
