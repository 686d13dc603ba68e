/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * openat2(2): struct open_how, the RESOLVE_* flags and a raw-syscall wrapper (no C
 * library wraps it), for headers that predate Linux 5.6.
 */
#ifndef LAPI_OPENAT2_H__
#define LAPI_OPENAT2_H__

#include <stdint.h>
#include <errno.h>
#include "ltk_config.h"
#include "lapi/syscalls.h"
#include "lapi/fcntl.h"

#ifdef HAVE_LINUX_OPENAT2_H
# include <linux/openat2.h>
#else
struct open_how {
	uint64_t flags;
	uint64_t mode;
	uint64_t resolve;
};
#endif

#ifndef RESOLVE_NO_XDEV
# define RESOLVE_NO_XDEV	0x01
#endif
#ifndef RESOLVE_NO_MAGICLINKS
# define RESOLVE_NO_MAGICLINKS	0x02
#endif
#ifndef RESOLVE_NO_SYMLINKS
# define RESOLVE_NO_SYMLINKS	0x04
#endif
#ifndef RESOLVE_BENEATH
# define RESOLVE_BENEATH	0x08
#endif
#ifndef RESOLVE_IN_ROOT
# define RESOLVE_IN_ROOT	0x10
#endif
#ifndef RESOLVE_CACHED
# define RESOLVE_CACHED		0x20
#endif

/* The first published size of struct open_how (OPEN_HOW_SIZE_VER0 in the kernel). */
#define OPEN_HOW_SIZE_VER0 24

/* Plain openat2(): -1 and errno on failure, as every other open call. */
static inline int openat2(int dirfd, const char *path, struct open_how *how, size_t size)
{
	return syscall(__NR_openat2, dirfd, path, how, size);
}

#ifdef TST_TEST_H__
/*
 * For tests of the declarative API: TCONF unless the kernel has openat2() and knows
 * every bit of `resolve` (an older kernel rejects bits it lacks, such as RESOLVE_CACHED
 * before 5.12, with EINVAL).
 */
static inline void openat2_require(uint64_t resolve)
{
	struct open_how how = {.flags = O_RDONLY | O_DIRECTORY, .resolve = resolve};
	int fd = openat2(AT_FDCWD, ".", &how, sizeof(how));

	/* RESOLVE_CACHED may refuse even "."; the flag is known then. */
	if (fd < 0 && errno == EAGAIN)
		return;
	if (fd < 0 && errno == ENOSYS)
		tst_brk(TCONF, "openat2() is not supported by this kernel");
	if (fd < 0 && errno == EINVAL)
		tst_brk(TCONF, "openat2() does not know resolve flags 0x%llx",
			(unsigned long long)resolve);
	if (fd < 0)
		tst_brk(TBROK | TERRNO, "openat2(AT_FDCWD, \".\", resolve 0x%llx)",
			(unsigned long long)resolve);
	close(fd);
}
#endif

#endif /* LAPI_OPENAT2_H__ */
