/* SPDX-License-Identifier: GPL-2.0-or-later */
/* What the mlock family's tests read back: VmLck of /proc/self/status, in kB. */
#ifndef MLOCK_COMMON_H__
#define MLOCK_COMMON_H__

#include "tst_test.h"

static inline long vm_lck_kb(void)
{
	long kb;

	SAFE_FILE_LINES_SCANF("/proc/self/status", "VmLck: %ld", &kb);
	return kb;
}

#endif
