// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * msgget(2) fails with the errors of man 2 msgget, in its order (in a new IPC namespace):
 * - EACCES: a queue of mode 0600 owned by root exists for the key and the caller is
 *   nobody (no CAP_IPC_OWNER);
 * - EEXIST: IPC_CREAT | IPC_EXCL for a key that has a queue;
 * - ENOENT: no queue for the key and no IPC_CREAT;
 * - ENOSPC: /proc/sys/kernel/msgmni (the namespace's own) is the number of queues already
 *   there.
 * A failed msgget() creates no queue (/proc/sysvipc/msg keeps its line count).
 *
 * Not provoked: ENOMEM needs the kernel's allocation to fail.
 */

#include <stdlib.h>
#include "sysvipc.h"

static int id = -1;

static int queues(void)
{
	char line[256];
	int n = -1;	/* the header line */
	FILE *f = SAFE_FOPEN("/proc/sysvipc/msg", "r");

	while (fgets(line, sizeof(line), f))
		n++;
	SAFE_FCLOSE(f);
	return n;
}

static void expect_queues(int exp)
{
	int n = queues();

	if (n != exp)
		tst_res(TFAIL, "%d queues after the failed msgget(), expected %d", n, exp);
}

static void run(void)
{
	if (!SAFE_FORK()) {
		ipc_become_nobody();
		TST_EXP_FAIL2(msgget(TEST_KEY, 0600), EACCES,
			      "nobody: msgget(root's 0600 queue, asking for 0600)");
		exit(0);
	}
	tst_reap_children();
	TST_EXP_FAIL2(msgget(TEST_KEY, IPC_CREAT | IPC_EXCL | 0600), EEXIST,
		      "msgget(existing key, IPC_CREAT | IPC_EXCL)");
	TST_EXP_FAIL2(msgget(TEST_KEY + 1, 0600), ENOENT, "msgget(missing key, no IPC_CREAT)");
	expect_queues(1);

	ipc_write_limit("/proc/sys/kernel/msgmni", "1");
	TST_EXP_FAIL2(msgget(IPC_PRIVATE, 0600), ENOSPC, "msgget() with msgmni 1 and 1 queue");
	TST_EXP_FAIL2(msgget(TEST_KEY + 1, IPC_CREAT | 0600), ENOSPC,
		      "msgget(new key, IPC_CREAT) with msgmni 1 and 1 queue");
	expect_queues(1);
	ipc_write_limit("/proc/sys/kernel/msgmni", "32000");
}

static void setup(void)
{
	ipc_ns_setup();
	id = SAFE_MSGGET(TEST_KEY, IPC_CREAT | 0600);
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
