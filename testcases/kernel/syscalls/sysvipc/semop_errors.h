// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * The errno rows semop02 and semtimedop02 share (see their headers). The including file
 * defines CALL_NAME and do_call(semid, sops, nsops) and uses run_common(), setup() and
 * cleanup().
 */
#ifndef SEMOP_ERRORS_H
#define SEMOP_ERRORS_H

#include <signal.h>
#include <stdlib.h>
#include "sysvipc.h"

#define SEMVMX 32767

static int do_call(int semid, struct sembuf *sops, size_t nsops);

static int id = -1, lim[4];
static struct sembuf *many;
static void *bad;

static void handler(int sig)
{
	(void)sig;
}

static void expect_values(int v0, int v1)
{
	int a = SAFE_SEMCTL(id, 0, GETVAL), b = SAFE_SEMCTL(id, 1, GETVAL);

	if (a != v0 || b != v1)
		tst_res(TFAIL, "values %d, %d after the failed call, expected %d, %d", a, b, v0, v1);
}

static void blocked(int exp_errno)
{
	int sid = SAFE_SEMGET(IPC_PRIVATE, 1, 0600);
	pid_t pid = SAFE_FORK();

	if (!pid) {
		struct sembuf dec = {0, -1, 0};

		TST_EXP_FAIL(do_call(sid, &dec, 1), exp_errno, "%s blocked, %s", CALL_NAME,
			     exp_errno == EIDRM ? "set removed" : "signal caught");
		exit(0);
	}
	TST_PROCESS_STATE_WAIT(pid, 'S', 0);
	if (exp_errno == EINTR) {
		SAFE_KILL(pid, SIGUSR1);
		SAFE_WAITPID(pid, NULL, 0);
		TST_EXP_EQ_LI(SAFE_SEMCTL(sid, 0, GETNCNT), 0);
	}
	SAFE_SEMCTL(sid, 0, IPC_RMID);
	tst_reap_children();
}

static void run_common(void)
{
	struct sembuf op = {0, -1, 0};

	TST_EXP_FAIL(do_call(id, many, lim[2] + 1), E2BIG, "%s nsops SEMOPM + 1 = %d", CALL_NAME,
		     lim[2] + 1);
	if (!SAFE_FORK()) {
		ipc_become_nobody();
		TST_EXP_FAIL(do_call(id, &op, 1), EACCES, "%s nobody on a 0644 set", CALL_NAME);
		exit(0);
	}
	tst_reap_children();
	op = (struct sembuf){1, -2, IPC_NOWAIT};
	TST_EXP_FAIL(do_call(id, &op, 1), EAGAIN, "%s -2 on 1, IPC_NOWAIT", CALL_NAME);
	TST_EXP_FAIL(do_call(id, bad, 1), EFAULT, "%s sops outside the address space", CALL_NAME);
	op = (struct sembuf){2, 1, 0};
	TST_EXP_FAIL(do_call(id, &op, 1), EFBIG, "%s sem_num 2 of a 2-set", CALL_NAME);
	blocked(EIDRM);
	blocked(EINTR);
	op = (struct sembuf){0, 1, 0};
	TST_EXP_FAIL(do_call(-1, &op, 1), EINVAL, "%s semid -1", CALL_NAME);
	TST_EXP_FAIL(do_call(id, &op, 0), EINVAL, "%s nsops 0", CALL_NAME);
	op = (struct sembuf){0, SEMVMX, 0};
	TST_EXP_FAIL(do_call(id, &op, 1), ERANGE, "%s +SEMVMX on 1", CALL_NAME);
	expect_values(1, 1);
}

static void setup(void)
{
	struct sigaction sa = {.sa_handler = handler};
	int i;

	SAFE_SIGACTION(SIGUSR1, &sa, NULL);
	ipc_ns_setup();
	ipc_sem_limits(lim);
	id = SAFE_SEMGET(IPC_PRIVATE, 2, 0644);
	SAFE_SEMCTL(id, 0, SETVAL, (union semun){.val = 1});
	SAFE_SEMCTL(id, 1, SETVAL, (union semun){.val = 1});
	many = SAFE_MALLOC((lim[2] + 1) * sizeof(*many));
	for (i = 0; i <= lim[2]; i++)
		many[i] = (struct sembuf){0, 1, 0};
	bad = tst_get_bad_addr(NULL);
}

static void cleanup(void)
{
	if (id >= 0)
		SAFE_SEMCTL(id, 0, IPC_RMID);
	free(many);
}

#endif
