/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * Shared by the NUMA memory policy tests (set_mempolicy, get_mempolicy, mbind,
 * migrate_pages, move_pages, set_mempolicy_home_node): the raw calls, one-word node masks,
 * the policy /proc/self/numa_maps shows for an address, and the online nodes.
 */
#ifndef MEMPOLICY_COMMON_H__
#define MEMPOLICY_COMMON_H__

#include <stdio.h>
#include <string.h>
#include <linux/mempolicy.h>
#include "tst_test.h"
#include "tst_kernel.h"
#include "tst_safe_stdio.h"
#include "tst_vma.h"
#include "lapi/syscalls.h"

#ifndef MPOL_LOCAL
# define MPOL_LOCAL 4
#endif
#ifndef MPOL_PREFERRED_MANY
# define MPOL_PREFERRED_MANY 5
#endif
#ifndef MPOL_F_NUMA_BALANCING
# define MPOL_F_NUMA_BALANCING (1 << 13)
#endif
#ifndef __NR_set_mempolicy_home_node
# define __NR_set_mempolicy_home_node 450
#endif

/* bits in a node mask passed as maxnode: one unsigned long */
#define MASK_BITS (8 * sizeof(unsigned long))

static inline long sys_set_mempolicy(int mode, const unsigned long *mask, unsigned long max)
{
	return tst_syscall(__NR_set_mempolicy, mode, mask, max);
}

static inline long sys_get_mempolicy(int *mode, unsigned long *mask, unsigned long max,
				     void *addr, unsigned long flags)
{
	return tst_syscall(__NR_get_mempolicy, mode, mask, max, addr, flags);
}

/*
 * get_mempolicy() into a one-word mask of MASK_BITS bits. The kernel copies the mask out
 * in whole 64-bit words (ALIGN(maxnode - 1, 64) / 8 bytes), also to a 32-bit program on
 * a 64-bit kernel: there it writes 32 zero bits past a one-word mask, over whatever the
 * caller keeps next to it (its mode, on the stack). The mask lands in a 64-bit buffer
 * first; the errno tests call sys_get_mempolicy() directly.
 */
static inline long get_policy(int *mode, unsigned long *mask, void *addr,
			      unsigned long flags)
{
	unsigned long buf[64 / MASK_BITS];
	long ret;

	memset(buf, 0, sizeof(buf));
	buf[0] = *mask;
	ret = sys_get_mempolicy(mode, buf, MASK_BITS, addr, flags);
	*mask = buf[0];
	return ret;
}

static inline long sys_mbind(void *addr, unsigned long len, int mode,
			     const unsigned long *mask, unsigned long max, unsigned int flags)
{
	return tst_syscall(__NR_mbind, addr, len, mode, mask, max, flags);
}

/*
 * Whether start + len of a range can wrap around: not for a 32-bit program on a 64-bit
 * kernel, which widens both 32-bit values to 64 bits before adding them (the sum is past
 * the 4 GiB address space instead, a different error). Else TCONF naming the case.
 */
static inline int range_can_wrap(const char *what)
{
	if (!tst_is_compat_mode())
		return 1;
	tst_res(TCONF, "%s: a 64-bit kernel adds a 32-bit program's start and len without "
		"wrapping", what);
	return 0;
}

/* The nodes in /sys/devices/system/node/online below MASK_BITS, as a mask. */
static inline unsigned long online_nodes(void)
{
	unsigned long mask = 0;
	int a, b, n;
	FILE *f = SAFE_FOPEN("/sys/devices/system/node/online", "r");

	while ((n = fscanf(f, "%d-%d", &a, &b)) >= 1) {
		if (n == 1)
			b = a;
		for (; a <= b && a < (int)MASK_BITS; a++)
			mask |= 1UL << a;
		if (fgetc(f) != ',')
			break;
	}
	SAFE_FCLOSE(f);
	if (!(mask & 1))
		tst_brk(TCONF, "node 0 is not online");
	return mask;
}

/* The lowest node id that is not online (so not usable in a mask). */
static inline int offline_node(void)
{
	unsigned long online = online_nodes();
	int n;

	for (n = 0; n < (int)MASK_BITS; n++)
		if (!(online & (1UL << n)))
			return n;
	tst_brk(TCONF, "every node below %zu is online", MASK_BITS);
	return -1;
}

/*
 * The policy /proc/self/numa_maps shows for the mapping holding addr ("default",
 * "bind:0", "interleave:0"...), into buf; TBROK when no line matches.
 */
static inline void numa_maps_policy(const void *addr, char *buf, size_t size)
{
	struct tst_vma vma;
	char line[1024], pol[256];
	unsigned long start;
	FILE *f;

	if (!tst_vma_find(addr, &vma))
		tst_brk(TBROK, "%p is not mapped", addr);
	f = SAFE_FOPEN("/proc/self/numa_maps", "r");
	while (fgets(line, sizeof(line), f)) {
		if (sscanf(line, "%lx %255s", &start, pol) == 2 && start == vma.start) {
			SAFE_FCLOSE(f);
			snprintf(buf, size, "%s", pol);
			return;
		}
	}
	SAFE_FCLOSE(f);
	tst_brk(TBROK, "no /proc/self/numa_maps line for %lx", vma.start);
}

#endif
