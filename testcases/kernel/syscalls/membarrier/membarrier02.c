// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * membarrier(2) errors, in the order of the man page's ERRORS, in a fresh child (nothing
 * registered); after each failure MEMBARRIER_CMD_GET_REGISTRATIONS (Linux 6.3) still
 * reports no registration:
 * - EINVAL: an invalid cmd; flags nonzero (for MEMBARRIER_CMD_GLOBAL, and
 *   MEMBARRIER_CMD_FLAG_CPU for a command other than PRIVATE_EXPEDITED_RSEQ);
 * - EPERM: each private expedited command (plain, SYNC_CORE, RSEQ) before registration.
 *
 * Not provoked: EINVAL for MEMBARRIER_CMD_GLOBAL with nohz_full, and for SYNC_CORE on
 * architectures without it: a boot parameter and other architectures; ENOSYS: the
 * kernel has the call (CONFIG_MEMBARRIER) where this test runs.
 */

#include <stdlib.h>
#include "tst_test.h"
#include "membarrier_common.h"

static int expected;

static struct tcase {
	const char *name;
	int cmd;
	unsigned int flags;
	int exp_errno;
} tcases[] = {
	{"invalid cmd", 1 << 20, 0, EINVAL},
	{"GLOBAL, flags 1", CMD_GLOBAL, 1, EINVAL},
	{"PRIVATE_EXPEDITED, MEMBARRIER_CMD_FLAG_CPU", CMD_PRIVATE_EXPEDITED, CMD_FLAG_CPU,
		EINVAL},
	{"PRIVATE_EXPEDITED unregistered", CMD_PRIVATE_EXPEDITED, 0, EPERM},
	{"PRIVATE_EXPEDITED_SYNC_CORE unregistered", CMD_PRIVATE_EXPEDITED_SYNC_CORE, 0, EPERM},
	{"PRIVATE_EXPEDITED_RSEQ unregistered", CMD_PRIVATE_EXPEDITED_RSEQ, 0, EPERM},
};

static void run(unsigned int i)
{
	struct tcase *tc = &tcases[i];

	if (tc->cmd & ~(1 << 20) && !(expected & tc->cmd)) {
		tst_res(TCONF, "%s: the command is newer than this kernel", tc->name);
		return;
	}
	if (SAFE_FORK())
		return;
	TST_EXP_FAIL(sys_membarrier(tc->cmd, tc->flags, 0), tc->exp_errno, "membarrier() %s",
		     tc->name);
	if (expected & CMD_GET_REGISTRATIONS && sys_membarrier(CMD_GET_REGISTRATIONS, 0, 0))
		tst_res(TFAIL, "%s: GET_REGISTRATIONS %#x after the failure, expected 0",
			tc->name, sys_membarrier(CMD_GET_REGISTRATIONS, 0, 0));
	exit(0);
}

static void setup(void)
{
	expected = membarrier_expected();
}

static struct tst_test test = {
	.test = run,
	.tcnt = ARRAY_SIZE(tcases),
	.setup = setup,
	.forks_child = 1,
	.min_kver = "4.3",
};
