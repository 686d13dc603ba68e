/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * Shared by the sched_* tests: raw system calls (the C library may lack sched_setattr()
 * or emulate others), the kernel's view of a task from /proc/<pid>/stat (policy,
 * rt_priority, nice), a probe for real-time policies (a cgroup without real-time
 * bandwidth refuses them with EPERM) and a child parked in pause() to act upon.
 */
#ifndef SCHED_UTIL_H__
#define SCHED_UTIL_H__

#include <sched.h>
#include <stdint.h>
#include <sys/syscall.h>
#include "tst_test.h"
#include "tst_safe_stdio.h"

#ifndef SCHED_BATCH
# define SCHED_BATCH 3
#endif
#ifndef SCHED_IDLE
# define SCHED_IDLE 5
#endif
#ifndef SCHED_DEADLINE
# define SCHED_DEADLINE 6
#endif
#ifndef SCHED_RESET_ON_FORK
# define SCHED_RESET_ON_FORK 0x40000000
#endif
#define LTK_SCHED_FLAG_RESET_ON_FORK 0x01
#define LTK_SCHED_FLAG_RECLAIM 0x02
#define LTK_SCHED_FLAG_DL_OVERRUN 0x04
#define LTK_SCHED_ATTR_SIZE_VER0 48
#define LTK_SCHED_ATTR_SIZE_VER1 56

/* The kernel's struct sched_attr (VER1, with the utilization clamps). */
struct ltk_sched_attr {
	uint32_t size;
	uint32_t sched_policy;
	uint64_t sched_flags;
	int32_t sched_nice;
	uint32_t sched_priority;
	uint64_t sched_runtime;
	uint64_t sched_deadline;
	uint64_t sched_period;
	uint32_t sched_util_min;
	uint32_t sched_util_max;
};

static inline long sys_sched_setscheduler(pid_t pid, int policy, struct sched_param *p)
{
	return syscall(__NR_sched_setscheduler, pid, policy, p);
}

static inline long sys_sched_getscheduler(pid_t pid)
{
	return syscall(__NR_sched_getscheduler, pid);
}

static inline long sys_sched_setparam(pid_t pid, struct sched_param *p)
{
	return syscall(__NR_sched_setparam, pid, p);
}

static inline long sys_sched_getparam(pid_t pid, struct sched_param *p)
{
	return syscall(__NR_sched_getparam, pid, p);
}

static inline long sys_sched_setattr(pid_t pid, void *attr, unsigned int flags)
{
	return syscall(__NR_sched_setattr, pid, attr, flags);
}

static inline long sys_sched_getattr(pid_t pid, void *attr, unsigned int size,
				     unsigned int flags)
{
	return syscall(__NR_sched_getattr, pid, attr, size, flags);
}

struct proc_sched {
	int policy;
	int rt_priority;
	int nice;
};

/* Fields 19 (nice), 40 (rt_priority) and 41 (policy) of /proc/<pid>/stat. */
static inline struct proc_sched proc_sched_read(pid_t pid)
{
	struct proc_sched ps = {-1, -1, 100};
	char path[64], buf[1024], *p;
	int field = 3;
	FILE *f;

	snprintf(path, sizeof(path), "/proc/%d/stat", pid);
	f = SAFE_FOPEN(path, "r");
	if (!fgets(buf, sizeof(buf), f))
		tst_brk(TBROK, "reading %s", path);
	SAFE_FCLOSE(f);
	p = strrchr(buf, ')');
	if (!p)
		tst_brk(TBROK, "%s: no ')'", path);
	for (p = strtok(p + 2, " "); p; p = strtok(NULL, " "), field++) {
		if (field == 19)
			ps.nice = atoi(p);
		else if (field == 40)
			ps.rt_priority = atoi(p);
		else if (field == 41)
			ps.policy = atoi(p);
	}
	return ps;
}

/*
 * 1 if this process may take SCHED_FIFO priority 1, 0 on EPERM; tried in a child with
 * sched_setattr(), so that the probe is not the call a sched_setscheduler() test tests.
 */
static inline int rt_allowed(void)
{
	struct ltk_sched_attr attr = {
		.size = sizeof(attr),
		.sched_policy = SCHED_FIFO,
		.sched_priority = 1,
	};
	int status;
	pid_t pid = SAFE_FORK();

	if (!pid) {
		if (sys_sched_setattr(0, &attr, 0) == 0)
			exit(0);
		exit(errno == EPERM ? 1 : 2);
	}
	SAFE_WAITPID(pid, &status, 0);
	if (WIFEXITED(status) && WEXITSTATUS(status) < 2)
		return !WEXITSTATUS(status);
	tst_brk(TBROK, "SCHED_FIFO probe: %s", tst_strstatus(status));
	return 0;
}

/* A child asleep in pause() until release_child() kills it. */
static inline pid_t parked_child(void)
{
	pid_t pid = SAFE_FORK();

	if (!pid) {
		for (;;)
			pause();
	}
	TST_PROCESS_STATE_WAIT(pid, 'S', 0);
	return pid;
}

static inline void release_child(pid_t pid)
{
	SAFE_KILL(pid, SIGKILL);
	SAFE_WAITPID(pid, NULL, 0);
}

#endif
