// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * rseq(2), as the kernel's <linux/rseq.h> describes it (raw system call; TCONF on ENOSYS
 * from a probe), in a child that first released the C library's registration:
 * - registering a 32-byte aligned struct rseq with a signature returns 0, and on the
 *   return to user space the kernel fills cpu_id_start and cpu_id with "the current CPU
 *   number on which the registered thread is running" (pre-set to
 *   RSEQ_CPU_ID_UNINITIALIZED): pinned to each allowed CPU in turn, cpu_id agrees with
 *   getcpu(2);
 * - with the extended fields the kernel advertises (AT_RSEQ_FEATURE_SIZE >= 28): node_id
 *   agrees with getcpu()'s node, mm_cid is below the number of CPUs;
 * - RSEQ_FLAG_UNREGISTER with the same area, length and signature returns 0 and cpu_id
 *   no longer follows the CPU: the kernel sets it back to RSEQ_CPU_ID_UNINITIALIZED.
 */

#include <sched.h>
#include <sys/auxv.h>
#include "tst_test.h"
#include "rseq_util.h"
#include "../sched_setaffinity/affinity_util.h"

#ifndef AT_RSEQ_FEATURE_SIZE
# define AT_RSEQ_FEATURE_SIZE 27
#endif

static struct ltk_rseq area;
static int cpus[CPU_SETSIZE], ncpus;

static int check_cpus(void)
{
	unsigned int cpu, node;
	unsigned long feat = getauxval(AT_RSEQ_FEATURE_SIZE);
	cpu_set_t set;
	int i;

	for (i = 0; i < ncpus; i++) {
		CPU_ZERO(&set);
		CPU_SET(cpus[i], &set);
		if (sched_setaffinity(0, sizeof(set), &set))
			tst_brk(TBROK | TERRNO, "sched_setaffinity(CPU %d)", cpus[i]);
		if (sys_getcpu(&cpu, &node))
			tst_brk(TBROK | TERRNO, "getcpu()");
		if ((int)area.cpu_id != cpus[i] || (int)area.cpu_id_start != cpus[i] ||
		    cpu != (unsigned int)cpus[i]) {
			tst_res(TFAIL, "pinned to CPU %d: rseq cpu_id %d, cpu_id_start %u, "
				"getcpu %u", cpus[i], (int)area.cpu_id, area.cpu_id_start, cpu);
			return 1;
		}
		if (feat >= 28 &&
		    (area.node_id != node || area.mm_cid >= (unsigned int)CPU_SETSIZE)) {
			tst_res(TFAIL, "CPU %d: rseq node_id %u (getcpu %u), mm_cid %u", cpus[i],
				area.node_id, node, area.mm_cid);
			return 1;
		}
	}
	return 0;
}

static void child(void)
{
	rseq_release_libc();
	memset(&area, 0, sizeof(area));
	area.cpu_id = RSEQ_CPU_ID_UNINITIALIZED;
	TEST(sys_rseq(&area, sizeof(area), 0, RSEQ_SIG));
	if (TST_RET) {
		tst_res(TFAIL | TTERRNO, "rseq(register)");
		return;
	}
	if (check_cpus())
		return;
	tst_res(TPASS, "registered: cpu_id%s follows the CPU on each of %d CPUs",
		getauxval(AT_RSEQ_FEATURE_SIZE) >= 28 ? ", node_id and mm_cid" : "", ncpus);
	TEST(sys_rseq(&area, sizeof(area), RSEQ_FLAG_UNREGISTER, RSEQ_SIG));
	if (TST_RET || (int)area.cpu_id != RSEQ_CPU_ID_UNINITIALIZED)
		tst_res(TFAIL | TTERRNO, "rseq(unregister) returned %ld, cpu_id now %d", TST_RET,
			(int)area.cpu_id);
	else
		tst_res(TPASS, "unregistered: cpu_id is RSEQ_CPU_ID_UNINITIALIZED");
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
	ncpus = allowed_cpus(cpus, CPU_SETSIZE);
}

static struct tst_test test = {
	.setup = setup,
	.test_all = run,
	.forks_child = 1,
};
