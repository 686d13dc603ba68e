/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * memfd_create(2) flags and the file-sealing fcntl(2) commands and seals, for C libraries
 * and kernel headers older than the running kernel. Values from the kernel's uapi headers.
 * Tests call the syscall as tst_syscall(__NR_memfd_create, ...) so ENOSYS becomes TCONF.
 */
#ifndef LAPI_MEMFD_H__
#define LAPI_MEMFD_H__

#include <fcntl.h>
#include <sys/mman.h>

#ifndef MFD_CLOEXEC
# define MFD_CLOEXEC 0x0001U
#endif
#ifndef MFD_ALLOW_SEALING
# define MFD_ALLOW_SEALING 0x0002U
#endif
#ifndef MFD_HUGETLB
# define MFD_HUGETLB 0x0004U
#endif
/* Linux 6.3: an executable-bit policy for memfds (and the F_SEAL_EXEC seal). */
#ifndef MFD_NOEXEC_SEAL
# define MFD_NOEXEC_SEAL 0x0008U
#endif
#ifndef MFD_EXEC
# define MFD_EXEC 0x0010U
#endif

/* The huge page size is log2(size) in bits 26..31, as for mmap's MAP_HUGE_*. */
#ifndef MFD_HUGE_SHIFT
# define MFD_HUGE_SHIFT 26
#endif
#ifndef MFD_HUGE_MASK
# define MFD_HUGE_MASK 0x3f
#endif
#ifndef MFD_HUGE_2MB
# define MFD_HUGE_2MB (21U << MFD_HUGE_SHIFT)
#endif
#ifndef MFD_HUGE_1GB
# define MFD_HUGE_1GB (30U << MFD_HUGE_SHIFT)
#endif

#ifndef F_LINUX_SPECIFIC_BASE
# define F_LINUX_SPECIFIC_BASE 1024
#endif
#ifndef F_ADD_SEALS
# define F_ADD_SEALS (F_LINUX_SPECIFIC_BASE + 9)
#endif
#ifndef F_GET_SEALS
# define F_GET_SEALS (F_LINUX_SPECIFIC_BASE + 10)
#endif
#ifndef F_SEAL_SEAL
# define F_SEAL_SEAL 0x0001
#endif
#ifndef F_SEAL_SHRINK
# define F_SEAL_SHRINK 0x0002
#endif
#ifndef F_SEAL_GROW
# define F_SEAL_GROW 0x0004
#endif
#ifndef F_SEAL_WRITE
# define F_SEAL_WRITE 0x0008
#endif
#ifndef F_SEAL_FUTURE_WRITE
# define F_SEAL_FUTURE_WRITE 0x0010
#endif
#ifndef F_SEAL_EXEC
# define F_SEAL_EXEC 0x0020
#endif


#endif /* LAPI_MEMFD_H__ */
