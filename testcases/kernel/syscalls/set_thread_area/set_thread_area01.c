// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * set_thread_area(2) and get_thread_area(2) invoked as 64-bit system calls on x86_64: the
 * man page's ERRORS give ENOSYS ("get_thread_area() or set_thread_area() was invoked as a
 * 64-bit system call"; 64-bit code sets its TLS base with arch_prctl(ARCH_SET_FS)). For
 * each call: -1 with ENOSYS, and the struct user_desc passed in is left unchanged (a
 * set_thread_area() with entry_number -1 would write back the entry it chose).
 *
 * Not provoked: EFAULT, EINVAL and ESRCH (only reachable through the 32-bit entry points,
 * which this 64-bit test does not use).
 */

#include <string.h>
#include <unistd.h>
#include <sys/syscall.h>
#include "tst_test.h"
#include "lapi/ldt.h"

#ifdef __x86_64__

static struct tcase {
	long nr;
	const char *name;
} tcases[] = {
	{__NR_set_thread_area, "set_thread_area"},
	{__NR_get_thread_area, "get_thread_area"},
};

static void run(unsigned int i)
{
	struct user_desc d, orig;

	memset(&d, 0, sizeof(d));
	d.entry_number = -1;
	d.base_addr = 0x1000;
	d.limit = 0xfff;
	d.seg_32bit = 1;
	d.useable = 1;
	orig = d;
	TST_EXP_FAIL(syscall(tcases[i].nr, &d), ENOSYS, "%s() as a 64-bit call",
		     tcases[i].name);
	if (memcmp(&d, &orig, sizeof(d)))
		tst_res(TFAIL, "%s() changed the user_desc (entry_number %d)", tcases[i].name,
			(int)d.entry_number);
}

static struct tst_test test = {
	.test = run,
	.tcnt = ARRAY_SIZE(tcases),
};

#else
TST_TEST_TCONF("the 64-bit ENOSYS of set/get_thread_area is checked on x86_64 only");
#endif
