/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * Fixture of the x86 port-access errno tests (ioperm01, iopl01):
 * - io_err_setup(): looks up nobody and whether the kernel has CONFIG_X86_IOPL_IOPERM;
 * - io_err_expected(): the errno a row must fail with: its own, or ENOSYS where the kernel
 *   lacks CONFIG_X86_IOPL_IOPERM (the calls are not implemented there);
 * - io_err_run(): runs a row's check here, or in a child that became nobody (no
 *   CAP_SYS_RAWIO) when as_nobody is set.
 */
#ifndef IO_ERR_H__
#define IO_ERR_H__

#include <stdlib.h>
#include <unistd.h>
#include "tst_test.h"
#include "tst_kconfig.h"
#include "tst_safe_macros.h"

static uid_t io_nobody_uid;
static int io_has_calls;

static inline void io_err_setup(void)
{
	io_nobody_uid = SAFE_GETPWNAM("nobody")->pw_uid;
	io_has_calls = tst_kconfig_get("CONFIG_X86_IOPL_IOPERM") == 'y';
	if (!io_has_calls)
		tst_res(TINFO, "CONFIG_X86_IOPL_IOPERM is not set: every call must fail "
			"with ENOSYS");
}

static inline int io_err_expected(int exp_errno)
{
	return io_has_calls ? exp_errno : ENOSYS;
}

static inline void io_err_run(int as_nobody, void (*check)(void *arg), void *arg)
{
	if (as_nobody && SAFE_FORK()) {
		tst_reap_children();
		return;
	}
	if (as_nobody)
		SAFE_SETUID(io_nobody_uid);
	check(arg);
	if (as_nobody)
		exit(0);
}

#endif
