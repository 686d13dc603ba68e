// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * mmap(2) of a regular file:
 * - MAP_SHARED "Updates to the mapping are visible to other processes mapping the same
 *   region, and (in the case of file-backed mappings) are carried through to the
 *   underlying file": data written with write() is read through the mapping, a store
 *   through the mapping is read back with pread();
 * - the mapping starts at offset: a mapping at offset one page shows the file's second
 *   page;
 * - MAP_PRIVATE: "Updates to the mapping are not visible to other processes mapping the
 *   same file, and are not carried through to the underlying file": after a store the
 *   file (pread) keeps its data;
 * - NOTES: "the remaining bytes in the partial page at the end of the mapping are zeroed
 *   when mapped", and SIGBUS: "Attempted access to a page of the buffer that lies beyond
 *   the end of the mapped file": a page wholly past EOF raises SIGBUS, and no longer does
 *   once ftruncate() grew the file over it;
 * - MAP_SHARED_VALIDATE "behaves just like MAP_SHARED except that MAP_SHARED mappings
 *   ignore unknown flags in flags. By contrast, when creating a mapping using
 *   MAP_SHARED_VALIDATE, the kernel verifies all passed flags are known and fails the
 *   mapping with the error EOPNOTSUPP for unknown flags": MAP_SHARED_VALIDATE writes reach
 *   the file; MAP_SHARED with the unknown flag maps; MAP_SHARED_VALIDATE with it fails
 *   and maps nothing;
 * - MAP_SYNC "is available only with the MAP_SHARED_VALIDATE mapping type ... and only for
 *   files supporting DAX": on the test directory's file (no DAX here: TCONF when it is
 *   mounted with dax) MAP_SHARED_VALIDATE | MAP_SYNC fails with EOPNOTSUPP and maps
 *   nothing.
 */

#include <signal.h>
#include "tst_test.h"
#include "tst_safe_prw.h"
#include "tst_vma.h"
#include "mmap_lapi.h"

/* a flag bit mmap() does not know (above MAP_FIXED_NOREPLACE and below MAP_HUGE_SHIFT) */
#define UNKNOWN_FLAG 0x1000000

static size_t ps;
static int fd = -1;
static char *buf;
static int dax;

static char *map_file(size_t len, int prot, int flags, off_t off)
{
	char *p = mmap(NULL, len, prot, flags, fd, off);

	if (p == MAP_FAILED) {
		tst_res(TFAIL | TERRNO, "mmap(NULL, %zu, %d, 0x%x, fd, %ld)", len, prot, flags,
			(long)off);
		return NULL;
	}
	return p;
}

static void fill_file(size_t size)
{
	size_t i;

	SAFE_FTRUNCATE(fd, 0);
	for (i = 0; i < size; i++)
		buf[i] = 'a' + i / ps;
	SAFE_PWRITE(1, fd, buf, size, 0);
}

static void test_shared(int flags, const char *name)
{
	char *p, c;

	fill_file(2 * ps);
	p = map_file(2 * ps, PROT_READ | PROT_WRITE, flags, 0);
	if (!p)
		return;
	SAFE_PWRITE(1, fd, "W", 1, ps + 7);
	if (tst_vma_read(p + ps + 7, &c) || c != 'W') {
		tst_res(TFAIL, "%s: write() of 'W' not seen through the mapping", name);
		goto out;
	}
	if (p[0] != 'a' || p[ps] != 'b') {
		tst_res(TFAIL, "%s: mapping reads '%c','%c', the file has 'a','b'", name, p[0],
			p[ps]);
		goto out;
	}
	p[5] = 'S';
	SAFE_PREAD(1, fd, &c, 1, 5);
	if (c != 'S') {
		tst_res(TFAIL, "%s: pread() after a store of 'S' reads '%c'", name, c);
		goto out;
	}
	tst_res(TPASS, "%s: write() is seen in the mapping, stores reach the file", name);
out:
	SAFE_MUNMAP(p, 2 * ps);
}

static void test_offset(void)
{
	char *p;

	fill_file(3 * ps);
	p = map_file(ps, PROT_READ, MAP_SHARED, ps);
	if (!p)
		return;
	if (p[0] == 'b' && p[ps - 1] == 'b')
		tst_res(TPASS, "offset one page: the mapping shows the file's second page");
	else
		tst_res(TFAIL, "offset one page: mapping reads '%c', expected 'b'", p[0]);
	SAFE_MUNMAP(p, ps);
}

static void test_private(void)
{
	char *p, c;

	fill_file(ps);
	p = map_file(ps, PROT_READ | PROT_WRITE, MAP_PRIVATE, 0);
	if (!p)
		return;
	if (p[3] != 'a') {
		tst_res(TFAIL, "MAP_PRIVATE: mapping reads '%c', the file has 'a'", p[3]);
		goto out;
	}
	p[3] = 'P';
	SAFE_PREAD(1, fd, &c, 1, 3);
	if (c == 'a' && p[3] == 'P')
		tst_res(TPASS, "MAP_PRIVATE: a store is kept in the mapping, not in the file");
	else
		tst_res(TFAIL, "MAP_PRIVATE: after a store of 'P' the file has '%c', the "
			"mapping '%c'", c, p[3]);
out:
	SAFE_MUNMAP(p, ps);
}

static void test_eof(void)
{
	size_t size = ps + 100;
	char *p, c = 1;
	int sig, sig2;

	fill_file(size);
	p = map_file(3 * ps, PROT_READ, MAP_SHARED, 0);
	if (!p)
		return;
	if (tst_vma_read(p + size, &c) || c || tst_vma_read(p + 2 * ps - 1, &c) || c) {
		tst_res(TFAIL, "the partial page past EOF does not read zero");
		goto out;
	}
	sig = tst_vma_read(p + 2 * ps, NULL);
	SAFE_FTRUNCATE(fd, 3 * ps);
	sig2 = tst_vma_read(p + 2 * ps, &c);
	if (sig == SIGBUS && !sig2 && !c)
		tst_res(TPASS, "a page past EOF raises SIGBUS, and reads zero after ftruncate()");
	else
		tst_res(TFAIL, "page past EOF: signal %d (expected SIGBUS %d), after ftruncate() "
			"signal %d, byte %d", sig, SIGBUS, sig2, c);
out:
	SAFE_MUNMAP(p, 3 * ps);
}

static void test_unknown_flag(void)
{
	char *hint = SAFE_MMAP(NULL, ps, PROT_NONE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
	struct tst_vma vma;
	char *p;

	fill_file(ps);
	p = map_file(ps, PROT_READ, MAP_SHARED | UNKNOWN_FLAG, 0);
	if (p) {
		if (p[0] == 'a')
			tst_res(TPASS, "MAP_SHARED ignores an unknown flag");
		else
			tst_res(TFAIL, "MAP_SHARED with an unknown flag reads '%c'", p[0]);
		SAFE_MUNMAP(p, ps);
	}

	SAFE_MUNMAP(hint, ps);
	p = mmap(hint, ps, PROT_READ, MAP_SHARED_VALIDATE | UNKNOWN_FLAG, fd, 0);
	if (p != MAP_FAILED) {
		tst_res(TFAIL, "MAP_SHARED_VALIDATE with an unknown flag mapped at %p", p);
		SAFE_MUNMAP(p, ps);
	} else if (errno != EOPNOTSUPP) {
		tst_res(TFAIL | TERRNO, "MAP_SHARED_VALIDATE with an unknown flag: expected "
			"EOPNOTSUPP");
	} else if (tst_vma_find(hint, &vma)) {
		tst_res(TFAIL, "MAP_SHARED_VALIDATE: EOPNOTSUPP but %p is mapped", hint);
	} else {
		tst_res(TPASS, "MAP_SHARED_VALIDATE with an unknown flag: EOPNOTSUPP, nothing "
			"mapped");
	}
}

static void test_sync(void)
{
	struct tst_vma vma;
	char *hint;

	if (dax) {
		tst_res(TCONF, "the test directory is on a dax mount: MAP_SYNC would work");
		return;
	}
	fill_file(ps);
	hint = SAFE_MMAP(NULL, ps, PROT_NONE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
	SAFE_MUNMAP(hint, ps);
	TST_EXP_FAIL_PTR_VOID(mmap(hint, ps, PROT_READ | PROT_WRITE,
				   MAP_SHARED_VALIDATE | MAP_SYNC, fd, 0), EOPNOTSUPP,
			      "mmap(MAP_SHARED_VALIDATE | MAP_SYNC, file without DAX)");
	if (tst_vma_find(hint, &vma))
		tst_res(TFAIL, "MAP_SYNC: EOPNOTSUPP but %p is mapped", hint);
}

static void run(void)
{
	test_shared(MAP_SHARED, "MAP_SHARED");
	test_shared(MAP_SHARED_VALIDATE, "MAP_SHARED_VALIDATE");
	test_offset();
	test_private();
	test_eof();
	test_unknown_flag();
	test_sync();
}

static void setup(void)
{
	ps = getpagesize();
	buf = SAFE_MALLOC(3 * ps);
	fd = SAFE_OPEN("file", O_RDWR | O_CREAT, 0600);
	dax = !system("grep -q '[ ,]dax' /proc/self/mounts");
}

static void cleanup(void)
{
	if (fd >= 0)
		SAFE_CLOSE(fd);
	free(buf);
}

static struct tst_test test = {
	.test_all = run,
	.setup = setup,
	.cleanup = cleanup,
	.needs_tmpdir = 1,
};
