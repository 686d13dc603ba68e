/* SPDX-License-Identifier: GPL-2.0-or-later */
/* The running kernel: word size, compat mode, drivers. */
#ifndef TST_KERNEL_H__
#define TST_KERNEL_H__

/* 64 or 32: the kernel's word size (from uname's machine). */
int tst_kernel_bits(void);
/* 64 or 32: this program's ABI. */
static inline int tst_abi_bits(void)
{
	return sizeof(long) * 8;
}
/* 1 when a 32-bit program runs on a 64-bit kernel. */
int tst_is_compat_mode(void);

/*
 * 0 if driver (a module name, '-' and '_' alike) is built in or loadable, else -1.
 * Without module support only built-in drivers count.
 */
int tst_check_driver(const char *driver);
/* 0 if driver is built into the kernel (modules.builtin), else -1. */
int tst_check_builtin_driver(const char *driver);
/* 1 on a PREEMPT_RT kernel. */
int tst_check_preempt_rt(void);

#endif
