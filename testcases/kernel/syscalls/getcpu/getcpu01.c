// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * getcpu(2) as man 2 getcpu describes it (raw system call): "determines the CPU and NUMA
 * node on which the calling thread is currently executing":
 * - pinned to each allowed CPU in turn (sched_setaffinity(2)), *cpu is that CPU, and
 *   *node the node whose /sys/devices/system/cpu/cpuN/nodeM link exists (node 0 when
 *   the kernel has no NUMA links); both buffers pre-filled with a pattern;
 * - "If either of these arguments is NULL, then nothing is written": cpu NULL fills node
 *   alone, node NULL fills cpu alone;
 * - the C library's sched_getcpu() (the vDSO or rseq) agrees.
 */

#include <dirent.h>
#include "tst_test.h"
#include "../sched_setaffinity/affinity_util.h"

static int cpus[CPU_SETSIZE], ncpus;

static int node_of(int cpu)
{
	char path[64];
	struct dirent *de;
	DIR *d;
	int node = 0;

	snprintf(path, sizeof(path), "/sys/devices/system/cpu/cpu%d", cpu);
	d = opendir(path);
	if (!d)
		return 0;
	while ((de = readdir(d))) {
		if (!strncmp(de->d_name, "node", 4) && de->d_name[4] >= '0' && de->d_name[4] <= '9')
			node = atoi(de->d_name + 4);
	}
	closedir(d);
	return node;
}

static void on_cpu(int cpu)
{
	unsigned int c = 0x5a5a5a5a, n = 0x5a5a5a5a;
	cpu_set_t set;
	int node = node_of(cpu);

	CPU_ZERO(&set);
	CPU_SET(cpu, &set);
	if (sched_setaffinity(0, sizeof(set), &set))
		tst_brk(TBROK | TERRNO, "sched_setaffinity(CPU %d)", cpu);
	TEST(sys_getcpu(&c, &n));
	if (TST_RET || (int)c != cpu || (int)n != node || sched_getcpu() != cpu) {
		tst_res(TFAIL | TTERRNO, "pinned to CPU %d (node %d): getcpu() returned %ld, "
			"cpu %u node %u; sched_getcpu() %d", cpu, node, TST_RET, c, n,
			sched_getcpu());
		return;
	}
	c = n = 0x5a5a5a5a;
	TEST(syscall(__NR_getcpu, NULL, &n, NULL));
	TEST(syscall(__NR_getcpu, &c, NULL, NULL));
	if ((int)c != cpu || (int)n != node)
		tst_res(TFAIL, "with the other argument NULL: cpu %u, node %u", c, n);
	else
		tst_res(TPASS, "pinned to CPU %d: getcpu() says CPU %u node %u, as sched_getcpu()",
			cpu, c, n);
}

static void run(void)
{
	cpu_set_t orig;
	int i;

	proc_allowed(getpid(), &orig);
	for (i = 0; i < ncpus; i++)
		on_cpu(cpus[i]);
	if (sched_setaffinity(0, sizeof(orig), &orig))
		tst_brk(TBROK | TERRNO, "sched_setaffinity(original mask)");
}

static void setup(void)
{
	ncpus = allowed_cpus(cpus, CPU_SETSIZE);
}

static struct tst_test test = {
	.setup = setup,
	.test_all = run,
};
