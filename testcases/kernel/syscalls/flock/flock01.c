// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * flock(2) places advisory locks as man 2 flock describes; each lock is checked through a
 * second open file description of the same file (a LOCK_NB attempt) and /proc/locks:
 * - LOCK_SH: two descriptions may hold shared locks at once, an exclusive attempt of a
 *   third fails with EWOULDBLOCK;
 * - LOCK_EX: excludes both shared and exclusive attempts; /proc/locks lists a FLOCK
 *   WRITE lock of the file's inode;
 * - conversion: a shared lock becomes exclusive, and back, by another flock() call;
 * - LOCK_UN releases: the other description can lock;
 * - the lock belongs to the open file description: a dup() shares it (closing the dup
 *   keeps it, LOCK_UN through the dup releases it); a child's inherited descriptor shares
 *   it too; closing the last descriptor releases it;
 * - a blocking LOCK_EX waits (the child sleeps) until the holder unlocks;
 * - flock locks and fcntl() record locks are independent: with an exclusive flock held
 *   by one description, another takes an fcntl write lock of the whole file.
 */

#include <stdlib.h>
#include <sys/file.h>
#include <sys/stat.h>
#include "tst_test.h"
#include "tst_safe_stdio.h"

static int do_flock(int fd, int op)
{
	return tst_syscall(__NR_flock, fd, op);
}

/* A set-up lock, through the C library. */
static void set_lock(int fd, int op)
{
	if (flock(fd, op))
		tst_brk(TBROK | TERRNO, "flock(%d, %d)", fd, op);
}

static int open_file(void)
{
	return SAFE_OPEN("file", O_RDWR);
}

/* Whether another description can take the lock op right now (and drop it again). */
static int can_lock(int op)
{
	int fd = open_file(), ret = flock(fd, op | LOCK_NB);

	if (ret && errno != EWOULDBLOCK)
		tst_brk(TBROK | TERRNO, "flock(probe)");
	SAFE_CLOSE(fd);
	return !ret;
}

static int listed_write_lock(void)
{
	struct stat st;
	char line[256], type[16], mode[16], rw[16];
	unsigned int maj, min;
	unsigned long ino;
	int found = 0;
	FILE *f;

	SAFE_STAT("file", &st);
	f = SAFE_FOPEN("/proc/locks", "r");
	while (fgets(line, sizeof(line), f)) {
		if (sscanf(line, "%*d: %15s %15s %15s %*d %x:%x:%lu", type, mode, rw, &maj, &min,
			   &ino) == 6 && !strcmp(type, "FLOCK") && !strcmp(rw, "WRITE") &&
		    ino == st.st_ino)
			found = 1;
	}
	SAFE_FCLOSE(f);
	return found;
}

static void shared_exclusive(void)
{
	int a = open_file(), b = open_file();

	TST_EXP_PASS(do_flock(a, LOCK_SH), "flock(a, LOCK_SH)");
	TST_EXP_PASS(do_flock(b, LOCK_SH | LOCK_NB), "flock(b, LOCK_SH | LOCK_NB)");
	TST_EXP_EXPR(!can_lock(LOCK_EX) && can_lock(LOCK_SH),
		     "two shared locks: exclusive refused, shared granted to a third");
	SAFE_CLOSE(b);
	TST_EXP_PASS(do_flock(a, LOCK_EX), "flock(a, LOCK_EX): shared converted to exclusive");
	TST_EXP_EXPR(!can_lock(LOCK_EX) && !can_lock(LOCK_SH),
		     "exclusive lock: both exclusive and shared refused");
	TST_EXP_EXPR(listed_write_lock(), "/proc/locks lists a FLOCK WRITE lock of the file");
	TST_EXP_PASS(do_flock(a, LOCK_SH), "flock(a, LOCK_SH): exclusive converted to shared");
	TST_EXP_EXPR(!can_lock(LOCK_EX) && can_lock(LOCK_SH), "back to shared");
	TST_EXP_PASS(do_flock(a, LOCK_UN), "flock(a, LOCK_UN)");
	TST_EXP_EXPR(can_lock(LOCK_EX), "unlocked: exclusive granted to another description");
	SAFE_CLOSE(a);
}

static void description(void)
{
	int a = open_file(), d;

	set_lock(a, LOCK_EX);
	d = SAFE_DUP(a);
	SAFE_CLOSE(d);
	TST_EXP_EXPR(!can_lock(LOCK_EX), "closing a dup() keeps the lock");
	d = SAFE_DUP(a);
	TST_EXP_PASS(do_flock(d, LOCK_UN), "flock(dup, LOCK_UN)");
	TST_EXP_EXPR(can_lock(LOCK_EX), "LOCK_UN through the dup() released it");
	SAFE_CLOSE(d);

	TST_EXP_PASS(do_flock(a, LOCK_EX), "flock(a, LOCK_EX) again");
	if (!SAFE_FORK()) {
		TST_EXP_PASS(do_flock(a, LOCK_UN), "child: flock(inherited fd, LOCK_UN)");
		exit(0);
	}
	tst_reap_children();
	TST_EXP_EXPR(can_lock(LOCK_EX), "the child's LOCK_UN released the parent's lock");

	set_lock(a, LOCK_EX);
	SAFE_CLOSE(a);
	TST_EXP_EXPR(can_lock(LOCK_EX), "closing the last descriptor released the lock");
}

static void blocking_and_fcntl(void)
{
	struct flock fl = {.l_type = F_WRLCK, .l_whence = SEEK_SET};
	int a = open_file(), b;
	pid_t pid;

	TST_EXP_PASS(do_flock(a, LOCK_EX), "flock(a, LOCK_EX)");
	pid = SAFE_FORK();
	if (!pid) {
		int c = open_file();

		TST_EXP_PASS(do_flock(c, LOCK_EX), "child: blocking flock(LOCK_EX) granted");
		exit(0);
	}
	TST_PROCESS_STATE_WAIT(pid, 'S', 0);
	b = open_file();
	TST_EXP_PASS(fcntl(b, F_SETLK, &fl), "fcntl(F_SETLK, write) beside the exclusive flock");
	SAFE_CLOSE(b);
	set_lock(a, LOCK_UN);
	SAFE_WAITPID(pid, NULL, 0);
	SAFE_CLOSE(a);
}

static void run(void)
{
	shared_exclusive();
	description();
	blocking_and_fcntl();
}

static void setup(void)
{
	SAFE_TOUCH("file", 0600, NULL);
}

static struct tst_test test = {
	.test_all = run,
	.setup = setup,
	.needs_tmpdir = 1,
	.forks_child = 1,
};
