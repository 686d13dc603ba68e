/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * fallocate(2) modes for C libraries whose <fcntl.h> lacks some of them.
 */
#ifndef LAPI_FALLOC_H__
#define LAPI_FALLOC_H__

#include <fcntl.h>

#ifndef FALLOC_FL_KEEP_SIZE
# define FALLOC_FL_KEEP_SIZE 0x01
#endif
#ifndef FALLOC_FL_PUNCH_HOLE
# define FALLOC_FL_PUNCH_HOLE 0x02
#endif
#ifndef FALLOC_FL_NO_HIDE_STALE
# define FALLOC_FL_NO_HIDE_STALE 0x04
#endif
#ifndef FALLOC_FL_COLLAPSE_RANGE
# define FALLOC_FL_COLLAPSE_RANGE 0x08
#endif
#ifndef FALLOC_FL_ZERO_RANGE
# define FALLOC_FL_ZERO_RANGE 0x10
#endif
#ifndef FALLOC_FL_INSERT_RANGE
# define FALLOC_FL_INSERT_RANGE 0x20
#endif
#ifndef FALLOC_FL_UNSHARE_RANGE
# define FALLOC_FL_UNSHARE_RANGE 0x40
#endif

#endif /* LAPI_FALLOC_H__ */
