// SPDX-License-Identifier: GPL-2.0-or-later
/* A PROT_NONE page for EFAULT tests (both faces). */
#include <sys/mman.h>
#include <unistd.h>
#include "ltk_core.h"
#include "tst_get_bad_addr.h"

void *tst_get_bad_addr(void (*cleanup_fn)(void))
{
	void *addr;

	addr = mmap(NULL, getpagesize(), PROT_NONE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
	if (addr == MAP_FAILED) {
		ltk_brk(__FILE__, __LINE__, TBROK | TERRNO, cleanup_fn,
			"mmap() of a PROT_NONE page failed");
		return NULL;
	}
	return addr;
}
