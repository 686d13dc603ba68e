/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * modify_ldt(2) (x86 only): struct user_desc, the raw call and SAFE_MODIFY_LDT (modern
 * face). Elsewhere the call is ENOSYS and SAFE_MODIFY_LDT is TCONF, so a test compiles on
 * every architecture and skips where there is no LDT.
 */
#ifndef LAPI_LDT_H__
#define LAPI_LDT_H__

#include <errno.h>
#include <unistd.h>
#include <sys/syscall.h>

#if defined(__i386__) || defined(__x86_64__)
# include <asm/ldt.h>
#else
struct user_desc {
	unsigned int entry_number;
	unsigned int base_addr;
	unsigned int limit;
	unsigned int seg_32bit:1;
	unsigned int contents:2;
	unsigned int read_exec_only:1;
	unsigned int limit_in_pages:1;
	unsigned int seg_not_present:1;
	unsigned int useable:1;
	unsigned int lm:1;
};
#endif

#ifndef LDT_ENTRIES
# define LDT_ENTRIES			8192
#endif
#ifndef LDT_ENTRY_SIZE
# define LDT_ENTRY_SIZE			8
#endif
#ifndef MODIFY_LDT_CONTENTS_DATA
# define MODIFY_LDT_CONTENTS_DATA	0
# define MODIFY_LDT_CONTENTS_STACK	1
# define MODIFY_LDT_CONTENTS_CODE	2
#endif

/* The func values of modify_ldt(2): read, write (old form), read default, write. */
#define LTK_LDT_READ			0
#define LTK_LDT_WRITE_OLD		1
#define LTK_LDT_READ_DEFAULT		2
#define LTK_LDT_WRITE			0x11

/*
 * The kernel returns modify_ldt()'s int result zero-extended in a 64-bit register, so
 * syscall(2) does not see an error in it: take the low half and set errno ourselves.
 */
static inline int modify_ldt(int func, void *ptr, unsigned long bytecount)
{
#ifdef __NR_modify_ldt
	long ret = syscall(__NR_modify_ldt, func, ptr, bytecount);
	int rval = (int)ret;

	/* -1 is syscall(2)'s own error return (a seccomp filter's, say): errno is set. */
	if (ret != -1 && rval < 0 && rval > -4096) {
		errno = -rval;
		rval = -1;
	}
	return rval;
#else
	(void)func;
	(void)ptr;
	(void)bytecount;
	errno = ENOSYS;
	return -1;
#endif
}

#ifndef LTK_SAFE_LOC
# define LTK_SAFE_LOC const char *file, const int lineno, void (*cleanup_fn)(void)
#endif

/*
 * modify_ldt() that must succeed. ENOSYS for one of the four valid func values means no
 * LDT here (another architecture, or CONFIG_MODIFY_LDT_SYSCALL=n): TCONF.
 */
int safe_modify_ldt(LTK_SAFE_LOC, int func, void *ptr, unsigned long bytecount);

#ifndef __TEST_H__
#define SAFE_MODIFY_LDT(func, ptr, bytecount) \
	safe_modify_ldt(__FILE__, __LINE__, NULL, (func), (ptr), (bytecount))
#endif

#endif
