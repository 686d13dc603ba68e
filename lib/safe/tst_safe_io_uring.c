// SPDX-License-Identifier: GPL-2.0-or-later
/* SAFE_IO_URING_*: set up an io_uring instance and map its rings for a test. */
#include <string.h>
#include <sys/mman.h>
#include "safe_priv.h"
#include "ltk_sysfile.h"
#include "tst_safe_io_uring.h"

#define IO_URING_DISABLED "/proc/sys/kernel/io_uring_disabled"

/*
 * After a failed io_uring_setup(): TCONF when io_uring is missing (ENOSYS) or switched
 * off by the administrator (EPERM with kernel.io_uring_disabled set), else TBROK.
 */
static void io_uring_setup_failed(LTK_SAFE_LOC, unsigned int entries, const void *params)
{
	int err = errno;
	unsigned long disabled = 0;

	if (err == ENOSYS) {
		safe_conf("io_uring is not supported by the kernel (CONFIG_IO_URING)");
		return;
	}
	if (err == EPERM && !ltk_read_ulong(IO_URING_DISABLED, &disabled) && disabled) {
		safe_conf("io_uring is disabled (kernel.io_uring_disabled = %lu)", disabled);
		return;
	}
	errno = err;
	safe_fail("io_uring_setup(%u,%p)", entries, params);
}

void ltk_io_uring_supported_(const char *file, const int lineno, void (*cleanup_fn)(void))
{
	struct io_uring_params p;
	int fd;

	memset(&p, 0, sizeof(p));
	fd = io_uring_setup(1, &p);
	if (fd >= 0) {
		close(fd);
		return;
	}
	if (errno == ENOSYS || errno == EPERM)
		io_uring_setup_failed(file, lineno, cleanup_fn, 1, &p);
}

static void *ring_map(LTK_SAFE_LOC, int fd, size_t size, off_t offset)
{
	void *p = mmap(NULL, size, PROT_READ | PROT_WRITE, MAP_SHARED | MAP_POPULATE, fd,
		       offset);

	if (p == MAP_FAILED)
		safe_fail("mmap(NULL,%zu,PROT_READ|PROT_WRITE,MAP_SHARED|MAP_POPULATE,%d,%#llx)",
			  size, fd, (unsigned long long)offset);
	return p;
}

static void ring_pointers(struct tst_io_uring *u, const struct io_uring_params *p)
{
	char *sq = u->sqr_base, *cq = u->cqr_base;

	u->sqr_size = p->sq_entries;
	u->sqr_head = (const uint32_t *)(sq + p->sq_off.head);
	u->sqr_tail = (uint32_t *)(sq + p->sq_off.tail);
	u->sqr_mask = (const uint32_t *)(sq + p->sq_off.ring_mask);
	u->sqr_flags = (const uint32_t *)(sq + p->sq_off.flags);
	u->sqr_dropped = (const uint32_t *)(sq + p->sq_off.dropped);
	u->sqr_array = (uint32_t *)(sq + p->sq_off.array);

	u->cqr_size = p->cq_entries;
	u->cqr_head = (uint32_t *)(cq + p->cq_off.head);
	u->cqr_tail = (const uint32_t *)(cq + p->cq_off.tail);
	u->cqr_mask = (const uint32_t *)(cq + p->cq_off.ring_mask);
	u->cqr_overflow = (const uint32_t *)(cq + p->cq_off.overflow);
	u->cqr_entries = (const struct io_uring_cqe *)(cq + p->cq_off.cqes);
}

static void ring_unmap(struct tst_io_uring *u)
{
	if (u->sqr_entries && u->sqr_entries != MAP_FAILED)
		munmap(u->sqr_entries, u->sqr_size * sizeof(struct io_uring_sqe));
	if (u->cqr_base && u->cqr_base != MAP_FAILED && u->cqr_base != u->sqr_base)
		munmap(u->cqr_base, u->cqr_mapsize);
	if (u->sqr_base && u->sqr_base != MAP_FAILED)
		munmap(u->sqr_base, u->sqr_mapsize);
	u->sqr_entries = NULL;
	u->sqr_base = u->cqr_base = NULL;
}

int safe_io_uring_init(LTK_SAFE_LOC, unsigned int entries, struct io_uring_params *params,
		       struct tst_io_uring *uring)
{
	struct io_uring_params *p = params;

	memset(uring, 0, sizeof(*uring));
	uring->fd = io_uring_setup(entries, p);
	if (uring->fd == -1) {
		io_uring_setup_failed(file, lineno, cleanup_fn, entries, p);
		return -1;
	}
	if (uring->fd < 0) {
		safe_invalid(uring->fd, "io_uring_setup(%u,%p)", entries, p);
		return -1;
	}

	uring->sqr_mapsize = p->sq_off.array + p->sq_entries * sizeof(uint32_t);
	uring->cqr_mapsize = p->cq_off.cqes + p->cq_entries * sizeof(struct io_uring_cqe);
	if (p->features & IORING_FEAT_SINGLE_MMAP) {
		if (uring->cqr_mapsize > uring->sqr_mapsize)
			uring->sqr_mapsize = uring->cqr_mapsize;
		uring->cqr_mapsize = uring->sqr_mapsize;
	}

	uring->sqr_base = ring_map(file, lineno, cleanup_fn, uring->fd, uring->sqr_mapsize,
				   IORING_OFF_SQ_RING);
	if (uring->sqr_base == MAP_FAILED)
		goto fail;
	if (p->features & IORING_FEAT_SINGLE_MMAP)
		uring->cqr_base = uring->sqr_base;
	else
		uring->cqr_base = ring_map(file, lineno, cleanup_fn, uring->fd,
					   uring->cqr_mapsize, IORING_OFF_CQ_RING);
	if (uring->cqr_base == MAP_FAILED)
		goto fail;
	uring->sqr_entries = ring_map(file, lineno, cleanup_fn, uring->fd,
				      p->sq_entries * sizeof(struct io_uring_sqe),
				      IORING_OFF_SQES);
	if (uring->sqr_entries == MAP_FAILED)
		goto fail;
	ring_pointers(uring, p);
	return uring->fd;

fail:
	/* The report is out; leave nothing behind when ltk_brk() returned. */
	uring->sqr_size = p->sq_entries;
	ring_unmap(uring);
	close(uring->fd);
	uring->fd = -1;
	return -1;
}

int safe_io_uring_close(LTK_SAFE_LOC, struct tst_io_uring *uring)
{
	int rval;

	ring_unmap(uring);
	rval = close(uring->fd);
	if (rval == -1)
		safe_fail("close(%d)", uring->fd);
	uring->fd = -1;
	return rval;
}

int safe_io_uring_enter(LTK_SAFE_LOC, int strict, int fd, unsigned int to_submit,
			unsigned int min_complete, unsigned int flags, sigset_t *sig)
{
	int rval;

	errno = 0;
	rval = io_uring_enter(fd, to_submit, min_complete, flags, sig);
	if (rval == -1)
		safe_fail("io_uring_enter(%d,%u,%u,%#x,%p)", fd, to_submit, min_complete, flags,
			  sig);
	else if (rval < 0 || (strict && (unsigned int)rval != to_submit))
		safe_invalid(rval, "io_uring_enter(%d,%u,%u,%#x,%p)", fd, to_submit,
			     min_complete, flags, sig);
	return rval;
}
