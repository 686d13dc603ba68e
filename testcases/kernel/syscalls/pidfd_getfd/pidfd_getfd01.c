// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * pidfd_getfd(2) "allocates a new file descriptor in the calling process. This new file
 * descriptor is a duplicate of an existing file descriptor, targetfd, in the process
 * referred to by the PID file descriptor pidfd":
 * - the duplicate refers to the child's open file description: same file (st_dev,
 *   st_ino), and the offset is shared (the child's write moves it for the caller);
 * - "The close-on-exec flag (FD_CLOEXEC) is set on the file descriptor returned".
 * Errors, in the order of the man page's ERRORS (after each no descriptor was made):
 * - EBADF: pidfd is a pipe; targetfd is not open in the child;
 * - EINVAL: flags is not 0;
 * - EMFILE: RLIMIT_NOFILE reached (lowered in a child of the test);
 * - EPERM: no PTRACE_MODE_ATTACH_REALCREDS permission (nobody on a process of root);
 * - ESRCH: the process "has terminated and been waited on".
 *
 * Not provoked: ENFILE (needs the system-wide file limit reached).
 */

#include <pwd.h>
#include <stdlib.h>
#include <sys/pidfd.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include "tst_test.h"

#define TARGET_FD 77

static uid_t nobody_uid;
static gid_t nobody_gid;

static int lowest_free(void)
{
	int fd = SAFE_DUP(0), ret = fd;

	SAFE_CLOSE(fd);
	return ret;
}

static void run(void)
{
	struct stat st_child, st_dup;
	int pidfd, fd, pipefd[2], free_fd;
	struct rlimit rl;
	pid_t pid;

	pid = SAFE_FORK();
	if (!pid) {
		fd = SAFE_OPEN("file", O_RDWR | O_CREAT | O_TRUNC, 0644);
		SAFE_DUP2(fd, TARGET_FD);
		SAFE_CLOSE(fd);
		TST_CHECKPOINT_WAKE_AND_WAIT(0);
		SAFE_WRITE(SAFE_WRITE_ALL, TARGET_FD, "hello", 5);
		TST_CHECKPOINT_WAKE_AND_WAIT(0);
		exit(0);
	}
	TST_CHECKPOINT_WAIT(0);
	pidfd = SAFE_PIDFD_OPEN(pid, 0);
	fd = TST_EXP_FD(pidfd_getfd(pidfd, TARGET_FD, 0), "pidfd_getfd(child, %d)", TARGET_FD);
	if (fd >= 0) {
		SAFE_STAT("file", &st_child);
		SAFE_FSTAT(fd, &st_dup);
		TST_EXP_EXPR(st_dup.st_dev == st_child.st_dev && st_dup.st_ino == st_child.st_ino,
			     "the duplicate refers to the child's file");
		TST_EXP_EQ_LI(SAFE_FCNTL(fd, F_GETFD) & FD_CLOEXEC, FD_CLOEXEC);
		TST_CHECKPOINT_WAKE_AND_WAIT(0);
		TST_EXP_EQ_LI(SAFE_LSEEK(fd, 0, SEEK_CUR), 5);
		SAFE_CLOSE(fd);
	} else {
		TST_CHECKPOINT_WAKE_AND_WAIT(0);
	}

	free_fd = lowest_free();
	SAFE_PIPE(pipefd);
	TST_EXP_FAIL2(pidfd_getfd(pipefd[0], TARGET_FD, 0), EBADF, "pidfd is a pipe");
	TST_EXP_FAIL2(pidfd_getfd(pidfd, TARGET_FD + 1, 0), EBADF, "targetfd not open");
	TST_EXP_FAIL2(pidfd_getfd(pidfd, TARGET_FD, 1), EINVAL, "flags 1");
	SAFE_CLOSE(pipefd[0]);
	SAFE_CLOSE(pipefd[1]);
	TST_EXP_EQ_LI(lowest_free(), free_fd);

	if (!SAFE_FORK()) {
		rl.rlim_cur = rl.rlim_max = free_fd;
		SAFE_SETRLIMIT(RLIMIT_NOFILE, &rl);
		TST_EXP_FAIL2(pidfd_getfd(pidfd, TARGET_FD, 0), EMFILE, "at RLIMIT_NOFILE");
		exit(0);
	}
	SAFE_WAIT(NULL);
	if (!SAFE_FORK()) {
		SAFE_SETGROUPS(0, NULL);
		SAFE_SETGID(nobody_gid);
		SAFE_SETUID(nobody_uid);
		TST_EXP_FAIL2(pidfd_getfd(pidfd, TARGET_FD, 0), EPERM, "nobody on root's process");
		exit(0);
	}
	SAFE_WAIT(NULL);

	TST_CHECKPOINT_WAKE(0);
	SAFE_WAITPID(pid, NULL, 0);
	TST_EXP_FAIL2(pidfd_getfd(pidfd, TARGET_FD, 0), ESRCH, "process reaped");
	SAFE_CLOSE(pidfd);
	SAFE_UNLINK("file");
}

static void setup(void)
{
	struct passwd *pw = SAFE_GETPWNAM("nobody");

	nobody_uid = pw->pw_uid;
	nobody_gid = pw->pw_gid;
}

static struct tst_test test = {
	.description = "pidfd_getfd(): a duplicate of another process's descriptor; EBADF, "
		       "EINVAL, EMFILE, EPERM, ESRCH",
	.test_all = run,
	.setup = setup,
	.needs_root = 1,
	.needs_tmpdir = 1,
	.forks_child = 1,
	.needs_checkpoints = 1,
	.min_kver = "5.6",
};
