/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * UDP socket options (UDP_CORK, UDP-Lite checksum coverage, GSO/GRO).
 */
#ifndef LAPI_UDP_H__
#define LAPI_UDP_H__

#include <netinet/udp.h>

#ifndef UDPLITE_SEND_CSCOV
# define UDPLITE_SEND_CSCOV 10
#endif
#ifndef UDPLITE_RECV_CSCOV
# define UDPLITE_RECV_CSCOV 11
#endif
#ifndef UDP_CORK
# define UDP_CORK 1
#endif
#ifndef UDP_ENCAP
# define UDP_ENCAP 100
#endif
#ifndef UDP_NO_CHECK6_TX
# define UDP_NO_CHECK6_TX 101
#endif
#ifndef UDP_NO_CHECK6_RX
# define UDP_NO_CHECK6_RX 102
#endif
#ifndef UDP_SEGMENT
# define UDP_SEGMENT 103
#endif
#ifndef UDP_GRO
# define UDP_GRO 104
#endif
#ifndef SOL_UDPLITE
# define SOL_UDPLITE 136
#endif
#ifndef IPPROTO_UDPLITE
# define IPPROTO_UDPLITE 136
#endif

#endif
