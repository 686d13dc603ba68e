// SPDX-License-Identifier: GPL-2.0-or-later
/* The raw pselect6 system call: its sixth argument points to a {mask, size} pair. */
#ifndef PSELECT6_LAPI_H
#define PSELECT6_LAPI_H

#include <signal.h>
#include <sys/select.h>
#include "tst_test.h"

struct pselect6_sig {
	const sigset_t *mask;
	size_t size;
};

static inline int do_pselect6(int n, fd_set *r, fd_set *w, fd_set *e, struct timespec *ts,
			      const sigset_t *mask)
{
	struct pselect6_sig sig = {mask, _NSIG / 8};

	return tst_syscall(__NR_pselect6, n, r, w, e, ts, mask ? &sig : NULL);
}

#endif
