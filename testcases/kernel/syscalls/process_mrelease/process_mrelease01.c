// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * process_mrelease(2) (Linux 5.15; commit 884a7e5964e0, "mm: introduce process_mrelease
 * system call") "reap[s] the memory of a dying process" given by a pidfd:
 * - a child holding 32 MiB of touched anonymous memory is sent SIGKILL; process_mrelease()
 *   returns 0 and afterwards the child's memory is gone: /proc/PID/status shows no VmRSS
 *   (the mm is released) or a VmRSS below 8 MiB, while it showed the 32 MiB before (when
 *   the child's own exit released the memory first, the call fails with ESRCH, which is
 *   accepted with VmRSS gone);
 * - errors: EINVAL for flags other than 0; EINVAL for a process that is alive and not
 *   being killed (its 4 MiB are then untouched: VmRSS as before); EBADF for a descriptor
 *   that is not a pidfd; ESRCH for a process that has been waited on.
 *
 * Not provoked: EINTR, a fatal signal while waiting for the dying process's mmap lock,
 * which a test cannot hold on demand; EAGAIN, memory a non-blocking MMU notifier (a device
 * driver's, e.g. a GPU's) refuses to unmap, and no such driver is used here.
 */

#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include "tst_test.h"
#include "lapi/syscalls.h"

#define BIG (32 << 20)
#define SMALL (4 << 20)

static int file_fd = -1;

static int sys_process_mrelease(int pidfd, unsigned int flags)
{
	return tst_syscall(__NR_process_mrelease, pidfd, flags);
}

/* VmRSS of pid in kB, -1 when /proc/PID/status has none (mm released or no process). */
static long vm_rss(pid_t pid)
{
	char path[64];
	long kb = -1;

	snprintf(path, sizeof(path), "/proc/%d/status", pid);
	if (FILE_LINES_SCANF(path, "VmRSS: %ld", &kb))
		return -1;
	return kb;
}

/* A child holding size bytes of touched anonymous memory, paused. */
static pid_t child_holding(size_t size)
{
	pid_t pid = SAFE_FORK();

	if (!pid) {
		char *p = SAFE_MMAP(NULL, size, PROT_READ | PROT_WRITE,
				    MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);

		memset(p, 'm', size);
		TST_CHECKPOINT_WAKE(0);
		pause();
		exit(0);
	}
	TST_CHECKPOINT_WAIT(0);
	return pid;
}

static void test_release(void)
{
	pid_t pid = child_holding(BIG);
	int pidfd = SAFE_PIDFD_OPEN(pid, 0);
	long before = vm_rss(pid), after;

	if (before < BIG / 1024)
		tst_brk(TBROK, "the child's VmRSS is %ld kB, below %d", before, BIG / 1024);
	SAFE_KILL(pid, SIGKILL);
	TEST(sys_process_mrelease(pidfd, 0));
	after = vm_rss(pid);
	if (TST_RET == -1 && TST_ERR == ESRCH && after < 0) {
		tst_res(TPASS, "process_mrelease(killed child): ESRCH, its exit released the "
			"memory first (VmRSS gone)");
	} else if (TST_RET) {
		tst_res(TFAIL | TTERRNO, "process_mrelease(killed child) returned %ld", TST_RET);
	} else {
		if (after < 0 || after < 8 * 1024)
			tst_res(TPASS, "the child's memory is released (VmRSS %ld kB before, %s "
				"after)", before, after < 0 ? "none" : "small");
		else
			tst_res(TFAIL, "the child's VmRSS is still %ld kB", after);
	}
	SAFE_WAITPID(pid, NULL, 0);
	SAFE_CLOSE(pidfd);
}

static void test_errors(void)
{
	pid_t pid = child_holding(SMALL);
	int pidfd = SAFE_PIDFD_OPEN(pid, 0);
	long before = vm_rss(pid);

	TST_EXP_FAIL(sys_process_mrelease(pidfd, 1), EINVAL, "process_mrelease(flags 1)");
	TST_EXP_FAIL(sys_process_mrelease(pidfd, 0), EINVAL,
		     "process_mrelease(a process not being killed)");
	if (vm_rss(pid) < before)
		tst_res(TFAIL, "the live child's VmRSS went from %ld to %ld kB", before,
			vm_rss(pid));
	TST_EXP_FAIL(sys_process_mrelease(file_fd, 0), EBADF, "process_mrelease(not a pidfd)");
	SAFE_KILL(pid, SIGKILL);
	SAFE_WAITPID(pid, NULL, 0);
	TST_EXP_FAIL(sys_process_mrelease(pidfd, 0), ESRCH, "process_mrelease(a reaped child)");
	SAFE_CLOSE(pidfd);
}

static void run(void)
{
	test_release();
	test_errors();
}

static void setup(void)
{
	file_fd = SAFE_OPEN("/proc/self/status", O_RDONLY);
}

static void cleanup(void)
{
	if (file_fd >= 0)
		SAFE_CLOSE(file_fd);
}

static struct tst_test test = {
	.test_all = run,
	.setup = setup,
	.cleanup = cleanup,
	.forks_child = 1,
	.needs_checkpoints = 1,
	.min_kver = "5.15",
};
