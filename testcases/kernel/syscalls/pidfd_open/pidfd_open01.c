// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * pidfd_open(2) "creates a file descriptor that refers to the process whose PID is
 * specified in pid ... the close-on-exec flag is set on the file descriptor":
 * - the descriptor refers to the child: /proc/self/fdinfo shows "Pid: <child>", FD_CLOEXEC
 *   is set, and poll() reports it readable only once the child has terminated;
 * - PIDFD_NONBLOCK gives a descriptor with O_NONBLOCK set.
 * Errors, in the order of the man page's ERRORS:
 * - EINVAL: "flags is not valid" (0x1); "pid is not valid" (0 and -1);
 * - EMFILE: RLIMIT_NOFILE reached (lowered in a child to its open descriptors);
 * - ESRCH: "The process specified by pid does not exist" (an unused pid).
 * After each failure no descriptor was made.
 *
 * Not provoked: ENFILE (needs the system-wide file limit reached), ENODEV (the anonymous
 * inode filesystem is always built in), ENOMEM (needs the kernel out of memory).
 */

#include <poll.h>
#include <stdlib.h>
#include <sys/pidfd.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include "tst_test.h"
#include "tst_pid.h"

static int readable(int fd)
{
	struct pollfd pfd = {.fd = fd, .events = POLLIN};

	return poll(&pfd, 1, 0) == 1 && (pfd.revents & POLLIN);
}

static int lowest_free(void)
{
	int fd = SAFE_DUP(0), ret = fd;

	SAFE_CLOSE(fd);
	return ret;
}

static void run(void)
{
	char path[64];
	struct rlimit rl;
	int fd, pid_in_fdinfo = -1, free_fd;
	pid_t pid;

	pid = SAFE_FORK();
	if (!pid) {
		TST_CHECKPOINT_WAIT(0);
		exit(0);
	}
	fd = TST_EXP_FD(pidfd_open(pid, 0), "pidfd_open(child, 0)");
	if (fd >= 0) {
		snprintf(path, sizeof(path), "/proc/self/fdinfo/%d", fd);
		FILE_LINES_SCANF(path, "Pid: %d", &pid_in_fdinfo);
		TST_EXP_EQ_LI(pid_in_fdinfo, pid);
		TST_EXP_EQ_LI(SAFE_FCNTL(fd, F_GETFD) & FD_CLOEXEC, FD_CLOEXEC);
		TST_EXP_EXPR(!readable(fd), "not readable while the child runs");
	}
	TST_CHECKPOINT_WAKE(0);
	TST_PROCESS_EXIT_WAIT(pid, 0);
	if (fd >= 0) {
		TST_EXP_EXPR(readable(fd), "readable once the child has terminated");
		SAFE_CLOSE(fd);
	}
	SAFE_WAITPID(pid, NULL, 0);

	fd = TST_EXP_FD(pidfd_open(getpid(), PIDFD_NONBLOCK), "pidfd_open(self, PIDFD_NONBLOCK)");
	if (fd >= 0) {
		TST_EXP_EQ_LI(SAFE_FCNTL(fd, F_GETFL) & O_NONBLOCK, O_NONBLOCK);
		SAFE_CLOSE(fd);
	}

	free_fd = lowest_free();
	TST_EXP_FAIL2(pidfd_open(getpid(), 0x1), EINVAL, "flags 0x1");
	TST_EXP_FAIL2(pidfd_open(0, 0), EINVAL, "pid 0");
	TST_EXP_FAIL2(pidfd_open(-1, 0), EINVAL, "pid -1");
	TST_EXP_FAIL2(pidfd_open(tst_get_unused_pid(), 0), ESRCH, "unused pid");
	TST_EXP_EQ_LI(lowest_free(), free_fd);

	if (!SAFE_FORK()) {
		rl.rlim_cur = rl.rlim_max = free_fd;
		SAFE_SETRLIMIT(RLIMIT_NOFILE, &rl);
		TST_EXP_FAIL2(pidfd_open(getppid(), 0), EMFILE, "at RLIMIT_NOFILE");
		exit(0);
	}
	tst_reap_children();
}

static struct tst_test test = {
	.description = "pidfd_open(): a descriptor of the process, poll on exit; EINVAL, EMFILE, "
		       "ESRCH",
	.test_all = run,
	.forks_child = 1,
	.needs_checkpoints = 1,
	.min_kver = "5.10",
};
