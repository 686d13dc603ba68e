/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * Shared by the affinity and getcpu tests: raw sched_{set,get}affinity (the C library
 * wrappers pass the mask size through unchanged, the raw getaffinity returns the bytes
 * copied), the online CPUs allowed to this process, and /proc/<pid>/status's
 * Cpus_allowed_list parsed into a mask.
 */
#ifndef AFFINITY_UTIL_H__
#define AFFINITY_UTIL_H__

#include <sched.h>
#include <sys/syscall.h>
#include "tst_test.h"
#include "tst_safe_stdio.h"

static inline long sys_setaffinity(pid_t pid, size_t len, const cpu_set_t *set)
{
	return syscall(__NR_sched_setaffinity, pid, len, set);
}

static inline long sys_getaffinity(pid_t pid, size_t len, cpu_set_t *set)
{
	return syscall(__NR_sched_getaffinity, pid, len, set);
}

static inline long sys_getcpu(unsigned int *cpu, unsigned int *node)
{
	return syscall(__NR_getcpu, cpu, node, NULL);
}

/* Cpus_allowed_list of /proc/<pid>/status ("0-1,4") as a mask. */
static inline void proc_allowed(pid_t pid, cpu_set_t *set)
{
	char path[64], line[512], *p, *tok;
	int found = 0;
	FILE *f;

	snprintf(path, sizeof(path), "/proc/%d/status", pid);
	CPU_ZERO(set);
	f = SAFE_FOPEN(path, "r");
	while (fgets(line, sizeof(line), f)) {
		if (strncmp(line, "Cpus_allowed_list:", 18))
			continue;
		found = 1;
		for (tok = strtok(line + 18, ",\n"); tok; tok = strtok(NULL, ",\n")) {
			int lo = strtol(tok, &p, 10), hi = lo, i;

			if (*p == '-')
				hi = strtol(p + 1, NULL, 10);
			for (i = lo; i <= hi && i < CPU_SETSIZE; i++)
				CPU_SET(i, set);
		}
	}
	SAFE_FCLOSE(f);
	if (!found)
		tst_brk(TBROK, "no Cpus_allowed_list in %s", path);
}

/* The CPUs this process may run on now (through /proc, not the call under test). */
static inline int allowed_cpus(int *cpus, int max)
{
	cpu_set_t set;
	int i, n = 0;

	proc_allowed(getpid(), &set);
	for (i = 0; i < CPU_SETSIZE && n < max; i++) {
		if (CPU_ISSET(i, &set))
			cpus[n++] = i;
	}
	return n;
}

#endif
