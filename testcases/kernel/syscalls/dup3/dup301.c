// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * dup3(2), from the man page's DESCRIPTION: "dup3() is the same as dup2(), except that:
 * The caller can force the close-on-exec flag to be set for the new file descriptor by
 * specifying O_CLOEXEC in flags." Checked:
 * - dup3(oldfd, newfd, O_CLOEXEC) returns newfd with FD_CLOEXEC set, oldfd's flag untouched;
 * - dup3(oldfd, newfd, 0) returns newfd with FD_CLOEXEC clear;
 * - as with dup2(), an open newfd is silently closed first and then refers to oldfd's file,
 *   sharing its offset.
 */

#include <sys/stat.h>
#include "tst_test.h"

static void run(void)
{
	struct stat a, b;
	int oldfd, newfd, fl;

	oldfd = SAFE_OPEN("a", O_RDWR);
	newfd = SAFE_OPEN("b", O_RDWR);

	TST_EXP_VAL(dup3(oldfd, newfd, O_CLOEXEC), newfd, "dup3(oldfd, newfd, O_CLOEXEC)");
	fl = SAFE_FCNTL(newfd, F_GETFD);
	TST_EXP_EXPR(fl & FD_CLOEXEC, "O_CLOEXEC set FD_CLOEXEC on newfd");
	fl = SAFE_FCNTL(oldfd, F_GETFD);
	TST_EXP_EXPR(!(fl & FD_CLOEXEC), "oldfd's FD_CLOEXEC is untouched");
	SAFE_FSTAT(oldfd, &a);
	SAFE_FSTAT(newfd, &b);
	TST_EXP_EXPR(a.st_ino == b.st_ino, "newfd now refers to oldfd's file");
	SAFE_LSEEK(newfd, 3, SEEK_SET);
	TST_EXP_EQ_LI(lseek(oldfd, 0, SEEK_CUR), 3);

	TST_EXP_VAL(dup3(oldfd, newfd, 0), newfd, "dup3(oldfd, newfd, 0)");
	fl = SAFE_FCNTL(newfd, F_GETFD);
	TST_EXP_EXPR(!(fl & FD_CLOEXEC), "flags 0 leaves FD_CLOEXEC clear on newfd");
	SAFE_CLOSE(newfd);
	SAFE_CLOSE(oldfd);
}

static void setup(void)
{
	SAFE_FILE_PRINTF("a", "aaaaaaaa");
	SAFE_FILE_PRINTF("b", "bbbbbbbb");
}

static struct tst_test test = {
	.test_all = run,
	.setup = setup,
	.needs_tmpdir = 1,
};
