// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * madvise(2) MADV_COLLAPSE (Linux 6.1) in a memory cgroup at its limit, ERRORS: "EBUSY
 * (for MADV_COLLAPSE) Could not charge hugepage to cgroup: cgroup limit exceeded".
 * A child in the test's memory cgroup fills a huge-page-sized, aligned anonymous range
 * in small pages (under MADV_NOHUGEPAGE, so that no fault maps a huge page), locks it and
 * every other page it has (mlockall: reclaim cannot make room by swapping out anything it
 * charged), sets memory.max to its usage plus a quarter of a huge page and only then allows
 * huge pages again with MADV_HUGEPAGE (before the limit, khugepaged could collapse the
 * range first: seen in CI): collapsing needs a whole new huge page charged beside the small
 * ones, and fails with EBUSY.
 * Afterwards the range is still in small pages (smaps AnonHugePages 0), locked, with its
 * data. TCONF without transparent huge pages.
 */

#include <fcntl.h>
#include <stdint.h>
#include <stdlib.h>
#include "tst_test.h"
#include "tst_cgroup.h"
#include "tst_vma.h"

#ifndef MADV_COLLAPSE
# define MADV_COLLAPSE 25
#endif

#define THP_SIZE "/sys/kernel/mm/transparent_hugepage/hpage_pmd_size"

static size_t hpage;

static void xmadvise(char *p, size_t len, int advice, const char *name)
{
	if (madvise(p, len, advice))
		tst_brk(TBROK | TERRNO, "madvise(%s)", name);
}

/*
 * memory.max = the usage plus margin. On cgroup v1 the write fails with EBUSY when the usage
 * is above the new limit by then (it grew since it was read, the pages are locked): read the
 * usage again and try again.
 */
static void set_max_above_usage(long margin)
{
	int fds[TST_CG_ROOTS_MAX], n, i, tries, err;
	long current;
	char buf[32];

	for (tries = 1; ; tries++) {
		SAFE_CG_SCANF(tst_cg, "memory.current", "%ld", &current);
		snprintf(buf, sizeof(buf), "%ld", current + margin);
		n = SAFE_CG_OPEN(tst_cg, "memory.max", O_WRONLY, fds);
		for (err = 0, i = 0; i < n; i++) {
			if (write(fds[i], buf, strlen(buf)) < 0 && !err)
				err = errno;
			SAFE_CLOSE(fds[i]);
		}
		if (!err)
			return;
		if (err != EBUSY || tries == 10) {
			errno = err;
			tst_brk(TBROK | TERRNO, "write(memory.max, %s)", buf);
		}
		tst_res(TINFO, "memory.max %s was below the usage by then: again", buf);
	}
}

static void child(void)
{
	char *m, *p;
	long kb;
	char c = 0;

	SAFE_CG_PRINTF(tst_cg, "cgroup.procs", "%d", getpid());
	m = SAFE_MMAP(NULL, 2 * hpage, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1,
		      0);
	p = (char *)(((uintptr_t)m + hpage - 1) & ~(uintptr_t)(hpage - 1));
	xmadvise(p, hpage, MADV_NOHUGEPAGE, "MADV_NOHUGEPAGE");
	memset(p, 'c', hpage);
	SAFE_MLOCK(p, hpage);
	if (mlockall(MCL_CURRENT))
		tst_brk(TBROK | TERRNO, "mlockall(MCL_CURRENT)");

	set_max_above_usage((long)hpage / 4);
	/* only now: khugepaged may collapse the range from here on, but under the limit too */
	xmadvise(p, hpage, MADV_HUGEPAGE, "MADV_HUGEPAGE");
	TST_EXP_FAIL(madvise(p, hpage, MADV_COLLAPSE), EBUSY,
		     "madvise(MADV_COLLAPSE) with %zu kB left below memory.max", hpage / 4096);

	kb = tst_vma_smaps_kb(p, "AnonHugePages");
	if (kb)
		tst_res(TFAIL, "after the failure AnonHugePages is %ld kB, expected 0", kb);
	kb = tst_vma_smaps_kb(p, "Locked");
	if (kb < (long)(hpage / 1024))
		tst_res(TFAIL, "after the failure Locked is %ld kB, expected %zu", kb,
			hpage / 1024);
	if (tst_vma_read(p + hpage / 2, &c) || c != 'c')
		tst_res(TFAIL, "after the failure the range reads 0x%02x, expected 'c'", c);
	exit(0);
}

static void run(void)
{
	if (!SAFE_FORK())
		child();
	tst_reap_children();
}

static void setup(void)
{
	if (access(THP_SIZE, F_OK))
		tst_brk(TCONF, "no transparent huge pages (%s)", THP_SIZE);
	SAFE_FILE_SCANF(THP_SIZE, "%zu", &hpage);
}

static struct tst_test test = {
	.test_all = run,
	.setup = setup,
	.needs_root = 1,
	.forks_child = 1,
	.min_kver = "6.1",
	.needs_cgroup_ctrls = (const char *const []){"memory", NULL},
};
