// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * The overcommit modes of vm.overcommit_memory (Documentation/mm/overcommit-accounting.rst),
 * the sysctl saved and restored, each allocation a private writable anonymous mapping that
 * is never touched (so no memory is used):
 * - 0, heuristic: "Obvious overcommits of address space are refused": a mapping of twice
 *   MemTotal + SwapTotal fails with ENOMEM, one of 16 MiB succeeds;
 * - 1, always: the same huge mapping succeeds;
 * - 2, never: "The total address space commit for the system is not permitted to exceed
 *   swap + a configurable amount (default is 50%) of physical RAM": a mapping of
 *   CommitLimit - Committed_AS + 256 MiB fails with ENOMEM, one of 16 MiB succeeds, and a
 *   MAP_NORESERVE mapping is still accounted (it fails too). Mode 2 is entered only when
 *   Committed_AS is below half of CommitLimit (the machine is shared: other processes must
 *   keep room to allocate during the few milliseconds it lasts), else TCONF.
 * As a 32-bit program a mapping above 2 GiB is not tried (TCONF): the 4 GiB address space
 * also holds the program, its libraries and its stack, so such a mapping may fail for want
 * of address space, which says nothing about overcommit.
 */

#include <stdint.h>
#include "tst_test.h"

#define SYSCTL "/proc/sys/vm/overcommit_memory"
#define SMALL (16ULL << 20)
#define MAX_32BIT (2ULL << 30)

static long meminfo_kb(const char *field)
{
	char fmt[64];
	long kb;

	snprintf(fmt, sizeof(fmt), "%s: %%ld", field);
	SAFE_FILE_LINES_SCANF("/proc/meminfo", fmt, &kb);
	return kb;
}

static void try_map(uint64_t len, int flags, int exp_errno, const char *what)
{
	unsigned long long mib = len >> 20;
	void *p;

	if (sizeof(void *) < 8 && len > MAX_32BIT) {
		tst_res(TCONF, "%s: a mapping of %llu MiB does not fit a 32-bit address space",
			what, mib);
		return;
	}
	p = mmap(NULL, len, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS | flags, -1, 0);
	if (p != MAP_FAILED)
		SAFE_MUNMAP(p, len);
	if (!exp_errno && p == MAP_FAILED)
		tst_res(TFAIL | TERRNO, "%s: mmap(%llu MiB) failed", what, mib);
	else if (exp_errno && p != MAP_FAILED)
		tst_res(TFAIL, "%s: mmap(%llu MiB) succeeded", what, mib);
	else if (exp_errno && errno != exp_errno)
		tst_res(TFAIL | TERRNO, "%s: mmap(%llu MiB), expected ENOMEM", what, mib);
	else
		tst_res(TPASS, "%s: mmap(%llu MiB) %s", what, mib,
			exp_errno ? "fails with ENOMEM" : "succeeds");
}

static void run(void)
{
	uint64_t huge = 2 * (uint64_t)(meminfo_kb("MemTotal") + meminfo_kb("SwapTotal")) * 1024;
	long limit, committed;

	SAFE_FILE_PRINTF(SYSCTL, "0");
	try_map(huge, 0, ENOMEM, "mode 0, twice RAM + swap");
	try_map(SMALL, 0, 0, "mode 0, 16 MiB");
	SAFE_FILE_PRINTF(SYSCTL, "1");
	try_map(huge, 0, 0, "mode 1, twice RAM + swap");

	limit = meminfo_kb("CommitLimit");
	committed = meminfo_kb("Committed_AS");
	if (committed > limit / 2) {
		SAFE_FILE_PRINTF(SYSCTL, "0");
		tst_res(TCONF, "Committed_AS %ld kB is above half of CommitLimit %ld kB: mode 2 "
			"not tried on a shared machine", committed, limit);
		return;
	}
	SAFE_FILE_PRINTF(SYSCTL, "2");
	try_map((uint64_t)(limit - committed) * 1024 + (256ULL << 20), 0, ENOMEM,
		"mode 2, beyond CommitLimit");
	try_map((uint64_t)(limit - committed) * 1024 + (256ULL << 20), MAP_NORESERVE, ENOMEM,
		"mode 2, beyond CommitLimit, MAP_NORESERVE");
	try_map(SMALL, 0, 0, "mode 2, 16 MiB");
	SAFE_FILE_PRINTF(SYSCTL, "0");
}

static struct tst_test test = {
	.test_all = run,
	.needs_root = 1,
	.save_restore = (const struct tst_path_val[]) {
		{SYSCTL, NULL, TST_SR_TCONF},
		{}
	},
};
