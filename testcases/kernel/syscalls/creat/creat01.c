// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * creat(2), from the man page: "A call to creat() is equivalent to calling open() with
 * flags equal to O_CREAT|O_WRONLY|O_TRUNC". Checked:
 * - a missing file is created, as a regular file with mode & ~umask;
 * - the descriptor is write-only (F_GETFL shows O_WRONLY, read() fails with EBADF) and
 *   write() works through it;
 * - an existing file is truncated to length 0 and keeps its mode (mode only applies to
 *   new files) and its inode;
 * - each descriptor is "the lowest-numbered file descriptor not currently open" (open(2)).
 */

#include <sys/stat.h>
#include "tst_test.h"
#include "tst_fd_state.h"

#define FNAME "creat01_file"

static void run(void)
{
	struct stat st, st2;
	mode_t old_umask;
	char buf[4];
	int fd, fl, lowest = tst_fd_lowest_free();

	old_umask = umask(022);
	fd = TST_EXP_FD(creat(FNAME, 0777), "creat(new file, 0777)");
	umask(old_umask);
	if (fd < 0)
		return;
	TST_EXP_EQ_LI(fd, lowest);
	SAFE_FSTAT(fd, &st);
	if (S_ISREG(st.st_mode) && (st.st_mode & 07777) == 0755)
		tst_res(TPASS, "creat() made a regular file with mode 0755");
	else
		tst_res(TFAIL, "creat() made mode %o, expected regular 0755", st.st_mode);

	fl = SAFE_FCNTL(fd, F_GETFL);
	TST_EXP_EQ_LI(fl & O_ACCMODE, O_WRONLY);
	TST_EXP_FAIL2(read(fd, buf, 1), EBADF, "read() on a creat() descriptor");
	TST_EXP_VAL(write(fd, "data", 4), 4, "write() on a creat() descriptor");
	SAFE_CLOSE(fd);

	fd = TST_EXP_FD(creat(FNAME, 0600), "creat(existing file, 0600)");
	if (fd < 0)
		return;
	TST_EXP_EQ_LI(fd, lowest);
	SAFE_FSTAT(fd, &st2);
	SAFE_CLOSE(fd);
	if (st2.st_size == 0 && st2.st_ino == st.st_ino && (st2.st_mode & 07777) == 0755)
		tst_res(TPASS, "existing file truncated to 0, same inode, mode kept 0755");
	else
		tst_res(TFAIL, "existing file: size %ld ino %lu mode %o (expected 0, %lu, 0755)",
			(long)st2.st_size, (unsigned long)st2.st_ino, st2.st_mode & 07777,
			(unsigned long)st.st_ino);
	SAFE_UNLINK(FNAME);
}

static struct tst_test test = {
	.test_all = run,
	.needs_tmpdir = 1,
};
