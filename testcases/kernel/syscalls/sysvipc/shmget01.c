// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * shmget(2) creates and finds shared memory segments (man 2 shmget), checked through
 * shmctl IPC_STAT, /proc/sysvipc/shm and an attach:
 * - IPC_PRIVATE creates a new segment on every call;
 * - a new segment has the size asked for (shm_segsz, not rounded), the mode from the low
 *   9 bits, the caller as creator and owner, shm_cpid the caller, no attach, and reads as
 *   zeros when attached;
 * - a key with IPC_CREAT creates a segment that later calls with size 0 or a smaller size
 *   find again (same id);
 * - /proc/sysvipc/shm lists it with its key and size.
 */

#include "sysvipc.h"

static void run(void)
{
	struct shmid_ds ds;
	int id1, id2, id, i, zero = 1;
	char *p;

	id1 = TST_EXP_POSITIVE(shmget(IPC_PRIVATE, 10000, 0640), "shmget(IPC_PRIVATE, 10000)");
	id2 = TST_EXP_POSITIVE(shmget(IPC_PRIVATE, 4096, 0600), "shmget(IPC_PRIVATE, 4096)");
	if (id1 < 0 || id2 < 0)
		return;
	TST_EXP_EXPR(id1 != id2, "two private segments have different ids");
	SAFE_SHMCTL(id1, IPC_STAT, &ds);
	TST_EXP_EQ_LU(ds.shm_segsz, 10000);
	TST_EXP_EQ_LI(ds.shm_perm.mode & 0777, 0640);
	TST_EXP_EQ_LI(ds.shm_perm.cuid, geteuid());
	TST_EXP_EQ_LI(ds.shm_perm.uid, geteuid());
	TST_EXP_EQ_LI(ds.shm_cpid, getpid());
	TST_EXP_EQ_LU(ds.shm_nattch, 0);
	p = SAFE_SHMAT(id1, NULL, 0);
	for (i = 0; i < 10000; i++)
		zero &= !p[i];
	TST_EXP_EXPR(zero, "the new segment reads as 10000 zero bytes");
	SAFE_SHMDT(p);

	id = TST_EXP_POSITIVE(shmget(TEST_KEY, 8192, IPC_CREAT | IPC_EXCL | 0600),
			      "shmget(key, 8192, IPC_CREAT | IPC_EXCL)");
	TST_EXP_EQ_LI(shmget(TEST_KEY, 0, 0), id);
	TST_EXP_EQ_LI(shmget(TEST_KEY, 100, 0), id);

	char line[256];
	int key, shmid, perms, found = 0;
	unsigned long size;
	FILE *f = SAFE_FOPEN("/proc/sysvipc/shm", "r");

	while (fgets(line, sizeof(line), f)) {
		if (sscanf(line, "%d %d %o %lu", &key, &shmid, &perms, &size) == 4 &&
		    shmid == id && key == TEST_KEY && size == 8192)
			found = 1;
	}
	SAFE_FCLOSE(f);
	TST_EXP_EXPR(found, "/proc/sysvipc/shm lists key 0x%x, id %d, size 8192", TEST_KEY, id);
	SAFE_SHMCTL(id1, IPC_RMID, NULL);
	SAFE_SHMCTL(id2, IPC_RMID, NULL);
	SAFE_SHMCTL(id, IPC_RMID, NULL);
}

static struct tst_test test = {
	.test_all = run,
	.setup = ipc_ns_setup,
	.needs_root = 1,
};
