// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * semget(2) creates and finds semaphore sets (man 2 semget), checked through semctl:
 * - IPC_PRIVATE creates a new set on every call (different ids);
 * - a new set has nsems semaphores (sem_nsems), all 0 (GETALL), the mode from the low 9
 *   bits of semflg, the caller as owner and creator, sem_otime 0;
 * - a key with IPC_CREAT creates a set that later calls with nsems 0 or fewer semaphores
 *   find again (same id);
 * - /proc/sysvipc/sem lists the set with its nsems.
 */

#include "sysvipc.h"

static void run(void)
{
	unsigned short vals[5] = {9, 9, 9, 9, 9};
	struct semid_ds ds;
	int id1, id2, id, i, zero = 1;

	id1 = TST_EXP_POSITIVE(semget(IPC_PRIVATE, 5, 0640), "semget(IPC_PRIVATE, 5)");
	id2 = TST_EXP_POSITIVE(semget(IPC_PRIVATE, 1, 0600), "semget(IPC_PRIVATE, 1)");
	if (id1 < 0 || id2 < 0)
		return;
	TST_EXP_EXPR(id1 != id2, "two private sets have different ids (%d, %d)", id1, id2);
	SAFE_SEMCTL(id1, 0, IPC_STAT, (union semun){.buf = &ds});
	TST_EXP_EQ_LU(ds.sem_nsems, 5);
	TST_EXP_EQ_LI(ds.sem_perm.mode & 0777, 0640);
	TST_EXP_EQ_LI(ds.sem_perm.uid, geteuid());
	TST_EXP_EQ_LI(ds.sem_perm.cuid, geteuid());
	TST_EXP_EQ_LI(ds.sem_otime, 0);
	SAFE_SEMCTL(id1, 0, GETALL, (union semun){.array = vals});
	for (i = 0; i < 5; i++)
		zero &= !vals[i];
	TST_EXP_EXPR(zero, "the 5 new semaphores are 0");

	id = TST_EXP_POSITIVE(semget(TEST_KEY, 3, IPC_CREAT | IPC_EXCL | 0600),
			      "semget(key, 3, IPC_CREAT | IPC_EXCL)");
	TST_EXP_EQ_LI(semget(TEST_KEY, 0, 0), id);
	TST_EXP_EQ_LI(semget(TEST_KEY, 2, 0), id);
	TST_EXP_EQ_LI(semget(TEST_KEY, 3, IPC_CREAT | 0600), id);

	char line[256];
	int key, semid, perms, nsems, found = 0;
	FILE *f = SAFE_FOPEN("/proc/sysvipc/sem", "r");

	while (fgets(line, sizeof(line), f)) {
		if (sscanf(line, "%d %d %o %d", &key, &semid, &perms, &nsems) == 4 &&
		    semid == id && key == TEST_KEY && nsems == 3)
			found = 1;
	}
	SAFE_FCLOSE(f);
	TST_EXP_EXPR(found, "/proc/sysvipc/sem lists key 0x%x, id %d, 3 semaphores", TEST_KEY, id);

	SAFE_SEMCTL(id1, 0, IPC_RMID);
	SAFE_SEMCTL(id2, 0, IPC_RMID);
	SAFE_SEMCTL(id, 0, IPC_RMID);
}

static struct tst_test test = {
	.test_all = run,
	.setup = ipc_ns_setup,
	.needs_root = 1,
};
