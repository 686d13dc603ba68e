// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * msgctl(2) commands of man 2 msgctl, each checked through its effect:
 * - IPC_STAT: msg_qnum and msg_cbytes after two sends, msg_ctime set at creation;
 * - IPC_SET: msg_perm.uid, gid, mode and msg_qbytes change (read back with IPC_STAT), and
 *   the new mode takes effect: nobody, denied before, can now send (0644 -> 0666);
 * - IPC_INFO and MSG_INFO: msgmax, msgmnb and msgmni equal /proc/sys/kernel/msg*;
 *   MSG_INFO counts the queues (msgpool), messages (msgmap) and bytes (msgtql) of this IPC
 *   namespace; both return the highest used index;
 * - MSG_STAT and MSG_STAT_ANY: given that index, return the queue's id and its msqid_ds;
 * - IPC_RMID: the queue is gone at once: IPC_STAT fails with EINVAL and
 *   /proc/sysvipc/msg no longer lists it; its messages go with it (MSG_INFO counts 0).
 */

#include <pwd.h>
#include <stdlib.h>
#include <time.h>
#include "tst_safe_file_ops.h"
#include "sysvipc.h"

#ifndef MSG_STAT_ANY
# define MSG_STAT_ANY 13
#endif

struct msg {
	long mtype;
	char mtext[8];
};

static int id = -1;

static void stat_set(struct passwd *pw)
{
	struct msqid_ds ds;
	struct msg m = {.mtype = 1, .mtext = "abc"};

	SAFE_MSGSND(id, &m, 4, 0);
	SAFE_MSGSND(id, &m, 3, 0);
	TST_EXP_PASS(msgctl(id, IPC_STAT, &ds), "msgctl(IPC_STAT)");
	TST_EXP_EQ_LU(ds.msg_qnum, 2);
	TST_EXP_EQ_LU(ds.__msg_cbytes, 7);
	TST_EXP_EXPR(ds.msg_ctime > 0 && ds.msg_ctime <= time(NULL), "msg_ctime %ld is set",
		     (long)ds.msg_ctime);

	if (!SAFE_FORK()) {
		ipc_become_nobody();
		TST_EXP_FAIL(msgsnd(id, &m, 1, IPC_NOWAIT), EACCES, "nobody: msgsnd() at 0644");
		exit(0);
	}
	tst_reap_children();
	ds.msg_perm.mode = 0666;
	ds.msg_perm.gid = pw->pw_gid;
	ds.msg_qbytes = 4096;
	TST_EXP_PASS(msgctl(id, IPC_SET, &ds), "msgctl(IPC_SET, mode 0666, gid, qbytes 4096)");
	memset(&ds, 0, sizeof(ds));
	SAFE_MSGCTL(id, IPC_STAT, &ds);
	TST_EXP_EQ_LI(ds.msg_perm.mode & 0777, 0666);
	TST_EXP_EQ_LI(ds.msg_perm.gid, pw->pw_gid);
	TST_EXP_EQ_LU(ds.msg_qbytes, 4096);
	if (!SAFE_FORK()) {
		ipc_become_nobody();
		TST_EXP_PASS(msgsnd(id, &m, 1, IPC_NOWAIT), "nobody: msgsnd() at 0666");
		exit(0);
	}
	tst_reap_children();
	ds.msg_perm.uid = pw->pw_uid;
	TST_EXP_PASS(msgctl(id, IPC_SET, &ds), "msgctl(IPC_SET, uid nobody)");
	SAFE_MSGCTL(id, IPC_STAT, &ds);
	TST_EXP_EQ_LI(ds.msg_perm.uid, pw->pw_uid);
	TST_EXP_EQ_LI(ds.msg_perm.cuid, 0);
}

static void info(void)
{
	struct msginfo mi;
	struct msqid_ds ds;
	int max, mnb, mni, idx;

	SAFE_FILE_SCANF("/proc/sys/kernel/msgmax", "%d", &max);
	SAFE_FILE_SCANF("/proc/sys/kernel/msgmnb", "%d", &mnb);
	SAFE_FILE_SCANF("/proc/sys/kernel/msgmni", "%d", &mni);
	memset(&mi, 0, sizeof(mi));
	idx = TST_EXP_POSITIVE(msgctl(0, IPC_INFO, (struct msqid_ds *)&mi), "msgctl(IPC_INFO)");
	TST_EXP_EQ_LI(mi.msgmax, max);
	TST_EXP_EQ_LI(mi.msgmnb, mnb);
	TST_EXP_EQ_LI(mi.msgmni, mni);
	memset(&mi, 0, sizeof(mi));
	TST_EXP_EQ_LI(msgctl(0, MSG_INFO, (struct msqid_ds *)&mi), idx);
	TST_EXP_EQ_LI(mi.msgpool, 1);
	TST_EXP_EQ_LI(mi.msgmap, 3);
	TST_EXP_EQ_LI(mi.msgtql, 8);
	if (idx < 0)
		return;
	TST_EXP_EQ_LI(msgctl(idx, MSG_STAT, &ds), id);
	TST_EXP_EQ_LU(ds.msg_qnum, 3);
	TST_EXP_EQ_LI(msgctl(idx, MSG_STAT_ANY, &ds), id);
}

static void rmid(void)
{
	struct msqid_ds ds;
	struct msginfo mi;
	char line[256];
	int key, qid, listed = 0;
	FILE *f;

	TST_EXP_PASS(msgctl(id, IPC_RMID, NULL), "msgctl(IPC_RMID)");
	TST_EXP_FAIL(msgctl(id, IPC_STAT, &ds), EINVAL, "IPC_STAT of the removed queue");
	f = SAFE_FOPEN("/proc/sysvipc/msg", "r");
	while (fgets(line, sizeof(line), f)) {
		if (sscanf(line, "%d %d", &key, &qid) == 2 && qid == id)
			listed = 1;
	}
	SAFE_FCLOSE(f);
	TST_EXP_EXPR(!listed, "/proc/sysvipc/msg no longer lists queue %d", id);
	msgctl(0, MSG_INFO, (struct msqid_ds *)&mi);
	TST_EXP_EQ_LI(mi.msgmap, 0);
	id = -1;
}

static void run(void)
{
	struct passwd *pw = SAFE_GETPWNAM("nobody");

	id = SAFE_MSGGET(IPC_PRIVATE, 0644);
	stat_set(pw);
	info();
	rmid();
}

static void cleanup(void)
{
	if (id >= 0)
		SAFE_MSGCTL(id, IPC_RMID, NULL);
}

static struct tst_test test = {
	.test_all = run,
	.setup = ipc_ns_setup,
	.cleanup = cleanup,
	.needs_root = 1,
	.forks_child = 1,
};
