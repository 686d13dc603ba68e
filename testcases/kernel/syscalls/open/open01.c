// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * open(2) basics, from the man page's DESCRIPTION:
 * - "The return value of open() is a file descriptor ... the lowest-numbered file
 *   descriptor not currently open for the process";
 * - O_CREAT creates a regular file whose mode is `mode` modified by the umask;
 * - the access mode is enforced: an O_RDONLY descriptor cannot write, an O_WRONLY one
 *   cannot read, an O_RDWR one does both;
 * - the file offset is set to the beginning of the file.
 */

#include <sys/stat.h>
#include "tst_test.h"
#include "tst_fd_state.h"

#define FNAME "open01_file"

static void check_lowest_fd(void)
{
	int fd1, fd2, fd3;

	fd1 = SAFE_OPEN(FNAME, O_RDONLY);
	fd2 = SAFE_OPEN(FNAME, O_RDONLY);
	SAFE_CLOSE(fd1);
	/* fd1's slot is now the lowest free one. */
	TST_EXP_FD_SILENT(open(FNAME, O_RDONLY));
	fd3 = TST_RET;
	if (fd3 >= 0 && fd3 < fd2)
		tst_res(TPASS, "open() reused the lowest free descriptor %d", fd3);
	else if (fd3 >= 0)
		tst_res(TFAIL, "open() returned %d, a lower descriptor was free", fd3);
	if (fd3 >= 0)
		SAFE_CLOSE(fd3);
	SAFE_CLOSE(fd2);
}

static void check_access_modes(void)
{
	char buf[4] = "";
	struct tst_fd_state before;
	int fd;

	fd = SAFE_OPEN(FNAME, O_RDONLY);
	tst_fd_state_get(fd, &before);
	TST_EXP_FAIL2(write(fd, "x", 1), EBADF, "write() on an O_RDONLY descriptor");
	if (!TST_FD_UNCHANGED(fd, &before))
		tst_res(TPASS, "the refused write() left the file and the offset alone");
	TST_EXP_VAL(read(fd, buf, 3), 3, "read() on an O_RDONLY descriptor");
	SAFE_CLOSE(fd);

	fd = SAFE_OPEN(FNAME, O_WRONLY);
	tst_fd_state_get(fd, &before);
	TST_EXP_FAIL2(read(fd, buf, 1), EBADF, "read() on an O_WRONLY descriptor");
	if (!TST_FD_UNCHANGED(fd, &before))
		tst_res(TPASS, "the refused read() left the offset alone");
	TST_EXP_VAL(write(fd, "xyz", 3), 3, "write() on an O_WRONLY descriptor");
	SAFE_CLOSE(fd);

	fd = SAFE_OPEN(FNAME, O_RDWR);
	TST_EXP_VAL(read(fd, buf, 3), 3, "read() on an O_RDWR descriptor");
	TST_EXP_VAL(write(fd, "!", 1), 1, "write() on an O_RDWR descriptor");
	SAFE_CLOSE(fd);
}

static void run(void)
{
	struct stat st;
	char buf[8] = "";
	mode_t old_umask;
	int fd;

	old_umask = umask(022);
	TST_EXP_FD(open(FNAME, O_CREAT | O_RDWR, 0666));
	umask(old_umask);
	if (!TST_PASS)
		return;
	fd = TST_RET;

	SAFE_FSTAT(fd, &st);
	if (S_ISREG(st.st_mode) && (st.st_mode & 07777) == 0644)
		tst_res(TPASS, "O_CREAT made a regular file with mode 0666 & ~umask = 0644");
	else
		tst_res(TFAIL, "O_CREAT made mode %o, expected regular file 0644", st.st_mode);

	TST_EXP_EQ_LI(lseek(fd, 0, SEEK_CUR), 0);
	SAFE_WRITE(SAFE_WRITE_ALL, fd, "abcdef", 6);
	SAFE_CLOSE(fd);

	fd = SAFE_OPEN(FNAME, O_RDONLY);
	TST_EXP_EQ_LI(lseek(fd, 0, SEEK_CUR), 0);
	SAFE_READ(1, fd, buf, 6);
	if (memcmp(buf, "abcdef", 6))
		tst_res(TFAIL, "read back '%.6s', expected 'abcdef'", buf);
	else
		tst_res(TPASS, "data written through the new descriptor reads back");
	SAFE_CLOSE(fd);

	check_lowest_fd();
	check_access_modes();
	SAFE_UNLINK(FNAME);
}

static struct tst_test test = {
	.test_all = run,
	.needs_tmpdir = 1,
};
