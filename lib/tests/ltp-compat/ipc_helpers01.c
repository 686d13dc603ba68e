// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * libnewipc.h as LTP's System V IPC tests use it (GETIPCKEY, GET_USED_QUEUES,
 * PROBE_FREE_ADDR, get_ipc_timestamp), create_sig_proc() of tst_sig_proc.h and
 * tst_rand_data of tst_rand_data.h.
 */
#include <sys/wait.h>
#include "tst_test.h"
#include "tst_safe_sysv_ipc.h"
#include "tst_sig_proc.h"
#include "tst_rand_data.h"
#include "libnewipc.h"

static volatile sig_atomic_t got;

static void handler(int sig)
{
	got += sig == SIGUSR1;
}

static void run(void)
{
	struct { long type; char text[MSGSIZE]; } msg = { .type = MSGTYPE, .text = "x" };
	struct msqid_ds ds;
	key_t k1 = GETIPCKEY(), k2 = GETIPCKEY();
	time_t before, after;
	int id, shmid;
	void *addr;
	pid_t pid;

	TST_EXP_EXPR(k1 != k2, "GETIPCKEY() gave 0x%x and 0x%x", k1, k2);
	id = SAFE_MSGGET(k1, IPC_CREAT | IPC_EXCL | MSG_RW);
	TST_EXP_EXPR(GET_USED_QUEUES() >= 1, "GET_USED_QUEUES() counts ours");
	before = get_ipc_timestamp();
	SAFE_MSGSND(id, &msg, 2, 0);
	after = get_ipc_timestamp();
	SAFE_MSGCTL(id, IPC_STAT, &ds);
	TST_EXP_EXPR(ds.msg_stime >= before && ds.msg_stime <= after,
		     "msg_stime %ld within [%ld, %ld]", (long)ds.msg_stime, (long)before,
		     (long)after);
	SAFE_MSGCTL(id, IPC_RMID, NULL);

	addr = PROBE_FREE_ADDR();
	shmid = SAFE_SHMGET(k2, SHM_SIZE, IPC_CREAT | IPC_EXCL | SHM_RW);
	TST_EXP_EXPR(SAFE_SHMAT(shmid, addr, 0) == addr, "shmat() at PROBE_FREE_ADDR()");
	SAFE_SHMDT(addr);
	SAFE_SHMCTL(shmid, IPC_RMID, NULL);

	SAFE_SIGNAL(SIGUSR1, handler);
	pid = create_sig_proc(SIGUSR1, 1, 1000);
	SAFE_WAITPID(pid, NULL, 0);
	TST_EXP_EQ_LI(got, 1);
	TST_EXP_EQ_LU(tst_rand_data_len, 65536);
}

static struct tst_test test = {
	.test_all = run,
	.needs_tmpdir = 1,
	.forks_child = 1,
};
