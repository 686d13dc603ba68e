/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * An io_uring instance with its rings mapped, for tests that drive the rings by hand, and
 * the SAFE_IO_URING_* macros (modern face). io_uring missing or disabled here is TCONF.
 *
 * Submitting one SQE:
 *	unsigned int tail = *uring.sqr_tail, i = tail & *uring.sqr_mask;
 *	uring.sqr_entries[i] = (struct io_uring_sqe){.opcode = IORING_OP_NOP, ...};
 *	uring.sqr_array[i] = i;
 *	__atomic_store_n(uring.sqr_tail, tail + 1, __ATOMIC_RELEASE);
 *	SAFE_IO_URING_ENTER(1, uring.fd, 1, 1, IORING_ENTER_GETEVENTS, NULL);
 * and reading its completion at cqr_entries[*cqr_head & *cqr_mask], then ++*cqr_head.
 */
#ifndef TST_SAFE_IO_URING_H__
#define TST_SAFE_IO_URING_H__

#include <signal.h>
#include <stddef.h>
#include <stdint.h>
#include "lapi/io_uring.h"

struct tst_io_uring {
	int fd;
	void *sqr_base, *cqr_base;	/* cqr_base == sqr_base with IORING_FEAT_SINGLE_MMAP */
	size_t sqr_mapsize, cqr_mapsize;

	/* ring sizes (entries), from io_uring_params */
	uint32_t sqr_size, cqr_size;

	/* submission queue */
	struct io_uring_sqe *sqr_entries;
	const uint32_t *sqr_head, *sqr_mask, *sqr_flags, *sqr_dropped;
	uint32_t *sqr_tail, *sqr_array;

	/* completion queue */
	const struct io_uring_cqe *cqr_entries;
	const uint32_t *cqr_tail, *cqr_mask, *cqr_overflow;
	uint32_t *cqr_head;
};

#ifndef LTK_SAFE_LOC
# define LTK_SAFE_LOC const char *file, const int lineno, void (*cleanup_fn)(void)
#endif

/* io_uring_setup() and the three mmap()s; the ring fd, or -1 (uring->fd is -1 then). */
int safe_io_uring_init(LTK_SAFE_LOC, unsigned int entries, struct io_uring_params *params,
		       struct tst_io_uring *uring);
/* Unmaps the rings and closes the fd; close()'s result. */
int safe_io_uring_close(LTK_SAFE_LOC, struct tst_io_uring *uring);
/* io_uring_enter(); with strict, a count other than to_submit is TBROK. */
int safe_io_uring_enter(LTK_SAFE_LOC, int strict, int fd, unsigned int to_submit,
			unsigned int min_complete, unsigned int flags, sigset_t *sig);

#ifndef __TEST_H__
#define SAFE_IO_URING_INIT(entries, params, uring) \
	safe_io_uring_init(__FILE__, __LINE__, NULL, (entries), (params), (uring))
#define SAFE_IO_URING_CLOSE(uring) \
	safe_io_uring_close(__FILE__, __LINE__, NULL, (uring))
#define SAFE_IO_URING_ENTER(strict, fd, to_submit, min_complete, flags, sig) \
	safe_io_uring_enter(__FILE__, __LINE__, NULL, (strict), (fd), (to_submit), \
			    (min_complete), (flags), (sig))
#endif

#endif
