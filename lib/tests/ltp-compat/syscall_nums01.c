// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * A 2015 test calling a system call this architecture lacks through ltp_syscall() from
 * linux_syscall_numbers.h: TCONF with the test's CLEANUP, as the 2015 library did; rmobj()
 * removes the tree the test made.
 */
#include "test.h"
#include "rmobj.h"

char *TCID = "syscall_nums01";
int TST_TOTAL = 1;

static void cleanup(void);
#define CLEANUP cleanup
#include "linux_syscall_numbers.h"

static void cleanup(void)
{
	char *msg;

	if (rmobj("tree", &msg))
		tst_resm(TWARN, "%s", msg);
	else
		tst_resm(TINFO, "cleanup removed the tree");
	tst_rmdir();
}

int main(void)
{
	tst_tmpdir();
	if (mkdir("tree", 0700) || mkdir("tree/sub", 0700) || symlink("/", "tree/sub/link"))
		tst_brkm(TBROK | TERRNO, cleanup, "making the tree failed");
	if (ltp_syscall(__NR_getpid) == getpid())
		tst_resm(TPASS, "ltp_syscall(__NR_getpid) works");
	ltp_syscall(__NR_socketcall, 0, NULL);
	tst_resm(TFAIL, "__NR_socketcall did not end the test");
	cleanup();
	tst_exit();
}
