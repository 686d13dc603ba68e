/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * userfaultfd(2): the raw call, the constants and structs newer than the installed kernel
 * headers (UFFD_USER_MODE_ONLY, UFFDIO_CONTINUE, UFFDIO_POISON, UFFDIO_MOVE, later
 * features), and SAFE_USERFAULTFD (modern face).
 */
#ifndef LAPI_USERFAULTFD_H__
#define LAPI_USERFAULTFD_H__

#include <stdbool.h>
#include <unistd.h>
#include <sys/ioctl.h>
#include <linux/types.h>
#include <linux/userfaultfd.h>
#include "lapi/syscalls.h"

#ifndef __NR_userfaultfd
# if defined(__x86_64__)
#  define __NR_userfaultfd 323
# elif defined(__i386__)
#  define __NR_userfaultfd 374
# elif defined(__aarch64__) || defined(__riscv)
#  define __NR_userfaultfd 282
# else
#  define __NR_userfaultfd __LTP__NR_INVALID_SYSCALL
# endif
#endif

/* Linux 5.11: handle user-mode faults only (what an unprivileged user may get). */
#ifndef UFFD_USER_MODE_ONLY
# define UFFD_USER_MODE_ONLY 1
#endif

/* Linux 6.1: /dev/userfaultfd. */
#ifndef USERFAULTFD_IOC
# define USERFAULTFD_IOC 0xAA
#endif
#ifndef USERFAULTFD_IOC_NEW
# define USERFAULTFD_IOC_NEW _IO(USERFAULTFD_IOC, 0x00)
#endif

#ifndef UFFDIO_REGISTER_MODE_WP
# define UFFDIO_REGISTER_MODE_WP	((__u64)1 << 1)
#endif
#ifndef UFFDIO_REGISTER_MODE_MINOR
# define UFFDIO_REGISTER_MODE_MINOR	((__u64)1 << 2)
#endif
#ifndef UFFD_PAGEFAULT_FLAG_WP
# define UFFD_PAGEFAULT_FLAG_WP		(1 << 1)
#endif
#ifndef UFFD_PAGEFAULT_FLAG_MINOR
# define UFFD_PAGEFAULT_FLAG_MINOR	(1 << 2)
#endif

#ifndef UFFD_FEATURE_THREAD_ID
# define UFFD_FEATURE_THREAD_ID		(1 << 8)
#endif
#ifndef UFFD_FEATURE_MINOR_HUGETLBFS
# define UFFD_FEATURE_MINOR_HUGETLBFS	(1 << 9)
#endif
#ifndef UFFD_FEATURE_MINOR_SHMEM
# define UFFD_FEATURE_MINOR_SHMEM	(1 << 10)
#endif
#ifndef UFFD_FEATURE_EXACT_ADDRESS
# define UFFD_FEATURE_EXACT_ADDRESS	(1 << 11)
#endif
#ifndef UFFD_FEATURE_WP_HUGETLBFS_SHMEM
# define UFFD_FEATURE_WP_HUGETLBFS_SHMEM (1 << 12)
#endif
#ifndef UFFD_FEATURE_WP_UNPOPULATED
# define UFFD_FEATURE_WP_UNPOPULATED	(1 << 13)
#endif
#ifndef UFFD_FEATURE_POISON
# define UFFD_FEATURE_POISON		(1 << 14)
#endif
#ifndef UFFD_FEATURE_WP_ASYNC
# define UFFD_FEATURE_WP_ASYNC		(1 << 15)
#endif
#ifndef UFFD_FEATURE_MOVE
# define UFFD_FEATURE_MOVE		(1 << 16)
#endif

#ifndef UFFDIO_WRITEPROTECT
# define _UFFDIO_WRITEPROTECT		(0x06)
struct uffdio_writeprotect {
	struct uffdio_range range;
	__u64 mode;
};
# define UFFDIO_WRITEPROTECT_MODE_WP		((__u64)1 << 0)
# define UFFDIO_WRITEPROTECT_MODE_DONTWAKE	((__u64)1 << 1)
# define UFFDIO_WRITEPROTECT _IOWR(UFFDIO, _UFFDIO_WRITEPROTECT, struct uffdio_writeprotect)
#endif

#ifndef UFFDIO_CONTINUE
# define _UFFDIO_CONTINUE		(0x07)
struct uffdio_continue {
	struct uffdio_range range;
	__u64 mode;
	__s64 mapped;
};
# define UFFDIO_CONTINUE_MODE_DONTWAKE	((__u64)1 << 0)
# define UFFDIO_CONTINUE _IOWR(UFFDIO, _UFFDIO_CONTINUE, struct uffdio_continue)
#endif
#ifndef UFFDIO_CONTINUE_MODE_WP
# define UFFDIO_CONTINUE_MODE_WP	((__u64)1 << 1)
#endif

#ifndef UFFDIO_POISON
# define _UFFDIO_POISON			(0x08)
struct uffdio_poison {
	struct uffdio_range range;
	__u64 mode;
	__s64 updated;
};
# define UFFDIO_POISON_MODE_DONTWAKE	((__u64)1 << 0)
# define UFFDIO_POISON _IOWR(UFFDIO, _UFFDIO_POISON, struct uffdio_poison)
#endif

#ifndef UFFDIO_MOVE
# define _UFFDIO_MOVE			(0x05)
struct uffdio_move {
	__u64 dst;
	__u64 src;
	__u64 len;
	__u64 mode;
	__s64 move;
};
# define UFFDIO_MOVE_MODE_DONTWAKE		((__u64)1 << 0)
# define UFFDIO_MOVE_MODE_ALLOW_SRC_HOLES	((__u64)1 << 1)
# define UFFDIO_MOVE _IOWR(UFFDIO, _UFFDIO_MOVE, struct uffdio_move)
#endif

static inline int userfaultfd(int flags)
{
	if (__NR_userfaultfd == __LTP__NR_INVALID_SYSCALL) {
		errno = ENOSYS;
		return -1;
	}
	return syscall(__NR_userfaultfd, flags);
}

#ifndef LTK_SAFE_LOC
# define LTK_SAFE_LOC const char *file, const int lineno, void (*cleanup_fn)(void)
#endif

/*
 * userfaultfd(flags) that must succeed. With retry, an EPERM (an unprivileged caller while
 * vm.unprivileged_userfaultfd is 0) is tried again with UFFD_USER_MODE_ONLY, which such a
 * caller may use. No userfaultfd in the kernel is TCONF.
 */
int safe_userfaultfd(LTK_SAFE_LOC, int flags, bool retry);

#ifndef __TEST_H__
#define SAFE_USERFAULTFD(flags, retry) \
	safe_userfaultfd(__FILE__, __LINE__, NULL, (flags), (retry))
#endif

#endif
