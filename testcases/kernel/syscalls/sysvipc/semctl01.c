// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * semctl(2) commands of man 2 semctl, each checked through another command or call:
 * - SETVAL then GETVAL, and semop() sees the value (a decrement of exactly that value
 *   succeeds with IPC_NOWAIT); SETALL then GETALL; GETPID after a semop();
 * - GETNCNT and GETZCNT count the children blocked in a decrement and a wait-for-zero;
 * - IPC_STAT: sem_nsems and the mode; IPC_SET changes the mode (read back, and nobody
 *   may now read the values) and sets sem_ctime;
 * - IPC_INFO and SEM_INFO: semmsl, semmns, semopm and semmni equal /proc/sys/kernel/sem,
 *   SEM_INFO counts the sets (semusz) and semaphores (semaem) of this IPC namespace; both
 *   return the highest used index, which SEM_STAT and SEM_STAT_ANY turn into the set's id;
 * - IPC_RMID: a child blocked in semop() wakes with EIDRM, the set is gone (IPC_STAT
 *   fails with EINVAL).
 */

#include <stdlib.h>
#include "sysvipc.h"

static int id = -1;

static pid_t sleeper(short op, int exp_errno)
{
	pid_t pid = SAFE_FORK();

	if (!pid) {
		struct sembuf sb = {0, op, 0};

		if (exp_errno)
			TST_EXP_FAIL(semop(id, &sb, 1), exp_errno, "sleeper woken by IPC_RMID");
		else
			semop(id, &sb, 1);
		exit(0);
	}
	TST_PROCESS_STATE_WAIT(pid, 'S', 0);
	return pid;
}

static void values(void)
{
	unsigned short set[3] = {7, 0, 9}, got[3] = {0};
	struct sembuf sb = {0, -7, IPC_NOWAIT};

	TST_EXP_PASS(semctl(id, 0, SETVAL, (union semun){.val = 7}), "semctl(SETVAL 7)");
	TST_EXP_EQ_LI(semctl(id, 0, GETVAL), 7);
	TST_EXP_PASS(semop(id, &sb, 1), "semop(-7) on the value SETVAL gave");
	TST_EXP_EQ_LI(semctl(id, 0, GETPID), getpid());
	TST_EXP_PASS(semctl(id, 0, SETALL, (union semun){.array = set}), "semctl(SETALL 7 0 9)");
	TST_EXP_PASS(semctl(id, 0, GETALL, (union semun){.array = got}), "semctl(GETALL)");
	TST_EXP_EXPR(got[0] == 7 && got[1] == 0 && got[2] == 9, "GETALL gives %u %u %u",
		     got[0], got[1], got[2]);
	SAFE_SEMCTL(id, 0, SETVAL, (union semun){.val = 1});
}

static void counts(void)
{
	pid_t a, b;

	SAFE_SEMCTL(id, 0, SETVAL, (union semun){.val = 0});
	a = sleeper(-1, 0);
	TST_EXP_EQ_LI(semctl(id, 0, GETNCNT), 1);
	TST_EXP_EQ_LI(semctl(id, 0, GETZCNT), 0);
	SAFE_SEMCTL(id, 0, SETVAL, (union semun){.val = 1});
	SAFE_WAITPID(a, NULL, 0);
	SAFE_SEMCTL(id, 0, SETVAL, (union semun){.val = 1});
	b = sleeper(0, 0);
	TST_EXP_EQ_LI(semctl(id, 0, GETZCNT), 1);
	TST_EXP_EQ_LI(semctl(id, 0, GETNCNT), 0);
	SAFE_SEMCTL(id, 0, SETVAL, (union semun){.val = 0});
	SAFE_WAITPID(b, NULL, 0);
}

static void stat_set_info(void)
{
	struct semid_ds ds;
	struct seminfo si;
	int lim[4], idx;

	TST_EXP_PASS(semctl(id, 0, IPC_STAT, (union semun){.buf = &ds}), "semctl(IPC_STAT)");
	TST_EXP_EQ_LU(ds.sem_nsems, 3);
	TST_EXP_EQ_LI(ds.sem_perm.mode & 0777, 0644);
	ds.sem_perm.mode = 0600;
	TST_EXP_PASS(semctl(id, 0, IPC_SET, (union semun){.buf = &ds}), "semctl(IPC_SET 0600)");
	memset(&ds, 0, sizeof(ds));
	SAFE_SEMCTL(id, 0, IPC_STAT, (union semun){.buf = &ds});
	TST_EXP_EQ_LI(ds.sem_perm.mode & 0777, 0600);
	TST_EXP_EXPR(ds.sem_ctime > 0, "sem_ctime is set");
	if (!SAFE_FORK()) {
		ipc_become_nobody();
		TST_EXP_FAIL(semctl(id, 0, GETVAL), EACCES, "nobody: GETVAL after IPC_SET 0600");
		exit(0);
	}
	tst_reap_children();

	ipc_sem_limits(lim);
	memset(&si, 0, sizeof(si));
	idx = TST_EXP_POSITIVE(semctl(0, 0, IPC_INFO, (union semun){.__buf = &si}),
			       "semctl(IPC_INFO)");
	TST_EXP_EXPR(si.semmsl == lim[0] && si.semmns == lim[1] && si.semopm == lim[2] &&
		     si.semmni == lim[3], "IPC_INFO gives %d %d %d %d as /proc/sys/kernel/sem",
		     si.semmsl, si.semmns, si.semopm, si.semmni);
	memset(&si, 0, sizeof(si));
	TST_EXP_EQ_LI(semctl(0, 0, SEM_INFO, (union semun){.__buf = &si}), idx);
	TST_EXP_EQ_LI(si.semusz, 1);
	TST_EXP_EQ_LI(si.semaem, 3);
	TST_EXP_EQ_LI(semctl(idx, 0, SEM_STAT, (union semun){.buf = &ds}), id);
	TST_EXP_EQ_LI(semctl(idx, 0, SEM_STAT_ANY, (union semun){.buf = &ds}), id);
}

static void rmid(void)
{
	struct semid_ds ds;
	pid_t pid;

	SAFE_SEMCTL(id, 0, SETVAL, (union semun){.val = 0});
	pid = sleeper(-1, EIDRM);
	TST_EXP_PASS(semctl(id, 0, IPC_RMID), "semctl(IPC_RMID)");
	SAFE_WAITPID(pid, NULL, 0);
	TST_EXP_FAIL(semctl(id, 0, IPC_STAT, (union semun){.buf = &ds}), EINVAL,
		     "IPC_STAT of the removed set");
	id = -1;
}

static void run(void)
{
	id = SAFE_SEMGET(IPC_PRIVATE, 3, 0644);
	values();
	counts();
	stat_set_info();
	rmid();
}

static void cleanup(void)
{
	if (id >= 0)
		SAFE_SEMCTL(id, 0, IPC_RMID);
}

static struct tst_test test = {
	.test_all = run,
	.setup = ipc_ns_setup,
	.cleanup = cleanup,
	.needs_root = 1,
	.forks_child = 1,
};
