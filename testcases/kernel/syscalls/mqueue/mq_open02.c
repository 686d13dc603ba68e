// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * mq_open(3), the mq_open system call, fails with the errors of man 3 mq_open, in its
 * order (in a new IPC namespace, where the queue QNAME of mode 0600 exists):
 * - EACCES: nobody opens QNAME; the name holds a second slash;
 * - EEXIST: O_CREAT | O_EXCL of QNAME;
 * - EINVAL: the name does not start with a slash (refused by the C library);
 * - EINVAL: O_CREAT with mq_maxmsg 0; mq_msgsize 0; mq_maxmsg above
 *   /proc/sys/fs/mqueue/msg_max for nobody; mq_msgsize above msgsize_max for nobody;
 * - EMFILE: RLIMIT_NOFILE reached; RLIMIT_MSGQUEUE (lowered to 1000 bytes) would be
 *   exceeded by a queue of 10 messages of 1024 bytes;
 * - ENAMETOOLONG: a name of NAME_MAX + 1 characters after the slash;
 * - ENOENT: no O_CREAT and no such queue; the name "/";
 * - ENOSPC: /proc/sys/fs/mqueue/queues_max (the namespace's) is 1 with one queue, for
 *   nobody (no CAP_SYS_RESOURCE).
 * A failed call with O_CREAT creates no queue (opening the name afterwards fails with
 * ENOENT).
 *
 * Not provoked: ENFILE needs the system-wide file table full, which would break every
 * process of the host; ENOMEM needs the kernel's allocation to fail.
 */

#include <stdlib.h>
#include <sys/resource.h>
#include "tst_fd_limit.h"
#include "tst_safe_file_ops.h"
#include "mqueue.h"

static mqd_t q = -1;
static long msg_max, msgsize_max;
static char long_name[NAME_MAX + 3];

static void not_created(const char *name)
{
	mqd_t r = mq_open(name, O_RDONLY);

	if (r != (mqd_t)-1) {
		tst_res(TFAIL, "the failed mq_open() created %s", name);
		mq_close(r);
		mq_unlink(name);
	}
}

static void create_fails(const char *name, long maxmsg, long msgsize, int exp_errno,
			 const char *what)
{
	struct mq_attr attr = {.mq_maxmsg = maxmsg, .mq_msgsize = msgsize};

	TST_EXP_FAIL2(mq_open(name, O_CREAT | O_RDWR, 0600, &attr), exp_errno, "mq_open() %s",
		      what);
	not_created(name);
}

static void as_nobody(void)
{
	struct rlimit rl = {1000, 1000};

	if (SAFE_FORK()) {
		tst_reap_children();
		return;
	}
	mq_become_nobody();
	TST_EXP_FAIL2(mq_open(QNAME, O_RDONLY), EACCES, "nobody: mq_open(0600 queue)");
	create_fails("/big", msg_max + 1, 8, EINVAL, "nobody, mq_maxmsg msg_max + 1");
	create_fails("/big", 1, msgsize_max + 1, EINVAL, "nobody, mq_msgsize msgsize_max + 1");
	SAFE_SETRLIMIT(RLIMIT_MSGQUEUE, &rl);
	create_fails("/new", 10, 1024, EMFILE, "nobody, RLIMIT_MSGQUEUE 1000 bytes");
	exit(0);
}

static void enospc(void)
{
	char old[32];

	SAFE_FILE_SCANF("/proc/sys/fs/mqueue/queues_max", "%31s", old);
	mq_write_limit("queues_max", "1");
	if (!SAFE_FORK()) {
		mq_become_nobody();
		create_fails("/new", 1, 8, ENOSPC, "nobody, queues_max 1 reached");
		exit(0);
	}
	tst_reap_children();
	mq_write_limit("queues_max", old);
}

static void run(void)
{
	struct mq_attr attr = {.mq_maxmsg = 1, .mq_msgsize = 8};

	as_nobody();
	TST_EXP_FAIL2(mq_open("/a/b", O_CREAT | O_RDWR, 0600, &attr), EACCES,
		      "mq_open(\"/a/b\")");
	TST_EXP_FAIL2(mq_open(QNAME, O_CREAT | O_EXCL | O_RDWR, 0600, &attr), EEXIST,
		      "mq_open(O_CREAT | O_EXCL, existing)");
	TST_EXP_FAIL2(mq_open("noslash", O_CREAT | O_RDWR, 0600, &attr), EINVAL,
		      "mq_open(\"noslash\")");
	create_fails("/zero", 0, 8, EINVAL, "mq_maxmsg 0");
	create_fails("/zero", 1, 0, EINVAL, "mq_msgsize 0");
	if (!SAFE_FORK()) {
		tst_fd_limit_reached();
		create_fails("/fd", 1, 8, EMFILE, "at RLIMIT_NOFILE");
		exit(0);
	}
	tst_reap_children();
	TST_EXP_FAIL2(mq_open(long_name, O_CREAT | O_RDWR, 0600, &attr), ENAMETOOLONG,
		      "mq_open(name of NAME_MAX + 1)");
	TST_EXP_FAIL2(mq_open("/missing", O_RDONLY), ENOENT, "mq_open(missing, no O_CREAT)");
	TST_EXP_FAIL2(mq_open("/", O_RDONLY), ENOENT, "mq_open(\"/\")");
	enospc();
}

static void setup(void)
{
	mq_ns_setup();
	SAFE_FILE_SCANF("/proc/sys/fs/mqueue/msg_max", "%ld", &msg_max);
	SAFE_FILE_SCANF("/proc/sys/fs/mqueue/msgsize_max", "%ld", &msgsize_max);
	long_name[0] = '/';
	memset(long_name + 1, 'q', NAME_MAX + 1);
	q = mq_make(QNAME, O_RDWR, 1, 8);
}

static void cleanup(void)
{
	if (q != (mqd_t)-1) {
		mq_close(q);
		mq_unlink(QNAME);
	}
}

static struct tst_test test = {
	.test_all = run,
	.setup = setup,
	.cleanup = cleanup,
	.needs_root = 1,
	.forks_child = 1,
};
