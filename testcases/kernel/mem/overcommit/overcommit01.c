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
 */

#include "tst_test.h"

#define SYSCTL "/proc/sys/vm/overcommit_memory"
#define SMALL (16UL << 20)

static long meminfo_kb(const char *field)
{
	char fmt[64];
	long kb;

	snprintf(fmt, sizeof(fmt), "%s: %%ld", field);
	SAFE_FILE_LINES_SCANF("/proc/meminfo", fmt, &kb);
	return kb;
}

static void try_map(size_t len, int flags, int exp_errno, const char *what)
{
	void *p = mmap(NULL, len, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS | flags,
		       -1, 0);

	if (p != MAP_FAILED)
		SAFE_MUNMAP(p, len);
	if (!exp_errno && p == MAP_FAILED)
		tst_res(TFAIL | TERRNO, "%s: mmap(%zu MiB) failed", what, len >> 20);
	else if (exp_errno && p != MAP_FAILED)
		tst_res(TFAIL, "%s: mmap(%zu MiB) succeeded", what, len >> 20);
	else if (exp_errno && errno != exp_errno)
		tst_res(TFAIL | TERRNO, "%s: mmap(%zu MiB), expected ENOMEM", what, len >> 20);
	else
		tst_res(TPASS, "%s: mmap(%zu MiB) %s", what, len >> 20,
			exp_errno ? "fails with ENOMEM" : "succeeds");
}

static void run(void)
{
	size_t huge = 2 * (size_t)(meminfo_kb("MemTotal") + meminfo_kb("SwapTotal")) * 1024;
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
	try_map((size_t)(limit - committed) * 1024 + (256UL << 20), 0, ENOMEM,
		"mode 2, beyond CommitLimit");
	try_map((size_t)(limit - committed) * 1024 + (256UL << 20), MAP_NORESERVE, ENOMEM,
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
