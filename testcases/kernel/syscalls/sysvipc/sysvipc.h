// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * What the System V IPC tests share. Each test runs in its own IPC namespace
 * (ipc_ns_setup() in setup): its queues, semaphore sets and segments cannot collide with
 * anybody else's, even with fixed keys; the limits in /proc/sys/kernel/{msg,sem,shm}* are
 * the namespace's own, so lowering them does not touch the host; and whatever a broken
 * run leaves behind goes away with the namespace. The tests still remove every object they
 * create.
 */
#ifndef SYSVIPC_H
#define SYSVIPC_H

#include <sched.h>
#include <stdio.h>
#include "tst_test.h"
#include "tst_safe_sysv_ipc.h"
#include "tst_safe_stdio.h"

#define TEST_KEY 0x1e57	/* any key: the namespace is private */

static inline void ipc_ns_setup(void)
{
	if (unshare(CLONE_NEWIPC)) {
		if (errno == EINVAL)
			tst_brk(TCONF, "IPC namespaces are not supported (CONFIG_IPC_NS)");
		tst_brk(TBROK | TERRNO, "unshare(CLONE_NEWIPC)");
	}
}

static inline void ipc_write_limit(const char *path, const char *val)
{
	int fd = SAFE_OPEN(path, O_WRONLY);

	SAFE_WRITE(SAFE_WRITE_ALL, fd, val, strlen(val));
	SAFE_CLOSE(fd);
}

/* In a child: become nobody (which clears every capability). */
static inline void ipc_become_nobody(void)
{
	tst_become_nobody();
}

/*
 * The permissions ("rw-s") of the /proc/self/maps line that contains addr, in perms[5];
 * returns 0 when no mapping contains it.
 */
static inline int ipc_map_perms(const void *addr, char perms[5])
{
	unsigned long start, end, a = (unsigned long)addr;
	char line[512];
	int found = 0;
	FILE *f = SAFE_FOPEN("/proc/self/maps", "r");

	while (!found && fgets(line, sizeof(line), f)) {
		if (sscanf(line, "%lx-%lx %4s", &start, &end, perms) == 3 && a >= start && a < end)
			found = 1;
	}
	SAFE_FCLOSE(f);
	return found;
}

union semun {
	int val;
	struct semid_ds *buf;
	unsigned short *array;
	struct seminfo *__buf;
};

/* The four numbers of /proc/sys/kernel/sem: SEMMSL SEMMNS SEMOPM SEMMNI. */
static inline void ipc_sem_limits(int lim[4])
{
	FILE *f = SAFE_FOPEN("/proc/sys/kernel/sem", "r");

	if (fscanf(f, "%d %d %d %d", &lim[0], &lim[1], &lim[2], &lim[3]) != 4)
		tst_brk(TBROK, "cannot parse /proc/sys/kernel/sem");
	SAFE_FCLOSE(f);
}

#endif
