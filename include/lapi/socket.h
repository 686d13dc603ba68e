/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * Socket constants newer than some libcs (address families, levels, flags, options).
 */
#ifndef LAPI_SOCKET_H__
#define LAPI_SOCKET_H__

#include <sys/socket.h>
#include <netinet/in.h>

#ifndef SOCK_DCCP
# define SOCK_DCCP 6
#endif
#ifndef SOCK_CLOEXEC
# define SOCK_CLOEXEC 02000000
#endif
#ifndef SOCK_NONBLOCK
# define SOCK_NONBLOCK 04000
#endif
#ifndef MSG_NOSIGNAL
# define MSG_NOSIGNAL 0x4000
#endif
#ifndef MSG_FASTOPEN
# define MSG_FASTOPEN 0x20000000
#endif
#ifndef MSG_ZEROCOPY
# define MSG_ZEROCOPY 0x4000000
#endif
#ifndef MSG_CMSG_CLOEXEC
# define MSG_CMSG_CLOEXEC 0x40000000
#endif
#ifndef MSG_WAITFORONE
# define MSG_WAITFORONE 0x10000
#endif
#ifndef SO_BUSY_POLL
# define SO_BUSY_POLL 46
#endif
#ifndef SO_PEEK_OFF
# define SO_PEEK_OFF 42
#endif
#ifndef SO_ZEROCOPY
# define SO_ZEROCOPY 60
#endif
#ifndef SO_SNDBUFFORCE
# define SO_SNDBUFFORCE 32
#endif
#ifndef SO_RCVBUFFORCE
# define SO_RCVBUFFORCE 33
#endif
#ifndef SOL_SCTP
# define SOL_SCTP 132
#endif
#ifndef SOL_UDPLITE
# define SOL_UDPLITE 136
#endif
#ifndef SOL_DCCP
# define SOL_DCCP 269
#endif
#ifndef SOL_NETLINK
# define SOL_NETLINK 270
#endif
#ifndef SOL_ALG
# define SOL_ALG 279
#endif
#ifndef SOL_TLS
# define SOL_TLS 282
#endif
#ifndef SOL_TCP
# define SOL_TCP 6
#endif
#ifndef SOL_UDP
# define SOL_UDP 17
#endif
#ifndef AF_ALG
# define AF_ALG 38
#endif
#ifndef PF_ALG
# define PF_ALG AF_ALG
#endif
#ifndef AF_VSOCK
# define AF_VSOCK 40
#endif
#ifndef AF_KCM
# define AF_KCM 41
#endif
#ifndef AF_SMC
# define AF_SMC 43
#endif
#ifndef AF_XDP
# define AF_XDP 44
#endif
#ifndef AF_MCTP
# define AF_MCTP 45
#endif
#ifndef AF_RDS
# define AF_RDS 21
#endif
#ifndef TCP_FASTOPEN_CONNECT
# define TCP_FASTOPEN_CONNECT 30
#endif
#ifndef TCP_ULP
# define TCP_ULP 31
#endif
#ifndef UDP_GRO
# define UDP_GRO 104
#endif
#ifndef UDP_SEGMENT
# define UDP_SEGMENT 103
#endif

#endif
