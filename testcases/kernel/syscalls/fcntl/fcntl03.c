// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * fcntl(2) traditional record locks between processes, on every filesystem. From the
 * man page ("Advisory record locking"):
 * - F_GETLK: "If the lock could be placed, fcntl() does not actually place it, but returns
 *   F_UNLCK in the l_type field of lock and leaves the other fields of the structure
 *   unchanged. If one or more incompatible locks would prevent this lock being placed,
 *   then fcntl() returns details about one of those locks in the l_type, l_whence,
 *   l_start, and l_len fields of lock" and "l_pid [is] the PID of the process holding
 *   that lock";
 * - F_SETLK: "If a conflicting lock is held by another process, this call returns -1 and
 *   sets errno to EACCES or EAGAIN"; a write lock conflicts with any other lock, read locks
 *   share ("Any number of processes may hold a read lock (shared lock) on a file region,
 *   but only one process may hold a write lock"); ranges that do not overlap do not
 *   conflict; F_SETLK on a held range "converts" it (write to read);
 * - l_whence SEEK_END with l_len 0: "lock all bytes starting at the location specified by
 *   l_whence and l_start through to the end of file, no matter how large the file grows";
 * - F_SETLKW: "if a conflicting lock is held on the file, then wait for that lock to be
 *   released": the child sleeps until the parent unlocks, then owns the lock;
 * - "If a process closes any file descriptor referring to a file, then all of the
 *   process's locks on that file are released".
 */

#include <stdlib.h>
#include "tst_test.h"

#define MNTPOINT "mntpoint"
#define FNAME MNTPOINT "/file"

static int fd = -1;

static int set_lock(int fdesc, int cmd, short type, short whence, off_t start, off_t len)
{
	struct flock fl = {
		.l_type = type, .l_whence = whence, .l_start = start, .l_len = len,
	};

	return fcntl(fdesc, cmd, &fl);
}

/* F_GETLK for a write lock on [start, start+len): expect a conflict (or none if !type). */
static void expect_getlk(int fdesc, off_t start, off_t len, short type, off_t c_start,
			 off_t c_len, pid_t c_pid, const char *desc)
{
	struct flock fl = {
		.l_type = F_WRLCK, .l_whence = SEEK_SET, .l_start = start, .l_len = len,
		.l_pid = 12345,
	};

	if (fcntl(fdesc, F_GETLK, &fl)) {
		tst_res(TFAIL | TERRNO, "%s: F_GETLK", desc);
		return;
	}
	if (!type) {
		if (fl.l_type != F_UNLCK || fl.l_start != start || fl.l_len != len ||
		    fl.l_whence != SEEK_SET || fl.l_pid != 12345)
			tst_res(TFAIL, "%s: F_GETLK gave type %d [%lld, +%lld] pid %d, expected "
				"F_UNLCK and the rest unchanged", desc, fl.l_type,
				(long long)fl.l_start, (long long)fl.l_len, fl.l_pid);
		else
			tst_res(TPASS, "%s: F_GETLK reports no conflict", desc);
		return;
	}
	if (fl.l_type != type || fl.l_whence != SEEK_SET || fl.l_start != c_start ||
	    fl.l_len != c_len || fl.l_pid != c_pid)
		tst_res(TFAIL, "%s: F_GETLK gave type %d [%lld, +%lld] pid %d, expected type %d "
			"[%lld, +%lld] pid %d", desc, fl.l_type, (long long)fl.l_start,
			(long long)fl.l_len, fl.l_pid, type, (long long)c_start,
			(long long)c_len, c_pid);
	else
		tst_res(TPASS, "%s: F_GETLK reports the holder's lock", desc);
}

static void expect_conflict(int fdesc, short type, off_t start, off_t len, const char *desc)
{
	static const int errs[] = {EAGAIN, EACCES};

	TST_EXP_FAIL_ARR(set_lock(fdesc, F_SETLK, type, SEEK_SET, start, len), errs, 2, "%s",
			 desc);
}

static int child_fd(void)
{
	return SAFE_OPEN(FNAME, O_RDWR);
}

static void check_conflicts(void)
{
	pid_t parent = getpid();
	int cfd;

	SAFE_FCNTL(fd, F_SETLK, &(struct flock){.l_type = F_WRLCK, .l_start = 0, .l_len = 10});
	if (!SAFE_FORK()) {
		cfd = child_fd();
		expect_getlk(cfd, 5, 10, F_WRLCK, 0, 10, parent, "write lock held on [0, 10)");
		expect_getlk(cfd, 20, 10, 0, 0, 0, 0, "range [20, 30) is free");
		expect_conflict(cfd, F_WRLCK, 5, 10, "F_SETLK write over a write lock");
		expect_conflict(cfd, F_RDLCK, 0, 5, "F_SETLK read over a write lock");
		TST_EXP_PASS(set_lock(cfd, F_SETLK, F_WRLCK, SEEK_SET, 20, 10),
			     "F_SETLK write on a range that does not overlap");
		exit(0);
	}
	tst_reap_children();

	/* Converting the write lock to a read lock lets others read-lock but not write. */
	TST_EXP_PASS(set_lock(fd, F_SETLK, F_RDLCK, SEEK_SET, 0, 10), "convert to a read lock");
	if (!SAFE_FORK()) {
		cfd = child_fd();
		TST_EXP_PASS(set_lock(cfd, F_SETLK, F_RDLCK, SEEK_SET, 0, 10),
			     "F_SETLK read beside another read lock");
		expect_conflict(cfd, F_WRLCK, 0, 10, "F_SETLK write over a read lock");
		exit(0);
	}
	tst_reap_children();
	SAFE_FCNTL(fd, F_SETLK, &(struct flock){.l_type = F_UNLCK, .l_start = 0, .l_len = 0});
}

static void check_to_eof(void)
{
	pid_t parent = getpid();

	TST_EXP_PASS(set_lock(fd, F_SETLK, F_WRLCK, SEEK_END, -10, 0),
		     "write lock from 10 bytes before the end to any end");
	if (!SAFE_FORK()) {
		int cfd = child_fd();

		expect_getlk(cfd, 1000000, 1, F_WRLCK, 90, 0, parent,
			     "SEEK_END lock with l_len 0 reaches far past the end");
		expect_getlk(cfd, 0, 90, 0, 0, 0, 0, "bytes before it are free");
		exit(0);
	}
	tst_reap_children();
	SAFE_FCNTL(fd, F_SETLK, &(struct flock){.l_type = F_UNLCK, .l_start = 0, .l_len = 0});
}

static void check_setlkw(void)
{
	pid_t pid;
	int early;

	SAFE_FCNTL(fd, F_SETLK, &(struct flock){.l_type = F_WRLCK, .l_start = 0, .l_len = 10});
	pid = SAFE_FORK();
	if (!pid) {
		int cfd = child_fd();

		/* Only the lock call may sleep after this wake-up: see the state wait. */
		TST_CHECKPOINT_WAKE(1);
		TST_EXP_PASS(set_lock(cfd, F_SETLKW, F_WRLCK, SEEK_SET, 0, 10),
			     "F_SETLKW returns once the holder unlocks");
		TST_CHECKPOINT_WAKE_AND_WAIT(0);
		exit(0);
	}
	TST_CHECKPOINT_WAIT(1);
	TST_PROCESS_STATE_WAIT(pid, 'S', 0);
	/* While the lock is held the waiter must not get past the call. */
	early = !tst_checkpoint_wait(0, 200);
	if (early)
		tst_res(TFAIL, "F_SETLKW returned while the conflicting lock was held");
	SAFE_FCNTL(fd, F_SETLK, &(struct flock){.l_type = F_UNLCK, .l_start = 0, .l_len = 10});
	if (!early)
		TST_CHECKPOINT_WAIT(0);
	expect_getlk(fd, 0, 10, F_WRLCK, 0, 10, pid, "the waiter now holds the lock");
	TST_CHECKPOINT_WAKE(0);
	tst_reap_children();
}

static void check_close_releases(void)
{
	int other;

	SAFE_FCNTL(fd, F_SETLK, &(struct flock){.l_type = F_WRLCK, .l_start = 0, .l_len = 10});
	other = SAFE_OPEN(FNAME, O_RDONLY);
	SAFE_CLOSE(other);
	if (!SAFE_FORK()) {
		expect_getlk(child_fd(), 0, 10, 0, 0, 0, 0,
			     "closing another descriptor of the file released the lock");
		exit(0);
	}
	tst_reap_children();
}

static void run(void)
{
	check_conflicts();
	check_to_eof();
	check_setlkw();
	check_close_releases();
}

static void setup(void)
{
	char buf[100] = {0};

	fd = SAFE_OPEN(FNAME, O_RDWR | O_CREAT | O_TRUNC, 0644);
	SAFE_WRITE(SAFE_WRITE_ALL, fd, buf, sizeof(buf));
}

static void cleanup(void)
{
	if (fd > -1)
		SAFE_CLOSE(fd);
}

static struct tst_test test = {
	.test_all = run,
	.setup = setup,
	.cleanup = cleanup,
	.needs_root = 1,
	.forks_child = 1,
	.needs_checkpoints = 1,
	.mount_device = 1,
	.all_filesystems = 1,
	.dev_min_size = 16,
	.mntpoint = MNTPOINT,
};
