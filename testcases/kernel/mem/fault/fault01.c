// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * The page-fault counters of getrusage(2) move with real faults:
 * - ru_minflt ("page faults serviced without any I/O activity") grows by at least 64 when
 *   64 fresh anonymous pages are touched one by one (fault-around does not apply to
 *   anonymous memory), and a second pass over the same pages adds fewer than 64;
 * - ru_majflt ("page faults serviced that required I/O activity") grows when a file
 *   mapping is read after the file's pages were dropped from the page cache
 *   (POSIX_FADV_DONTNEED), and does not when the pages are cached;
 * - RUSAGE_CHILDREN holds a reaped child's minor faults (at least the 64 it made).
 */

#include <stdlib.h>
#include <sys/resource.h>
#include "tst_test.h"
#include "tst_safe_prw.h"
#include "tst_vma.h"

/* a disk filesystem: tmpfs (the tmpdir of some runs) has no writeback or eviction */
#define MNT "mnt"

#define NPAGES 64

static size_t ps;
static int fd = -1;

static struct rusage usage(int who)
{
	struct rusage ru;

	SAFE_GETRUSAGE(who, &ru);
	return ru;
}

static void touch(char *p)
{
	size_t i;

	for (i = 0; i < NPAGES; i++)
		((volatile char *)p)[i * ps] = 1;
}

static void minor(void)
{
	char *p = SAFE_MMAP(NULL, NPAGES * ps, PROT_READ | PROT_WRITE,
			    MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE, -1, 0);
	long before, first, second;

	/* no huge page may serve the whole range at once */
	madvise(p, NPAGES * ps, MADV_NOHUGEPAGE);
	before = usage(RUSAGE_SELF).ru_minflt;
	touch(p);
	first = usage(RUSAGE_SELF).ru_minflt - before;
	before = usage(RUSAGE_SELF).ru_minflt;
	touch(p);
	second = usage(RUSAGE_SELF).ru_minflt - before;
	if (first >= NPAGES && second < NPAGES)
		tst_res(TPASS, "ru_minflt: +%ld for %d fresh pages, +%ld touching them again",
			first, NPAGES, second);
	else
		tst_res(TFAIL, "ru_minflt: +%ld for %d fresh pages (expected >= %d), +%ld again",
			first, NPAGES, NPAGES, second);
	SAFE_MUNMAP(p, NPAGES * ps);
}

static long read_mapping(void)
{
	char *p = SAFE_MMAP(NULL, NPAGES * ps, PROT_READ, MAP_SHARED, fd, 0);
	long before = usage(RUSAGE_SELF).ru_majflt;
	size_t i;
	long sum = 0;

	for (i = 0; i < NPAGES; i++)
		sum += ((volatile char *)p)[i * ps];
	before = usage(RUSAGE_SELF).ru_majflt - before;
	SAFE_MUNMAP(p, NPAGES * ps);
	if (sum != NPAGES * 'f')
		tst_brk(TBROK, "the file mapping reads wrong data");
	return before;
}

static void major(void)
{
	long cached, dropped;

	cached = read_mapping();
	if (posix_fadvise(fd, 0, 0, POSIX_FADV_DONTNEED))
		tst_brk(TBROK, "could not drop the file from the page cache");
	dropped = read_mapping();
	if (dropped > 0 && cached == 0)
		tst_res(TPASS, "ru_majflt: +%ld reading dropped file pages, +0 for cached ones",
			dropped);
	else
		tst_res(TFAIL, "ru_majflt: +%ld reading dropped file pages (expected > 0), +%ld "
			"for cached ones (expected 0)", dropped, cached);
}

static void children(void)
{
	long before = usage(RUSAGE_CHILDREN).ru_minflt, grown;

	if (!SAFE_FORK()) {
		minor();
		exit(0);
	}
	SAFE_WAIT(NULL);
	grown = usage(RUSAGE_CHILDREN).ru_minflt - before;
	if (grown >= NPAGES)
		tst_res(TPASS, "RUSAGE_CHILDREN ru_minflt grew by %ld after the child's faults",
			grown);
	else
		tst_res(TFAIL, "RUSAGE_CHILDREN ru_minflt grew by %ld, expected >= %d", grown,
			NPAGES);
}

static void run(void)
{
	minor();
	major();
	children();
}

static void setup(void)
{
	char *buf;

	ps = getpagesize();
	buf = SAFE_MALLOC(NPAGES * ps);
	memset(buf, 'f', NPAGES * ps);
	fd = SAFE_OPEN(MNT "/file", O_RDWR | O_CREAT, 0600);
	SAFE_PWRITE(1, fd, buf, NPAGES * ps, 0);
	SAFE_FSYNC(fd);
	free(buf);
}

static void cleanup(void)
{
	if (fd >= 0)
		SAFE_CLOSE(fd);
}

static struct tst_test test = {
	.test_all = run,
	.setup = setup,
	.cleanup = cleanup,
	.forks_child = 1,
	.needs_root = 1,
	.mount_device = 1,
	.dev_min_size = 16,
	.mntpoint = MNT,
};
