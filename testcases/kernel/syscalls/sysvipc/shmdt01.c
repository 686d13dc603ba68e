// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * shmdt(2) detaches a segment (man 2 shmdt):
 * - the mapping leaves /proc/self/maps, shm_nattch drops from 1 to 0, shm_lpid is the
 *   caller and shm_dtime is set; the data stays in the segment (a new attach reads it);
 * - a segment marked for removal is destroyed by its last detach (/proc/sysvipc/shm no
 *   longer lists it);
 * and fails with the errors of man 2 shmdt:
 * - EINVAL: no segment is attached at shmaddr (an anonymous mapping; an unmapped
 *   address); shmaddr is not page aligned (the attach stays).
 */

#include <sys/mman.h>
#include "sysvipc.h"

static int id = -1;

static int listed(int sid)
{
	char line[256];
	int key, shmid, found = 0;
	FILE *f = SAFE_FOPEN("/proc/sysvipc/shm", "r");

	while (fgets(line, sizeof(line), f)) {
		if (sscanf(line, "%d %d", &key, &shmid) == 2 && shmid == sid)
			found = 1;
	}
	SAFE_FCLOSE(f);
	return found;
}

static void run(void)
{
	struct shmid_ds ds;
	char perms[5], *p, *anon;
	int tmp;

	id = SAFE_SHMGET(IPC_PRIVATE, 4096, 0600);
	p = SAFE_SHMAT(id, NULL, 0);
	strcpy(p, "kept");
	TST_EXP_FAIL(shmdt(p + 1), EINVAL, "shmdt(unaligned address)");
	TST_EXP_EXPR(ipc_map_perms(p, perms), "the attach stays after the failed shmdt()");
	anon = SAFE_MMAP(NULL, 4096, PROT_READ, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
	TST_EXP_FAIL(shmdt(anon), EINVAL, "shmdt(an anonymous mapping)");
	SAFE_MUNMAP(anon, 4096);
	TST_EXP_FAIL(shmdt(anon), EINVAL, "shmdt(an unmapped address)");

	TST_EXP_PASS(shmdt(p), "shmdt()");
	TST_EXP_EXPR(!ipc_map_perms(p, perms), "the mapping left /proc/self/maps");
	SAFE_SHMCTL(id, IPC_STAT, &ds);
	TST_EXP_EQ_LU(ds.shm_nattch, 0);
	TST_EXP_EQ_LI(ds.shm_lpid, getpid());
	TST_EXP_EXPR(ds.shm_dtime > 0, "shm_dtime is set");
	p = SAFE_SHMAT(id, NULL, 0);
	TST_EXP_EQ_STR(p, "kept");

	SAFE_SHMCTL(id, IPC_RMID, NULL);
	tmp = id;
	id = -1;
	TST_EXP_EXPR(listed(tmp), "a removed segment stays while attached");
	TST_EXP_PASS(shmdt(p), "shmdt() of the last attach");
	TST_EXP_EXPR(!listed(tmp), "the last detach destroyed the removed segment");
}

static void cleanup(void)
{
	if (id >= 0)
		SAFE_SHMCTL(id, IPC_RMID, NULL);
}

static struct tst_test test = {
	.test_all = run,
	.setup = ipc_ns_setup,
	.cleanup = cleanup,
	.needs_root = 1,
};
