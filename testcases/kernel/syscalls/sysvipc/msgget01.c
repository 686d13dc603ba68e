// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * msgget(2) creates and finds message queues (man 2 msgget), checked through msgctl
 * IPC_STAT and /proc/sysvipc/msg:
 * - IPC_PRIVATE creates a new queue on every call (two different ids);
 * - IPC_CREAT with a key creates a queue whose msg_perm holds the key, the low 9 bits of
 *   msgflg as its mode, the caller as owner and creator, no message, msg_qbytes equal to
 *   /proc/sys/kernel/msgmnb, and that /proc/sysvipc/msg lists;
 * - a later msgget() of the same key (flags 0, or IPC_CREAT without IPC_EXCL) returns the
 *   same id, and does not change the mode.
 * Each test runs in a new IPC namespace, so the key is its own.
 */

#include "tst_safe_file_ops.h"
#include "sysvipc.h"

static int listed(int id)
{
	char line[256];
	int key, msqid, found = 0;
	FILE *f = SAFE_FOPEN("/proc/sysvipc/msg", "r");

	while (fgets(line, sizeof(line), f)) {
		if (sscanf(line, "%d %d", &key, &msqid) == 2 && msqid == id)
			found = 1;
	}
	SAFE_FCLOSE(f);
	return found;
}

static void run(void)
{
	struct msqid_ds ds;
	int id1, id2, id, mnb;

	id1 = TST_EXP_POSITIVE(msgget(IPC_PRIVATE, 0600), "msgget(IPC_PRIVATE)");
	id2 = TST_EXP_POSITIVE(msgget(IPC_PRIVATE, 0600), "msgget(IPC_PRIVATE) again");
	if (id1 < 0 || id2 < 0)
		return;
	TST_EXP_EXPR(id1 != id2, "two private queues have different ids (%d, %d)", id1, id2);
	TST_EXP_EXPR(listed(id1) && listed(id2), "both are listed in /proc/sysvipc/msg");

	id = TST_EXP_POSITIVE(msgget(TEST_KEY, IPC_CREAT | IPC_EXCL | 0640),
			      "msgget(key, IPC_CREAT | IPC_EXCL | 0640)");
	if (id < 0)
		return;
	SAFE_MSGCTL(id, IPC_STAT, &ds);
	SAFE_FILE_SCANF("/proc/sys/kernel/msgmnb", "%d", &mnb);
	TST_EXP_EQ_LI(ds.msg_perm.__key, TEST_KEY);
	TST_EXP_EQ_LI(ds.msg_perm.mode & 0777, 0640);
	TST_EXP_EQ_LI(ds.msg_perm.uid, geteuid());
	TST_EXP_EQ_LI(ds.msg_perm.cuid, geteuid());
	TST_EXP_EQ_LI(ds.msg_perm.gid, getegid());
	TST_EXP_EQ_LU(ds.msg_qnum, 0);
	TST_EXP_EQ_LU(ds.msg_qbytes, mnb);
	TST_EXP_EQ_LI(msgget(TEST_KEY, 0), id);
	TST_EXP_EQ_LI(msgget(TEST_KEY, IPC_CREAT | 0666), id);
	SAFE_MSGCTL(id, IPC_STAT, &ds);
	TST_EXP_EQ_LI(ds.msg_perm.mode & 0777, 0640);

	SAFE_MSGCTL(id1, IPC_RMID, NULL);
	SAFE_MSGCTL(id2, IPC_RMID, NULL);
	SAFE_MSGCTL(id, IPC_RMID, NULL);
}

static struct tst_test test = {
	.test_all = run,
	.setup = ipc_ns_setup,
	.needs_root = 1,
};
