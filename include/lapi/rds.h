/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * Reliable Datagram Sockets (RDS) constants.
 */
#ifndef LAPI_RDS_H__
#define LAPI_RDS_H__

#include <sys/socket.h>

#ifndef AF_RDS
# define AF_RDS 21
#endif
#ifndef PF_RDS
# define PF_RDS AF_RDS
#endif
#ifndef SOL_RDS
# define SOL_RDS 276
#endif

#endif
