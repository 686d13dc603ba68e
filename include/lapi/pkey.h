/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * Memory protection keys (pkeys(7)): pkey_mprotect(), pkey_alloc(), pkey_free() where
 * libc lacks them, PKEY_* rights, and check_pkey_support() which TCONFs without pkeys.
 */
#ifndef LAPI_PKEY_H__
#define LAPI_PKEY_H__

#include <errno.h>
#include <sys/mman.h>
#include "config.h"
#include "lapi/syscalls.h"

#ifndef PKEY_DISABLE_ACCESS
# define PKEY_DISABLE_ACCESS 0x1
#endif
#ifndef PKEY_DISABLE_WRITE
# define PKEY_DISABLE_WRITE 0x2
#endif
#ifndef PKEY_DISABLE_EXECUTE
# define PKEY_DISABLE_EXECUTE 0x4
#endif

#ifndef HAVE_PKEY_MPROTECT
static inline int pkey_mprotect(void *addr, size_t len, int prot, int pkey)
{
	return tst_syscall(__NR_pkey_mprotect, addr, len, prot, pkey);
}
#endif
#ifndef HAVE_PKEY_ALLOC
static inline int pkey_alloc(unsigned int flags, unsigned int access_rights)
{
	return tst_syscall(__NR_pkey_alloc, flags, access_rights);
}
#endif
#ifndef HAVE_PKEY_FREE
static inline int pkey_free(int pkey)
{
	return tst_syscall(__NR_pkey_free, pkey);
}
#endif

#ifdef TST_TEST_H__
static inline void check_pkey_support(void)
{
	int pkey = syscall(__NR_pkey_alloc, 0, 0);

	if (pkey == -1) {
		if (errno == ENOSYS)
			tst_brk(TCONF, "pkey_alloc is not implemented");
		if (errno == EINVAL)
			tst_brk(TCONF, "pku is not supported on this CPU");
		if (errno == ENOSPC)
			tst_brk(TCONF, "pkeys are not available for test");
		tst_brk(TBROK | TERRNO, "pkey_alloc() probe failed");
	}
	syscall(__NR_pkey_free, pkey);
}
#endif

#endif
