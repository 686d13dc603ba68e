/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * FICLONE and FICLONERANGE (ioctl_ficlone(2)), with fallbacks for headers without them.
 */
#ifndef LAPI_FICLONE_H__
#define LAPI_FICLONE_H__

#include <stdint.h>
#include <sys/ioctl.h>
#include "config.h"
#ifdef HAVE_LINUX_FS_H
# include <linux/fs.h>
#endif

#ifndef FICLONERANGE
struct file_clone_range {
	int64_t src_fd;
	uint64_t src_offset;
	uint64_t src_length;
	uint64_t dest_offset;
};
# define FICLONERANGE _IOW(0x94, 13, struct file_clone_range)
#endif
#ifndef FICLONE
# define FICLONE _IOW(0x94, 9, int)
#endif

#endif
