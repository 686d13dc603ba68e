// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * A test that writes a file in its working directory, which the library made its temporary
 * directory. Run under ltk-mutate (tmpdir_chdir.t), a chdir() that returns 0 without moving
 * must end in TBROK before the test writes a byte where it was started.
 */
#include <fcntl.h>
#include "tst_test.h"

static void run(void)
{
	int fd = SAFE_OPEN("created", O_CREAT | O_WRONLY, 0600);

	SAFE_CLOSE(fd);
	tst_res(TPASS, "a file was created in the temporary directory");
}

static struct tst_test test = {
	.test_all = run,
	.needs_tmpdir = 1,
};
