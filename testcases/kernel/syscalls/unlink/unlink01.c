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
 * removing a symlink leaves its target, a FIFO's name is removed. The hard link, symlink and
 * FIFO cases are TCONF where link()/symlink()/mkfifo() give EPERM (vfat).
 */

#include <sys/stat.h>
#include "tst_test.h"

#define MNTPOINT "mntpoint"
#define M(p) MNTPOINT "/" p

static int have_link, have_symlink, have_fifo;

/*
 * EPERM from link() and symlink(): "The filesystem containing ... does not support the
 * creation of hard/symbolic links" (vfat); mknod() of a FIFO is EPERM there too.
 */
static int probe(int ret, const char *what)
{
	if (!ret) {
		SAFE_UNLINK(M("probe_new"));
		return 1;
	}
	if (errno != EPERM)
		tst_brk(TBROK | TERRNO, "%s probe", what);
	return 0;
}

static void run(void)
{
	struct stat st;
	char buf[8] = "";
	int fd;

	if (have_link) {
		SAFE_FILE_PRINTF(M("f"), "data");
		SAFE_LINK(M("f"), M("f2"));
		TST_EXP_PASS(unlink(M("f")));
		TST_EXP_FAIL(access(M("f"), F_OK), ENOENT, "access() of the removed name");
		SAFE_STAT(M("f2"), &st);
		TST_EXP_EQ_LU(st.st_nlink, 1);
	} else {
		tst_res(TCONF, "%s does not support hard links", tst_device->fs_type);
		SAFE_FILE_PRINTF(M("f2"), "data");
	}

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

	if (have_symlink) {
		SAFE_FILE_PRINTF(M("target"), "t");
		SAFE_SYMLINK("target", M("sym"));
		TST_EXP_PASS(unlink(M("sym")), "unlink() of a symlink");
		TST_EXP_EXPR(access(M("target"), F_OK) == 0 && lstat(M("sym"), &st) == -1,
			     "the link is gone, its target is not");
		SAFE_UNLINK(M("target"));
	} else {
		tst_res(TCONF, "%s does not support symbolic links", tst_device->fs_type);
	}

	if (have_fifo) {
		SAFE_MKFIFO(M("fifo"), 0644);
		TST_EXP_PASS(unlink(M("fifo")), "unlink() of a FIFO");
		TST_EXP_EXPR(lstat(M("fifo"), &st) == -1 && errno == ENOENT,
			     "the FIFO's name is gone");
	} else {
		tst_res(TCONF, "%s does not support FIFOs", tst_device->fs_type);
	}
}

static void setup(void)
{
	SAFE_FILE_PRINTF(M("probe"), "p");
	have_link = probe(link(M("probe"), M("probe_new")), "link()");
	have_symlink = probe(symlink("probe", M("probe_new")), "symlink()");
	have_fifo = probe(mkfifo(M("probe_new"), 0644), "mkfifo()");
	SAFE_UNLINK(M("probe"));
}

static struct tst_test test = {
	.test_all = run,
	.setup = setup,
	.needs_root = 1,
	.mount_device = 1,
	.all_filesystems = 1,
	.dev_min_size = 16,
	.mntpoint = MNTPOINT,
};
