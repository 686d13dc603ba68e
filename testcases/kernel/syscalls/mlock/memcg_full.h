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
 * with ENOMEM), so that reclaim cannot make room by swapping it out. The bytes the group
 * has charged ahead for small kernel objects (a per-CPU cache) are then used up by
 * opening /dev/null until open() fails with ENOMEM, on one CPU (the child is bound to
 * the one it runs on), so that the next kernel object the child needs cannot be charged
 * either. memcg_full_check() runs one call in such a group and reports. Until
 * memcg_full_release() unmaps it, the child must not fault in new memory from user space
 * (with the OOM killer disabled such a fault waits for room instead of failing): it only
 * makes system calls on memory it touched before, and reports after the release (writing
 * a message may need memory too). Its stack is touched beforehand for that.
 */
#ifndef MEMCG_FULL_H__
#define MEMCG_FULL_H__

#include <fcntl.h>
#include <stdlib.h>
#include <sched.h>
#include <sys/mman.h>
#include "tst_test.h"
#include "tst_cgroup.h"

#define MEMCG_FULL_ROOM (8L << 20)
#define MEMCG_FULL_MAP (4 * MEMCG_FULL_ROOM)
/* below the usual RLIMIT_NOFILE of 1024: open() fails for want of memory long before */
#define MEMCG_FULL_FDS 256

#ifndef MLOCK_ONFAULT
# define MLOCK_ONFAULT 0x01
#endif

static char *memcg_full_map;
static int memcg_full_fds[MEMCG_FULL_FDS], memcg_full_nfds;

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
	cpu_set_t cpus;
	long usage;
	int i;

	memcg_full_touch_stack();
	memset(memcg_full_fds, 0xff, sizeof(memcg_full_fds));
	CPU_ZERO(&cpus);
	CPU_SET(sched_getcpu(), &cpus);
	if (sched_setaffinity(0, sizeof(cpus), &cpus))
		tst_brk(TBROK | TERRNO, "sched_setaffinity()");
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
	for (memcg_full_nfds = 0; memcg_full_nfds < MEMCG_FULL_FDS; memcg_full_nfds++) {
		i = open("/dev/null", O_RDONLY);
		if (i < 0 && errno == ENOMEM)
			return;
		if (i < 0)
			tst_brk(TBROK | TERRNO, "open(/dev/null)");
		memcg_full_fds[memcg_full_nfds] = i;
	}
	tst_brk(TBROK, "%d open() calls in a full group did not fail", MEMCG_FULL_FDS);
}

/* Frees the group's memory: the child may fault and write messages again. */
static inline void memcg_full_release(void)
{
	SAFE_MUNMAP(memcg_full_map, MEMCG_FULL_MAP);
	while (memcg_full_nfds > 0)
		SAFE_CLOSE(memcg_full_fds[--memcg_full_nfds]);
}

static inline int memcg_full_lowest_free_fd(void)
{
	int fd = SAFE_DUP(0), ret = fd;

	SAFE_CLOSE(fd);
	return ret;
}

/*
 * A call checked by memcg_full_check(): it fails with ENOMEM in the full group; once the
 * memory is freed it succeeds (returning a new descriptor when makes_fd is set, which is
 * closed) or, with errno_freed set, fails with that errno instead (e.g. ENOENT for a path
 * that does not exist: the kernel needed memory before it looked the path up).
 */
struct memcg_full_call {
	const char *name;
	long (*call)(void);
	int makes_fd;
	int errno_freed;
};

/* In a child: fill the group, run c in it, free the group, then report. Exits. */
static inline void memcg_full_check(const struct memcg_full_call *c)
{
	int before = memcg_full_lowest_free_fd(), after, err;
	long ret;

	memcg_full_fill();
	ret = c->call();
	err = errno;
	memcg_full_release();

	if (ret == -1 && err == ENOMEM)
		tst_res(TPASS, "%s in a full memory cgroup failed with ENOMEM", c->name);
	else
		tst_res(TFAIL, "%s in a full memory cgroup returned %ld (%s), expected ENOMEM",
			c->name, ret, tst_strerrno(err));
	if (ret >= 0 && c->makes_fd)
		SAFE_CLOSE(ret);
	after = memcg_full_lowest_free_fd();
	if (after != before)
		tst_res(TFAIL, "%s: lowest free descriptor %d after the failure, %d before",
			c->name, after, before);

	ret = c->call();
	err = errno;
	if (c->errno_freed && ret == -1 && err == c->errno_freed)
		tst_res(TPASS, "%s with the group's memory freed failed with %s", c->name,
			tst_strerrno(err));
	else if (!c->errno_freed && ret >= 0)
		tst_res(TPASS, "%s with the group's memory freed returned %ld", c->name, ret);
	else
		tst_res(TFAIL, "%s with the group's memory freed returned %ld (%s), expected %s",
			c->name, ret, tst_strerrno(err),
			c->errno_freed ? tst_strerrno(c->errno_freed) : "success");
	if (ret >= 0 && c->makes_fd)
		SAFE_CLOSE(ret);
	exit(0);
}

#endif
