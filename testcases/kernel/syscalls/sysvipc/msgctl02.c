// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * msgctl(2) fails with the errors of man 2 msgctl, in its order (in a new IPC namespace):
 * - EACCES: nobody asks IPC_STAT and MSG_STAT of root's queue of mode 0600;
 * - EFAULT: IPC_STAT and IPC_SET with buf outside the address space (the raw system call:
 *   a 32-bit program's glibc converts struct msqid_ds through a buffer of its own, so its
 *   msgctl() would fault in user space instead);
 * - EINVAL: cmd 42; msqid -1; MSG_STAT of an unused index;
 * - EPERM: nobody asks IPC_SET and IPC_RMID of root's queue (mode 0666: permission bits
 *   do not help);
 * - EPERM: the owner (nobody) raises msg_qbytes above /proc/sys/kernel/msgmnb without
 *   CAP_SYS_RESOURCE.
 * After each failure the queue's msqid_ds is unchanged (mode, uid, msg_qbytes).
 *
 * Not provoked: EIDRM needs the queue removed between the lookup and the lock inside the
 * kernel (a removed queue's id gives EINVAL).
 */

#include <pwd.h>
#include <stdlib.h>
#include "tst_safe_file_ops.h"
#include "sysvipc.h"

static int priv = -1, open_q = -1, owned = -1, mnb;
static struct msqid_ds before_priv, before_open, before_owned;
static void *bad;

static void expect_same(int qid, struct msqid_ds *exp)
{
	struct msqid_ds ds;

	SAFE_MSGCTL(qid, IPC_STAT, &ds);
	if (ds.msg_perm.mode != exp->msg_perm.mode || ds.msg_perm.uid != exp->msg_perm.uid ||
	    ds.msg_qbytes != exp->msg_qbytes)
		tst_res(TFAIL, "queue %d changed: mode %o uid %d qbytes %lu", qid,
			ds.msg_perm.mode, ds.msg_perm.uid, (unsigned long)ds.msg_qbytes);
}

static void run(void)
{
	struct msqid_ds ds;

	if (!SAFE_FORK()) {
		ipc_become_nobody();
		TST_EXP_FAIL(msgctl(priv, IPC_STAT, &ds), EACCES, "nobody: IPC_STAT of a 0600 queue");
		TST_EXP_FAIL2(msgctl(0, MSG_STAT, &ds), EACCES, "nobody: MSG_STAT of a 0600 queue");
		ds = before_open;
		ds.msg_perm.mode = 0600;
		TST_EXP_FAIL(msgctl(open_q, IPC_SET, &ds), EPERM, "nobody: IPC_SET of root's queue");
		TST_EXP_FAIL(msgctl(open_q, IPC_RMID, NULL), EPERM,
			     "nobody: IPC_RMID of root's queue");
		ds = before_owned;
		ds.msg_qbytes = mnb + 1;
		TST_EXP_FAIL(msgctl(owned, IPC_SET, &ds), EPERM,
			     "owner nobody: IPC_SET msg_qbytes msgmnb + 1");
		exit(0);
	}
	tst_reap_children();
	TST_EXP_FAIL(tst_syscall(__NR_msgctl, priv, IPC_STAT, bad), EFAULT,
		     "IPC_STAT into a bad address");
	TST_EXP_FAIL(tst_syscall(__NR_msgctl, priv, IPC_SET, bad), EFAULT,
		     "IPC_SET from a bad address");
	TST_EXP_FAIL(msgctl(priv, 42, &ds), EINVAL, "msgctl(cmd 42)");
	TST_EXP_FAIL(msgctl(-1, IPC_STAT, &ds), EINVAL, "msgctl(msqid -1)");
	TST_EXP_FAIL(msgctl(1000, MSG_STAT, &ds), EINVAL, "MSG_STAT of unused index 1000");
	expect_same(priv, &before_priv);
	expect_same(open_q, &before_open);
	expect_same(owned, &before_owned);
}

static void setup(void)
{
	struct passwd *pw = SAFE_GETPWNAM("nobody");

	ipc_ns_setup();
	bad = tst_get_bad_addr(NULL);
	SAFE_FILE_SCANF("/proc/sys/kernel/msgmnb", "%d", &mnb);
	priv = SAFE_MSGGET(IPC_PRIVATE, 0600);
	open_q = SAFE_MSGGET(IPC_PRIVATE, 0666);
	owned = SAFE_MSGGET(IPC_PRIVATE, 0600);
	SAFE_MSGCTL(owned, IPC_STAT, &before_owned);
	before_owned.msg_perm.uid = pw->pw_uid;
	SAFE_MSGCTL(owned, IPC_SET, &before_owned);
	SAFE_MSGCTL(owned, IPC_STAT, &before_owned);
	SAFE_MSGCTL(priv, IPC_STAT, &before_priv);
	SAFE_MSGCTL(open_q, IPC_STAT, &before_open);
}

static void cleanup(void)
{
	if (priv >= 0)
		SAFE_MSGCTL(priv, IPC_RMID, NULL);
	if (open_q >= 0)
		SAFE_MSGCTL(open_q, IPC_RMID, NULL);
	if (owned >= 0)
		SAFE_MSGCTL(owned, IPC_RMID, NULL);
}

static struct tst_test test = {
	.test_all = run,
	.setup = setup,
	.cleanup = cleanup,
	.needs_root = 1,
	.forks_child = 1,
};
