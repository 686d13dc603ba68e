// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * rseq(2) errors, as the kernel's checks define them (doc/errors/rseq.txt; raw system
 * call; TCONF on ENOSYS from a probe), in a child that registered its own area after
 * releasing the C library's:
 * - EINVAL: unknown flags (0x100); an rseq_len other than the structure's (28); an area
 *   not aligned on 32 bytes (while none is registered: the kernel checks these first);
 * - EFAULT: an area the process cannot access: a kernel address, a PROT_NONE page (the
 *   kernel reads the area's rseq_cs when it registers it);
 * - EBUSY: registering the same area again while it is registered;
 * - EINVAL: registering another area while one is registered;
 * - EPERM: registering the same area again, and unregistering it, with another signature;
 * - EINVAL: unregistering an area other than the registered one, and with another length.
 * After the rows the registration still stands: cpu_id agrees with getcpu(2).
 */

#include "tst_test.h"
#include "rseq_util.h"
#include "../sched_setaffinity/affinity_util.h"

static struct ltk_rseq areas[2];
static char unaligned_buf[96] __attribute__((aligned(32)));
static void *no_access;

static void child(void)
{
	struct ltk_rseq *a = &areas[0], *b = &areas[1];
	void *kaddr = (void *)0xffff880000000000UL;
	unsigned int cpu, node;

	rseq_release_libc();
	TST_EXP_FAIL(sys_rseq(a, sizeof(*a), 0x100, RSEQ_SIG), EINVAL, "rseq(flags 0x100)");
	TST_EXP_FAIL(sys_rseq(a, 28, 0, RSEQ_SIG), EINVAL, "rseq(rseq_len 28)");
	TST_EXP_FAIL(sys_rseq(unaligned_buf + 4, sizeof(*a), 0, RSEQ_SIG), EINVAL,
		     "rseq(area not aligned on 32 bytes)");
	TST_EXP_FAIL(sys_rseq(kaddr, sizeof(*a), 0, RSEQ_SIG), EFAULT, "rseq(a kernel address)");
	TST_EXP_FAIL(sys_rseq(no_access, sizeof(*a), 0, RSEQ_SIG), EFAULT,
		     "rseq(a PROT_NONE area)");
	if (sys_rseq(a, sizeof(*a), 0, RSEQ_SIG)) {
		tst_res(TFAIL | TERRNO, "rseq(register)");
		return;
	}
	TST_EXP_FAIL(sys_rseq(a, sizeof(*a), 0, RSEQ_SIG), EBUSY, "rseq(the same area again)");
	TST_EXP_FAIL(sys_rseq(b, sizeof(*b), 0, RSEQ_SIG), EINVAL, "rseq(another area)");
	TST_EXP_FAIL(sys_rseq(a, sizeof(*a), 0, RSEQ_SIG + 1), EPERM,
		     "rseq(the same area, another signature)");
	TST_EXP_FAIL(sys_rseq(a, sizeof(*a), RSEQ_FLAG_UNREGISTER, RSEQ_SIG + 1), EPERM,
		     "rseq(unregister, another signature)");
	TST_EXP_FAIL(sys_rseq(b, sizeof(*b), RSEQ_FLAG_UNREGISTER, RSEQ_SIG), EINVAL,
		     "rseq(unregister another area)");
	TST_EXP_FAIL(sys_rseq(a, 64, RSEQ_FLAG_UNREGISTER, RSEQ_SIG), EINVAL,
		     "rseq(unregister with rseq_len 64)");
	sched_yield();
	if (sys_getcpu(&cpu, &node))
		tst_brk(TBROK | TERRNO, "getcpu()");
	if (a->cpu_id != cpu)
		tst_res(TFAIL, "the registration was lost: cpu_id %d, getcpu %u", (int)a->cpu_id,
			cpu);
}

static void run(void)
{
	if (!SAFE_FORK()) {
		child();
		exit(0);
	}
	tst_reap_children();
}

static void setup(void)
{
	rseq_probe();
	no_access = tst_get_bad_addr(NULL);
}

static struct tst_test test = {
	.setup = setup,
	.test_all = run,
	.forks_child = 1,
};
