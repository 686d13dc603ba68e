/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * lseek(2) whence values for sparse files.
 */
#ifndef LAPI_SEEK_H__
#define LAPI_SEEK_H__

#include <unistd.h>

#ifndef SEEK_DATA
# define SEEK_DATA 3
#endif
#ifndef SEEK_HOLE
# define SEEK_HOLE 4
#endif

#endif
