/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * iptables structures (<linux/netfilter_ipv4/ip_tables.h>).
 */
#ifndef LAPI_IP_TABLES_H__
#define LAPI_IP_TABLES_H__

#include <sys/socket.h>
#include <linux/netfilter_ipv4/ip_tables.h>

#endif
