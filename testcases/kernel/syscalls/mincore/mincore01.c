// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * mincore(2) "returns a vector that indicates whether pages of the calling process's
 * virtual memory are resident in core (RAM)": "The least significant bit of each byte
 * will be set if the corresponding page is currently resident in memory, and be clear
 * otherwise". The vector is filled with a pattern before each call, so a call that
 * writes nothing is seen.
 * - a fresh private anonymous mapping: no page resident;
 * - after storing into pages 0 and 2 of 4: exactly those two;
 * - after MADV_DONTNEED of page 0: only page 2;
 * - a shared mapping of a file whose pages were just written with write(): all resident
 *   before any access through the mapping (residency is that of the page cache);
 * - a mapping locked with mlock(): all resident.
 */

#include "tst_test.h"
#include "tst_safe_prw.h"

#define NPAGES 4

static size_t ps;
static unsigned char vec[NPAGES];

static void expect_vec(char *p, const char *exp, const char *what)
{
	char got[NPAGES + 1];
	int i;

	memset(vec, 0xfe, sizeof(vec));
	TST_EXP_PASS_SILENT(mincore(p, NPAGES * ps, vec), "mincore(%s)", what);
	if (!TST_PASS)
		return;
	for (i = 0; i < NPAGES; i++)
		got[i] = vec[i] == 1 ? '1' : vec[i] == 0 ? '0' : '?';
	got[NPAGES] = 0;
	if (strcmp(got, exp))
		tst_res(TFAIL, "%s: residency %s (bytes %02x %02x %02x %02x), expected %s", what,
			got, vec[0], vec[1], vec[2], vec[3], exp);
	else
		tst_res(TPASS, "%s: residency %s", what, got);
}

static void run(void)
{
	char *p = SAFE_MMAP(NULL, NPAGES * ps, PROT_READ | PROT_WRITE,
			    MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
	char *buf = SAFE_MALLOC(NPAGES * ps);
	int fd;

	expect_vec(p, "0000", "fresh anonymous mapping");
	p[0] = 1;
	p[2 * ps] = 1;
	expect_vec(p, "1010", "stores into pages 0 and 2");
	if (madvise(p, ps, MADV_DONTNEED))
		tst_brk(TBROK | TERRNO, "madvise(MADV_DONTNEED)");
	expect_vec(p, "0010", "page 0 dropped by MADV_DONTNEED");
	SAFE_MLOCK(p, NPAGES * ps);
	expect_vec(p, "1111", "locked mapping");
	SAFE_MUNMAP(p, NPAGES * ps);

	fd = SAFE_OPEN("file", O_RDWR | O_CREAT, 0600);
	memset(buf, 'f', NPAGES * ps);
	SAFE_PWRITE(1, fd, buf, NPAGES * ps, 0);
	p = SAFE_MMAP(NULL, NPAGES * ps, PROT_READ, MAP_SHARED, fd, 0);
	expect_vec(p, "1111", "file pages just written, not yet accessed");
	SAFE_MUNMAP(p, NPAGES * ps);
	SAFE_CLOSE(fd);
	SAFE_UNLINK("file");
	free(buf);
}

static void setup(void)
{
	ps = getpagesize();
}

static struct tst_test test = {
	.test_all = run,
	.setup = setup,
	.needs_tmpdir = 1,
};
