// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * readahead(2) errors, in the order of the man page's ERRORS; after each failure the file,
 * dropped from the page cache before, is checked to have no page read in (mincore of an
 * untouched shared mapping):
 * - EBADF: a closed fd; an fd not open for reading (O_WRONLY on the file);
 * - EINVAL: fd refers to a pipe, a directory, a character device (/dev/null): file types
 *   readahead() cannot be applied to.
 */

#include <fcntl.h>
#include "tst_test.h"
#include "tst_vma.h"

/* a disk filesystem: tmpfs (the tmpdir of some runs) has no writeback or eviction */
#define MNT "mnt"

#define NPAGES 4

static size_t ps, len;
static int fd = -1, bad_fd = -1, wr_fd = -1, dir_fd = -1, null_fd = -1, pipefd[2] = {-1, -1};
static char *map;

static struct tcase {
	const char *name;
	int *fd;
	int exp_errno;
} tcases[] = {
	{"closed fd", &bad_fd, EBADF},
	{"fd open O_WRONLY", &wr_fd, EBADF},
	{"pipe", &pipefd[0], EINVAL},
	{"directory", &dir_fd, EINVAL},
	{"character device", &null_fd, EINVAL},
};

static void run(unsigned int i)
{
	struct tcase *tc = &tcases[i];
	size_t res;

	if (posix_fadvise(fd, 0, 0, POSIX_FADV_DONTNEED) || tst_vma_resident(map, len))
		tst_brk(TBROK, "could not drop the file from the page cache");
	TST_EXP_FAIL(readahead(*tc->fd, 0, len), tc->exp_errno, "readahead() %s", tc->name);
	res = tst_vma_resident(map, len);
	if (res)
		tst_res(TFAIL, "%s: the failed call read %zu pages in", tc->name, res);
}

static void setup(void)
{
	ps = getpagesize();
	len = NPAGES * ps;
	fd = tst_vma_file(MNT "/file", NPAGES, 'r', 0);
	map = SAFE_MMAP(NULL, len, PROT_READ, MAP_SHARED, fd, 0);
	wr_fd = SAFE_OPEN(MNT "/file", O_WRONLY);
	bad_fd = SAFE_OPEN(MNT "/file", O_RDONLY);
	SAFE_CLOSE(bad_fd);
	bad_fd = 999;
	dir_fd = SAFE_OPEN(".", O_RDONLY | O_DIRECTORY);
	null_fd = SAFE_OPEN("/dev/null", O_RDONLY);
	SAFE_PIPE(pipefd);
}

static void cleanup(void)
{
	if (map)
		SAFE_MUNMAP(map, len);
	if (fd >= 0)
		SAFE_CLOSE(fd);
	if (wr_fd >= 0)
		SAFE_CLOSE(wr_fd);
	if (dir_fd >= 0)
		SAFE_CLOSE(dir_fd);
	if (null_fd >= 0)
		SAFE_CLOSE(null_fd);
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
