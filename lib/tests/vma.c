// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * tst_vma: reads and writes of a read-only, a PROT_NONE and an unmapped page, and of a
 * shared file mapping past the end of the file; the maps view of a read-only mapping, the
 * smaps view of a locked one; mincore counts of a half-touched mapping; a file made by
 * tst_vma_file() and its residency; a return instruction called without and with
 * PROT_EXEC.
 */
#include <signal.h>
#include <sys/mman.h>
#include <sys/syscall.h>
#include "tst_test.h"
#include "tst_vma.h"

static void run(void)
{
	size_t ps = getpagesize();
	char *p, c = 0, res[8];
	struct tst_vma vma;
	int fd;

	p = SAFE_MMAP(NULL, 4 * ps, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
	TST_EXP_EQ_LI(tst_vma_write(p, 'a'), 0);
	TST_EXP_EQ_LI(tst_vma_read(p, &c), 0);
	TST_EXP_EQ_LI(c, 'a');
	TST_EXP_EQ_LU(tst_vma_resident(p, 4 * ps), 1);
	tst_vma_residency(p, 4 * ps, res);
	TST_EXP_EQ_STR(res, "1000");
	TST_EXP_EQ_LI(tst_vma_residency_wait(p, 4 * ps, "1?00", 10, res), 1);
	TST_EXP_EQ_LI(tst_vma_residency_wait(p, 4 * ps, "01??", 10, res), 0);
	SAFE_MPROTECT(p + ps, ps, PROT_READ);
	SAFE_MPROTECT(p + 2 * ps, ps, PROT_NONE);
	SAFE_MUNMAP(p + 3 * ps, ps);
	TST_EXP_EQ_LI(tst_vma_read(p + ps, &c), 0);
	TST_EXP_EQ_LI(tst_vma_write(p + ps, 'b'), SIGSEGV);
	TST_EXP_EQ_LI(tst_vma_read(p + 2 * ps, NULL), SIGSEGV);
	TST_EXP_EQ_LI(tst_vma_write(p + 3 * ps, 'c'), SIGSEGV);
	TST_EXP_EQ_LI(tst_vma_find(p + 3 * ps, &vma), 0);
	TST_EXP_EQ_LI(tst_vma_find(p + ps, &vma), 1);
	TST_EXP_EQ_LU(vma.start, (unsigned long)p + ps);
	TST_EXP_EQ_LU(vma.end, (unsigned long)p + 2 * ps);
	TST_EXP_EQ_STR(vma.perms, "r--p");
	/* the raw call: sanitizers replace mlock() with a no-op */
	if (syscall(SYS_mlock, p, ps))
		tst_brk(TBROK | TERRNO, "mlock()");
	TST_EXP_EQ_LI(tst_vma_has_flag(p, "lo"), 1);
	TST_EXP_EQ_LI(tst_vma_has_flag(p + ps, "lo"), 0);
	TST_EXP_EQ_LI(tst_vma_smaps_kb(p, "Locked"), (long)ps / 1024);
	SAFE_MUNMAP(p, 3 * ps);

#if defined(__x86_64__) || defined(__i386__)
	p = SAFE_MMAP(NULL, ps, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
	p[0] = (char)0xc3;	/* ret */
	SAFE_MPROTECT(p, ps, PROT_READ);
	TST_EXP_EQ_LI(tst_vma_exec(p), SIGSEGV);
	SAFE_MPROTECT(p, ps, PROT_READ | PROT_EXEC);
	TST_EXP_EQ_LI(tst_vma_exec(p), 0);
	SAFE_MUNMAP(p, ps);
#else
	tst_res(TPASS, "no exec check on this architecture");
	tst_res(TPASS, "no exec check on this architecture");
#endif

	fd = tst_vma_file("g", 3, 'a', 1);
	p = SAFE_MMAP(NULL, 3 * ps, PROT_READ, MAP_SHARED, fd, 0);
	TST_EXP_EQ_LI(p[0] + p[ps] + p[3 * ps - 1], 'a' + 'b' + 'c');
	tst_vma_expect_residency(p, 3 * ps, "111", 10, "a file just written");
	SAFE_MUNMAP(p, 3 * ps);
	SAFE_CLOSE(fd);
	SAFE_UNLINK("g");

	fd = SAFE_OPEN("f", O_RDWR | O_CREAT, 0600);
	SAFE_WRITE(SAFE_WRITE_ALL, fd, "x", 1);
	p = SAFE_MMAP(NULL, 2 * ps, PROT_READ, MAP_SHARED, fd, 0);
	TST_EXP_EQ_LI(tst_vma_read(p, &c), 0);
	TST_EXP_EQ_LI(c, 'x');
	TST_EXP_EQ_LI(tst_vma_read(p + ps, NULL), SIGBUS);
	TST_EXP_EQ_LI(tst_vma_find(p, &vma), 1);
	TST_EXP_EXPR(strstr(vma.name, "/f") != NULL, "maps names the file (%s)", vma.name);
	SAFE_MUNMAP(p, 2 * ps);
	SAFE_CLOSE(fd);
	SAFE_UNLINK("f");
}

static struct tst_test test = {
	.test_all = run,
	.needs_tmpdir = 1,
};
