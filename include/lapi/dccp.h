/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * DCCP socket constants.
 */
#ifndef LAPI_DCCP_H__
#define LAPI_DCCP_H__

#include <netinet/in.h>
#include <sys/socket.h>

#ifndef SOCK_DCCP
# define SOCK_DCCP 6
#endif
#ifndef IPPROTO_DCCP
# define IPPROTO_DCCP 33
#endif
#ifndef SOL_DCCP
# define SOL_DCCP 269
#endif
#ifndef DCCP_SOCKOPT_SERVICE
# define DCCP_SOCKOPT_SERVICE 2
#endif

#endif
