// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * mprotect(2) "changes the access protections for the calling process's memory pages
 * containing any part of the address range in the interval [addr, addr+len-1]":
 * - PROT_READ | PROT_WRITE to PROT_READ: loads work, a store raises SIGSEGV ("If the
 *   calling process tries to access memory in a manner that violates the protections, then
 *   the kernel generates a SIGSEGV signal for the process"), and back to PROT_READ |
 *   PROT_WRITE the store works and the old contents are kept;
 * - PROT_NONE: "The memory cannot be accessed at all": a load faults;
 * - only the pages of the range change: the middle page of three becomes its own
 *   mapping in /proc/self/maps, its neighbours stay writable; a len of one byte covers its
 *   whole page;
 * - a child created by fork() after mprotect() has the same protection;
 * - a MAP_PRIVATE mapping of a file opened read-only may be made writable (stores go to
 *   private copies: the file is unchanged);
 * - PROT_EXEC: "The memory can be executed": a return instruction placed in a page is
 *   called with SIGSEGV as the result under PROT_READ (the CPU's no-execute bit), and
 *   returns under PROT_READ | PROT_EXEC (x86 and arm64; TCONF elsewhere).
 */

#include <signal.h>
#include <stdlib.h>
#include "tst_test.h"
#include "tst_safe_prw.h"
#include "tst_vma.h"

static size_t ps;

static void expect_access(char *p, int rsig, int wsig, const char *perms, const char *what)
{
	struct tst_vma vma;
	int r = tst_vma_read(p, NULL), w = tst_vma_write(p, 'w');

	if (r != rsig || w != wsig)
		tst_res(TFAIL, "%s: load signal %d, store signal %d; expected %d, %d", what, r, w,
			rsig, wsig);
	else if (!tst_vma_find(p, &vma) || strcmp(vma.perms, perms))
		tst_res(TFAIL, "%s: maps shows %s, expected %s", what, vma.perms, perms);
	else
		tst_res(TPASS, "%s: load %s, store %s, maps %s", what, r ? "faults" : "works",
			w ? "faults" : "works", perms);
}

static void test_anon(void)
{
	char *p = SAFE_MMAP(NULL, 3 * ps, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS,
			    -1, 0);
	struct tst_vma vma;

	memset(p, 'a', 3 * ps);
	TST_EXP_PASS(mprotect(p + ps, 1, PROT_READ), "mprotect(middle page, 1, PROT_READ)");
	expect_access(p + ps + ps / 2, 0, SIGSEGV, "r--p", "PROT_READ");
	if (!tst_vma_find(p + ps, &vma) || vma.start != (unsigned long)p + ps ||
	    vma.end != (unsigned long)p + 2 * ps)
		tst_res(TFAIL, "the PROT_READ mapping is %lx-%lx, expected %p-%p", vma.start,
			vma.end, p + ps, p + 2 * ps);
	expect_access(p, 0, 0, "rw-p", "page before the range");
	expect_access(p + 2 * ps, 0, 0, "rw-p", "page after the range");

	if (!SAFE_FORK()) {
		expect_access(p + ps, 0, SIGSEGV, "r--p", "PROT_READ in a child");
		exit(0);
	}
	tst_reap_children();

	TST_EXP_PASS(mprotect(p + ps, ps, PROT_NONE), "mprotect(PROT_NONE)");
	expect_access(p + ps, SIGSEGV, SIGSEGV, "---p", "PROT_NONE");
	TST_EXP_PASS(mprotect(p, 3 * ps, PROT_READ | PROT_WRITE), "mprotect(all, RW)");
	if (p[ps + 1] != 'a')
		tst_res(TFAIL, "contents lost: '%c', expected 'a'", p[ps + 1]);
	expect_access(p + ps + 1, 0, 0, "rw-p", "PROT_READ | PROT_WRITE again");
	if (!tst_vma_find(p, &vma) || vma.end < (unsigned long)p + 3 * ps)
		tst_res(TFAIL, "the three pages are not one mapping again");
	SAFE_MUNMAP(p, 3 * ps);
}

static void test_private_file(void)
{
	int fd = SAFE_OPEN("file", O_RDWR | O_CREAT, 0600);
	char *p, c;

	SAFE_PWRITE(1, fd, "orig", 4, 0);
	SAFE_CLOSE(fd);
	fd = SAFE_OPEN("file", O_RDONLY);
	p = SAFE_MMAP(NULL, ps, PROT_READ, MAP_PRIVATE, fd, 0);
	TST_EXP_PASS(mprotect(p, ps, PROT_READ | PROT_WRITE),
		     "mprotect(private map of O_RDONLY file, RW)");
	expect_access(p + 1, 0, 0, "rw-p", "private file mapping made writable");
	SAFE_PREAD(1, fd, &c, 1, 1);
	if (c != 'r')
		tst_res(TFAIL, "the store reached the file ('%c')", c);
	SAFE_MUNMAP(p, ps);
	SAFE_CLOSE(fd);
	SAFE_UNLINK("file");
}

/* A return instruction of this architecture; 0 bytes where the test does not know it. */
#if defined(__x86_64__) || defined(__i386__)
static const unsigned char ret_insn[] = {0xc3};
#elif defined(__aarch64__)
static const unsigned char ret_insn[] = {0xc0, 0x03, 0x5f, 0xd6};
#else
static const unsigned char ret_insn[] = {};
#endif

static void test_exec(void)
{
	char *p;
	int no_exec, exec;

	if (!sizeof(ret_insn)) {
		tst_res(TCONF, "PROT_EXEC: no return instruction known for this architecture");
		return;
	}
	p = SAFE_MMAP(NULL, ps, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
	memcpy(p, ret_insn, sizeof(ret_insn));
	__builtin___clear_cache(p, p + sizeof(ret_insn));
	TST_EXP_PASS(mprotect(p, ps, PROT_READ), "mprotect(PROT_READ)");
	no_exec = tst_vma_exec(p);
	TST_EXP_PASS(mprotect(p, ps, PROT_READ | PROT_EXEC), "mprotect(PROT_READ | PROT_EXEC)");
	exec = tst_vma_exec(p);
	if (no_exec == SIGSEGV && !exec)
		tst_res(TPASS, "PROT_EXEC: a call faults without it and returns with it");
	else
		tst_res(TFAIL, "a call gives signal %d without PROT_EXEC (expected SIGSEGV), %d with "
			"it (expected 0)", no_exec, exec);
	SAFE_MUNMAP(p, ps);
}

static void run(void)
{
	test_anon();
	test_exec();
	test_private_file();
}

static void setup(void)
{
	ps = getpagesize();
}

static struct tst_test test = {
	.test_all = run,
	.setup = setup,
	.needs_tmpdir = 1,
	.forks_child = 1,
};
