// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * flock(2) fails with the errors of man 2 flock, in its order (another open file
 * description of the file holds an exclusive lock):
 * - EBADF: fd is closed;
 * - EINTR: a child blocked in flock(LOCK_EX) catches a signal;
 * - EINVAL: operation 0; LOCK_NB alone; LOCK_SH | LOCK_EX;
 * - EWOULDBLOCK: LOCK_SH | LOCK_NB and LOCK_EX | LOCK_NB.
 * After each failure the holder's lock is still the only one (/proc/locks lists one
 * FLOCK lock of the file, the holder can still convert it).
 *
 * Not provoked: ENOLCK needs the kernel out of memory for lock records.
 */

#include <signal.h>
#include <stdlib.h>
#include <sys/file.h>
#include <sys/stat.h>
#include "tst_test.h"
#include "tst_safe_stdio.h"

static int holder = -1, other = -1, closed_fd;

static void handler(int sig)
{
	(void)sig;
}

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

static void one_lock(void)
{
	struct stat st;
	char line[256], type[16];
	unsigned long ino;
	int n = 0;
	FILE *f;

	SAFE_STAT("file", &st);
	f = SAFE_FOPEN("/proc/locks", "r");
	while (fgets(line, sizeof(line), f)) {
		if (sscanf(line, "%*d: %15s %*s %*s %*d %*x:%*x:%lu", type, &ino) == 2 &&
		    !strcmp(type, "FLOCK") && ino == st.st_ino)
			n++;
	}
	SAFE_FCLOSE(f);
	if (n != 1)
		tst_res(TFAIL, "/proc/locks lists %d flock locks of the file, expected 1", n);
}

static void run(void)
{
	static const int bad_ops[] = {0, LOCK_NB, LOCK_SH | LOCK_EX};
	unsigned int i;
	pid_t pid;

	TST_EXP_FAIL(do_flock(closed_fd, LOCK_EX), EBADF, "flock(closed fd)");
	pid = SAFE_FORK();
	if (!pid) {
		TST_EXP_FAIL(do_flock(other, LOCK_EX), EINTR, "child: blocked flock() interrupted");
		exit(0);
	}
	TST_PROCESS_STATE_WAIT(pid, 'S', 0);
	SAFE_KILL(pid, SIGUSR1);
	SAFE_WAITPID(pid, NULL, 0);
	for (i = 0; i < ARRAY_SIZE(bad_ops); i++)
		TST_EXP_FAIL(do_flock(other, bad_ops[i]), EINVAL, "flock(operation %d)", bad_ops[i]);
	TST_EXP_FAIL(do_flock(other, LOCK_SH | LOCK_NB), EWOULDBLOCK, "flock(LOCK_SH | LOCK_NB)");
	TST_EXP_FAIL(do_flock(other, LOCK_EX | LOCK_NB), EWOULDBLOCK, "flock(LOCK_EX | LOCK_NB)");
	one_lock();
	set_lock(holder, LOCK_EX | LOCK_NB);
}

static void setup(void)
{
	struct sigaction sa = {.sa_handler = handler};
	int tmp;

	SAFE_SIGACTION(SIGUSR1, &sa, NULL);
	holder = SAFE_OPEN("file", O_CREAT | O_RDWR, 0600);
	other = SAFE_OPEN("file", O_RDWR);
	set_lock(holder, LOCK_EX);
	tmp = SAFE_OPEN("file", O_RDONLY);
	closed_fd = tmp;
	SAFE_CLOSE(tmp);
}

static void cleanup(void)
{
	if (holder > 0)
		SAFE_CLOSE(holder);
	if (other > 0)
		SAFE_CLOSE(other);
}

static struct tst_test test = {
	.test_all = run,
	.setup = setup,
	.cleanup = cleanup,
	.needs_tmpdir = 1,
	.forks_child = 1,
};
