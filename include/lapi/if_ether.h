/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * Ethernet protocol IDs (<linux/if_ether.h>).
 */
#ifndef LAPI_IF_ETHER_H__
#define LAPI_IF_ETHER_H__

#include <linux/if_ether.h>

#ifndef ETH_P_ALL
# define ETH_P_ALL 0x0003
#endif
#ifndef ETH_P_IP
# define ETH_P_IP 0x0800
#endif
#ifndef ETH_P_IPV6
# define ETH_P_IPV6 0x86DD
#endif
#ifndef ETH_P_MPLS_UC
# define ETH_P_MPLS_UC 0x8847
#endif
#ifndef ETH_P_NSH
# define ETH_P_NSH 0x894F
#endif

#endif
