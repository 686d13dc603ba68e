// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * msgrcv(2) selects and removes messages as man 2 msgop describes (queue holding types
 * 3, 1, 2, 1 in that order, each text naming its position):
 * - msgtyp 0: the first message; msgtyp 2: the first of type 2; msgtyp -2: the first of
 *   the lowest type <= 2; MSG_EXCEPT with msgtyp 1: the first not of type 1;
 * - MSG_NOERROR: a message longer than msgsz is truncated to msgsz and removed;
 * - MSG_COPY with IPC_NOWAIT: a copy of the message at index msgtyp, which stays queued;
 * - the return value is the number of text bytes, msg_qnum drops by one per receive, and
 *   msg_lrpid is the receiver's pid;
 * - a receive on an empty queue blocks until a child sends.
 */

#include <stdlib.h>
#include "sysvipc.h"

#ifndef MSG_COPY
# define MSG_COPY 040000
#endif

struct msg {
	long mtype;
	char mtext[16];
};

static int id = -1;

static void fill(void)
{
	static const long types[] = {3, 1, 2, 1};
	struct msg m;
	unsigned int i;

	for (i = 0; i < ARRAY_SIZE(types); i++) {
		m.mtype = types[i];
		snprintf(m.mtext, sizeof(m.mtext), "pos%u", i);
		SAFE_MSGSND(id, &m, 5, 0);
	}
}

static void expect(long typ, int flags, const char *what, long exp_type, const char *exp_text)
{
	struct msg r = {0};

	TEST(msgrcv(id, &r, sizeof(r.mtext), typ, flags | IPC_NOWAIT));
	if (TST_RET == 5 && r.mtype == exp_type && !strcmp(r.mtext, exp_text))
		tst_res(TPASS, "%s: type %ld '%s'", what, exp_type, exp_text);
	else
		tst_res(TFAIL | TTERRNO, "%s: returned %ld, type %ld '%s', expected 5, %ld '%s'",
			what, TST_RET, r.mtype, r.mtext, exp_type, exp_text);
}

static unsigned long qnum(void)
{
	struct msqid_ds ds;

	SAFE_MSGCTL(id, IPC_STAT, &ds);
	return ds.msg_qnum;
}

static void run(void)
{
	struct msg r = {0};
	struct msqid_ds ds;
	pid_t pid;

	fill();
	expect(2, 0, "msgtyp 2", 2, "pos2");
	expect(-2, 0, "msgtyp -2", 1, "pos1");
	expect(1, MSG_EXCEPT, "msgtyp 1 with MSG_EXCEPT", 3, "pos0");
	TST_EXP_EQ_LU(qnum(), 1);
	SAFE_MSGCTL(id, IPC_STAT, &ds);
	TST_EXP_EQ_LI(ds.msg_lrpid, getpid());
	expect(0, 0, "msgtyp 0", 1, "pos3");

	fill();
	expect(1, MSG_COPY, "MSG_COPY of index 1", 1, "pos1");
	TST_EXP_EQ_LU(qnum(), 4);
	TEST(msgrcv(id, &r, 2, 0, MSG_NOERROR | IPC_NOWAIT));
	if (TST_RET == 2 && r.mtype == 3 && !strncmp(r.mtext, "po", 2) && !r.mtext[2])
		tst_res(TPASS, "MSG_NOERROR truncated the 5-byte text to 2");
	else
		tst_res(TFAIL | TTERRNO, "MSG_NOERROR: returned %ld, type %ld", TST_RET, r.mtype);
	TST_EXP_EQ_LU(qnum(), 3);
	while (msgrcv(id, &r, sizeof(r.mtext), 0, IPC_NOWAIT) > 0)
		;

	pid = SAFE_FORK();
	if (!pid) {
		struct msg late = {.mtype = 7, .mtext = "late"};

		TST_CHECKPOINT_WAIT(0);
		SAFE_MSGSND(id, &late, 5, 0);
		exit(0);
	}
	TST_CHECKPOINT_WAKE(0);
	memset(&r, 0, sizeof(r));
	TEST(msgrcv(id, &r, sizeof(r.mtext), 0, 0));
	if (TST_RET == 5 && r.mtype == 7 && !strcmp(r.mtext, "late"))
		tst_res(TPASS, "a blocking msgrcv() got the child's message");
	else
		tst_res(TFAIL | TTERRNO, "blocking msgrcv() returned %ld, type %ld", TST_RET,
			r.mtype);
	SAFE_WAITPID(pid, NULL, 0);
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
	.needs_checkpoints = 1,
};
