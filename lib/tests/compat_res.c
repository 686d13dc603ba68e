// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * .resource_files as in LTP: a helper script keeps its execute bit; files are found in the
 * start directory, $LTPROOT/testcases/bin and $LTPROOT/testcases/data/<test>. SAFE_CP()
 * into a directory copies into it, keeping the mode.
 */
#include <sys/stat.h>
#include "tst_test.h"

static void check(const char *path, unsigned int mode, const char *text)
{
	char buf[64] = "";
	struct stat st;

	if (stat(path, &st)) {
		tst_res(TFAIL | TERRNO, "%s was not copied", path);
		return;
	}
	SAFE_FILE_SCANF(path, "%63s", buf);
	if ((st.st_mode & 0777) == mode && !strcmp(buf, text))
		tst_res(TPASS, "%s: mode %04o, '%s'", path, mode, text);
	else
		tst_res(TFAIL, "%s: mode %04o, '%s', expected %04o, '%s'", path,
			st.st_mode & 0777, buf, mode, text);
}

static void run(void)
{
	check("helper.sh", 0755, "startdir");
	check("bin.txt", 0644, "testcases-bin");
	check("data.txt", 0640, "testcases-data");
	if (access("helper.sh", X_OK))
		tst_res(TFAIL | TERRNO, "helper.sh is not executable");
	SAFE_MKDIR("dir", 0700);
	umask(022);
	SAFE_CP("helper.sh", "dir");
	check("dir/helper.sh", 0755, "startdir");
}

static struct tst_test test = {
	.test_all = run,
	.resource_files = (const char *const []){"helper.sh", "bin.txt", "data.txt", NULL},
};
