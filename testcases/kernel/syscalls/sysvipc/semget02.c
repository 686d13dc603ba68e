// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * semget(2) fails with the errors of man 2 semget, in its order (in a new IPC namespace,
 * a set of 2 semaphores, mode 0600, exists for the key):
 * - EACCES: nobody asks for it with mode 0600;
 * - EEXIST: IPC_CREAT | IPC_EXCL for the key;
 * - EINVAL: nsems -1; nsems SEMMSL + 1 (from /proc/sys/kernel/sem);
 * - EINVAL: the key's set exists with 2 semaphores and nsems is 3;
 * - ENOENT: no set for another key and no IPC_CREAT;
 * - ENOMEM: nsems INT_MAX / 2 with SEMMSL and SEMMNS raised to INT_MAX: the set's size
 *   does not fit the kernel's allocation limit (INT_MAX bytes), so it allocates nothing;
 * - ENOSPC: SEMMNI lowered to 1 (the namespace's own /proc/sys/kernel/sem) with one set
 *   existing; and SEMMNS lowered to 2 with 2 semaphores in use.
 * A failed semget() creates no set (/proc/sysvipc/sem keeps one line).
 */

#include <limits.h>
#include <stdlib.h>
#include "sysvipc.h"

static int id = -1, lim[4];

static void expect_sets(int exp)
{
	char line[256];
	int n = -1;
	FILE *f = SAFE_FOPEN("/proc/sysvipc/sem", "r");

	while (fgets(line, sizeof(line), f))
		n++;
	SAFE_FCLOSE(f);
	if (n != exp)
		tst_res(TFAIL, "%d sets after the failed semget(), expected %d", n, exp);
}

static void set_limits(int msl, int mns, int opm, int mni)
{
	char buf[128];

	snprintf(buf, sizeof(buf), "%d %d %d %d", msl, mns, opm, mni);
	ipc_write_limit("/proc/sys/kernel/sem", buf);
}

static void run(void)
{
	if (!SAFE_FORK()) {
		ipc_become_nobody();
		TST_EXP_FAIL2(semget(TEST_KEY, 2, 0600), EACCES, "nobody: semget(root's 0600 set)");
		exit(0);
	}
	tst_reap_children();
	TST_EXP_FAIL2(semget(TEST_KEY, 2, IPC_CREAT | IPC_EXCL | 0600), EEXIST,
		      "semget(existing key, IPC_CREAT | IPC_EXCL)");
	TST_EXP_FAIL2(semget(IPC_PRIVATE, -1, 0600), EINVAL, "semget(nsems -1)");
	TST_EXP_FAIL2(semget(IPC_PRIVATE, lim[0] + 1, 0600), EINVAL, "semget(nsems SEMMSL + 1)");
	TST_EXP_FAIL2(semget(TEST_KEY, 3, 0600), EINVAL, "semget(key of a 2-set, nsems 3)");
	TST_EXP_FAIL2(semget(TEST_KEY + 1, 1, 0600), ENOENT, "semget(missing key, no IPC_CREAT)");
	expect_sets(1);

	set_limits(INT_MAX, INT_MAX, lim[2], lim[3]);
	TST_EXP_FAIL2(semget(IPC_PRIVATE, INT_MAX / 2, 0600), ENOMEM,
		      "semget(nsems INT_MAX / 2, SEMMSL and SEMMNS INT_MAX)");
	expect_sets(1);
	set_limits(lim[0], lim[1], lim[2], 1);
	TST_EXP_FAIL2(semget(IPC_PRIVATE, 1, 0600), ENOSPC, "semget() at SEMMNI 1, 1 set");
	set_limits(lim[0], 2, lim[2], lim[3]);
	TST_EXP_FAIL2(semget(IPC_PRIVATE, 1, 0600), ENOSPC,
		      "semget() at SEMMNS 2, 2 semaphores used");
	set_limits(lim[0], lim[1], lim[2], lim[3]);
	expect_sets(1);
}

static void setup(void)
{
	ipc_ns_setup();
	ipc_sem_limits(lim);
	id = SAFE_SEMGET(TEST_KEY, 2, IPC_CREAT | 0600);
}

static void cleanup(void)
{
	if (id >= 0)
		SAFE_SEMCTL(id, 0, IPC_RMID);
}

static struct tst_test test = {
	.test_all = run,
	.setup = setup,
	.cleanup = cleanup,
	.needs_root = 1,
	.forks_child = 1,
};
