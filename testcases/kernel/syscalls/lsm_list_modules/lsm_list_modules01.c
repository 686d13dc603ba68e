// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * lsm_list_modules(2) (Linux 6.8) lists the IDs of the active security modules, as u64s,
 * and returns their number; size is in-out (bytes):
 * - with room for 32 IDs it returns n >= 1, sets size to n * 8,
 *   every ID is at least 100 (the first LSM ID; 0 is LSM_ID_UNDEF), no ID repeats, and
 *   bytes past size are untouched;
 * - LSM_ID_LANDLOCK (110) is listed exactly when Landlock answers
 *   landlock_create_ruleset(LANDLOCK_CREATE_RULESET_VERSION);
 * - errors: flags other than 0 give EINVAL; a size too small for the list gives E2BIG
 *   and sets size to the size needed; ids outside the address space give EFAULT.
 * The test is TCONF when the syscall is missing (ENOSYS from a probe in setup).
 */

#include <stdint.h>
#include <string.h>
#include <unistd.h>
#include <sys/syscall.h>
#include "tst_test.h"
#include "lapi/landlock.h"

#ifndef __NR_lsm_list_modules
# define __NR_lsm_list_modules 461
#endif
#define LSM_ID_FIRST 100
#define LSM_ID_LANDLOCK 110
#define MAX_IDS 32

static int landlock_on;
static char *bad_addr;

static long list_modules(uint64_t *ids, uint32_t *size, uint32_t flags)
{
	return syscall(__NR_lsm_list_modules, ids, size, flags);
}

static void run(void)
{
	uint64_t ids[MAX_IDS + 1];
	uint32_t size = MAX_IDS * sizeof(uint64_t);
	long n, i, j;
	int dup = 0, landlock = 0;

	memset(ids, 0xff, sizeof(ids));
	n = list_modules(ids, &size, 0);
	if (n < 1 || n > MAX_IDS || size != n * sizeof(uint64_t)) {
		tst_res(TFAIL | TERRNO, "lsm_list_modules() returned %ld, size %u", n, size);
		return;
	}
	tst_res(TPASS, "%ld modules, size %u", n, size);
	for (i = 0; i < n; i++) {
		if (ids[i] < LSM_ID_FIRST)
			tst_res(TFAIL, "ID %ld is %llu, below %d", i, (unsigned long long)ids[i],
				LSM_ID_FIRST);
		landlock |= ids[i] == LSM_ID_LANDLOCK;
		for (j = 0; j < i; j++)
			dup |= ids[i] == ids[j];
	}
	if (dup)
		tst_res(TFAIL, "an ID is listed twice");
	if (ids[n] != UINT64_MAX)
		tst_res(TFAIL, "the ID slot past the list was written");
	if (landlock == landlock_on)
		tst_res(TPASS, "LSM_ID_LANDLOCK %slisted, Landlock %sactive",
			landlock ? "" : "not ", landlock ? "" : "not ");
	else
		tst_res(TFAIL, "LSM_ID_LANDLOCK %slisted, but Landlock is %sactive",
			landlock ? "" : "not ", landlock_on ? "" : "not ");

	size = MAX_IDS * sizeof(uint64_t);
	TST_EXP_FAIL(list_modules(ids, &size, 1), EINVAL, "flags 1");
	size = sizeof(uint64_t) * (n - 1);
	TST_EXP_FAIL(list_modules(ids, &size, 0), E2BIG, "size for %ld IDs", n - 1);
	if (size != n * sizeof(uint64_t))
		tst_res(TFAIL, "after E2BIG size is %u, expected %zu", size,
			(size_t)n * sizeof(uint64_t));
	size = MAX_IDS * sizeof(uint64_t);
	TST_EXP_FAIL(list_modules((uint64_t *)bad_addr, &size, 0), EFAULT,
		     "ids outside the address space");
}

static void setup(void)
{
	uint64_t ids[MAX_IDS];
	uint32_t size = sizeof(ids);

	if (list_modules(ids, &size, 0) < 0) {
		if (errno == ENOSYS)
			tst_brk(TCONF, "lsm_list_modules() is not implemented");
		tst_brk(TBROK | TERRNO, "probe: lsm_list_modules()");
	}
	landlock_on = landlock_create_ruleset(NULL, 0, LANDLOCK_CREATE_RULESET_VERSION) > 0;
	bad_addr = tst_get_bad_addr(NULL);
}

static struct tst_test test = {
	.test_all = run,
	.setup = setup,
};
