// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * arch_prctl(2) on x86_64, FS and GS base, each observed through the segment itself:
 * - ARCH_GET_FS stores the FS base, which glibc points at the thread's control block: it
 *   equals pthread_self(), and the quadword at %fs:0 (the block's self pointer) equals it;
 * - ARCH_SET_FS in a child, to a buffer holding two marker quadwords: %fs:0 and %fs:8 read
 *   the markers and ARCH_GET_FS returns the buffer; the original base is then set back
 *   (nothing between the two calls uses thread-local storage: the calls are made with the
 *   syscall instruction directly, so errno is not touched);
 * - ARCH_SET_GS in a child to such a buffer: %gs:0 reads its marker, ARCH_GET_GS returns
 *   the buffer.
 */

#include <pthread.h>
#include <stdlib.h>
#include <stdint.h>
#include <asm/prctl.h>
#include <sys/syscall.h>
#include "tst_test.h"

#ifdef __x86_64__

static long raw_arch_prctl(long code, unsigned long addr)
{
	long ret;

	asm volatile ("syscall"
		      : "=a" (ret)
		      : "0" ((long)__NR_arch_prctl), "D" (code), "S" (addr)
		      : "rcx", "r11", "memory");
	return ret;
}

static uint64_t read_fs(unsigned long off)
{
	uint64_t v;

	asm volatile ("movq %%fs:(%1), %0" : "=r" (v) : "r" (off) : "memory");
	return v;
}

static uint64_t read_gs(unsigned long off)
{
	uint64_t v;

	asm volatile ("movq %%gs:(%1), %0" : "=r" (v) : "r" (off) : "memory");
	return v;
}

static uint64_t marks[2] __attribute__((aligned(64))) = {
	0x4c544b2d46530001ULL, 0x4c544b2d46530002ULL
};

static void get_fs(void)
{
	unsigned long base = 0;

	TST_EXP_PASS(raw_arch_prctl(ARCH_GET_FS, (unsigned long)&base) ? -1 : 0,
		     "ARCH_GET_FS");
	if (base == (unsigned long)pthread_self() && read_fs(0) == base)
		tst_res(TPASS, "FS base 0x%lx is pthread_self() and %%fs:0", base);
	else
		tst_res(TFAIL, "FS base 0x%lx, pthread_self() 0x%lx, %%fs:0 0x%llx", base,
			(unsigned long)pthread_self(), (unsigned long long)read_fs(0));
}

static void set_fs(void)
{
	unsigned long orig = 0, got = 0;
	uint64_t v0, v1;
	long r1, r2, r3, r4;

	if (SAFE_FORK()) {
		tst_reap_children();
		return;
	}
	r1 = raw_arch_prctl(ARCH_GET_FS, (unsigned long)&orig);
	r2 = raw_arch_prctl(ARCH_SET_FS, (unsigned long)marks);
	v0 = read_fs(0);
	v1 = read_fs(8);
	r3 = raw_arch_prctl(ARCH_GET_FS, (unsigned long)&got);
	r4 = raw_arch_prctl(ARCH_SET_FS, orig);
	if (read_fs(0) != orig)
		abort();

	if (r1 || r2 || r3 || r4)
		tst_res(TFAIL, "arch_prctl returned %ld %ld %ld %ld, expected 0", r1, r2, r3, r4);
	if (v0 == marks[0] && v1 == marks[1])
		tst_res(TPASS, "after ARCH_SET_FS %%fs:0 and %%fs:8 read the markers");
	else
		tst_res(TFAIL, "after ARCH_SET_FS %%fs:0 0x%llx, %%fs:8 0x%llx, expected markers",
			(unsigned long long)v0, (unsigned long long)v1);
	if (got == (unsigned long)marks)
		tst_res(TPASS, "ARCH_GET_FS returned the base set");
	else
		tst_res(TFAIL, "ARCH_GET_FS returned 0x%lx, expected %p", got, marks);
	exit(0);
}

static void set_gs(void)
{
	unsigned long got = 0;
	uint64_t v0;

	if (SAFE_FORK()) {
		tst_reap_children();
		return;
	}
	TST_EXP_PASS(raw_arch_prctl(ARCH_SET_GS, (unsigned long)&marks[1]) ? -1 : 0,
		     "ARCH_SET_GS");
	v0 = read_gs(0);
	if (v0 == marks[1])
		tst_res(TPASS, "after ARCH_SET_GS %%gs:0 reads the marker");
	else
		tst_res(TFAIL, "after ARCH_SET_GS %%gs:0 0x%llx, expected 0x%llx",
			(unsigned long long)v0, (unsigned long long)marks[1]);
	TST_EXP_PASS(raw_arch_prctl(ARCH_GET_GS, (unsigned long)&got) ? -1 : 0, "ARCH_GET_GS");
	if (got == (unsigned long)&marks[1])
		tst_res(TPASS, "ARCH_GET_GS returned the base set");
	else
		tst_res(TFAIL, "ARCH_GET_GS returned 0x%lx, expected %p", got, &marks[1]);
	exit(0);
}

static void run(void)
{
	get_fs();
	set_fs();
	set_gs();
}

static struct tst_test test = {
	.test_all = run,
	.forks_child = 1,
};

#else
TST_TEST_TCONF("arch_prctl FS/GS tests are for x86_64");
#endif
