// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * pwrite64(2) on an O_APPEND descriptor, from the man page's BUGS: "POSIX requires that
 * opening a file with the O_APPEND flag should have no effect on the location at which
 * pwrite() writes data. However, on Linux, if a file is opened with O_APPEND, pwrite()
 * appends data to the end of the file, regardless of the value of offset." Checked: the
 * data lands at the end, the start of the file is unchanged, and the file offset is not
 * changed ("The file offset is not changed").
 */

#include <sys/stat.h>
#include "tst_test.h"
#include "tst_safe_prw.h"

#define FNAME "pwrite03_file"

static void run(void)
{
	char buf[16] = "";
	struct stat st;
	int fd;

	SAFE_FILE_PRINTF(FNAME, "start");
	fd = SAFE_OPEN(FNAME, O_RDWR | O_APPEND);
	SAFE_LSEEK(fd, 2, SEEK_SET);
	TST_EXP_VAL(pwrite(fd, "END", 3, 0), 3, "pwrite(\"END\", offset 0) with O_APPEND");
	TST_EXP_EQ_LI(lseek(fd, 0, SEEK_CUR), 2);
	SAFE_FSTAT(fd, &st);
	TST_EXP_EQ_LI(st.st_size, 8);
	SAFE_PREAD(1, fd, buf, 8, 0);
	TST_EXP_EQ_STR(buf, "startEND");
	SAFE_CLOSE(fd);
	SAFE_UNLINK(FNAME);
}

static struct tst_test test = {
	.test_all = run,
	.needs_tmpdir = 1,
};
