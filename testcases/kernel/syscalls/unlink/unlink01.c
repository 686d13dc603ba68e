// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * unlink(2) on every filesystem: it "deletes a name from the filesystem. If that name was
 * the last link to a file and no processes have the file open, the file is deleted";
 * "If the name was the last link to a file but any processes still have the file open, the
 * file will remain in existence until the last file descriptor referring to it is closed";
 * "If the name referred to a symbolic link, the link is removed"; "If the name referred to
 * a socket, FIFO, or device, the name for it is removed". Checked: the name goes, the other
 * hard link's count drops, an open descriptor still reads the data (fstat shows nlink 0
 * except on FUSE),
 * removing a symlink leaves its target, a FIFO's name is removed.
 */

#include <sys/stat.h>
#include "tst_test.h"

#define MNTPOINT "mntpoint"
#define M(p) MNTPOINT "/" p

static void run(void)
{
	struct stat st;
	char buf[8] = "";
	int fd;

	SAFE_FILE_PRINTF(M("f"), "data");
	SAFE_LINK(M("f"), M("f2"));
	TST_EXP_PASS(unlink(M("f")));
	TST_EXP_FAIL(access(M("f"), F_OK), ENOENT, "access() of the removed name");
	SAFE_STAT(M("f2"), &st);
	TST_EXP_EQ_LU(st.st_nlink, 1);

	fd = SAFE_OPEN(M("f2"), O_RDONLY);
	TST_EXP_PASS(unlink(M("f2")), "unlink() of the last name of an open file");
	SAFE_FSTAT(fd, &st);
	/* a FUSE kernel client hides the file under .fuse_hidden* instead (no hard_remove) */
	if (!tst_device->is_fuse)
		TST_EXP_EQ_LU(st.st_nlink, 0);
	TST_EXP_EXPR(access(M("f2"), F_OK) == -1, "the name is gone while the file is open");
	SAFE_READ(1, fd, buf, 4);
	TST_EXP_EQ_STR(buf, "data");
	SAFE_CLOSE(fd);

	SAFE_FILE_PRINTF(M("target"), "t");
	SAFE_SYMLINK("target", M("sym"));
	TST_EXP_PASS(unlink(M("sym")), "unlink() of a symlink");
	TST_EXP_EXPR(access(M("target"), F_OK) == 0 && lstat(M("sym"), &st) == -1,
		     "the link is gone, its target is not");
	SAFE_UNLINK(M("target"));

	SAFE_MKFIFO(M("fifo"), 0644);
	TST_EXP_PASS(unlink(M("fifo")), "unlink() of a FIFO");
	TST_EXP_EXPR(lstat(M("fifo"), &st) == -1 && errno == ENOENT, "the FIFO's name is gone");
}

static struct tst_test test = {
	.test_all = run,
	.needs_root = 1,
	.mount_device = 1,
	.all_filesystems = 1,
	.mntpoint = MNTPOINT,
};
