// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * mlock(2) and munlock(2) errors, in the order of the man page's ERRORS; after each
 * failure VmLck (/proc/self/status) and the mapping's VmFlags are checked unchanged:
 * - EINVAL: addr + len wraps around (mlock and munlock);
 * - ENOMEM: a range starting at an unmapped page (mlock and munlock); a lock or unlock
 *   that would split a mapping beyond vm.max_map_count (a child at the limit); more than
 *   RLIMIT_MEMLOCK for a caller without CAP_IPC_LOCK (a child as nobody);
 * - EPERM: RLIMIT_MEMLOCK of 0 for a caller without CAP_IPC_LOCK (a child as nobody).
 * The wrapping cases are TCONF for a 32-bit program on a 64-bit kernel, which widens addr
 * and len before adding them (the range then runs past the mappings: ENOMEM, after the
 * pages up to the first hole were locked or unlocked).
 *
 * Not provoked: EAGAIN "Some or all of the specified address range could not be locked":
 * Linux returns it only when it cannot fault the pages in for reasons other than those
 * above (memory exhausted, ...); EINVAL "(Not on Linux) addr was not a multiple of the
 * page size": Linux rounds addr down; ENOMEM "(Linux 2.4 and earlier)"; EPERM for
 * munlockall: Linux 2.6.8 and earlier.
 */

#include <pwd.h>
#include <stdlib.h>
#include <sys/resource.h>
#include "tst_test.h"
#include "tst_kernel.h"
#include "tst_vma.h"
#include "mlock_common.h"
#include "../mmap/map_count.h"

static size_t ps;
static char *map, *locked, *hole;
static uid_t nobody_uid;

static void limit(rlim_t bytes)
{
	struct rlimit rl = {bytes, bytes};

	SAFE_SETRLIMIT(RLIMIT_MEMLOCK, &rl);
	SAFE_SETUID(nobody_uid);
}

static void at_limit(void)
{
	map_count_fill(0);
}

static void one_page_limit(void)
{
	limit(ps);
}

static void zero_limit(void)
{
	limit(0);
}

static struct tcase {
	const char *name;
	int unlock;
	char **addr;
	size_t off;	/* pages */
	long len;	/* pages */
	int exp_errno;
	void (*child)(void);
} tcases[] = {
	{"mlock(), addr + len wraps", 0, &map, 0, -2, EINVAL},
	{"munlock(), addr + len wraps", 1, &locked, 0, -2, EINVAL},
	{"mlock(), range starting at an unmapped page", 0, &hole, 1, 1, ENOMEM},
	{"munlock(), range starting at an unmapped page", 1, &hole, 1, 1, ENOMEM},
	{"mlock(), split beyond vm.max_map_count", 0, &map, 1, 1, ENOMEM, at_limit},
	{"munlock(), split beyond vm.max_map_count", 1, &locked, 1, 1, ENOMEM, at_limit},
	{"mlock(), beyond RLIMIT_MEMLOCK", 0, &map, 0, 3, ENOMEM, one_page_limit},
	{"mlock(), RLIMIT_MEMLOCK 0", 0, &map, 0, 1, EPERM, zero_limit},
};

static void check(struct tcase *tc)
{
	char *addr = *tc->addr + tc->off * ps;
	size_t len = tc->len * (long)ps;
	long vmlck = vm_lck_kb();

	if (tc->unlock)
		TST_EXP_FAIL(sys_munlock(addr, len), tc->exp_errno, "%s", tc->name);
	else
		TST_EXP_FAIL(mlock(addr, len), tc->exp_errno, "%s", tc->name);
	if (vm_lck_kb() != vmlck)
		tst_res(TFAIL, "%s: VmLck %ld kB before, %ld kB after", tc->name, vmlck,
			vm_lck_kb());
	/* at the mapping limit smaps is 65530 entries long: VmLck tells enough there */
	if (tc->child == at_limit)
		return;
	if (tst_vma_has_flag(map, "lo") || tst_vma_has_flag(map + ps, "lo") ||
	    !tst_vma_has_flag(locked, "lo") || !tst_vma_has_flag(locked + ps, "lo"))
		tst_res(TFAIL, "%s: the mappings' locks changed", tc->name);
}

static void run(unsigned int i)
{
	struct tcase *tc = &tcases[i];

	if (tc->len < 0 && tst_is_compat_mode()) {
		tst_res(TCONF, "%s: a 64-bit kernel adds a 32-bit program's addr and len "
			"without wrapping", tc->name);
		return;
	}
	if (!tc->child) {
		check(tc);
	} else if (!SAFE_FORK()) {
		/* a child does not inherit locks: lock its copy again */
		SAFE_MLOCK(locked, 3 * ps);
		tc->child();
		check(tc);
		exit(0);
	}
}

static void setup(void)
{
	struct passwd *pw = SAFE_GETPWNAM("nobody");

	nobody_uid = pw->pw_uid;
	ps = getpagesize();
	map_count_max();
	map = SAFE_MMAP(NULL, 3 * ps, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1,
			0);
	locked = SAFE_MMAP(NULL, 3 * ps, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS,
			   -1, 0);
	SAFE_MLOCK(locked, 3 * ps);
	/* last, so that no later mapping fills its hole */
	hole = SAFE_MMAP(NULL, 2 * ps, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1,
			 0);
	SAFE_MUNMAP(hole + ps, ps);
}

static struct tst_test test = {
	.test = run,
	.tcnt = ARRAY_SIZE(tcases),
	.setup = setup,
	.needs_root = 1,
	.forks_child = 1,
	/* reaching vm.max_map_count takes 65530 mprotect() calls: slow under emulation */
	.timeout = 120,
};
