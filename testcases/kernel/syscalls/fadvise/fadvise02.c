// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * fadvise64(2) errors (man 2 posix_fadvise, ERRORS), by the raw system call (fadvise64_64
 * on i386, see fadvise.h); after each failure of a POSIX_FADV_DONTNEED-like request the
 * file's pages are checked to be still in the page cache (mincore of an untouched shared
 * mapping):
 * - EBADF: fd not a valid file descriptor;
 * - EINVAL: an invalid advice; a negative len;
 * - ESPIPE: fd refers to a pipe.
 */

#include <fcntl.h>
#include "tst_test.h"
#include "tst_vma.h"
#include "fadvise.h"

/* a disk filesystem: tmpfs (the tmpdir of some runs) has no writeback or eviction */
#define MNT "mnt"

#define NPAGES 4

static size_t ps, len;
static int fd = -1, bad_fd = -1, pipefd[2] = {-1, -1};
static char *map;

static struct tcase {
	const char *name;
	int *fd;
	long off_len;
	int advice;
	int exp_errno;
} tcases[] = {
	{"closed fd", &bad_fd, 0, POSIX_FADV_DONTNEED, EBADF},
	{"invalid advice", &fd, 0, 99, EINVAL},
	{"negative len", &fd, -1, POSIX_FADV_DONTNEED, EINVAL},
	{"pipe", &pipefd[0], 0, POSIX_FADV_DONTNEED, ESPIPE},
};

static void run(unsigned int i)
{
	struct tcase *tc = &tcases[i];
	size_t res;

	TST_EXP_FAIL(sys_fadvise(*tc->fd, 0, tc->off_len * (long)ps, tc->advice),
		     tc->exp_errno, "fadvise64() %s", tc->name);
	res = tst_vma_resident(map, len);
	if (res != NPAGES)
		tst_res(TFAIL, "%s: %zu of %d pages left in the page cache", tc->name, res,
			NPAGES);
}

static void setup(void)
{
	ps = getpagesize();
	len = NPAGES * ps;
	fd = tst_vma_file(MNT "/file", NPAGES, 'f', 0);
	map = SAFE_MMAP(NULL, len, PROT_READ, MAP_SHARED, fd, 0);
	if (tst_vma_resident(map, len) != NPAGES)
		tst_brk(TBROK, "the written pages are not in the page cache");
	bad_fd = SAFE_OPEN(MNT "/file", O_RDONLY);
	SAFE_CLOSE(bad_fd);
	bad_fd = 999;
	SAFE_PIPE(pipefd);
}

static void cleanup(void)
{
	if (map)
		SAFE_MUNMAP(map, len);
	if (fd >= 0)
		SAFE_CLOSE(fd);
	if (pipefd[0] >= 0) {
		SAFE_CLOSE(pipefd[0]);
		SAFE_CLOSE(pipefd[1]);
	}
}

static struct tst_test test = {
	.test = run,
	.tcnt = ARRAY_SIZE(tcases),
	.setup = setup,
	.cleanup = cleanup,
	.needs_root = 1,
	.mount_device = 1,
	.dev_min_size = 16,
	.mntpoint = MNT,
};
