/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * cpuid on x86 (<cpuid.h>), with __cpuid_count for compilers that lack it.
 */
#ifndef LAPI_CPUID_H__
#define LAPI_CPUID_H__

#if defined(__i386__) || defined(__x86_64__)
# include <cpuid.h>
# ifndef __cpuid_count
#  define __cpuid_count(level, count, a, b, c, d) \
	__asm__ __volatile__("cpuid\n\t" : "=a"(a), "=b"(b), "=c"(c), "=d"(d) : "0"(level), "2"(count))
# endif
#endif

#endif
