// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * remap_file_pages(2) "is used to create a nonlinear mapping, that is, a mapping in which
 * the pages of the file are mapped into a nonsequential order in memory" (deprecated;
 * since Linux 4.0 emulated by creating separate mappings, which keeps the semantics):
 * - in a MAP_SHARED mapping of a four-page file, page 0 of the mapping is remapped to
 *   file page 3 and page 3 to file page 0: the mapping then reads the file's pages in the
 *   order 3, 1, 2, 0; a store through remapped page 0 lands in file page 3 (pread);
 * - errors, each leaving the mapping's contents as they were: EINVAL for a MAP_PRIVATE
 *   mapping ("addr does not refer to a valid mapping created with the MAP_SHARED flag"),
 *   EINVAL for a nonzero prot, for a size of 0, for a range beyond the mapping's end and
 *   for an unmapped addr.
 */

#include "tst_test.h"
#include "tst_safe_prw.h"

#define NPAGES 4

static size_t ps, len;
static int fd = -1;

static char *map_file(int flags)
{
	return SAFE_MMAP(NULL, len, PROT_READ | PROT_WRITE, flags, fd, 0);
}

static void expect_order(char *p, const char *exp, const char *what)
{
	char got[NPAGES + 1];
	int i;

	for (i = 0; i < NPAGES; i++)
		got[i] = p[i * ps + 1];
	got[NPAGES] = 0;
	if (strcmp(got, exp))
		tst_res(TFAIL, "%s: the mapping shows pages %s, expected %s", what, got, exp);
	else
		tst_res(TPASS, "%s: the mapping shows pages %s", what, got);
}

static void test_remap(void)
{
	char *p = map_file(MAP_SHARED), c;

	TST_EXP_PASS(remap_file_pages(p, ps, 0, 3, 0), "remap_file_pages(page 0 -> file page 3)");
	TST_EXP_PASS(remap_file_pages(p + 3 * ps, ps, 0, 0, 0),
		     "remap_file_pages(page 3 -> file page 0)");
	expect_order(p, "dbca", "after remapping");
	p[7] = 'X';
	SAFE_PREAD(1, fd, &c, 1, 3 * ps + 7);
	if (c == 'X')
		tst_res(TPASS, "a store through remapped page 0 is in file page 3");
	else
		tst_res(TFAIL, "file page 3 has '%c' after a store through page 0", c);
	p[7] = 'd';
	SAFE_MUNMAP(p, len);
}

static void test_errors(void)
{
	char *priv = map_file(MAP_PRIVATE), *p = map_file(MAP_SHARED);
	char *gone = map_file(MAP_SHARED);

	SAFE_MUNMAP(gone, len);
	TST_EXP_FAIL(remap_file_pages(priv, ps, 0, 3, 0), EINVAL, "remap_file_pages(MAP_PRIVATE)");
	expect_order(priv, "abcd", "the private mapping after EINVAL");
	TST_EXP_FAIL(remap_file_pages(p, ps, PROT_READ, 3, 0), EINVAL,
		     "remap_file_pages(prot not 0)");
	TST_EXP_FAIL(remap_file_pages(p, 0, 0, 3, 0), EINVAL, "remap_file_pages(size 0)");
	TST_EXP_FAIL(remap_file_pages(p + 3 * ps, 2 * ps, 0, 0, 0), EINVAL,
		     "remap_file_pages(past the mapping's end)");
	TST_EXP_FAIL(remap_file_pages(gone, ps, 0, 3, 0), EINVAL,
		     "remap_file_pages(unmapped addr)");
	expect_order(p, "abcd", "the shared mapping after the failures");
	SAFE_MUNMAP(priv, len);
	SAFE_MUNMAP(p, len);
}

static void run(void)
{
	test_remap();
	test_errors();
}

static void setup(void)
{
	char *buf;
	size_t i;

	ps = getpagesize();
	len = NPAGES * ps;
	buf = SAFE_MALLOC(len);
	for (i = 0; i < len; i++)
		buf[i] = 'a' + i / ps;
	fd = SAFE_OPEN("file", O_RDWR | O_CREAT, 0600);
	SAFE_PWRITE(1, fd, buf, len, 0);
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
	.needs_tmpdir = 1,
};
