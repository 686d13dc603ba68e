/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * Block device ioctls (<linux/fs.h>'s BLK* numbers) without including it.
 */
#ifndef LAPI_BLKDEV_H__
#define LAPI_BLKDEV_H__

#include <stddef.h>
#include <sys/ioctl.h>

#ifndef BLKROSET
# define BLKROSET _IO(0x12, 93)
#endif
#ifndef BLKROGET
# define BLKROGET _IO(0x12, 94)
#endif
#ifndef BLKRRPART
# define BLKRRPART _IO(0x12, 95)
#endif
#ifndef BLKGETSIZE
# define BLKGETSIZE _IO(0x12, 96)
#endif
#ifndef BLKFLSBUF
# define BLKFLSBUF _IO(0x12, 97)
#endif
#ifndef BLKRASET
# define BLKRASET _IO(0x12, 98)
#endif
#ifndef BLKRAGET
# define BLKRAGET _IO(0x12, 99)
#endif
#ifndef BLKSSZGET
# define BLKSSZGET _IO(0x12, 104)
#endif
#ifndef BLKBSZGET
# define BLKBSZGET _IOR(0x12, 112, size_t)
#endif
#ifndef BLKBSZSET
# define BLKBSZSET _IOW(0x12, 113, size_t)
#endif
#ifndef BLKGETSIZE64
# define BLKGETSIZE64 _IOR(0x12, 114, size_t)
#endif
#ifndef BLKDISCARD
# define BLKDISCARD _IO(0x12, 119)
#endif
#ifndef BLKIOMIN
# define BLKIOMIN _IO(0x12, 120)
#endif
#ifndef BLKIOOPT
# define BLKIOOPT _IO(0x12, 121)
#endif
#ifndef BLKALIGNOFF
# define BLKALIGNOFF _IO(0x12, 122)
#endif
#ifndef BLKPBSZGET
# define BLKPBSZGET _IO(0x12, 123)
#endif
#ifndef BLKDISCARDZEROES
# define BLKDISCARDZEROES _IO(0x12, 124)
#endif
#ifndef BLKSECDISCARD
# define BLKSECDISCARD _IO(0x12, 125)
#endif
#ifndef BLKROTATIONAL
# define BLKROTATIONAL _IO(0x12, 126)
#endif
#ifndef BLKZEROOUT
# define BLKZEROOUT _IO(0x12, 127)
#endif

#endif
