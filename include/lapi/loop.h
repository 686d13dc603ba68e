/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * Loop device ioctls and struct loop_config for headers older than the kernel.
 */
#ifndef LAPI_LOOP_H__
#define LAPI_LOOP_H__

#include <stdint.h>
#include <linux/types.h>
#include <linux/loop.h>
#include "config.h"

#ifndef LO_FLAGS_READ_ONLY
# define LO_FLAGS_READ_ONLY 1
#endif
#ifndef LO_FLAGS_AUTOCLEAR
# define LO_FLAGS_AUTOCLEAR 4
#endif
#ifndef LO_FLAGS_PARTSCAN
# define LO_FLAGS_PARTSCAN 8
#endif
#ifndef LO_FLAGS_DIRECT_IO
# define LO_FLAGS_DIRECT_IO 16
#endif
#ifndef LOOP_SET_CAPACITY
# define LOOP_SET_CAPACITY 0x4C07
#endif
#ifndef LOOP_SET_DIRECT_IO
# define LOOP_SET_DIRECT_IO 0x4C08
#endif
#ifndef LOOP_SET_BLOCK_SIZE
# define LOOP_SET_BLOCK_SIZE 0x4C09
#endif
#ifndef LOOP_CONFIGURE
# define LOOP_CONFIGURE 0x4C0A
#endif
#ifndef LOOP_CTL_ADD
# define LOOP_CTL_ADD 0x4C80
#endif
#ifndef LOOP_CTL_REMOVE
# define LOOP_CTL_REMOVE 0x4C81
#endif
#ifndef LOOP_CTL_GET_FREE
# define LOOP_CTL_GET_FREE 0x4C82
#endif

#ifndef HAVE_STRUCT_LOOP_CONFIG
struct loop_config {
	uint32_t fd;
	uint32_t block_size;
	struct loop_info64 info;
	uint64_t __reserved[8];
};
#endif

#endif
