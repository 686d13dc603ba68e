// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * msgsnd(2) appends a copy of the message to the queue (man 2 msgop), checked through
 * msgrcv and msgctl IPC_STAT:
 * - messages come back in the order sent, with their type and text;
 * - msg_qnum and msg_cbytes count the queued messages and bytes, msg_lspid is the
 *   sender's pid, msg_stime is set (within [coarse clock before, after]);
 * - a zero-length message is queued too;
 * - when the queue is full (msg_qbytes lowered to 8 bytes), msgsnd() blocks until a
 *   reader makes room: the child stays asleep until the parent receives, then its message
 *   arrives; with IPC_NOWAIT it fails with EAGAIN instead (see msgsnd02).
 */

#include <stdlib.h>
#include <time.h>
#include "sysvipc.h"

struct msg {
	long mtype;
	char mtext[32];
};

static int id = -1;

static void run(void)
{
	struct msg m = {0}, r;
	struct msqid_ds ds;
	time_t before;
	pid_t pid;
	int i;

	before = time(NULL);
	for (i = 1; i <= 3; i++) {
		m.mtype = 10 - i;
		snprintf(m.mtext, sizeof(m.mtext), "message %d", i);
		TST_EXP_PASS(msgsnd(id, &m, strlen(m.mtext) + 1, 0), "msgsnd(type %ld)", m.mtype);
	}
	TST_EXP_PASS(msgsnd(id, &(struct msg){.mtype = 1}, 0, 0), "msgsnd(0 bytes)");
	SAFE_MSGCTL(id, IPC_STAT, &ds);
	TST_EXP_EQ_LU(ds.msg_qnum, 4);
	TST_EXP_EQ_LU(ds.__msg_cbytes, 3 * strlen("message 1 "));
	TST_EXP_EQ_LI(ds.msg_lspid, getpid());
	TST_EXP_EXPR(ds.msg_stime >= before && ds.msg_stime <= time(NULL) + 1,
		     "msg_stime %ld in [%ld, now]", (long)ds.msg_stime, (long)before);

	for (i = 1; i <= 3; i++) {
		char exp[32];

		memset(&r, 0, sizeof(r));
		SAFE_MSGRCV(id, &r, sizeof(r.mtext), 0, IPC_NOWAIT);
		snprintf(exp, sizeof(exp), "message %d", i);
		if (r.mtype == 10 - i && !strcmp(r.mtext, exp))
			tst_res(TPASS, "received '%s' of type %ld in order", exp, r.mtype);
		else
			tst_res(TFAIL, "received '%s' type %ld, expected '%s' type %d", r.mtext,
				r.mtype, exp, 10 - i);
	}
	TST_EXP_EQ_SSZ(SAFE_MSGRCV(id, &r, sizeof(r.mtext), 0, IPC_NOWAIT), 0);

	ds.msg_qbytes = 8;
	SAFE_MSGCTL(id, IPC_SET, &ds);
	m.mtype = 1;
	strcpy(m.mtext, "full-up");
	SAFE_MSGSND(id, &m, 8, 0);
	pid = SAFE_FORK();
	if (!pid) {
		strcpy(m.mtext, "blocked");
		TST_EXP_PASS(msgsnd(id, &m, 8, 0), "msgsnd() to a full queue, after waiting");
		exit(0);
	}
	TST_PROCESS_STATE_WAIT(pid, 'S', 0);
	SAFE_MSGCTL(id, IPC_STAT, &ds);
	TST_EXP_EQ_LU(ds.msg_qnum, 1);
	SAFE_MSGRCV(id, &r, sizeof(r.mtext), 0, 0);
	SAFE_WAITPID(pid, NULL, 0);
	memset(&r, 0, sizeof(r));
	SAFE_MSGRCV(id, &r, sizeof(r.mtext), 0, IPC_NOWAIT);
	TST_EXP_EQ_STR(r.mtext, "blocked");
	ds.msg_qbytes = 16384;
	SAFE_MSGCTL(id, IPC_SET, &ds);
}

static void setup(void)
{
	ipc_ns_setup();
	id = SAFE_MSGGET(IPC_PRIVATE, 0600);
}

static void cleanup(void)
{
	if (id >= 0)
		SAFE_MSGCTL(id, IPC_RMID, NULL);
}

static struct tst_test test = {
	.test_all = run,
	.setup = setup,
	.cleanup = cleanup,
	.needs_root = 1,
	.forks_child = 1,
};
