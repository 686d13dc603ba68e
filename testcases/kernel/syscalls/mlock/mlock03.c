// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * mlock(2) and mlock2(2), ERRORS: "EAGAIN (mlock(), mlock2(), and munlock()) Some or all of
 * the specified address range could not be locked."
 * A child fills its memory cgroup to the limit, with the group's OOM killer disabled
 * (memcg_full.h: cgroup v1; TCONF with cgroup v2 only), then locks a 256-page anonymous
 * mapping it made before, with mlock() and with mlock2(flags 0): faulting the pages in
 * needs memory the group cannot charge, and both calls fail with EAGAIN, leaving the
 * mappings less than fully resident (mincore()). Once the group's memory is freed, the
 * same calls succeed and the mappings are fully locked (smaps Locked, 256 pages),
 * so the failures were for want of memory.
 *
 * Not provoked: EAGAIN of munlock(), which never faults pages in and so cannot fail so.
 */

#include <stdlib.h>
#include "tst_test.h"
#include "tst_vma.h"
#include "lapi/syscalls.h"
#include "memcg_full.h"

#define NPAGES 256

static size_t len;
/* touched before the group fills: mincore() writes it while the group is full */
static unsigned char vec[NPAGES];

static struct tcase {
	const char *name;
	int use_mlock2;
} tcases[] = {
	{"mlock()", 0},
	{"mlock2(flags 0)", 1},
};

static long do_lock(struct tcase *tc, char *p)
{
	if (tc->use_mlock2)
		return tst_syscall(__NR_mlock2, p, len, 0);
	return mlock(p, len);
}

/* Resident pages of p, by mincore(): no allocation in user space. */
static int resident(char *p)
{
	int i, n = 0;

	if (mincore(p, len, vec))
		return -errno;
	for (i = 0; i < NPAGES; i++)
		n += vec[i] & 1;
	return n;
}

static void child(struct tcase *tc)
{
	char *p = SAFE_MMAP(NULL, len, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS,
			    -1, 0);
	long ret, locked;
	int err, res;

	memset(vec, 1, sizeof(vec));
	memcg_full_fill();
	ret = do_lock(tc, p);
	err = errno;
	res = resident(p);
	memcg_full_release();

	if (ret == -1 && err == EAGAIN)
		tst_res(TPASS, "%s in a full memory cgroup failed with EAGAIN", tc->name);
	else
		tst_res(TFAIL, "%s in a full memory cgroup returned %ld (%s), expected EAGAIN",
			tc->name, ret, tst_strerrno(err));
	if (res < 0)
		tst_brk(TBROK, "mincore(): %s", tst_strerrno(-res));
	if (res >= NPAGES)
		tst_res(TFAIL, "%s: after the failure all %d pages are resident", tc->name,
			NPAGES);

	TST_EXP_PASS(do_lock(tc, p), "%s with the group's memory freed", tc->name);
	locked = tst_vma_smaps_kb(p, "Locked");
	if (locked != (long)len / 1024)
		tst_res(TFAIL, "%s: Locked is %ld kB, expected %zu", tc->name, locked,
			len / 1024);
	exit(0);
}

static void run(unsigned int i)
{
	if (!SAFE_FORK())
		child(&tcases[i]);
	tst_reap_children();
}

static void setup(void)
{
	len = NPAGES * getpagesize();
	memcg_full_setup();
}

static struct tst_test test = {
	.test = run,
	.tcnt = ARRAY_SIZE(tcases),
	.setup = setup,
	.needs_root = 1,
	.forks_child = 1,
	.min_kver = "5.14",
	.needs_cgroup_ver = TST_CG_V1,
	.needs_cgroup_ctrls = (const char *const []){"memory", NULL},
};
