// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * membarrier(2) commands and registration rules (x86_64), each iteration in a fresh child
 * because a registration cannot be undone:
 * - MEMBARRIER_CMD_QUERY "returns a bit mask of all supported commands": it holds every
 *   command this kernel version offers (GLOBAL; the expedited and SYNC_CORE commands since
 *   4.16; RSEQ since 5.10; GET_REGISTRATIONS since 6.3);
 * - MEMBARRIER_CMD_GLOBAL and GLOBAL_EXPEDITED succeed without registration;
 * - PRIVATE_EXPEDITED, PRIVATE_EXPEDITED_SYNC_CORE and PRIVATE_EXPEDITED_RSEQ fail with
 *   EPERM before their REGISTER_ command ("A process must register its intent to use the
 *   private expedited command prior to using it") and succeed after it; RSEQ also with
 *   MEMBARRIER_CMD_FLAG_CPU for CPU 0;
 * - MEMBARRIER_CMD_GET_REGISTRATIONS (6.3) returns the registrations made, bit by bit;
 * - a child forked after the registrations shares them (same mm state copied): its
 *   PRIVATE_EXPEDITED succeeds and GET_REGISTRATIONS answers the same.
 */

#include <stdlib.h>
#include "tst_test.h"
#include "membarrier_common.h"

static int expected, have_getreg;

static const struct {
	int cmd, reg;
	const char *name;
} privs[] = {
	{CMD_PRIVATE_EXPEDITED, CMD_REGISTER_PRIVATE_EXPEDITED, "PRIVATE_EXPEDITED"},
	{CMD_PRIVATE_EXPEDITED_SYNC_CORE, CMD_REGISTER_PRIVATE_EXPEDITED_SYNC_CORE,
		"PRIVATE_EXPEDITED_SYNC_CORE"},
	{CMD_PRIVATE_EXPEDITED_RSEQ, CMD_REGISTER_PRIVATE_EXPEDITED_RSEQ,
		"PRIVATE_EXPEDITED_RSEQ"},
};

static void expect_registrations(int exp, const char *when)
{
	if (!have_getreg)
		return;
	TST_EXP_VAL(sys_membarrier(CMD_GET_REGISTRATIONS, 0, 0), exp,
		    "GET_REGISTRATIONS %s", when);
}

static void in_child(void)
{
	int mask, regs = 0;
	unsigned int i;

	mask = sys_membarrier(CMD_QUERY, 0, 0);
	if ((mask & expected) != expected)
		tst_res(TFAIL | TERRNO, "QUERY returned %#x, lacks %#x of %#x", mask,
			expected & ~mask, expected);
	else
		tst_res(TPASS, "QUERY returned %#x, every expected command (%#x)", mask, expected);

	expect_registrations(0, "before any registration");
	TST_EXP_PASS(sys_membarrier(CMD_GLOBAL, 0, 0), "MEMBARRIER_CMD_GLOBAL");
	if (!(expected & CMD_PRIVATE_EXPEDITED))
		return;
	TST_EXP_PASS(sys_membarrier(CMD_GLOBAL_EXPEDITED, 0, 0), "GLOBAL_EXPEDITED");
	TST_EXP_PASS(sys_membarrier(CMD_REGISTER_GLOBAL_EXPEDITED, 0, 0),
		     "REGISTER_GLOBAL_EXPEDITED");
	regs |= CMD_REGISTER_GLOBAL_EXPEDITED;
	expect_registrations(regs, "after REGISTER_GLOBAL_EXPEDITED");

	for (i = 0; i < ARRAY_SIZE(privs); i++) {
		if (!(expected & privs[i].cmd))
			continue;
		TST_EXP_FAIL(sys_membarrier(privs[i].cmd, 0, 0), EPERM, "%s unregistered",
			     privs[i].name);
		TST_EXP_PASS(sys_membarrier(privs[i].reg, 0, 0), "REGISTER_%s", privs[i].name);
		regs |= privs[i].reg;
		expect_registrations(regs, "after the registration");
		TST_EXP_PASS(sys_membarrier(privs[i].cmd, 0, 0), "%s registered", privs[i].name);
	}
	if (expected & CMD_PRIVATE_EXPEDITED_RSEQ)
		TST_EXP_PASS(sys_membarrier(CMD_PRIVATE_EXPEDITED_RSEQ, CMD_FLAG_CPU, 0),
			     "PRIVATE_EXPEDITED_RSEQ, MEMBARRIER_CMD_FLAG_CPU, CPU 0");

	if (!SAFE_FORK()) {
		TST_EXP_PASS(sys_membarrier(CMD_PRIVATE_EXPEDITED, 0, 0),
			     "forked child: PRIVATE_EXPEDITED");
		expect_registrations(regs, "in the forked child");
		exit(0);
	}
	tst_reap_children();
}

static void run(void)
{
	if (!SAFE_FORK()) {
		in_child();
		exit(0);
	}
}

static void setup(void)
{
	expected = membarrier_expected();
	have_getreg = !!(expected & CMD_GET_REGISTRATIONS);
}

static struct tst_test test = {
	.test_all = run,
	.setup = setup,
	.forks_child = 1,
	.min_kver = "4.3",
};
