// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * process_madvise(2) (Linux 5.10) "is used to give advice or directions to the kernel
 * about the address ranges of another process or of the calling process":
 * - MADV_WILLNEED given through a pidfd of a child for two ranges (two iovecs) of the
 *   child's shared mapping of a file dropped from the page cache: the call returns the
 *   number of bytes advised (both ranges), and the child then finds those pages read in
 *   (mincore, waiting for the asynchronous reads);
 * - MADV_COLD given to the calling process through its own pidfd returns the length and
 *   leaves the data in place.
 * Child and parent meet at checkpoints; the mapping is at the same address in both (made
 * before fork()).
 */

#include <stdlib.h>
#include <sys/uio.h>
#include "tst_test.h"
#include "tst_vma.h"
#include "lapi/syscalls.h"

/* a disk filesystem: tmpfs (the tmpdir of some runs) has no writeback or eviction */
#define MNT "mnt"

#ifndef MADV_COLD
# define MADV_COLD 20
#endif

#define NPAGES 5

static size_t ps, len;
static char *map;
static int fd = -1;

static long sys_process_madvise(int pidfd, const struct iovec *iov, size_t n, int advice,
				unsigned int flags)
{
	return tst_syscall(__NR_process_madvise, pidfd, iov, n, advice, flags);
}

static void child(void)
{
	char res[NPAGES + 1];

	if (posix_fadvise(fd, 0, 0, POSIX_FADV_DONTNEED))
		tst_brk(TBROK, "posix_fadvise(DONTNEED)");
	tst_vma_residency(map, len, res);
	if (strcmp(res, "00000"))
		tst_brk(TBROK, "the file is still cached: %s", res);
	TST_CHECKPOINT_WAKE_AND_WAIT(0);
	if (tst_vma_residency_wait(map, len, "11?11", 5000, res))
		tst_res(TPASS, "the child's pages 0-1 and 3-4 were read in (%s)", res);
	else
		tst_res(TFAIL, "the child's residency is %s, expected 11?11", res);
	exit(0);
}

static void test_child(void)
{
	struct iovec iov[2] = {{map, 2 * ps}, {map + 3 * ps, 2 * ps}};
	int pidfd;
	pid_t pid;

	pid = SAFE_FORK();
	if (!pid)
		child();
	TST_CHECKPOINT_WAIT(0);
	pidfd = SAFE_PIDFD_OPEN(pid, 0);
	TST_EXP_VAL(sys_process_madvise(pidfd, iov, 2, MADV_WILLNEED, 0), (long)(4 * ps),
		    "process_madvise(child, 2 ranges, MADV_WILLNEED)");
	TST_CHECKPOINT_WAKE(0);
	SAFE_CLOSE(pidfd);
	tst_reap_children();
}

static void test_self(void)
{
	char *p = SAFE_MMAP(NULL, len, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS,
			    -1, 0);
	struct iovec iov = {p, len};
	int pidfd = SAFE_PIDFD_OPEN(getpid(), 0);

	memset(p, 'c', len);
	TST_EXP_VAL(sys_process_madvise(pidfd, &iov, 1, MADV_COLD, 0), (long)len,
		    "process_madvise(self, MADV_COLD)");
	if (p[0] != 'c' || p[len - 1] != 'c')
		tst_res(TFAIL, "MADV_COLD changed the data");
	SAFE_CLOSE(pidfd);
	SAFE_MUNMAP(p, len);
}

static void run(void)
{
	test_child();
	test_self();
}

static void setup(void)
{
	ps = getpagesize();
	len = NPAGES * ps;
	fd = tst_vma_file(MNT "/file", NPAGES, 'p', 0);
	map = SAFE_MMAP(NULL, len, PROT_READ, MAP_SHARED, fd, 0);
}

static void cleanup(void)
{
	if (map)
		SAFE_MUNMAP(map, len);
	if (fd >= 0)
		SAFE_CLOSE(fd);
}

static struct tst_test test = {
	.test_all = run,
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
