/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * mmap(2)/madvise(2)/mremap(2) constants newer than some libcs (MAP_*, MADV_*,
 * MREMAP_*), as LTP's memory tests use them.
 */
#ifndef LAPI_MMAP_H__
#define LAPI_MMAP_H__

#include <sys/mman.h>

#ifndef MAP_HUGETLB
# define MAP_HUGETLB 0x40000
#endif
#ifndef MAP_STACK
# define MAP_STACK 0x20000
#endif
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
#ifndef MAP_DROPPABLE
# define MAP_DROPPABLE 0x08
#endif
#ifndef MAP_HUGE_SHIFT
# define MAP_HUGE_SHIFT 26
#endif
#ifndef MAP_HUGE_MASK
# define MAP_HUGE_MASK 0x3f
#endif
#ifndef MAP_HUGE_2MB
# define MAP_HUGE_2MB (21 << MAP_HUGE_SHIFT)
#endif
#ifndef MAP_HUGE_1GB
# define MAP_HUGE_1GB (30 << MAP_HUGE_SHIFT)
#endif
#ifndef MADV_REMOVE
# define MADV_REMOVE 9
#endif
#ifndef MADV_DONTFORK
# define MADV_DONTFORK 10
#endif
#ifndef MADV_DOFORK
# define MADV_DOFORK 11
#endif
#ifndef MADV_MERGEABLE
# define MADV_MERGEABLE 12
#endif
#ifndef MADV_UNMERGEABLE
# define MADV_UNMERGEABLE 13
#endif
#ifndef MADV_HUGEPAGE
# define MADV_HUGEPAGE 14
#endif
#ifndef MADV_NOHUGEPAGE
# define MADV_NOHUGEPAGE 15
#endif
#ifndef MADV_DONTDUMP
# define MADV_DONTDUMP 16
#endif
#ifndef MADV_DODUMP
# define MADV_DODUMP 17
#endif
#ifndef MADV_FREE
# define MADV_FREE 8
#endif
#ifndef MADV_WIPEONFORK
# define MADV_WIPEONFORK 18
#endif
#ifndef MADV_KEEPONFORK
# define MADV_KEEPONFORK 19
#endif
#ifndef MADV_COLD
# define MADV_COLD 20
#endif
#ifndef MADV_PAGEOUT
# define MADV_PAGEOUT 21
#endif
#ifndef MADV_POPULATE_READ
# define MADV_POPULATE_READ 22
#endif
#ifndef MADV_POPULATE_WRITE
# define MADV_POPULATE_WRITE 23
#endif
#ifndef MADV_DONTNEED_LOCKED
# define MADV_DONTNEED_LOCKED 24
#endif
#ifndef MADV_COLLAPSE
# define MADV_COLLAPSE 25
#endif
#ifndef MADV_GUARD_INSTALL
# define MADV_GUARD_INSTALL 102
#endif
#ifndef MADV_GUARD_REMOVE
# define MADV_GUARD_REMOVE 103
#endif
#ifndef MADV_HWPOISON
# define MADV_HWPOISON 100
#endif
#ifndef MADV_SOFT_OFFLINE
# define MADV_SOFT_OFFLINE 101
#endif
#ifndef MREMAP_MAYMOVE
# define MREMAP_MAYMOVE 1
#endif
#ifndef MREMAP_FIXED
# define MREMAP_FIXED 2
#endif
#ifndef MREMAP_DONTUNMAP
# define MREMAP_DONTUNMAP 4
#endif
#ifndef MLOCK_ONFAULT
# define MLOCK_ONFAULT 0x01
#endif
#ifndef MCL_ONFAULT
# define MCL_ONFAULT 4
#endif
#ifndef PROT_GROWSDOWN
# define PROT_GROWSDOWN 0x01000000
#endif
#ifndef PROT_GROWSUP
# define PROT_GROWSUP 0x02000000
#endif

#endif
