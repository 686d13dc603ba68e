/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * The i386 system call entry from a 64-bit x86_64 test (set_thread_area01, uselib01): some
 * calls exist only in the i386 table (set_thread_area and get_thread_area work only there,
 * uselib has no x86_64 entry point), and a 64-bit process may enter it with int $0x80 where
 * the kernel has IA-32 emulation. Arguments are 32-bit, so every pointer passed must lie
 * below 4 GiB: ia32_low_page() maps a page there (MAP_32BIT). ia32_probe() tells whether
 * the emulation is there, with the i386 getpid() in a child (without it int $0x80 kills the
 * caller with a signal).
 */
#ifndef IA32_INT80_H__
#define IA32_INT80_H__

#ifdef __x86_64__

#include <signal.h>
#include <stdint.h>
#include <unistd.h>
#include <sys/mman.h>
#include <sys/wait.h>
#include "tst_test.h"

#define IA32_NR_GETPID 20

/* Returns the kernel's raw answer: a value, or -errno. */
static inline long ia32_syscall1(long nr, uint32_t arg)
{
	long ret;

	asm volatile("int $0x80"
		     : "=a"(ret)
		     : "a"(nr), "b"((long)arg)
		     : "memory", "r8", "r9", "r10", "r11");
	return ret;
}

static inline uint32_t ia32_addr(const void *p)
{
	return (uint32_t)(uintptr_t)p;
}

static inline void *ia32_low_page(void)
{
	return SAFE_MMAP(NULL, getpagesize(), PROT_READ | PROT_WRITE,
			 MAP_PRIVATE | MAP_ANONYMOUS | MAP_32BIT, -1, 0);
}

/* An address below 4 GiB with nothing mapped: a page mapped there, then unmapped. */
static inline uint32_t ia32_unmapped(void)
{
	void *hole = SAFE_MMAP(NULL, getpagesize(), PROT_NONE,
			       MAP_PRIVATE | MAP_ANONYMOUS | MAP_32BIT, -1, 0);

	SAFE_MUNMAP(hole, getpagesize());
	return ia32_addr(hole);
}

static inline int ia32_probe(void)
{
	int status;
	pid_t pid = SAFE_FORK();

	if (!pid) {
		signal(SIGSEGV, SIG_DFL);
		_exit(ia32_syscall1(IA32_NR_GETPID, 0) == getpid() ? 0 : 1);
	}
	SAFE_WAITPID(pid, &status, 0);
	if (WIFEXITED(status) && !WEXITSTATUS(status))
		return 1;
	if (!WIFSIGNALED(status))
		tst_brk(TBROK, "probe: the i386 getpid() did not return the pid");
	tst_res(TINFO, "int $0x80 killed the probe with signal %d: no IA-32 emulation",
		WTERMSIG(status));
	return 0;
}

#endif /* __x86_64__ */
#endif
