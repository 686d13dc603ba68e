// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * process_madvise(2) errors, in the order of the man page's ERRORS, with MADV_WILLNEED on
 * a mapping of a file dropped from the page cache; after each failure no page of the file
 * is cached (mincore):
 * - EBADF: a descriptor that is not a pidfd (a regular file);
 * - EFAULT: the iovec array at an invalid address;
 * - EINVAL: flags 1; an iov_len above SSIZE_MAX (the kernel checks each value, which is
 *   how the sum overflows); vlen above UIO_MAXIOV; an advice process_madvise() does not
 *   take for another process (MADV_DONTFORK; recent kernels take any advice for the
 *   caller itself; see madvise(2) for the advice's own errors);
 * - EPERM: a caller that may read the target's address space but lacks CAP_SYS_NICE (a
 *   root child without it, advising its sibling); a caller that may not read it at all
 *   gets EACCES, which the man page does not list;
 * - ESRCH: the target has terminated and been waited on.
 *
 * Not provoked: EFAULT for memory "outside the accessible address space of the process":
 * Linux skips unmapped ranges of a valid iovec and reports ENOMEM, as madvise() does;
 * ENOMEM for the internal copy of the iovec: needs the kernel out of memory.
 */

#include <limits.h>
#include <stdlib.h>
#include <sys/uio.h>
#include "tst_test.h"
#include "tst_capability.h"
#include "tst_vma.h"
#include "lapi/syscalls.h"

/* a disk filesystem: tmpfs (the tmpdir of some runs) has no writeback or eviction */
#define MNT "mnt"

#define NPAGES 4
#define MAXIOV 1024

static size_t ps, len;
static char *map;
static int fd = -1, self_fd = -1, reaped_fd = -1, other_fd = -1;
static struct iovec iov, *bad_iov, *many_iov, *over_iov;

static void without_cap_sys_nice(void)
{
	struct tst_cap c = {TST_CAP_DROP, CAP_SYS_NICE, "CAP_SYS_NICE"};

	tst_cap_action(&c);
}

static struct tcase {
	const char *name;
	int *pidfd;
	struct iovec **iov;
	size_t vlen;
	int advice;
	unsigned int flags;
	int exp_errno;
	void (*child)(void);
} tcases[] = {
	{"fd not a pidfd", &fd, NULL, 1, MADV_WILLNEED, 0, EBADF},
	{"iovec at an invalid address", &self_fd, &bad_iov, 1, MADV_WILLNEED, 0, EFAULT},
	{"flags 1", &self_fd, NULL, 1, MADV_WILLNEED, 1, EINVAL},
	{"iov_len above SSIZE_MAX", &self_fd, &over_iov, 1, MADV_WILLNEED, 0, EINVAL},
	{"vlen above UIO_MAXIOV", &self_fd, &many_iov, MAXIOV + 1, MADV_WILLNEED, 0, EINVAL},
	{"advice MADV_DONTFORK to another process", &other_fd, NULL, 1, MADV_DONTFORK, 0,
		EINVAL},
	{"caller without CAP_SYS_NICE", &other_fd, NULL, 1, MADV_WILLNEED, 0, EPERM,
		without_cap_sys_nice},
	{"reaped target", &reaped_fd, NULL, 1, MADV_WILLNEED, 0, ESRCH},
};

static void check(struct tcase *tc)
{
	const struct iovec *v = tc->iov ? *tc->iov : &iov;
	size_t res;

	TST_EXP_FAIL2(tst_syscall(__NR_process_madvise, *tc->pidfd, v, tc->vlen, tc->advice,
				  tc->flags), tc->exp_errno, "process_madvise() %s", tc->name);
	res = tst_vma_resident(map, len);
	if (res)
		tst_res(TFAIL, "%s: %zu pages read in after the failure", tc->name, res);
	if (tst_vma_has_flag(map, "dc"))
		tst_res(TFAIL, "%s: the mapping got VmFlags 'dc'", tc->name);
}

static void run(unsigned int i)
{
	struct tcase *tc = &tcases[i];
	pid_t target;

	if (posix_fadvise(fd, 0, 0, POSIX_FADV_DONTNEED) || tst_vma_resident(map, len))
		tst_brk(TBROK, "could not drop the file from the page cache");
	if (tc->pidfd != &other_fd) {
		check(tc);
		return;
	}
	/*
	 * Another process as the target: a child waiting at a checkpoint; the caller is a
	 * second child when the row changes the caller.
	 */
	target = SAFE_FORK();
	if (!target) {
		TST_CHECKPOINT_WAIT(0);
		exit(0);
	}
	other_fd = SAFE_PIDFD_OPEN(target, 0);
	if (!tc->child) {
		check(tc);
	} else if (!SAFE_FORK()) {
		tc->child();
		check(tc);
		exit(0);
	} else {
		SAFE_WAIT(NULL);
	}
	TST_CHECKPOINT_WAKE(0);
	SAFE_CLOSE(other_fd);
}

static void setup(void)
{
	pid_t pid;
	size_t i;

	ps = getpagesize();
	len = NPAGES * ps;
	fd = tst_vma_file(MNT "/file", NPAGES, 'e', 0);
	map = SAFE_MMAP(NULL, len, PROT_READ, MAP_SHARED, fd, 0);
	iov.iov_base = map;
	iov.iov_len = len;
	over_iov = SAFE_MALLOC(sizeof(*over_iov));
	over_iov->iov_base = map;
	over_iov->iov_len = (size_t)SSIZE_MAX + 1;
	many_iov = SAFE_MALLOC((MAXIOV + 1) * sizeof(*many_iov));
	for (i = 0; i <= MAXIOV; i++)
		many_iov[i] = iov;
	bad_iov = tst_get_bad_addr(NULL);

	self_fd = SAFE_PIDFD_OPEN(getpid(), 0);
	pid = SAFE_FORK();
	if (!pid)
		exit(0);
	reaped_fd = SAFE_PIDFD_OPEN(pid, 0);
	SAFE_WAITPID(pid, NULL, 0);
}

static void cleanup(void)
{
	if (reaped_fd >= 0)
		SAFE_CLOSE(reaped_fd);
	if (self_fd >= 0)
		SAFE_CLOSE(self_fd);
	if (map)
		SAFE_MUNMAP(map, len);
	if (fd >= 0)
		SAFE_CLOSE(fd);
	free(many_iov);
	free(over_iov);
}

static struct tst_test test = {
	.test = run,
	.tcnt = ARRAY_SIZE(tcases),
	.setup = setup,
	.cleanup = cleanup,
	.needs_root = 1,
	.forks_child = 1,
	.needs_checkpoints = 1,
	.min_kver = "5.10",
	.mount_device = 1,
	.dev_min_size = 16,
	.mntpoint = MNT,
};
