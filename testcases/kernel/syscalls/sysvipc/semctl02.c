// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * semctl(2) fails with the errors of man 2 semctl, in its order (in a new IPC namespace):
 * - EACCES: nobody asks GETALL, GETPID, GETVAL, GETNCNT, GETZCNT, IPC_STAT, SEM_STAT,
 *   SETALL and SETVAL of root's set of mode 0600;
 * - EFAULT: IPC_STAT into, IPC_SET and SETALL from an address outside the address space
 *   (the raw system call: a 32-bit program's glibc converts struct semid_ds through a
 *   buffer of its own, so its semctl() would fault in user space instead);
 * - EINVAL: cmd 42; semid -1; SEM_STAT of an unused index;
 * - EPERM: nobody asks IPC_SET and IPC_RMID of root's set (mode 0666);
 * - ERANGE: SETVAL -1 and 32768 (SEMVMX + 1); SETALL with one value of 32768.
 * After the failures the values and modes are unchanged.
 *
 * Not provoked: EIDRM needs the set removed between the lookup and the lock inside the
 * kernel (a removed set's id gives EINVAL).
 */

#include <stdlib.h>
#include "sysvipc.h"

static int priv = -1, open_set = -1;
static void *bad;

static void check_unchanged(void)
{
	struct semid_ds ds;

	SAFE_SEMCTL(priv, 0, IPC_STAT, (union semun){.buf = &ds});
	if ((ds.sem_perm.mode & 0777) != 0600 || SAFE_SEMCTL(priv, 0, GETVAL) != 3 ||
	    SAFE_SEMCTL(priv, 1, GETVAL) != 4)
		tst_res(TFAIL, "root's 0600 set changed");
	SAFE_SEMCTL(open_set, 0, IPC_STAT, (union semun){.buf = &ds});
	if ((ds.sem_perm.mode & 0777) != 0666)
		tst_res(TFAIL, "root's 0666 set changed mode to %o", ds.sem_perm.mode & 0777);
}

static void as_nobody(void)
{
	static const struct {
		int cmd;
		const char *name;
	} cmds[] = {
		{GETALL, "GETALL"}, {GETPID, "GETPID"}, {GETVAL, "GETVAL"}, {GETNCNT, "GETNCNT"},
		{GETZCNT, "GETZCNT"}, {IPC_STAT, "IPC_STAT"}, {SETALL, "SETALL"},
		{SETVAL, "SETVAL"},
	};
	unsigned short arr[2] = {1, 1};
	struct semid_ds ds;
	unsigned int i;

	ipc_become_nobody();
	for (i = 0; i < ARRAY_SIZE(cmds); i++) {
		union semun arg;

		if (cmds[i].cmd == GETALL || cmds[i].cmd == SETALL)
			arg.array = arr;
		else if (cmds[i].cmd == IPC_STAT)
			arg.buf = &ds;
		else
			arg.val = 1;
		TST_EXP_FAIL2(semctl(priv, 0, cmds[i].cmd, arg), EACCES, "nobody: %s of 0600 set",
			      cmds[i].name);
	}
	TST_EXP_FAIL2(semctl(0, 0, SEM_STAT, (union semun){.buf = &ds}), EACCES,
		      "nobody: SEM_STAT of 0600 set");
	SAFE_SEMCTL(open_set, 0, IPC_STAT, (union semun){.buf = &ds});
	ds.sem_perm.mode = 0600;
	TST_EXP_FAIL(semctl(open_set, 0, IPC_SET, (union semun){.buf = &ds}), EPERM,
		     "nobody: IPC_SET of root's set");
	TST_EXP_FAIL(semctl(open_set, 0, IPC_RMID), EPERM, "nobody: IPC_RMID of root's set");
	exit(0);
}

static void run(void)
{
	unsigned short big[2] = {1, 32768};
	struct semid_ds ds;

	if (!SAFE_FORK())
		as_nobody();
	tst_reap_children();
	TST_EXP_FAIL(tst_syscall(__NR_semctl, priv, 0, IPC_STAT, bad), EFAULT,
		     "IPC_STAT into a bad address");
	TST_EXP_FAIL(tst_syscall(__NR_semctl, priv, 0, IPC_SET, bad), EFAULT,
		     "IPC_SET from a bad address");
	TST_EXP_FAIL(tst_syscall(__NR_semctl, priv, 0, SETALL, bad), EFAULT,
		     "SETALL from a bad address");
	TST_EXP_FAIL(semctl(priv, 0, 42, (union semun){.val = 0}), EINVAL, "semctl(cmd 42)");
	TST_EXP_FAIL(semctl(-1, 0, IPC_STAT, (union semun){.buf = &ds}), EINVAL,
		     "semctl(semid -1)");
	TST_EXP_FAIL(semctl(1000, 0, SEM_STAT, (union semun){.buf = &ds}), EINVAL,
		     "SEM_STAT of unused index 1000");
	TST_EXP_FAIL(semctl(priv, 0, SETVAL, (union semun){.val = -1}), ERANGE, "SETVAL -1");
	TST_EXP_FAIL(semctl(priv, 0, SETVAL, (union semun){.val = 32768}), ERANGE,
		     "SETVAL 32768");
	TST_EXP_FAIL(semctl(priv, 0, SETALL, (union semun){.array = big}), ERANGE,
		     "SETALL {1, 32768}");
	check_unchanged();
}

static void setup(void)
{
	unsigned short vals[2] = {3, 4};

	ipc_ns_setup();
	bad = tst_get_bad_addr(NULL);
	priv = SAFE_SEMGET(IPC_PRIVATE, 2, 0600);
	SAFE_SEMCTL(priv, 0, SETALL, (union semun){.array = vals});
	open_set = SAFE_SEMGET(IPC_PRIVATE, 1, 0666);
}

static void cleanup(void)
{
	if (priv >= 0)
		SAFE_SEMCTL(priv, 0, IPC_RMID);
	if (open_set >= 0)
		SAFE_SEMCTL(open_set, 0, IPC_RMID);
}

static struct tst_test test = {
	.test_all = run,
	.setup = setup,
	.cleanup = cleanup,
	.needs_root = 1,
	.forks_child = 1,
};
