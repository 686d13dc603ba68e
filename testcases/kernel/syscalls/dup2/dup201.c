// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * dup2(2), from the man page's DESCRIPTION:
 * - "The dup2() system call performs the same task as dup(), but instead of using the
 *   lowest-numbered unused file descriptor, it uses the file descriptor number specified in
 *   newfd. In other words, the file descriptor newfd is adjusted so that it now refers to
 *   the same open file description as oldfd": it returns newfd, which then refers to
 *   oldfd's file (same inode, shared offset) with FD_CLOEXEC off;
 * - "If the file descriptor newfd was previously open, it is closed before being reused;
 *   the close is performed silently": the file newfd used to refer to is no longer
 *   reachable through it;
 * - "If oldfd is a valid file descriptor, and newfd has the same value as oldfd, then
 *   dup2() does nothing, and returns newfd": FD_CLOEXEC stays set on it.
 * - a newfd above every open descriptor (here 200) is allowed.
 */

#include <sys/stat.h>
#include "tst_test.h"

static void same_file(int fd, const char *path, const char *what)
{
	struct stat a, b;

	SAFE_FSTAT(fd, &a);
	SAFE_STAT(path, &b);
	if (a.st_ino == b.st_ino)
		tst_res(TPASS, "%s refers to %s", what, path);
	else
		tst_res(TFAIL, "%s does not refer to %s", what, path);
}

static void run(void)
{
	int oldfd, newfd, fl;

	oldfd = SAFE_OPEN("a", O_RDWR | O_CLOEXEC);
	newfd = SAFE_OPEN("b", O_RDWR | O_CLOEXEC);

	TST_EXP_VAL(dup2(oldfd, newfd), newfd, "dup2(oldfd, open newfd)");
	same_file(newfd, "a", "newfd after dup2()");
	fl = SAFE_FCNTL(newfd, F_GETFD);
	TST_EXP_EXPR(!(fl & FD_CLOEXEC), "FD_CLOEXEC is off on newfd");
	SAFE_LSEEK(oldfd, 4, SEEK_SET);
	TST_EXP_EQ_LI(lseek(newfd, 0, SEEK_CUR), 4);

	TST_EXP_VAL(dup2(oldfd, oldfd), oldfd, "dup2(oldfd, oldfd)");
	fl = SAFE_FCNTL(oldfd, F_GETFD);
	TST_EXP_EXPR(fl & FD_CLOEXEC, "dup2(oldfd, oldfd) left FD_CLOEXEC set");
	TST_EXP_EQ_LI(lseek(oldfd, 0, SEEK_CUR), 4);

	TST_EXP_VAL(dup2(oldfd, 200), 200, "dup2(oldfd, 200)");
	same_file(200, "a", "descriptor 200");
	close(200);
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
