/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * preadv2(2)/pwritev2(2) RWF_* flags for C libraries that lack them (values from the
 * kernel's include/uapi/linux/fs.h).
 */
#ifndef LAPI_UIO_H__
#define LAPI_UIO_H__

#include <sys/uio.h>

#ifndef RWF_HIPRI
# define RWF_HIPRI	0x00000001
#endif
#ifndef RWF_DSYNC
# define RWF_DSYNC	0x00000002
#endif
#ifndef RWF_SYNC
# define RWF_SYNC	0x00000004
#endif
#ifndef RWF_NOWAIT
# define RWF_NOWAIT	0x00000008
#endif
#ifndef RWF_APPEND
# define RWF_APPEND	0x00000010
#endif
#ifndef RWF_NOAPPEND
# define RWF_NOAPPEND	0x00000020
#endif

#endif /* LAPI_UIO_H__ */
