// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * semop(2), the raw system call, performs the operations of man 2 semop, checked through
 * semctl:
 * - sem_op > 0 adds, sem_op < 0 subtracts (GETVAL), sempid becomes the caller (GETPID),
 *   sem_otime is set;
 * - the operations of one call are atomic: when one of them cannot proceed (IPC_NOWAIT),
 *   none is applied;
 * - a decrement below 0 blocks, counted by GETNCNT, until another process adds;
 * - a wait-for-zero (sem_op 0) blocks, counted by GETZCNT, until the value is 0;
 * - SEM_UNDO: the operation is reverted when the process exits (a child adds 3 with
 *   SEM_UNDO and exits: the value is back to what it was).
 */

#include <stdlib.h>
#include <time.h>
#include "sysvipc.h"

static int id = -1;

static int do_semop(struct sembuf *sops, size_t n)
{
	return tst_syscall(__NR_semop, id, sops, n);
}

static int val(int num)
{
	return SAFE_SEMCTL(id, num, GETVAL);
}

static void run(void)
{
	struct sembuf ops[2];
	struct semid_ds ds;
	pid_t pid;

	SAFE_SEMCTL(id, 0, SETVAL, (union semun){.val = 0});
	SAFE_SEMCTL(id, 1, SETVAL, (union semun){.val = 0});
	ops[0] = (struct sembuf){0, 5, 0};
	ops[1] = (struct sembuf){1, 2, 0};
	TST_EXP_PASS(do_semop(ops, 2), "semop(+5 on 0, +2 on 1)");
	TST_EXP_EQ_LI(val(0), 5);
	TST_EXP_EQ_LI(val(1), 2);
	TST_EXP_EQ_LI(SAFE_SEMCTL(id, 0, GETPID), getpid());
	SAFE_SEMCTL(id, 0, IPC_STAT, (union semun){.buf = &ds});
	TST_EXP_EXPR(ds.sem_otime > 0 && ds.sem_otime <= time(NULL), "sem_otime is set");
	ops[0] = (struct sembuf){0, -4, 0};
	TST_EXP_PASS(do_semop(ops, 1), "semop(-4 on 0)");
	TST_EXP_EQ_LI(val(0), 1);

	ops[0] = (struct sembuf){0, 1, 0};
	ops[1] = (struct sembuf){1, -3, IPC_NOWAIT};
	TST_EXP_FAIL(do_semop(ops, 2), EAGAIN, "semop(+1 on 0, -3 on 1 holding 2, IPC_NOWAIT)");
	TST_EXP_EXPR(val(0) == 1 && val(1) == 2, "neither operation applied (values %d, %d)",
		     val(0), val(1));

	pid = SAFE_FORK();
	if (!pid) {
		struct sembuf dec = {1, -3, 0};

		TST_EXP_PASS(do_semop(&dec, 1), "child: semop(-3 on 1) after waiting");
		exit(0);
	}
	TST_PROCESS_STATE_WAIT(pid, 'S', 0);
	TST_EXP_EQ_LI(SAFE_SEMCTL(id, 1, GETNCNT), 1);
	SAFE_SEMCTL(id, 1, SETVAL, (union semun){.val = 4});
	SAFE_WAITPID(pid, NULL, 0);
	TST_EXP_EQ_LI(val(1), 1);

	pid = SAFE_FORK();
	if (!pid) {
		struct sembuf zero = {0, 0, 0};

		TST_EXP_PASS(do_semop(&zero, 1), "child: semop(wait for zero on 0) after waiting");
		exit(0);
	}
	TST_PROCESS_STATE_WAIT(pid, 'S', 0);
	TST_EXP_EQ_LI(SAFE_SEMCTL(id, 0, GETZCNT), 1);
	ops[0] = (struct sembuf){0, -1, 0};
	SAFE_SEMOP(id, ops, 1);
	SAFE_WAITPID(pid, NULL, 0);
	TST_EXP_EQ_LI(SAFE_SEMCTL(id, 0, GETZCNT), 0);

	pid = SAFE_FORK();
	if (!pid) {
		struct sembuf add = {0, 3, SEM_UNDO};

		TST_EXP_PASS(do_semop(&add, 1), "child: semop(+3 on 0, SEM_UNDO)");
		TST_EXP_EQ_LI(val(0), 3);
		exit(0);
	}
	SAFE_WAITPID(pid, NULL, 0);
	TST_EXP_EQ_LI(val(0), 0);
}

static void setup(void)
{
	ipc_ns_setup();
	id = SAFE_SEMGET(IPC_PRIVATE, 2, 0600);
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
