// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * The 2015 face as LTP's tests use it: test.h brings PATH_MAX, MAX and INT_MAX; TCID and
 * TST_TOTAL may be defined const; safe_macros.h brings <sys/mman.h>; SAFE_CP into a
 * directory copies into it.
 */
#include "test.h"
#include "safe_macros.h"

const char *TCID = "compat_legacy";
const int TST_TOTAL = 1;

static void cleanup(void)
{
	tst_rmdir();
}

int main(void)
{
	char path[PATH_MAX];
	struct stat st;
	void *p;

	tst_tmpdir();
	p = SAFE_MMAP(cleanup, NULL, 4096, PROT_READ, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
	SAFE_MUNMAP(cleanup, p, 4096);
	if (MAX(1, TST_TOTAL) == 1 && INT_MAX > 0)
		tst_resm(TPASS, "PATH_MAX %zu, MAX and INT_MAX from test.h", sizeof(path));

	SAFE_FILE_PRINTF(cleanup, "file", "x");
	SAFE_CHMOD(cleanup, "file", 0750);
	SAFE_MKDIR(cleanup, "dir", 0700);
	umask(022);
	SAFE_CP(cleanup, "file", "dir");
	snprintf(path, sizeof(path), "dir/file");
	SAFE_STAT(cleanup, path, &st);
	if ((st.st_mode & 0777) == 0750)
		tst_resm(TPASS, "SAFE_CP copied into the directory, mode 0750");
	else
		tst_resm(TFAIL, "SAFE_CP copy has mode %04o", st.st_mode & 0777);
	cleanup();
	tst_exit();
}
