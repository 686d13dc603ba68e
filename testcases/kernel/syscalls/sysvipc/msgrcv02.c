// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * msgrcv(2) fails with the errors of man 2 msgop, in its order (in a new IPC namespace;
 * the queue holds one 8-byte message of type 1):
 * - E2BIG: msgsz 4 without MSG_NOERROR (the message stays queued);
 * - EACCES: nobody receives from root's queue of mode 0622 (no read permission);
 * - EFAULT: msgp points outside the address space;
 * - EIDRM: a child sleeping in msgrcv() on an empty queue sees the queue removed;
 * - EINTR: a child sleeping in msgrcv() on an empty queue catches a signal;
 * - EINVAL: msqid -1; msgsz -1; MSG_COPY without IPC_NOWAIT; MSG_COPY with MSG_EXCEPT;
 * - ENOMSG: IPC_NOWAIT and no message of type 5; IPC_NOWAIT | MSG_COPY of index 3.
 * After each failure other than EFAULT the message is still queued.
 *
 * Not provoked: ENOSYS for MSG_COPY needs a kernel without CONFIG_CHECKPOINT_RESTORE (the
 * MSG_COPY rows then fail with it: the test requires the option).
 */

#include <signal.h>
#include <stdlib.h>
#include "sysvipc.h"

#ifndef MSG_COPY
# define MSG_COPY 040000
#endif

struct msg {
	long mtype;
	char mtext[8];
};

static int id = -1;
static void *bad;

static void handler(int sig)
{
	(void)sig;
}

static void refill(void)
{
	struct msqid_ds ds;
	struct msg m = {.mtype = 1, .mtext = "1234567"};

	SAFE_MSGCTL(id, IPC_STAT, &ds);
	if (!ds.msg_qnum)
		SAFE_MSGSND(id, &m, 8, 0);
}

static void expect_queued(void)
{
	struct msqid_ds ds;

	SAFE_MSGCTL(id, IPC_STAT, &ds);
	if (ds.msg_qnum != 1)
		tst_res(TFAIL, "%lu messages queued after the failure, expected 1",
			(unsigned long)ds.msg_qnum);
}

static void blocked_receiver(int exp_errno)
{
	struct msg m;
	int qid = SAFE_MSGGET(IPC_PRIVATE, 0600);
	pid_t pid = SAFE_FORK();

	if (!pid) {
		TST_EXP_FAIL2(msgrcv(qid, &m, sizeof(m.mtext), 0, 0), exp_errno,
			      "msgrcv() from an empty queue, %s",
			      exp_errno == EIDRM ? "queue removed" : "signal caught");
		exit(0);
	}
	TST_PROCESS_STATE_WAIT(pid, 'S', 0);
	if (exp_errno == EIDRM) {
		SAFE_MSGCTL(qid, IPC_RMID, NULL);
	} else {
		SAFE_KILL(pid, SIGUSR1);
		SAFE_WAITPID(pid, NULL, 0);
		SAFE_MSGCTL(qid, IPC_RMID, NULL);
	}
	tst_reap_children();
}

static void run(void)
{
	struct msg m;

	refill();
	TST_EXP_FAIL2(msgrcv(id, &m, 4, 0, IPC_NOWAIT), E2BIG, "msgrcv(msgsz 4 < 8)");
	expect_queued();
	if (!SAFE_FORK()) {
		ipc_become_nobody();
		TST_EXP_FAIL2(msgrcv(id, &m, 8, 0, IPC_NOWAIT), EACCES,
			      "nobody: msgrcv(root's 0622 queue)");
		exit(0);
	}
	tst_reap_children();
	expect_queued();
	TST_EXP_FAIL2(msgrcv(id, bad, 8, 0, IPC_NOWAIT), EFAULT,
		      "msgrcv(msgp outside the address space)");
	refill();
	blocked_receiver(EIDRM);
	blocked_receiver(EINTR);
	TST_EXP_FAIL2(msgrcv(-1, &m, 8, 0, IPC_NOWAIT), EINVAL, "msgrcv(msqid -1)");
	TST_EXP_FAIL2(msgrcv(id, &m, -1, 0, IPC_NOWAIT), EINVAL, "msgrcv(msgsz -1)");
	TST_EXP_FAIL2(msgrcv(id, &m, 8, 0, MSG_COPY), EINVAL, "msgrcv(MSG_COPY, no IPC_NOWAIT)");
	TST_EXP_FAIL2(msgrcv(id, &m, 8, 0, MSG_COPY | MSG_EXCEPT | IPC_NOWAIT), EINVAL,
		      "msgrcv(MSG_COPY | MSG_EXCEPT)");
	TST_EXP_FAIL2(msgrcv(id, &m, 8, 5, IPC_NOWAIT), ENOMSG, "msgrcv(type 5, IPC_NOWAIT)");
	TST_EXP_FAIL2(msgrcv(id, &m, 8, 3, MSG_COPY | IPC_NOWAIT), ENOMSG,
		      "msgrcv(MSG_COPY of index 3, one message)");
	expect_queued();
}

static void setup(void)
{
	struct sigaction sa = {.sa_handler = handler};

	SAFE_SIGACTION(SIGUSR1, &sa, NULL);
	ipc_ns_setup();
	id = SAFE_MSGGET(IPC_PRIVATE, 0622);
	bad = tst_get_bad_addr(NULL);
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
	.needs_kconfigs = (const char *[]){"CONFIG_CHECKPOINT_RESTORE=y", NULL},
};
