/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * AF_PACKET socket options (<linux/if_packet.h>) newer than some headers.
 */
#ifndef LAPI_IF_PACKET_H__
#define LAPI_IF_PACKET_H__

#include <linux/if_packet.h>

#ifndef PACKET_RX_RING
# define PACKET_RX_RING 5
#endif
#ifndef PACKET_VERSION
# define PACKET_VERSION 10
#endif
#ifndef PACKET_RESERVE
# define PACKET_RESERVE 12
#endif
#ifndef PACKET_TX_RING
# define PACKET_TX_RING 13
#endif
#ifndef PACKET_FANOUT
# define PACKET_FANOUT 18
#endif
#ifndef PACKET_FANOUT_ROLLOVER
# define PACKET_FANOUT_ROLLOVER 3
#endif
#ifndef PACKET_QDISC_BYPASS
# define PACKET_QDISC_BYPASS 20
#endif
#ifndef PACKET_IGNORE_OUTGOING
# define PACKET_IGNORE_OUTGOING 23
#endif

#endif
