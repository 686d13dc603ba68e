/* SPDX-License-Identifier: GPL-2.0-or-later */
/* .bufs: guarded buffers whose end touches a PROT_NONE page, so overruns fault at once. */
#ifndef TST_BUFFERS_H__
#define TST_BUFFERS_H__

#include <stddef.h>
#include <sys/uio.h>

struct tst_buffers {
	void *ptr;		/* address of the pointer to set */
	size_t size;		/* a buffer of this size, or */
	int *iov_sizes;		/* an iovec array of these sizes (-1 terminated), or */
	char *str;		/* a copy of this string */
};

#endif
