/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * A memory cgroup with no room left, to see how a call fails when the kernel cannot charge
 * the memory it needs (the man pages' "insufficient memory" entries), without touching the
 * machine's memory: only the test's cgroup is full.
 *
 * The test asks for the v1 memory controller (.needs_cgroup_ctrls {"memory"},
 * .needs_cgroup_ver TST_CG_V1): only there can the OOM killer be disabled for a group
 * (memory.oom_control), so that a charge the group cannot make fails with ENOMEM inside
 * the kernel instead of killing a process (cgroup v2 has no such switch: TCONF there).
 *
 * memcg_full_fill(), in a child: moves the child into tst_cg, sets memory.max
 * (memory.limit_in_bytes) to the group's usage plus MEMCG_FULL_ROOM, and fills that room
 * with locked anonymous memory (MLOCK_ONFAULT, then MADV_POPULATE_WRITE until it fails
 * with ENOMEM), so that reclaim cannot make room by swapping it out. Until
 * memcg_full_release() unmaps it, the child must not fault in new memory from user space
 * (with the OOM killer disabled such a fault waits for room instead of failing): it only
 * makes system calls on memory it touched before, and reports after the release (writing
 * a message may need memory too). Its stack is touched beforehand for that.
 */
#ifndef MEMCG_FULL_H__
#define MEMCG_FULL_H__

#include <sys/mman.h>
#include "tst_test.h"
#include "tst_cgroup.h"

#define MEMCG_FULL_ROOM (8L << 20)
#define MEMCG_FULL_MAP (4 * MEMCG_FULL_ROOM)

#ifndef MLOCK_ONFAULT
# define MLOCK_ONFAULT 0x01
#endif

static char *memcg_full_map;

static void memcg_full_touch_stack(void)
{
	volatile char buf[256 << 10];
	size_t i;

	for (i = 0; i < sizeof(buf); i += 1024)
		buf[i] = 1;
}

/* In the test's setup: the OOM killer is disabled in tst_cg (cgroup v1). */
static inline void memcg_full_setup(void)
{
	SAFE_CG_PRINTF(tst_cg, "memory.oom_control", "1");
}

static inline void memcg_full_fill(void)
{
	long usage;
	int i;

	memcg_full_touch_stack();
	memcg_full_map = SAFE_MMAP(NULL, MEMCG_FULL_MAP, PROT_READ | PROT_WRITE,
				   MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE, -1, 0);
	if (mlock2(memcg_full_map, MEMCG_FULL_MAP, MLOCK_ONFAULT))
		tst_brk(TBROK | TERRNO, "mlock2(MLOCK_ONFAULT)");
	SAFE_CG_PRINTF(tst_cg, "cgroup.procs", "%d", getpid());
	SAFE_CG_SCANF(tst_cg, "memory.current", "%ld", &usage);
	SAFE_CG_PRINTF(tst_cg, "memory.max", "%ld", usage + MEMCG_FULL_ROOM);
	/*
	 * Again after the first failure: per-CPU charge caches of the group emptied in the
	 * background give back room that the next round takes.
	 */
	for (i = 0; i < 4; i++) {
		if (!madvise(memcg_full_map, MEMCG_FULL_MAP, MADV_POPULATE_WRITE))
			tst_brk(TBROK, "%ld MiB populated in a group with %ld MiB of room",
				MEMCG_FULL_MAP >> 20, MEMCG_FULL_ROOM >> 20);
		if (errno != ENOMEM)
			tst_brk(TBROK | TERRNO, "madvise(MADV_POPULATE_WRITE)");
	}
}

/* Frees the group's memory: the child may fault and write messages again. */
static inline void memcg_full_release(void)
{
	SAFE_MUNMAP(memcg_full_map, MEMCG_FULL_MAP);
}

#endif
