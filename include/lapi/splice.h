/* SPDX-License-Identifier: GPL-2.0-or-later */
/* splice(2) flags for old headers and SAFE_SPLICE (modern face). */
#ifndef LAPI_SPLICE_H__
#define LAPI_SPLICE_H__

#include <fcntl.h>
#include <stddef.h>
#include <sys/types.h>

#ifndef SPLICE_F_MOVE
# define SPLICE_F_MOVE 1
#endif
#ifndef SPLICE_F_NONBLOCK
# define SPLICE_F_NONBLOCK 2
#endif
#ifndef SPLICE_F_MORE
# define SPLICE_F_MORE 4
#endif
#ifndef SPLICE_F_GIFT
# define SPLICE_F_GIFT 8
#endif

#ifndef LTK_SAFE_LOC
# define LTK_SAFE_LOC const char *file, const int lineno, void (*cleanup_fn)(void)
#endif

ssize_t safe_splice(LTK_SAFE_LOC, int fd_in, loff_t *off_in, int fd_out, loff_t *off_out,
		    size_t len, unsigned int flags);

#ifndef __TEST_H__
#define SAFE_SPLICE(fd_in, off_in, fd_out, off_out, len, flags) \
	safe_splice(__FILE__, __LINE__, NULL, (fd_in), (off_in), (fd_out), (off_out), (len), \
		    (flags))
#endif

#endif
