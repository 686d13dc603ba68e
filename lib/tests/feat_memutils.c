// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * Memory helpers: prints tst_available_mem/swap, pollutes argv[1] MB of memory, and
 * switches OOM protection on and off, printing oom_score_adj after each step.
 */
#include "test.h"
#include "tst_memutils.h"
#include "../core/ltk_sysfile.h"

char *TCID = "feat_memutils";
int TST_TOTAL = 1;

static void show(const char *when)
{
	char buf[32];

	ltk_read_file("/proc/self/oom_score_adj", buf, sizeof(buf));
	buf[strcspn(buf, "\n")] = 0;
	tst_resm(TINFO, "%s: oom_score_adj %s", when, buf);
}

int main(int argc, char *argv[])
{
	size_t mb = argc > 1 ? strtoul(argv[1], NULL, 0) : 16;

	tst_resm(TINFO, "available mem %lld kB", tst_available_mem());
	tst_resm(TINFO, "available swap %lld kB", tst_available_swap());
	tst_pollute_memory(mb << 20, 0x5a);
	tst_resm(TINFO, "polluted %zu MB", mb);
	tst_enable_oom_protection(0);
	show("protected");
	tst_disable_oom_protection(getpid());
	show("unprotected");
	tst_resm(TPASS, "memutils done");
	tst_exit();
}
