/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * EXP_FAIL_NO_NEW_FD(): TST_EXP_FAIL2() for a call that returns a new descriptor (openat2,
 * fsopen, fspick, fsmount, open_tree), which also checks that the failed call allocated no
 * descriptor: the lowest free one before the call stays free (tst_fd_state.h). A call that
 * succeeded against the expectation has its descriptor closed.
 *
 *	EXP_FAIL_NO_NEW_FD(openat2(dfd, path, &how, sizeof(how)), EXDEV, "%s", desc);
 */
#ifndef NO_NEW_FD_H__
#define NO_NEW_FD_H__

#include "tst_test.h"
#include "tst_fd_state.h"

#define EXP_FAIL_NO_NEW_FD(SCALL, ERRNO, ...) do {				\
		int next_fd__ = tst_fd_lowest_free();				\
										\
		TST_EXP_FAIL2(SCALL, ERRNO, __VA_ARGS__);			\
		if (TST_RET >= 0)						\
			SAFE_CLOSE(TST_RET);					\
		else								\
			TST_FD_STILL_FREE(next_fd__);				\
	} while (0)

#endif
