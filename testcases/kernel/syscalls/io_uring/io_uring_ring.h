// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * What the io_uring tests share: the probe that decides TCONF, putting one submission on a
 * ring mapped by SAFE_IO_URING_INIT() and taking one completion off it, with the memory
 * ordering of man 7 io_uring (the tail published with release, the other side's index read
 * with acquire).
 */
#ifndef IO_URING_RING_H
#define IO_URING_RING_H

#include "tst_test.h"
#include "tst_safe_io_uring.h"
#include "tst_safe_file_ops.h"

/* TCONF when io_uring is missing or disabled (/proc/sys/kernel/io_uring_disabled). */
static inline void io_uring_probe(void)
{
	struct io_uring_params p = {0};
	int disabled = 0, rfd;

	if (!access("/proc/sys/kernel/io_uring_disabled", F_OK)) {
		SAFE_FILE_SCANF("/proc/sys/kernel/io_uring_disabled", "%d", &disabled);
		if (disabled == 2)
			tst_brk(TCONF, "io_uring is disabled (kernel.io_uring_disabled = 2)");
	}
	rfd = syscall(__NR_io_uring_setup, 1, &p);
	if (rfd < 0) {
		if (errno == ENOSYS)
			tst_brk(TCONF, "io_uring is not supported by the kernel");
		if (errno == EPERM && disabled)
			tst_brk(TCONF, "io_uring is disabled for this process (io_uring_disabled 1)");
		tst_brk(TBROK | TERRNO, "io_uring_setup() probe");
	}
	/* A mutated io_uring_setup() returning 0 must not close stdin. */
	if (rfd > 2)
		SAFE_CLOSE(rfd);
}

static inline void ring_queue(struct tst_io_uring *r, const struct io_uring_sqe *sqe)
{
	unsigned int tail = *r->sqr_tail, i = tail & *r->sqr_mask;

	r->sqr_entries[i] = *sqe;
	r->sqr_array[i] = i;
	__atomic_store_n(r->sqr_tail, tail + 1, __ATOMIC_RELEASE);
}

/* The next completion into *cqe: 1, or 0 when none is queued. */
static inline int ring_reap(struct tst_io_uring *r, struct io_uring_cqe *cqe)
{
	unsigned int head = *r->cqr_head;

	if (head == __atomic_load_n(r->cqr_tail, __ATOMIC_ACQUIRE))
		return 0;
	*cqe = r->cqr_entries[head & *r->cqr_mask];
	__atomic_store_n(r->cqr_head, head + 1, __ATOMIC_RELEASE);
	return 1;
}

#endif
