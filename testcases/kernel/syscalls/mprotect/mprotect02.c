// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * mprotect(2) errors, in the order of the man page's ERRORS, each checked to leave the
 * mapping's protection as it was (/proc/self/maps and a store that still works or still
 * faults):
 * - EACCES: PROT_WRITE on a MAP_SHARED mapping of a file opened read-only;
 * - EINVAL: addr not a multiple of the page size; both PROT_GROWSUP and PROT_GROWSDOWN;
 *   an unknown bit in prot;
 * - ENOMEM: a range that starts at an unmapped page (Linux changes the pages of a range
 *   up to a hole before it fails, so the hole comes first); a range beyond the address
 *   space; splitting
 *   a mapping when the process is at vm.max_map_count (in a child).
 *
 * Not provoked: EINVAL for pkey_mprotect(): pkey_mprotect's own test; EINVAL PROT_SAO:
 * PowerPC only; ENOMEM "Internal kernel structures could not be allocated": needs the
 * kernel out of memory.
 */

#include <stdlib.h>
#include "tst_test.h"
#include "tst_vma.h"
#include "../mmap/map_count.h"

static size_t ps;
static char *anon, *shared_ro, *hole;
static int fd = -1;

static void at_limit(void)
{
	map_count_fill(0);
}

static struct tcase {
	const char *name;
	char **map;
	size_t off;
	size_t len;
	int prot;
	int exp_errno;
	void (*child)(void);
} tcases[] = {
	{"PROT_WRITE, shared map of O_RDONLY file", &shared_ro, 0, 1, PROT_READ | PROT_WRITE,
		EACCES},
	{"unaligned addr", &anon, 1, 1, PROT_READ, EINVAL},
	{"PROT_GROWSUP | PROT_GROWSDOWN", &anon, 0, 1,
		PROT_READ | PROT_GROWSUP | PROT_GROWSDOWN, EINVAL},
	{"unknown prot bit", &anon, 0, 1, PROT_READ | 0x100, EINVAL},
	{"range starting at an unmapped page", &hole, 1, 2, PROT_READ, ENOMEM},
	{"range beyond the address space", NULL, 0, 1, PROT_READ, ENOMEM},
	{"split beyond vm.max_map_count", &anon, 1, 1, PROT_READ, ENOMEM, at_limit},
};

static void expect_unchanged(char *p, const char *perms, int store_sig, const char *name)
{
	struct tst_vma vma;

	if (!tst_vma_find(p, &vma) || strcmp(vma.perms, perms) ||
	    tst_vma_write(p, 0) != store_sig)
		tst_res(TFAIL, "%s: the mapping at %p changed (%s, expected %s)", name, p,
			vma.perms, perms);
}

static void check(struct tcase *tc)
{
	char *addr = tc->map ? *tc->map + tc->off * (tc->exp_errno == ENOMEM ? ps : 1) :
		     (char *)-(16 * ps);

	if (tc->child)
		addr = anon + ps;
	TST_EXP_FAIL(mprotect(addr, tc->len * ps, tc->prot), tc->exp_errno, "mprotect() %s",
		     tc->name);
	expect_unchanged(anon, "rw-p", 0, tc->name);
	expect_unchanged(anon + ps, "rw-p", 0, tc->name);
	expect_unchanged(shared_ro, "r--s", SIGSEGV, tc->name);
	expect_unchanged(hole, "rw-p", 0, tc->name);
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
	ps = getpagesize();
	map_count_max();
	anon = SAFE_MMAP(NULL, 3 * ps, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1,
			 0);
	fd = SAFE_OPEN("file", O_RDWR | O_CREAT, 0600);
	SAFE_FTRUNCATE(fd, ps);
	SAFE_CLOSE(fd);
	fd = SAFE_OPEN("file", O_RDONLY);
	shared_ro = SAFE_MMAP(NULL, ps, PROT_READ, MAP_SHARED, fd, 0);
	/* last, so that no later mapping fills its hole */
	hole = SAFE_MMAP(NULL, 3 * ps, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1,
			 0);
	SAFE_MUNMAP(hole + ps, ps);
}

static void cleanup(void)
{
	if (fd >= 0)
		SAFE_CLOSE(fd);
}

static struct tst_test test = {
	.test = run,
	.tcnt = ARRAY_SIZE(tcases),
	.setup = setup,
	.cleanup = cleanup,
	.needs_tmpdir = 1,
	.forks_child = 1,
	/* reaching vm.max_map_count takes 65530 mprotect() calls: slow under emulation */
	.timeout = 120,
};
