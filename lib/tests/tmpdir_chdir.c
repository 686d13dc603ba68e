// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * A test that writes a file in its working directory, which the library made its temporary
 * directory. Run under ltk-mutate (tmpdir_chdir.t), a chdir() that returns 0 without moving
 * must end in TBROK before the test writes a byte where it was started. With
 * LTK_PATH_HELPER=NAME it also runs the program NAME, which sits in the directory the test
 * was started in: the library appends that directory to PATH.
 */
#include <fcntl.h>
#include <stdlib.h>
#include "tst_test.h"

static void run(void)
{
	int fd = SAFE_OPEN("created", O_CREAT | O_WRONLY, 0600);

	SAFE_CLOSE(fd);
	tst_res(TPASS, "a file was created in the temporary directory");
	if (getenv("LTK_PATH_HELPER")) {
		const char *const cmd[] = { getenv("LTK_PATH_HELPER"), NULL };
		int ret = tst_cmd(cmd, NULL, NULL, TST_CMD_PASS_RETVAL);

		if (ret)
			tst_res(TFAIL, "%s exited with %d", cmd[0], ret);
		else
			tst_res(TPASS, "%s in the start directory was found through PATH", cmd[0]);
	}
}

static struct tst_test test = {
	.test_all = run,
	.needs_tmpdir = 1,
};
