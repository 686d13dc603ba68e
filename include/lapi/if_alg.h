/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * The kernel crypto API's AF_ALG sockets (<linux/if_alg.h>).
 */
#ifndef LAPI_IF_ALG_H__
#define LAPI_IF_ALG_H__

#include <stdint.h>
#include <sys/socket.h>
#include <linux/if_alg.h>

#ifndef AF_ALG
# define AF_ALG 38
#endif
#ifndef SOL_ALG
# define SOL_ALG 279
#endif
#ifndef ALG_SET_KEY
# define ALG_SET_KEY 1
#endif
#ifndef ALG_SET_IV
# define ALG_SET_IV 2
#endif
#ifndef ALG_SET_OP
# define ALG_SET_OP 3
#endif
#ifndef ALG_SET_AEAD_ASSOCLEN
# define ALG_SET_AEAD_ASSOCLEN 4
#endif
#ifndef ALG_SET_AEAD_AUTHSIZE
# define ALG_SET_AEAD_AUTHSIZE 5
#endif
#ifndef ALG_SET_DRBG_ENTROPY
# define ALG_SET_DRBG_ENTROPY 6
#endif
#ifndef ALG_SET_KEY_BY_KEY_SERIAL
# define ALG_SET_KEY_BY_KEY_SERIAL 7
#endif
#ifndef ALG_OP_DECRYPT
# define ALG_OP_DECRYPT 0
#endif
#ifndef ALG_OP_ENCRYPT
# define ALG_OP_ENCRYPT 1
#endif

#endif
