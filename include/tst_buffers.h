/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * .bufs: guarded buffers. Each buffer ends exactly where a PROT_NONE page begins, so a read
 * or write one byte past its end faults at once; the unused start of its first page is
 * filled with canary bytes that tst_free_all() checks, so a write before the start is
 * reported (TWARN). See doc/features.md.
 */
#ifndef TST_BUFFERS_H__
#define TST_BUFFERS_H__

#include <stddef.h>
#include <sys/uio.h>
#include "tst_common.h"

struct tst_buffers {
	void *ptr;		/* address of the pointer to set */
	size_t size;		/* a buffer of this size, or */
	int *iov_sizes;		/* an iovec array of these sizes (-1 terminated), or */
	char *str;		/* a copy of this string */
};

/* A guarded buffer of size bytes (contents unspecified). TBROK if mmap() fails. */
void *tst_alloc(size_t size);

/* A guarded copy of str, and a guarded formatted string. */
char *tst_strdup(const char *str);
char *tst_aprintf(const char *fmt, ...) LTK_PRINTF(1, 2);

/*
 * A guarded array of iovecs, one per entry of sizes (terminated by -1), each pointing to a
 * guarded buffer of that size.
 */
struct iovec *tst_iovec_alloc(int sizes[]);

/* Allocate every buffer of a {}-terminated array and store it in *bufs[i].ptr. */
void tst_buffers_alloc(struct tst_buffers bufs[]);

/* Check the canaries of every buffer (TWARN per modified byte run) and unmap them all. */
void tst_free_all(void);

#endif
