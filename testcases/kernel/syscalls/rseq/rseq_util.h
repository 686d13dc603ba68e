/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * Shared by the rseq tests: the raw call, and a way to get a thread without the C
 * library's registration (glibc 2.35+ registers an rseq area for every thread, with the
 * length 32 on 2.36, and the kernel allows one per thread): rseq_release_libc()
 * unregisters that area, trying __rseq_size and then 32 as its length. It is meant for a
 * child process that then uses no C library function reading the rseq area.
 */
#ifndef RSEQ_UTIL_H__
#define RSEQ_UTIL_H__

#include <linux/rseq.h>
#include <sys/syscall.h>
#include "tst_test.h"

#ifndef RSEQ_SIG
# define RSEQ_SIG 0x53053053
#endif

/* From <sys/rseq.h> of glibc 2.35+, declared here to not depend on that header. */
extern const ptrdiff_t __rseq_offset __attribute__((weak));
extern const unsigned int __rseq_size __attribute__((weak));

/* struct rseq with the fields of Linux 6.3 (node_id, mm_cid), which older headers lack. */
struct ltk_rseq {
	uint32_t cpu_id_start;
	uint32_t cpu_id;
	uint64_t rseq_cs;
	uint32_t flags;
	uint32_t node_id;
	uint32_t mm_cid;
	char end[];
} __attribute__((aligned(32)));

static inline long sys_rseq(void *rseq, uint32_t len, int flags, uint32_t sig)
{
	return syscall(__NR_rseq, rseq, len, flags, sig);
}

static inline void rseq_release_libc(void)
{
	void *area;

	if (!&__rseq_size || !__rseq_size)
		return;
	area = (char *)__builtin_thread_pointer() + __rseq_offset;
	if (!sys_rseq(area, __rseq_size, RSEQ_FLAG_UNREGISTER, RSEQ_SIG))
		return;
	if (!sys_rseq(area, 32, RSEQ_FLAG_UNREGISTER, RSEQ_SIG))
		return;
	tst_brk(TBROK | TERRNO, "unregistering the C library's rseq area");
}

/* TCONF when the kernel has no rseq (a probe with invalid flags: EINVAL when it has). */
static inline void rseq_probe(void)
{
	if (sys_rseq(NULL, 0, 0x100, 0) == -1 && errno == ENOSYS)
		tst_brk(TCONF, "rseq() is not supported by this kernel (ENOSYS)");
}

#endif
