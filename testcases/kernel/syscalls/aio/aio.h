// SPDX-License-Identifier: GPL-2.0-or-later
/* The raw Linux AIO system calls (the kernel ABI of linux/aio_abi.h, no libaio). */
#ifndef AIO_H
#define AIO_H

#include <linux/aio_abi.h>
#include <signal.h>
#include "tst_test.h"

static inline int io_setup_raw(unsigned int nr, aio_context_t *ctx)
{
	return tst_syscall(__NR_io_setup, nr, ctx);
}

static inline int io_destroy_raw(aio_context_t ctx)
{
	return tst_syscall(__NR_io_destroy, ctx);
}

static inline int io_submit_raw(aio_context_t ctx, long nr, struct iocb **iocbs)
{
	return tst_syscall(__NR_io_submit, ctx, nr, iocbs);
}

static inline int io_getevents_raw(aio_context_t ctx, long min, long nr,
				   struct io_event *ev, struct timespec *ts)
{
	return tst_syscall(__NR_io_getevents, ctx, min, nr, ev, ts);
}

static inline int io_cancel_raw(aio_context_t ctx, struct iocb *iocb, struct io_event *ev)
{
	return tst_syscall(__NR_io_cancel, ctx, iocb, ev);
}

struct aio_sigset {
	const sigset_t *sigmask;
	size_t sigsetsize;
};

static inline int io_pgetevents_raw(aio_context_t ctx, long min, long nr,
				    struct io_event *ev, struct timespec *ts,
				    const struct aio_sigset *sig)
{
	return tst_syscall(__NR_io_pgetevents, ctx, min, nr, ev, ts, sig);
}

static inline void aio_prep(struct iocb *cb, int fd, int op, void *buf, size_t len, off_t off,
			    uint64_t data)
{
	memset(cb, 0, sizeof(*cb));
	cb->aio_fildes = fd;
	cb->aio_lio_opcode = op;
	cb->aio_buf = (uintptr_t)buf;
	cb->aio_nbytes = len;
	cb->aio_offset = off;
	cb->aio_data = data;
}

#endif
