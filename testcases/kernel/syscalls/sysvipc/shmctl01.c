// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * shmctl(2) commands of man 2 shmctl, each checked through its effect:
 * - IPC_STAT: shm_segsz, shm_nattch while attached, shm_cpid;
 * - IPC_SET: mode and gid change (read back) and take effect: nobody, refused a read-only
 *   attach at 0600, can attach at 0644; shm_ctime is set;
 * - SHM_LOCK sets SHM_LOCKED in shm_perm.mode, SHM_UNLOCK clears it;
 * - IPC_INFO: shmmax, shmmni and shmall equal /proc/sys/kernel/shm* (shmmax and shmall of
 *   the namespace set to 1 GiB and 262144 pages first, values a 32-bit program's struct
 *   shminfo holds); SHM_INFO counts the
 *   segments (used_ids) of this IPC namespace; both return the highest used index, which
 *   SHM_STAT and SHM_STAT_ANY turn into the segment's id;
 * - IPC_RMID on an attached segment: it stays usable through the attach, its mode gets
 *   SHM_DEST and its key becomes IPC_PRIVATE (the key finds nothing), and the last detach
 *   destroys it (IPC_STAT then fails with EINVAL).
 */

#include <pwd.h>
#include <stdlib.h>
#include "tst_safe_file_ops.h"
#include "sysvipc.h"

#ifndef SHM_STAT_ANY
# define SHM_STAT_ANY 15
#endif

static int id = -1;

static void stat_set(void)
{
	struct passwd *pw = SAFE_GETPWNAM("nobody");
	struct shmid_ds ds;
	char *p = SAFE_SHMAT(id, NULL, 0);

	TST_EXP_PASS(shmctl(id, IPC_STAT, &ds), "shmctl(IPC_STAT)");
	TST_EXP_EQ_LU(ds.shm_segsz, 8192);
	TST_EXP_EQ_LU(ds.shm_nattch, 1);
	TST_EXP_EQ_LI(ds.shm_cpid, getpid());
	SAFE_SHMDT(p);
	if (!SAFE_FORK()) {
		ipc_become_nobody();
		TST_EXP_FAIL_PTR_VOID(shmat(id, NULL, SHM_RDONLY), EACCES, "nobody: attach at 0600");
		exit(0);
	}
	tst_reap_children();
	ds.shm_perm.mode = 0644;
	ds.shm_perm.gid = pw->pw_gid;
	TST_EXP_PASS(shmctl(id, IPC_SET, &ds), "shmctl(IPC_SET, 0644, gid nobody)");
	memset(&ds, 0, sizeof(ds));
	SAFE_SHMCTL(id, IPC_STAT, &ds);
	TST_EXP_EQ_LI(ds.shm_perm.mode & 0777, 0644);
	TST_EXP_EQ_LI(ds.shm_perm.gid, pw->pw_gid);
	TST_EXP_EXPR(ds.shm_ctime > 0, "shm_ctime is set");
	if (!SAFE_FORK()) {
		ipc_become_nobody();
		p = shmat(id, NULL, SHM_RDONLY);
		TST_EXP_EXPR(p != (void *)-1, "nobody: read-only attach at 0644");
		exit(0);
	}
	tst_reap_children();
}

static void lock(void)
{
	struct shmid_ds ds;

	TST_EXP_PASS(shmctl(id, SHM_LOCK, NULL), "shmctl(SHM_LOCK)");
	SAFE_SHMCTL(id, IPC_STAT, &ds);
	TST_EXP_EQ_LI(ds.shm_perm.mode & SHM_LOCKED, SHM_LOCKED);
	TST_EXP_PASS(shmctl(id, SHM_UNLOCK, NULL), "shmctl(SHM_UNLOCK)");
	SAFE_SHMCTL(id, IPC_STAT, &ds);
	TST_EXP_EQ_LI(ds.shm_perm.mode & SHM_LOCKED, 0);
}

static void info(void)
{
	struct shminfo si;
	struct shm_info su;
	struct shmid_ds ds;
	unsigned long max, all;
	int mni, idx;

	/*
	 * The defaults do not fit a 32-bit program's unsigned long, and the compat layer
	 * clamps shmmax to INT_MAX and truncates shmall: use values that fit.
	 */
	ipc_write_limit("/proc/sys/kernel/shmmax", "1073741824");
	ipc_write_limit("/proc/sys/kernel/shmall", "262144");
	SAFE_FILE_SCANF("/proc/sys/kernel/shmmax", "%lu", &max);
	SAFE_FILE_SCANF("/proc/sys/kernel/shmall", "%lu", &all);
	SAFE_FILE_SCANF("/proc/sys/kernel/shmmni", "%d", &mni);
	memset(&si, 0, sizeof(si));
	idx = TST_EXP_POSITIVE(shmctl(0, IPC_INFO, (struct shmid_ds *)&si), "shmctl(IPC_INFO)");
	TST_EXP_EQ_LU(si.shmmax, max);
	TST_EXP_EQ_LU(si.shmall, all);
	TST_EXP_EQ_LU(si.shmmni, mni);
	memset(&su, 0, sizeof(su));
	TST_EXP_EQ_LI(shmctl(0, SHM_INFO, (struct shmid_ds *)&su), idx);
	TST_EXP_EQ_LI(su.used_ids, 1);
	TST_EXP_EQ_LI(shmctl(idx, SHM_STAT, &ds), id);
	TST_EXP_EQ_LI(shmctl(idx, SHM_STAT_ANY, &ds), id);
}

static void rmid(void)
{
	struct shmid_ds ds;
	char *p = SAFE_SHMAT(id, NULL, 0);
	int old = id;

	TST_EXP_PASS(shmctl(id, IPC_RMID, NULL), "shmctl(IPC_RMID) while attached");
	id = -1;
	strcpy(p, "still usable");
	TST_EXP_EQ_STR(p, "still usable");
	SAFE_SHMCTL(old, IPC_STAT, &ds);
	TST_EXP_EQ_LI(ds.shm_perm.mode & SHM_DEST, SHM_DEST);
	TST_EXP_EQ_LI(ds.shm_perm.__key, IPC_PRIVATE);
	TST_EXP_FAIL2(shmget(TEST_KEY, 0, 0), ENOENT, "the key finds nothing after IPC_RMID");
	SAFE_SHMDT(p);
	TST_EXP_FAIL(shmctl(old, IPC_STAT, &ds), EINVAL, "IPC_STAT after the last detach");
}

static void run(void)
{
	id = SAFE_SHMGET(TEST_KEY, 8192, IPC_CREAT | 0600);
	stat_set();
	lock();
	info();
	rmid();
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
	.forks_child = 1,
};
