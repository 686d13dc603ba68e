// SPDX-License-Identifier: GPL-2.0-or-later
/* No core files from tests that crash on purpose. */
#include <stdio.h>
#include <unistd.h>
#include <sys/resource.h>
#include "ltk_core.h"
#include "tst_coredump.h"

static int core_pattern_is_pipe(void)
{
	FILE *f = fopen("/proc/sys/kernel/core_pattern", "re");
	int c;

	if (!f)
		return 0;
	c = fgetc(f);
	fclose(f);
	return c == '|';
}

void tst_no_corefile(int verbose)
{
	struct rlimit rlim;
	rlim_t limit = core_pattern_is_pipe() ? 1 : 0;

	if (getrlimit(RLIMIT_CORE, &rlim)) {
		ltk_res(__FILE__, __LINE__, TWARN | TERRNO, "getrlimit(RLIMIT_CORE) failed");
		return;
	}
	/* Only the soft limit: lowering it needs no privilege, and the hard limit stays. */
	if (rlim.rlim_cur > limit) {
		rlim.rlim_cur = limit;
		if (setrlimit(RLIMIT_CORE, &rlim)) {
			ltk_res(__FILE__, __LINE__, TWARN | TERRNO,
				"setrlimit(RLIMIT_CORE, %lu) failed", (unsigned long)limit);
			return;
		}
	}
	if (verbose)
		ltk_res(__FILE__, __LINE__, TINFO, "Avoid dumping corefile for process(pid=%d)",
			getpid());
}
