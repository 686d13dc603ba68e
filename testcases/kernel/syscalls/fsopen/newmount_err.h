/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * Fixtures of the new mount API errno tests (fsopen02, fsmount02, fspick02, open_tree02,
 * move_mount02):
 *
 * - the set-up steps of newmount_ctx.h, with newmount_unused_fd() for the EBADF rows;
 * - newmount_run_case(): runs a row's check in this process, or, for an EPERM row, in a
 *   child that dropped CAP_SYS_ADMIN (effective and permitted), then reaps the child;
 * - EXP_FAIL_NO_NEW_FD() (../openat2/no_new_fd.h) for the calls that return a descriptor.
 */
#ifndef NEWMOUNT_ERR_H__
#define NEWMOUNT_ERR_H__

#include <stdlib.h>
#include "tst_test.h"
#include "tst_capability.h"
#include "lapi/newmount.h"
#include "newmount_ctx.h"
#include "../openat2/no_new_fd.h"

static inline void newmount_run_case(int drop_admin, void (*check)(void *arg), void *arg)
{
	if (!drop_admin) {
		check(arg);
	} else if (!SAFE_FORK()) {
		tst_cap_action(&(struct tst_cap)TST_CAP(TST_CAP_DROP, CAP_SYS_ADMIN));
		check(arg);
		exit(0);
	}
	tst_reap_children();
}

#endif
