// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * madvise(2) advice that changes what memory holds, checked through reads, faults,
 * mincore(2) and /proc/self/smaps:
 * - MADV_DONTNEED on private anonymous memory: "subsequent accesses of pages in the range
 *   will succeed, but will result in ... zero-fill-on-demand pages", and the pages are no
 *   longer resident; on a shared file mapping the data comes back from the file;
 * - MADV_FREE (Linux 4.5): the dirty pages become clean (smaps Private_Dirty 0,
 *   Private_Clean all), so that reclaim may drop them without writing them anywhere; a page
 *   written again afterwards keeps the new data ("the free operation will be canceled");
 *   (smaps LazyFree is not used: it is updated from per-CPU batches, later);
 * - MADV_REMOVE: "Free up a given range of pages and its associated backing store": on a
 *   shared mapping of a memfd the range reads zero through the mapping and through pread()
 *   and the file's st_blocks shrinks;
 * - MADV_PAGEOUT (Linux 5.4): a clean page of a file, mapped by this process only, is
 *   reclaimed (mincore: not resident) and reads back from the file;
 * - MADV_POPULATE_READ / MADV_POPULATE_WRITE (Linux 5.14): every page is resident before
 *   any access; POPULATE_WRITE allocates them (smaps Anonymous), POPULATE_READ allocates
 *   what reading the pages by hand does ("just as if manually reading from each page"):
 *   nothing where read faults map the shared zero page, every page where the kernel has
 *   no zero page to map;
 * - MADV_GUARD_INSTALL / MADV_GUARD_REMOVE (Linux 6.13): an access to a guarded page raises
 *   SIGSEGV, the mapping stays one mapping in /proc/self/maps, and after removal the page
 *   works again and reads zero.
 * Parts newer than the running kernel report TCONF, decided from the kernel version.
 */

#include <sched.h>
#include <signal.h>
#include <sys/stat.h>
#include "tst_test.h"
#include "tst_safe_prw.h"
#include "tst_vma.h"
#include "lapi/syscalls.h"
#include "madvise_lapi.h"

/* a disk filesystem: tmpfs (the tmpdir of some runs) has no writeback or eviction */
#define MNT "mnt"

#define NPAGES 4

static size_t ps, len;

static char *anon(int flags)
{
	char *p = SAFE_MMAP(NULL, len, PROT_READ | PROT_WRITE, flags | MAP_ANONYMOUS, -1, 0);

	memset(p, 'x', len);
	return p;
}

static int all_zero(const char *p, size_t n)
{
	size_t i;

	for (i = 0; i < n; i++)
		if (p[i])
			return 0;
	return 1;
}

static int needs(int maj, int min, const char *what)
{
	if (tst_kvercmp(maj, min, 0) >= 0)
		return 0;
	tst_res(TCONF, "%s needs Linux %d.%d", what, maj, min);
	return 1;
}

static void test_dontneed(void)
{
	char *p = anon(MAP_PRIVATE);
	int fd;

	TST_EXP_PASS(madvise(p, 2 * ps, MADV_DONTNEED), "madvise(MADV_DONTNEED, anonymous)");
	if (tst_vma_resident(p, len) != 2)
		tst_res(TFAIL, "MADV_DONTNEED: %zu pages resident, expected 2",
			tst_vma_resident(p, len));
	else if (!all_zero(p, 2 * ps) || p[2 * ps] != 'x')
		tst_res(TFAIL, "MADV_DONTNEED: the range is not zero or the rest changed");
	else
		tst_res(TPASS, "MADV_DONTNEED: 2 pages dropped, read back as zero, rest kept");
	SAFE_MUNMAP(p, len);

	fd = SAFE_OPEN(MNT "/file", O_RDWR | O_CREAT, 0600);
	SAFE_FTRUNCATE(fd, len);
	p = SAFE_MMAP(NULL, len, PROT_READ | PROT_WRITE, MAP_SHARED, fd, 0);
	memset(p, 'f', len);
	TST_EXP_PASS(madvise(p, len, MADV_DONTNEED), "madvise(MADV_DONTNEED, shared file)");
	if (p[0] == 'f' && p[len - 1] == 'f')
		tst_res(TPASS, "MADV_DONTNEED: a shared file mapping reads its data again");
	else
		tst_res(TFAIL, "MADV_DONTNEED: shared file mapping reads 0x%02x", p[0]);
	SAFE_MUNMAP(p, len);
	SAFE_CLOSE(fd);
	SAFE_UNLINK(MNT "/file");
}

static void test_free(void)
{
	char *p = anon(MAP_PRIVATE);
	long dirty, clean;

	TST_EXP_PASS(madvise(p, len, MADV_FREE), "madvise(MADV_FREE)");
	dirty = tst_vma_smaps_kb(p, "Private_Dirty");
	clean = tst_vma_smaps_kb(p, "Private_Clean");
	p[0] = 'n';
	if (dirty || clean != (long)(len / 1024))
		tst_res(TFAIL, "MADV_FREE: Private_Dirty %ld kB, Private_Clean %ld kB; expected "
			"0 and %zu", dirty, clean, len / 1024);
	else if (p[0] != 'n' || (p[1] != 'x' && p[1]))
		tst_res(TFAIL, "MADV_FREE: a page written again reads '%c%c'", p[0], p[1]);
	else
		tst_res(TPASS, "MADV_FREE: %ld kB made clean (free to drop), a page written again "
			"keeps its data", clean);
	SAFE_MUNMAP(p, len);
}

static void test_remove(void)
{
	int fd = tst_syscall(__NR_memfd_create, "remove", 0);
	struct stat before, after;
	char *p, c = 1;

	if (fd < 0)
		tst_brk(TBROK | TERRNO, "memfd_create()");
	SAFE_FTRUNCATE(fd, len);
	p = SAFE_MMAP(NULL, len, PROT_READ | PROT_WRITE, MAP_SHARED, fd, 0);
	memset(p, 'r', len);
	SAFE_FSTAT(fd, &before);
	TST_EXP_PASS(madvise(p + ps, 2 * ps, MADV_REMOVE), "madvise(MADV_REMOVE)");
	SAFE_FSTAT(fd, &after);
	SAFE_PREAD(1, fd, &c, 1, ps + 5);
	if (!all_zero(p + ps, 2 * ps) || c)
		tst_res(TFAIL, "MADV_REMOVE: the range does not read zero (mapping or pread())");
	else if (p[0] != 'r' || p[3 * ps] != 'r')
		tst_res(TFAIL, "MADV_REMOVE: the pages around the range changed");
	else if (after.st_blocks >= before.st_blocks)
		tst_res(TFAIL, "MADV_REMOVE: st_blocks %ld before, %ld after",
			(long)before.st_blocks, (long)after.st_blocks);
	else
		tst_res(TPASS, "MADV_REMOVE: range zero in the mapping and the file, st_blocks "
			"%ld -> %ld", (long)before.st_blocks, (long)after.st_blocks);
	SAFE_MUNMAP(p, len);
	SAFE_CLOSE(fd);
}

static void test_pageout(void)
{
	cpu_set_t mask, one;
	int fd, cpu;
	char *p, *buf;
	size_t res;

	if (needs(5, 4, "MADV_PAGEOUT"))
		return;
	/*
	 * On one CPU: a new page cache page waits in its CPU's LRU batch until that is drained,
	 * and MADV_PAGEOUT drains only the batch of the CPU it runs on; a page still in another
	 * CPU's batch cannot be isolated and stays (seen in CI under load).
	 */
	if (sched_getaffinity(0, sizeof(mask), &mask))
		tst_brk(TBROK | TERRNO, "sched_getaffinity()");
	cpu = sched_getcpu();
	CPU_ZERO(&one);
	CPU_SET(cpu, &one);
	if (sched_setaffinity(0, sizeof(one), &one))
		tst_brk(TBROK | TERRNO, "sched_setaffinity(CPU %d)", cpu);
	buf = SAFE_MALLOC(len);
	memset(buf, 'o', len);
	fd = SAFE_OPEN(MNT "/pageout", O_RDWR | O_CREAT, 0600);
	SAFE_PWRITE(1, fd, buf, len, 0);
	SAFE_FSYNC(fd);
	p = SAFE_MMAP(NULL, len, PROT_READ, MAP_SHARED, fd, 0);
	if (p[0] != 'o' || p[len - 1] != 'o')
		tst_brk(TBROK, "the mapping does not show the file");
	TST_EXP_PASS(madvise(p, len, MADV_PAGEOUT), "madvise(MADV_PAGEOUT)");
	res = tst_vma_resident(p, len);
	if (res)
		tst_res(TFAIL, "MADV_PAGEOUT: %zu of %d clean file pages still resident", res,
			NPAGES);
	else if (p[0] != 'o' || p[len - 1] != 'o')
		tst_res(TFAIL, "MADV_PAGEOUT: the file does not read back");
	else
		tst_res(TPASS, "MADV_PAGEOUT: clean file pages reclaimed, data reads back");
	SAFE_MUNMAP(p, len);
	SAFE_CLOSE(fd);
	SAFE_UNLINK(MNT "/pageout");
	free(buf);
	if (sched_setaffinity(0, sizeof(mask), &mask))
		tst_brk(TBROK | TERRNO, "sched_setaffinity() back");
}

/* smaps Anonymous of a private anonymous mapping after a read from each of its pages */
static long read_by_hand_anon_kb(void)
{
	char *p = SAFE_MMAP(NULL, len, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
	long kb;

	for (size_t off = 0; off < len; off += ps)
		(void)*(volatile char *)(p + off);
	kb = tst_vma_smaps_kb(p, "Anonymous");
	SAFE_MUNMAP(p, len);
	return kb;
}

static void test_populate(int advice, const char *name, long anon_kb)
{
	char *p;
	size_t res;
	long kb;

	if (needs(5, 14, name))
		return;
	p = SAFE_MMAP(NULL, len, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
	TST_EXP_PASS(madvise(p, len, advice), "madvise(%s)", name);
	res = tst_vma_resident(p, len);
	kb = tst_vma_smaps_kb(p, "Anonymous");
	if (res != NPAGES || kb != anon_kb)
		tst_res(TFAIL, "%s: %zu of %d pages resident, Anonymous %ld kB (expected %ld)",
			name, res, NPAGES, kb, anon_kb);
	else if (!all_zero(p, len))
		tst_res(TFAIL, "%s: the populated pages are not zero", name);
	else
		tst_res(TPASS, "%s: %d pages resident before any access, Anonymous %ld kB", name,
			NPAGES, kb);
	SAFE_MUNMAP(p, len);
}

static void test_guard(void)
{
	char *p;
	struct tst_vma vma;
	int sig;

	if (needs(6, 13, "MADV_GUARD_INSTALL"))
		return;
	p = anon(MAP_PRIVATE);
	TST_EXP_PASS(madvise(p + ps, ps, MADV_GUARD_INSTALL), "madvise(MADV_GUARD_INSTALL)");
	sig = tst_vma_read(p + ps, NULL);
	if (sig != SIGSEGV)
		tst_res(TFAIL, "guard page: a load gives signal %d, expected SIGSEGV", sig);
	else if (!tst_vma_find(p, &vma) || vma.end < (unsigned long)p + len)
		tst_res(TFAIL, "guard page: the mapping was split in /proc/self/maps");
	else if (p[0] != 'x' || p[2 * ps] != 'x')
		tst_res(TFAIL, "guard page: the neighbouring pages changed");
	else
		tst_res(TPASS, "MADV_GUARD_INSTALL: the page faults, the mapping is one piece");

	TST_EXP_PASS(madvise(p + ps, ps, MADV_GUARD_REMOVE), "madvise(MADV_GUARD_REMOVE)");
	if (tst_vma_write(p + ps + 1, 'g') || p[ps])
		tst_res(TFAIL, "MADV_GUARD_REMOVE: the page faults or does not read zero");
	else
		tst_res(TPASS, "MADV_GUARD_REMOVE: the page works again and reads zero");
	SAFE_MUNMAP(p, len);
}

static void run(void)
{
	test_dontneed();
	test_free();
	test_remove();
	test_pageout();
	test_populate(MADV_POPULATE_READ, "MADV_POPULATE_READ", read_by_hand_anon_kb());
	test_populate(MADV_POPULATE_WRITE, "MADV_POPULATE_WRITE", NPAGES * getpagesize() / 1024);
	test_guard();
}

static void setup(void)
{
	ps = getpagesize();
	len = NPAGES * ps;
}

static struct tst_test test = {
	.test_all = run,
	.setup = setup,
	.needs_root = 1,
	.mount_device = 1,
	.dev_min_size = 16,
	.mntpoint = MNT,
};
