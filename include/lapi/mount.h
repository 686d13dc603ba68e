/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * mount(2)/umount2(2) flags newer than some libcs.
 */
#ifndef LAPI_MOUNT_H__
#define LAPI_MOUNT_H__

#include <sys/mount.h>

#ifndef MS_REC
# define MS_REC 16384
#endif
#ifndef MS_PRIVATE
# define MS_PRIVATE (1 << 18)
#endif
#ifndef MS_SLAVE
# define MS_SLAVE (1 << 19)
#endif
#ifndef MS_SHARED
# define MS_SHARED (1 << 20)
#endif
#ifndef MS_STRICTATIME
# define MS_STRICTATIME (1 << 24)
#endif
#ifndef MS_LAZYTIME
# define MS_LAZYTIME (1 << 25)
#endif
#ifndef MS_NOSYMFOLLOW
# define MS_NOSYMFOLLOW 256
#endif
#ifndef MNT_FORCE
# define MNT_FORCE 1
#endif
#ifndef MNT_DETACH
# define MNT_DETACH 2
#endif
#ifndef MNT_EXPIRE
# define MNT_EXPIRE 4
#endif
#ifndef UMOUNT_NOFOLLOW
# define UMOUNT_NOFOLLOW 8
#endif

#endif
