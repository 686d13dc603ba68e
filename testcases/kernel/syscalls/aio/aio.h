// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * For the raw Linux AIO tests (the kernel ABI of linux/aio_abi.h, no libaio; the tests call
 * the system calls by number): io_pgetevents()'s signal argument and an iocb filler.
 */
#ifndef AIO_H
#define AIO_H

#include <linux/aio_abi.h>
#include <signal.h>
#include "tst_test.h"

struct aio_sigset {
	const sigset_t *sigmask;
	size_t sigsetsize;
};

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
