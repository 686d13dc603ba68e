/* SPDX-License-Identifier: GPL-2.0-or-later */
/* madvise(2) advice values newer than some C libraries' headers. */
#ifndef MADVISE_LAPI_H__
#define MADVISE_LAPI_H__

#include <sys/mman.h>

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
#ifndef MADV_GUARD_INSTALL
# define MADV_GUARD_INSTALL 102
#endif
#ifndef MADV_GUARD_REMOVE
# define MADV_GUARD_REMOVE 103
#endif

#endif
