/* SPDX-License-Identifier: GPL-2.0-or-later */
/* mmap(2) flags newer than some C libraries' headers. */
#ifndef MMAP_LAPI_H__
#define MMAP_LAPI_H__

#include <sys/mman.h>

#ifndef MAP_FIXED_NOREPLACE
# define MAP_FIXED_NOREPLACE 0x100000
#endif
#ifndef MAP_SHARED_VALIDATE
# define MAP_SHARED_VALIDATE 0x03
#endif
#ifndef MAP_SYNC
# define MAP_SYNC 0x80000
#endif
#ifndef MAP_UNINITIALIZED
# define MAP_UNINITIALIZED 0x4000000
#endif
#ifndef MAP_HUGE_SHIFT
# define MAP_HUGE_SHIFT 26
#endif

#endif
