// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * mremap(2) errors, in the order of the man page's ERRORS; after each failure the old
 * mapping is checked to be where it was, whole, with its contents:
 * - EAGAIN: growing a locked mapping beyond RLIMIT_MEMLOCK (a child without
 *   CAP_IPC_LOCK);
 * - EFAULT: a range of old_address..old_address+old_size with an unmapped page (Linux 6.17
 *   and later report a range over more than one mapping as EFAULT as well);
 * - EINVAL: old_address not page aligned; an unknown flag; new_size 0; a new range
 *   overlapping the old one (MREMAP_FIXED); MREMAP_FIXED without MREMAP_MAYMOVE;
 *   MREMAP_DONTUNMAP with old_size != new_size; old_size 0 on a private mapping;
 * - ENOMEM: growing in place with the next page taken and no MREMAP_MAYMOVE.
 *
 * Not provoked: EINVAL "old_size was zero and the MREMAP_MAYMOVE flag was not specified":
 * Linux (6.1 to 6.18) tries to grow the mapping in place instead and fails with ENOMEM;
 * EINVAL "new_size or new_address was invalid" beyond the cases above (an
 * unaligned MREMAP_FIXED address is one: checked); EINVAL for MREMAP_DONTUNMAP on memory
 * that is not private anonymous: Linux 5.13 allowed it for any mapping without
 * VM_DONTEXPAND or VM_PFNMAP, which user space cannot make here; ENOMEM "not enough
 * (virtual) memory" and ENOMEM for MREMAP_DONTUNMAP beyond the mapping limit: exhausting
 * memory is unsafe on a shared machine.
 */

#include <pwd.h>
#include <stdlib.h>
#include <sys/resource.h>
#include "tst_test.h"
#include "tst_vma.h"
#include "mremap_lapi.h"

#define UNKNOWN_FLAG 0x100

static size_t ps;
static char *map, *shared, *hole;
static uid_t nobody_uid;

static void lock_child(void);

static struct tcase {
	const char *name;
	char **old;
	size_t old_off;		/* bytes */
	size_t old_pages;
	size_t new_pages;
	int flags;
	long new_off;		/* MREMAP_FIXED: new_address = old + new_off bytes */
	int exp_errno;
	void (*child)(void);
} tcases[] = {
	{"grow a locked mapping beyond RLIMIT_MEMLOCK", &map, 0, 2, 8, MREMAP_MAYMOVE, 0, EAGAIN,
		lock_child},
	{"old range with an unmapped page", &hole, 0, 3, 4, MREMAP_MAYMOVE, 0, EFAULT},
	{"unaligned old_address", &map, 1, 1, 1, MREMAP_MAYMOVE, 0, EINVAL},
	{"unknown flag", &map, 0, 2, 2, MREMAP_MAYMOVE | UNKNOWN_FLAG, 0, EINVAL},
	{"new_size 0", &map, 0, 2, 0, MREMAP_MAYMOVE, 0, EINVAL},
	{"MREMAP_FIXED onto an overlapping range", &map, 0, 2, 2, MREMAP_MAYMOVE | MREMAP_FIXED,
		1, EINVAL},
	{"unaligned MREMAP_FIXED address", &map, 0, 2, 2, MREMAP_MAYMOVE | MREMAP_FIXED, -1,
		EINVAL},
	{"MREMAP_FIXED without MREMAP_MAYMOVE", &map, 0, 2, 2, MREMAP_FIXED, 8, EINVAL},
	{"MREMAP_DONTUNMAP, old_size != new_size", &map, 0, 2, 3,
		MREMAP_MAYMOVE | MREMAP_DONTUNMAP, 0, EINVAL},
	{"old_size 0 of a private mapping", &map, 0, 0, 2, MREMAP_MAYMOVE, 0, EINVAL},
	{"grow in place, next page taken", &map, 0, 2, 4, 0, 0, ENOMEM},
};

static void lock_child(void)
{
	struct rlimit rl = {4 * ps, 4 * ps};

	SAFE_MLOCK(map, 2 * ps);
	SAFE_SETRLIMIT(RLIMIT_MEMLOCK, &rl);
	SAFE_SETUID(nobody_uid);
}

static void expect_intact(char *p, size_t pages, char c, const char *name)
{
	struct tst_vma vma;
	size_t i;

	for (i = 0; i < pages; i++) {
		char v = 0;

		if (tst_vma_read(p + i * ps, &v) || v != c) {
			tst_res(TFAIL, "%s: page %zu of %p faults or reads 0x%02x (expected %c)",
				name, i, p, v, c);
			return;
		}
	}
	if (!tst_vma_find(p, &vma) || vma.end != (unsigned long)p + pages * ps ||
	    strcmp(vma.perms + 0, p == shared ? "rw-s" : "rw-p"))
		tst_res(TFAIL, "%s: the mapping at %p is now %lx-%lx %s", name, p, vma.start,
			vma.end, vma.perms);
}

static void check(struct tcase *tc)
{
	char *old = *tc->old + tc->old_off;
	char *new_addr = NULL;

	if (tc->flags & MREMAP_FIXED)
		new_addr = *tc->old + (tc->new_off < 0 ? 16 * ps + 1 : tc->new_off * ps);
	TST_EXP_FAIL_PTR_VOID(mremap(old, tc->old_pages * ps, tc->new_pages * ps, tc->flags,
				     new_addr), tc->exp_errno, "mremap() %s", tc->name);
	expect_intact(map, 2, 'm', tc->name);
	expect_intact(shared, 1, 's', tc->name);
	expect_intact(hole, 1, 'h', tc->name);
}

static void run(unsigned int i)
{
	struct tcase *tc = &tcases[i];

	if (!tc->child) {
		check(tc);
	} else if (!SAFE_FORK()) {
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
	/* map: two pages, then a PROT_NONE page that keeps it from growing in place */
	map = SAFE_MMAP(NULL, 3 * ps, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1,
			0);
	memset(map, 'm', 2 * ps);
	SAFE_MPROTECT(map + 2 * ps, ps, PROT_NONE);
	shared = SAFE_MMAP(NULL, ps, PROT_READ | PROT_WRITE, MAP_SHARED | MAP_ANONYMOUS, -1, 0);
	shared[0] = 's';
	hole = SAFE_MMAP(NULL, 3 * ps, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1,
			 0);
	memset(hole, 'h', ps);
	SAFE_MUNMAP(hole + ps, ps);
}

static struct tst_test test = {
	.test = run,
	.tcnt = ARRAY_SIZE(tcases),
	.setup = setup,
	.needs_root = 1,
	.forks_child = 1,
};
