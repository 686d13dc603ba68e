// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * fcntl(2) open file description locks (F_OFD_SETLK, F_OFD_SETLKW, F_OFD_GETLK, Linux
 * 3.15) on every filesystem. From the man page ("Open file description locks"):
 * - "open file description locks are associated with the open file description on which
 *   they are acquired": two open() calls of one file in the same process conflict (EAGAIN),
 *   while a dup() of the locking descriptor shares the lock and may convert it;
 * - F_OFD_GETLK reports a conflicting OFD lock with "l_pid ... set to -1";
 * - OFD locks and traditional record locks conflict with each other: a process-associated
 *   F_SETLK in a child fails against an OFD lock;
 * - closing a descriptor that is not the last one referring to the description keeps the
 *   lock; the lock goes with the last close;
 * - F_OFD_SETLKW waits for the conflicting lock to be released (a child process blocks
 *   until the parent releases its OFD lock).
 */

#include <stdlib.h>
#include "tst_test.h"

#define MNTPOINT "mntpoint"
#define FNAME MNTPOINT "/file"

static int fd1 = -1, fd2 = -1;

static int lock(int fd, int cmd, short type, off_t start, off_t len)
{
	struct flock fl = {.l_type = type, .l_whence = SEEK_SET, .l_start = start, .l_len = len};

	return fcntl(fd, cmd, &fl);
}

static void close_fd(int *fd)
{
	if (*fd > -1)
		SAFE_CLOSE(*fd);
}

static void check_getlk(int fd, short exp_type, const char *desc)
{
	struct flock fl = {.l_type = F_WRLCK, .l_whence = SEEK_SET, .l_start = 0, .l_len = 10};

	if (fcntl(fd, F_OFD_GETLK, &fl)) {
		tst_res(TFAIL | TERRNO, "%s: F_OFD_GETLK", desc);
		return;
	}
	if (fl.l_type != exp_type || (exp_type != F_UNLCK && fl.l_pid != -1))
		tst_res(TFAIL, "%s: F_OFD_GETLK gave type %d pid %d, expected type %d%s", desc,
			fl.l_type, fl.l_pid, exp_type, exp_type != F_UNLCK ? " pid -1" : "");
	else
		tst_res(TPASS, "%s: F_OFD_GETLK gives type %d%s", desc, exp_type,
			exp_type != F_UNLCK ? ", pid -1" : "");
}

static void check_descriptions(void)
{
	int dup_fd;

	fd1 = SAFE_OPEN(FNAME, O_RDWR);
	fd2 = SAFE_OPEN(FNAME, O_RDWR);
	TST_EXP_PASS(lock(fd1, F_OFD_SETLK, F_WRLCK, 0, 10), "F_OFD_SETLK write on fd1");
	TST_EXP_FAIL(lock(fd2, F_OFD_SETLK, F_RDLCK, 0, 10), EAGAIN,
		     "F_OFD_SETLK read on another description of the same process");
	check_getlk(fd2, F_WRLCK, "other description");

	dup_fd = SAFE_DUP(fd1);
	TST_EXP_PASS(lock(dup_fd, F_OFD_SETLK, F_RDLCK, 0, 10),
		     "a dup() of fd1 converts the lock to a read lock");
	TST_EXP_PASS(lock(fd2, F_OFD_SETLK, F_RDLCK, 0, 10),
		     "now the other description gets a read lock too");
	TST_EXP_PASS(lock(fd2, F_OFD_SETLK, F_UNLCK, 0, 10));

	SAFE_CLOSE(dup_fd);
	check_getlk(fd2, F_RDLCK, "closing the dup() keeps the lock of fd1");
	close_fd(&fd1);
	check_getlk(fd2, F_UNLCK, "closing the last descriptor releases it");
	close_fd(&fd2);
}

static void check_mixed(void)
{
	fd1 = SAFE_OPEN(FNAME, O_RDWR);
	TST_EXP_PASS(lock(fd1, F_OFD_SETLK, F_WRLCK, 0, 10));
	if (!SAFE_FORK()) {
		int cfd = SAFE_OPEN(FNAME, O_RDWR);

		TST_EXP_FAIL_ARR(lock(cfd, F_SETLK, F_RDLCK, 5, 1), ((int[]){EAGAIN, EACCES}), 2,
				 "traditional F_SETLK against an OFD lock");
		exit(0);
	}
	tst_reap_children();
	close_fd(&fd1);
}

static void check_setlkw(void)
{
	pid_t pid;
	int early;

	fd1 = SAFE_OPEN(FNAME, O_RDWR);
	SAFE_FCNTL(fd1, F_OFD_SETLK, &(struct flock){.l_type = F_WRLCK, .l_len = 10});
	pid = SAFE_FORK();
	if (!pid) {
		int cfd = SAFE_OPEN(FNAME, O_RDWR);

		/* Only the lock call may sleep after this wake-up: see the state wait. */
		TST_CHECKPOINT_WAKE(1);
		TST_EXP_PASS(lock(cfd, F_OFD_SETLKW, F_WRLCK, 0, 10),
			     "F_OFD_SETLKW returns once the holder unlocks");
		TST_CHECKPOINT_WAKE_AND_WAIT(0);
		exit(0);
	}
	TST_CHECKPOINT_WAIT(1);
	TST_PROCESS_STATE_WAIT(pid, 'S', 0);
	/* While the lock is held the waiter must not get past the call. */
	early = !tst_checkpoint_wait(0, 200);
	if (early)
		tst_res(TFAIL, "F_OFD_SETLKW returned while the conflicting lock was held");
	SAFE_FCNTL(fd1, F_OFD_SETLK, &(struct flock){.l_type = F_UNLCK, .l_len = 10});
	if (!early)
		TST_CHECKPOINT_WAIT(0);
	check_getlk(fd1, F_WRLCK, "the waiter now holds the lock");
	TST_CHECKPOINT_WAKE(0);
	tst_reap_children();
	close_fd(&fd1);
}

static void run(void)
{
	check_descriptions();
	check_mixed();
	check_setlkw();
}

static void setup(void)
{
	int fd = SAFE_OPEN(FNAME, O_RDWR | O_CREAT | O_TRUNC, 0644);

	SAFE_WRITE(SAFE_WRITE_ALL, fd, "0123456789abcdef", 16);
	SAFE_CLOSE(fd);
}

static void cleanup(void)
{
	close_fd(&fd1);
	close_fd(&fd2);
}

static struct tst_test test = {
	.test_all = run,
	.setup = setup,
	.cleanup = cleanup,
	.needs_root = 1,
	.forks_child = 1,
	.needs_checkpoints = 1,
	.min_kver = "3.15",
	.mount_device = 1,
	.all_filesystems = 1,
	.dev_min_size = 16,
	.mntpoint = MNTPOINT,
};
