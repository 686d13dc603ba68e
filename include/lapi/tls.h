/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * Kernel TLS (ktls) socket options and crypto-info structures.
 */
#ifndef LAPI_TLS_H__
#define LAPI_TLS_H__

#include <netinet/in.h>
#include <netinet/tcp.h>
#include "config.h"
#ifdef HAVE_LINUX_TLS_H
# include <linux/tls.h>
#endif

#ifndef TCP_ULP
# define TCP_ULP 31
#endif
#ifndef SOL_TLS
# define SOL_TLS 282
#endif
#ifndef TLS_TX
# define TLS_TX 1
#endif
#ifndef TLS_RX
# define TLS_RX 2
#endif
#ifndef TLS_1_2_VERSION
# define TLS_1_2_VERSION 0x0303
#endif
#ifndef TLS_1_3_VERSION
# define TLS_1_3_VERSION 0x0304
#endif
#ifndef TLS_CIPHER_AES_GCM_128
# define TLS_CIPHER_AES_GCM_128 51
#endif

#endif
