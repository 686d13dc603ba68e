/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * The descriptors of the timerfd errno tests (timerfd_gettime02, timerfd_settime02):
 * tfd a CLOCK_MONOTONIC timerfd; null_fd /dev/null and efd an eventfd (not timerfds:
 * EINVAL); closed_fd a descriptor number that was closed and minus_one -1 (EBADF);
 * bad_addr an address outside the address space (EFAULT). The test sets
 * .setup = timerfd_err_setup and .cleanup = timerfd_err_cleanup, or calls them from its own.
 */
#ifndef TIMERFD_ERR_FDS_H__
#define TIMERFD_ERR_FDS_H__

#include <sys/eventfd.h>
#include <sys/timerfd.h>
#include "tst_test.h"

static void *bad_addr;
static int tfd = -1, null_fd = -1, efd = -1, closed_fd, minus_one = -1;

static inline void timerfd_err_setup(void)
{
	bad_addr = tst_get_bad_addr(NULL);
	tfd = timerfd_create(CLOCK_MONOTONIC, 0);
	if (tfd < 0)
		tst_brk(TBROK | TERRNO, "timerfd_create()");
	null_fd = SAFE_OPEN("/dev/null", O_RDONLY);
	efd = eventfd(0, 0);
	if (efd < 0)
		tst_brk(TBROK | TERRNO, "eventfd()");
	closed_fd = SAFE_OPEN("/dev/null", O_RDONLY);
	close(closed_fd);
}

static inline void timerfd_err_cleanup(void)
{
	if (tfd >= 0)
		SAFE_CLOSE(tfd);
	if (null_fd >= 0)
		SAFE_CLOSE(null_fd);
	if (efd >= 0)
		SAFE_CLOSE(efd);
}

#endif
