// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * msgsnd(2) fails with the errors of man 2 msgop, in its order (in a new IPC namespace):
 * - EACCES: nobody sends to root's queue of mode 0644 (no write permission);
 * - EAGAIN: the queue is full (msg_qbytes 8, 8 bytes queued) and IPC_NOWAIT is given;
 * - EFAULT: msgp points outside the address space;
 * - EIDRM: a child sleeping in msgsnd() on the full queue sees the queue removed;
 * - EINTR: a child sleeping in msgsnd() on the full queue catches a signal;
 * - EINVAL: msqid -1; mtype 0; mtype -1; msgsz above /proc/sys/kernel/msgmax.
 * After each failure the queue holds what it held before (msg_qnum, msg_cbytes).
 *
 * Not provoked: ENOMEM needs the kernel's allocation to fail.
 */

#include <signal.h>
#include <stdlib.h>
#include "tst_safe_file_ops.h"
#include "sysvipc.h"

struct msg {
	long mtype;
	char mtext[8];
};

static int id = -1, full = -1, msgmax;
static struct msg *big;
static void *bad;

static void handler(int sig)
{
	(void)sig;
}

static void expect_queue(int qid, unsigned long num, unsigned long bytes)
{
	struct msqid_ds ds;

	SAFE_MSGCTL(qid, IPC_STAT, &ds);
	if (ds.msg_qnum != num || ds.__msg_cbytes != bytes)
		tst_res(TFAIL, "queue %d holds %lu messages, %lu bytes, expected %lu, %lu", qid,
			(unsigned long)ds.msg_qnum, (unsigned long)ds.__msg_cbytes, num, bytes);
}

static int make_full(void)
{
	struct msqid_ds ds;
	struct msg m = {.mtype = 1};
	int qid = SAFE_MSGGET(IPC_PRIVATE, 0600);

	SAFE_MSGCTL(qid, IPC_STAT, &ds);
	ds.msg_qbytes = 8;
	SAFE_MSGCTL(qid, IPC_SET, &ds);
	SAFE_MSGSND(qid, &m, 8, 0);
	return qid;
}

static void blocked_sender(int exp_errno)
{
	struct msg m = {.mtype = 2};
	int qid = make_full();
	pid_t pid = SAFE_FORK();

	if (!pid) {
		TST_EXP_FAIL(msgsnd(qid, &m, 8, 0), exp_errno, "msgsnd() to a full queue, %s",
			     exp_errno == EIDRM ? "queue removed" : "signal caught");
		exit(0);
	}
	TST_PROCESS_STATE_WAIT(pid, 'S', 0);
	if (exp_errno == EIDRM) {
		SAFE_MSGCTL(qid, IPC_RMID, NULL);
	} else {
		SAFE_KILL(pid, SIGUSR1);
		SAFE_WAITPID(pid, NULL, 0);
		expect_queue(qid, 1, 8);
		SAFE_MSGCTL(qid, IPC_RMID, NULL);
	}
	tst_reap_children();
}

static void run(void)
{
	struct msg m = {.mtype = 1, .mtext = "x"};

	if (!SAFE_FORK()) {
		ipc_become_nobody();
		TST_EXP_FAIL(msgsnd(id, &m, 2, 0), EACCES, "nobody: msgsnd(root's 0644 queue)");
		exit(0);
	}
	tst_reap_children();
	expect_queue(id, 0, 0);
	TST_EXP_FAIL(msgsnd(full, &m, 2, IPC_NOWAIT), EAGAIN, "msgsnd(full queue, IPC_NOWAIT)");
	expect_queue(full, 1, 8);
	TST_EXP_FAIL(msgsnd(id, bad, 2, 0), EFAULT, "msgsnd(msgp outside the address space)");
	blocked_sender(EIDRM);
	blocked_sender(EINTR);
	TST_EXP_FAIL(msgsnd(-1, &m, 2, 0), EINVAL, "msgsnd(msqid -1)");
	m.mtype = 0;
	TST_EXP_FAIL(msgsnd(id, &m, 2, 0), EINVAL, "msgsnd(mtype 0)");
	m.mtype = -1;
	TST_EXP_FAIL(msgsnd(id, &m, 2, 0), EINVAL, "msgsnd(mtype -1)");
	TST_EXP_FAIL(msgsnd(id, big, msgmax + 1, 0), EINVAL, "msgsnd(msgsz = msgmax + 1 = %d)",
		     msgmax + 1);
	expect_queue(id, 0, 0);
}

static void setup(void)
{
	struct sigaction sa = {.sa_handler = handler};

	SAFE_SIGACTION(SIGUSR1, &sa, NULL);
	ipc_ns_setup();
	id = SAFE_MSGGET(IPC_PRIVATE, 0644);
	full = make_full();
	bad = tst_get_bad_addr(NULL);
	SAFE_FILE_SCANF("/proc/sys/kernel/msgmax", "%d", &msgmax);
	big = SAFE_MALLOC(sizeof(long) + msgmax + 1);
	big->mtype = 1;
}

static void cleanup(void)
{
	if (id >= 0)
		SAFE_MSGCTL(id, IPC_RMID, NULL);
	if (full >= 0)
		SAFE_MSGCTL(full, IPC_RMID, NULL);
	free(big);
}

static struct tst_test test = {
	.test_all = run,
	.setup = setup,
	.cleanup = cleanup,
	.needs_root = 1,
	.forks_child = 1,
};
