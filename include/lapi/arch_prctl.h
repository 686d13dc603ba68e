/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * arch_prctl(2) codes (x86) and a raw wrapper where libc lacks one.
 */
#ifndef LAPI_ARCH_PRCTL_H__
#define LAPI_ARCH_PRCTL_H__

#include "config.h"
#include "lapi/syscalls.h"

#ifndef ARCH_SET_GS
# define ARCH_SET_GS 0x1001
#endif
#ifndef ARCH_SET_FS
# define ARCH_SET_FS 0x1002
#endif
#ifndef ARCH_GET_FS
# define ARCH_GET_FS 0x1003
#endif
#ifndef ARCH_GET_GS
# define ARCH_GET_GS 0x1004
#endif
#ifndef ARCH_GET_CPUID
# define ARCH_GET_CPUID 0x1011
#endif
#ifndef ARCH_SET_CPUID
# define ARCH_SET_CPUID 0x1012
#endif
#ifndef ARCH_GET_XCOMP_SUPP
# define ARCH_GET_XCOMP_SUPP 0x1021
#endif
#ifndef ARCH_GET_XCOMP_PERM
# define ARCH_GET_XCOMP_PERM 0x1022
#endif
#ifndef ARCH_REQ_XCOMP_PERM
# define ARCH_REQ_XCOMP_PERM 0x1023
#endif
#ifndef ARCH_MAP_VDSO_X32
# define ARCH_MAP_VDSO_X32 0x2001
#endif
#ifndef ARCH_MAP_VDSO_32
# define ARCH_MAP_VDSO_32 0x2002
#endif
#ifndef ARCH_MAP_VDSO_64
# define ARCH_MAP_VDSO_64 0x2003
#endif
#ifndef ARCH_SHSTK_ENABLE
# define ARCH_SHSTK_ENABLE 0x5001
#endif
#ifndef ARCH_SHSTK_DISABLE
# define ARCH_SHSTK_DISABLE 0x5002
#endif
#ifndef ARCH_SHSTK_STATUS
# define ARCH_SHSTK_STATUS 0x5005
#endif

#ifndef HAVE_ARCH_PRCTL
static inline int arch_prctl(int code, unsigned long addr)
{
	return tst_syscall(__NR_arch_prctl, code, addr);
}
#endif

#endif
