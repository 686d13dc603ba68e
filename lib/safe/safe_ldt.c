// SPDX-License-Identifier: GPL-2.0-or-later
/* SAFE_MODIFY_LDT. */
#include "safe_priv.h"
#include "lapi/ldt.h"

static int ldt_func_valid(int func)
{
	return func == LTK_LDT_READ || func == LTK_LDT_WRITE_OLD ||
	       func == LTK_LDT_READ_DEFAULT || func == LTK_LDT_WRITE;
}

int safe_modify_ldt(LTK_SAFE_LOC, int func, void *ptr, unsigned long bytecount)
{
	int rval = modify_ldt(func, ptr, bytecount);

	/* The kernel also answers ENOSYS to a func it does not know: that is a broken call. */
	if (rval == -1 && errno == ENOSYS && ldt_func_valid(func))
		ltk_brk(file, lineno, TCONF, cleanup_fn,
			"modify_ldt() is not supported here (x86 only, CONFIG_MODIFY_LDT_SYSCALL)");
	else if (rval == -1)
		safe_fail("modify_ldt(%d,%p,%lu)", func, ptr, bytecount);
	else if (rval < 0)
		safe_invalid(rval, "modify_ldt(%d,%p,%lu)", func, ptr, bytecount);
	return rval;
}
