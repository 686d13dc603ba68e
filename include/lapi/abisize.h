/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * The ABI in use: TST_ABI32 or TST_ABI64 (and TST_ABI = 32 or 64), from the
 * pointer size; LTP's tests pick structure layouts and syscall variants with them.
 */
#ifndef LAPI_ABISIZE_H__
#define LAPI_ABISIZE_H__

#if defined(__LP64__) || defined(_LP64)
# define TST_ABI64
# define TST_ABI 64
#else
# define TST_ABI32
# define TST_ABI 32
#endif

/* 32-bit x86 userland on any kernel, or the x32 ABI. */
#if defined(__x86_64__) && defined(__ILP32__)
# define TST_ABI_X32
#endif

#endif
