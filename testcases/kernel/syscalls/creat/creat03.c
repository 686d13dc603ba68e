// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * creat(2) on names that already exist or lead elsewhere. creat() is open() with
 * O_CREAT|O_WRONLY|O_TRUNC, so from open(2):
 * - O_CREAT without O_EXCL follows a dangling symlink and creates its target;
 * - on an existing file the owner, group and mode stay those of the file: a file owned by
 *   root and writable by others, creat()ed by nobody, is truncated and still root's 0666
 *   ("The mode argument ... applied only when the file is created" and the owner is set
 *   only "when the file is created").
 */

#include <sys/stat.h>
#include "tst_test.h"

static void run(void)
{
	struct stat st;
	int fd;

	fd = TST_EXP_FD(creat("dangling", 0600), "creat() through a dangling symlink");
	if (fd >= 0) {
		SAFE_CLOSE(fd);
		if (stat("target", &st) == 0 && S_ISREG(st.st_mode))
			tst_res(TPASS, "the symlink's target was created");
		else
			tst_res(TFAIL, "the symlink's target was not created");
		SAFE_UNLINK("target");
	}

	SAFE_FILE_PRINTF("shared", "old content");
	SAFE_CHMOD("shared", 0666);
	if (!SAFE_FORK()) {
		tst_become_nobody();
		fd = TST_EXP_FD(creat("shared", 0600), "creat() of root's 0666 file as nobody");
		if (fd >= 0)
			SAFE_CLOSE(fd);
		exit(0);
	}
	tst_reap_children();
	SAFE_STAT("shared", &st);
	if (st.st_size == 0 && st.st_uid == 0 && st.st_gid == 0 && (st.st_mode & 07777) == 0666)
		tst_res(TPASS, "truncated, still owned by root:root with mode 0666");
	else
		tst_res(TFAIL, "size %ld owner %d:%d mode %o, expected 0 0:0 0666",
			(long)st.st_size, (int)st.st_uid, (int)st.st_gid, st.st_mode & 07777);
	SAFE_UNLINK("shared");
}

static void setup(void)
{
	SAFE_SYMLINK("target", "dangling");
}

static struct tst_test test = {
	.test_all = run,
	.setup = setup,
	.needs_root = 1,
	.needs_tmpdir = 1,
	.forks_child = 1,
};
