/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * open(2)/fcntl(2) flags and AT_* values that older C libraries or kernel headers may
 * lack. Values are the x86/generic ones from the kernel's uapi headers; the libc's own
 * definitions win when present.
 */
#ifndef LAPI_FCNTL_H__
#define LAPI_FCNTL_H__

#include <fcntl.h>
#include <unistd.h>

#ifndef O_DIRECT
# define O_DIRECT 040000
#endif
#ifndef O_DIRECTORY
# define O_DIRECTORY 0200000
#endif
#ifndef O_NOFOLLOW
# define O_NOFOLLOW 0400000
#endif
#ifndef O_NOATIME
# define O_NOATIME 01000000
#endif
#ifndef O_CLOEXEC
# define O_CLOEXEC 02000000
#endif
#ifndef O_PATH
# define O_PATH 010000000
#endif
#ifndef O_TMPFILE
/* O_TMPFILE always carries O_DIRECTORY so that kernels without it fail cleanly. */
# define O_TMPFILE (020000000 | O_DIRECTORY)
#endif

#ifndef AT_FDCWD
# define AT_FDCWD -100
#endif
#ifndef AT_SYMLINK_NOFOLLOW
# define AT_SYMLINK_NOFOLLOW 0x100
#endif
#ifndef AT_REMOVEDIR
# define AT_REMOVEDIR 0x200
#endif
#ifndef AT_SYMLINK_FOLLOW
# define AT_SYMLINK_FOLLOW 0x400
#endif
#ifndef AT_NO_AUTOMOUNT
# define AT_NO_AUTOMOUNT 0x800
#endif
#ifndef AT_EMPTY_PATH
# define AT_EMPTY_PATH 0x1000
#endif

#ifndef SEEK_DATA
# define SEEK_DATA 3
#endif
#ifndef SEEK_HOLE
# define SEEK_HOLE 4
#endif

#ifndef F_DUPFD_CLOEXEC
# define F_DUPFD_CLOEXEC 1030
#endif

/* File seals (memfd_create(2), fcntl(2)), Linux 3.17. */
#ifndef F_ADD_SEALS
# define F_ADD_SEALS 1033
# define F_GET_SEALS 1034
#endif
#ifndef F_SEAL_SEAL
# define F_SEAL_SEAL	0x0001
# define F_SEAL_SHRINK	0x0002
# define F_SEAL_GROW	0x0004
# define F_SEAL_WRITE	0x0008
#endif

#endif /* LAPI_FCNTL_H__ */
