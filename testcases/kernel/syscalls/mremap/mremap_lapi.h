/* SPDX-License-Identifier: GPL-2.0-or-later */
/* mremap(2) flags newer than some C libraries' headers. */
#ifndef MREMAP_LAPI_H__
#define MREMAP_LAPI_H__

#include <sys/mman.h>

#ifndef MREMAP_DONTUNMAP
# define MREMAP_DONTUNMAP 4
#endif

#endif
