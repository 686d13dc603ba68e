// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * A 2015 test: test.h brings PATH_MAX, MAX and INT_MAX, TCID and TST_TOTAL are const,
 * safe_macros.h brings mmap's flags, SAFE_CP copies into a directory.
 */
#include "test.h"
#include "usctest.h"
#include "safe_macros.h"

const char *TCID = "legacy_face01";
const int TST_TOTAL = 2;

static void cleanup(void)
{
	tst_rmdir();
}

static void setup(void)
{
	tst_sig(NOFORK, DEF_HANDLER, cleanup);
	tst_tmpdir();
	TEST_PAUSE;
}

int main(int ac, char **av)
{
	char path[PATH_MAX];
	struct stat st;
	void *p;
	int lc;

	tst_parse_opts(ac, av, NULL, NULL);
	setup();
	for (lc = 0; TEST_LOOPING(lc); lc++) {
		tst_count = 0;
		p = SAFE_MMAP(cleanup, NULL, getpagesize(), PROT_READ | PROT_WRITE,
			      MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
		SAFE_MUNMAP(cleanup, p, getpagesize());
		if (MAX(TST_TOTAL, 1) == 2 && INT_MAX > 0 && sizeof(path) == PATH_MAX)
			tst_resm(TPASS, "headers of test.h");
		SAFE_FILE_PRINTF(cleanup, "src", "data");
		SAFE_CHMOD(cleanup, "src", 0750);
		if (access("dst", F_OK))
			SAFE_MKDIR(cleanup, "dst", 0700);
		SAFE_CP(cleanup, "src", "dst");
		SAFE_STAT(cleanup, "dst/src", &st);
		if ((st.st_mode & 0777) == 0750)
			tst_resm(TPASS, "SAFE_CP into a directory kept mode 0750");
		else
			tst_resm(TFAIL, "copy has mode %04o", st.st_mode & 0777);
	}
	cleanup();
	tst_exit();
}
