/* SPDX-License-Identifier: GPL-2.0-or-later */
/* Small helpers shared by every part of LTK. */
#ifndef TST_COMMON_H
#define TST_COMMON_H

#include <stdint.h>

#define LTP_ATTRIBUTE_NORETURN		__attribute__((noreturn))
#define LTP_ATTRIBUTE_UNUSED		__attribute__((unused))
#define LTP_ATTRIBUTE_UNUSED_RESULT	__attribute__((warn_unused_result))
#define LTK_PRINTF(fmt, args)		__attribute__((format(printf, fmt, args)))

#ifndef ARRAY_SIZE
# define ARRAY_SIZE(arr) (sizeof(arr) / sizeof((arr)[0]))
#endif

#define LTP_ALIGN(x, a) (((x) + (a) - 1) & ~((__typeof__(x))(a) - 1))

/* A pointer as an unsigned integer, for the __u64 pointer fields of kernel structures. */
#define TST_PTR_TO_UINT(ptr) ((uint64_t)(uintptr_t)(ptr))

#define TST_TO_STR_(s) #s
#define TST_TO_STR(s) TST_TO_STR_(s)

/* Fails to compile when cond is true (usable as a statement). */
#define TST_BUILD_BUG_ON(cond) ((void)sizeof(char[1 - 2 * !!(cond)]))

#define TST_RES_SUPPORTS_TCONF_TDEBUG_TFAIL_TINFO_TPASS_TWARN(ttype) \
	TST_BUILD_BUG_ON(!((TTYPE_RESULT(ttype) ?: TCONF) == TCONF || \
			   TTYPE_RESULT(ttype) == TDEBUG || \
			   TTYPE_RESULT(ttype) == TFAIL || \
			   TTYPE_RESULT(ttype) == TINFO || \
			   TTYPE_RESULT(ttype) == TWARN))

#endif
