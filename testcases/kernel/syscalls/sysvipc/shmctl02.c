// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * shmctl(2) fails with the errors of man 2 shmctl, in its order (in a new IPC namespace):
 * - EACCES: nobody asks IPC_STAT and SHM_STAT of root's segment of mode 0600;
 * - EFAULT: IPC_STAT into, IPC_SET from an address outside the address space (the raw
 *   system call: a 32-bit program's glibc converts struct shmid_ds through a buffer of
 *   its own, so its shmctl() would fault in user space instead);
 * - EINVAL: shmid -1; cmd 42; SHM_STAT of an unused index;
 * - ENOMEM: the owner (nobody, RLIMIT_MEMLOCK one page, no CAP_IPC_LOCK) asks SHM_LOCK of
 *   its two-page segment;
 * - EPERM: nobody asks IPC_SET, IPC_RMID and SHM_LOCK of root's segment (mode 0666).
 * After the failures the modes are unchanged and nothing is locked.
 *
 * Not provoked: EIDRM needs the segment removed between the lookup and the lock inside the
 * kernel (a removed segment's id gives EINVAL); EOVERFLOW needs a 32-bit caller (uid or
 * gid that does not fit), not possible on x86_64.
 */

#include <stdlib.h>
#include <sys/resource.h>
#include "sysvipc.h"

static int priv = -1, open_seg = -1, owned = -1;
static void *bad;

static void expect_mode(int id, unsigned int mode)
{
	struct shmid_ds ds;

	SAFE_SHMCTL(id, IPC_STAT, &ds);
	if ((ds.shm_perm.mode & (0777 | SHM_LOCKED)) != mode)
		tst_res(TFAIL, "segment %d: mode %o, expected %o", id,
			ds.shm_perm.mode & (0777 | SHM_LOCKED), mode);
}

static void as_nobody(void)
{
	struct rlimit rl = {4096, 4096};
	struct shmid_ds ds;

	SAFE_SETRLIMIT(RLIMIT_MEMLOCK, &rl);
	ipc_become_nobody();
	TST_EXP_FAIL(shmctl(priv, IPC_STAT, &ds), EACCES, "nobody: IPC_STAT of 0600 segment");
	TST_EXP_FAIL2(shmctl(0, SHM_STAT, &ds), EACCES, "nobody: SHM_STAT of 0600 segment");
	TST_EXP_FAIL(shmctl(owned, SHM_LOCK, NULL), ENOMEM,
		     "owner nobody: SHM_LOCK of 2 pages with RLIMIT_MEMLOCK of 1");
	SAFE_SHMCTL(open_seg, IPC_STAT, &ds);
	ds.shm_perm.mode = 0600;
	TST_EXP_FAIL(shmctl(open_seg, IPC_SET, &ds), EPERM, "nobody: IPC_SET of root's segment");
	TST_EXP_FAIL(shmctl(open_seg, IPC_RMID, NULL), EPERM, "nobody: IPC_RMID of root's");
	TST_EXP_FAIL(shmctl(open_seg, SHM_LOCK, NULL), EPERM, "nobody: SHM_LOCK of root's");
	exit(0);
}

static void run(void)
{
	struct shmid_ds ds;

	if (!SAFE_FORK())
		as_nobody();
	tst_reap_children();
	TST_EXP_FAIL(tst_syscall(__NR_shmctl, priv, IPC_STAT, bad), EFAULT,
		     "IPC_STAT into a bad address");
	TST_EXP_FAIL(tst_syscall(__NR_shmctl, priv, IPC_SET, bad), EFAULT,
		     "IPC_SET from a bad address");
	TST_EXP_FAIL(shmctl(-1, IPC_STAT, &ds), EINVAL, "shmctl(shmid -1)");
	TST_EXP_FAIL(shmctl(priv, 42, &ds), EINVAL, "shmctl(cmd 42)");
	TST_EXP_FAIL(shmctl(1000, SHM_STAT, &ds), EINVAL, "SHM_STAT of unused index 1000");
	expect_mode(priv, 0600);
	expect_mode(open_seg, 0666);
	expect_mode(owned, 0600);
}

static void setup(void)
{
	struct shmid_ds ds;

	ipc_ns_setup();
	bad = tst_get_bad_addr(NULL);
	priv = SAFE_SHMGET(IPC_PRIVATE, 4096, 0600);
	open_seg = SAFE_SHMGET(IPC_PRIVATE, 4096, 0666);
	owned = SAFE_SHMGET(IPC_PRIVATE, 8192, 0600);
	SAFE_SHMCTL(owned, IPC_STAT, &ds);
	ds.shm_perm.uid = SAFE_GETPWNAM("nobody")->pw_uid;
	SAFE_SHMCTL(owned, IPC_SET, &ds);
}

static void cleanup(void)
{
	if (priv >= 0)
		SAFE_SHMCTL(priv, IPC_RMID, NULL);
	if (open_seg >= 0)
		SAFE_SHMCTL(open_seg, IPC_RMID, NULL);
	if (owned >= 0)
		SAFE_SHMCTL(owned, IPC_RMID, NULL);
}

static struct tst_test test = {
	.test_all = run,
	.setup = setup,
	.cleanup = cleanup,
	.needs_root = 1,
	.forks_child = 1,
};
