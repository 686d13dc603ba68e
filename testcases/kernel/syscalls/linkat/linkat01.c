// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * linkat(2) on every filesystem:
 * - relative paths are resolved against olddirfd and newdirfd;
 * - "By default, linkat() does not dereference oldpath if it is a symbolic link": the new
 *   name is the symlink's inode;
 * - AT_SYMLINK_FOLLOW: "oldpath is dereferenced if it is a symbolic link": the new name is
 *   the target's inode and the target's link count rises;
 * - AT_EMPTY_PATH: "If oldpath is an empty string, create a link to the file referenced by
 *   olddirfd", here an O_PATH descriptor of a regular file and a descriptor of an
 *   O_TMPFILE file (TCONF for the latter where the filesystem lacks O_TMPFILE).
 */

#include <sys/stat.h>
#include "tst_test.h"

#define MNTPOINT "mntpoint"
#define M(p) MNTPOINT "/" p

static int d1 = -1, d2 = -1;

static ino_t ino_of(const char *path, int follow)
{
	struct stat st;

	if (follow)
		SAFE_STAT(path, &st);
	else
		SAFE_LSTAT(path, &st);
	return st.st_ino;
}

static void dirfds(void)
{
	TST_EXP_PASS(linkat(d1, "f", d2, "g", 0), "linkat(d1, \"f\", d2, \"g\", 0)");
	TST_EXP_EQ_LU(ino_of(M("d2/g"), 1), ino_of(M("d1/f"), 1));
	SAFE_UNLINK(M("d2/g"));
}

static void symlinks(void)
{
	struct stat st;

	TST_EXP_PASS(linkat(d1, "sym", d2, "nofollow", 0), "linkat() of a symlink, no flags");
	TST_EXP_EQ_LU(ino_of(M("d2/nofollow"), 0), ino_of(M("d1/sym"), 0));
	SAFE_UNLINK(M("d2/nofollow"));

	TST_EXP_PASS(linkat(d1, "sym", d2, "follow", AT_SYMLINK_FOLLOW),
		     "linkat(AT_SYMLINK_FOLLOW) of a symlink");
	SAFE_LSTAT(M("d2/follow"), &st);
	TST_EXP_EXPR(S_ISREG(st.st_mode) && st.st_ino == ino_of(M("d1/f"), 1),
		     "the new name is the symlink's target");
	TST_EXP_EQ_LU(st.st_nlink, 2);
	SAFE_UNLINK(M("d2/follow"));
}

static void empty_path(void)
{
	char buf[8] = "";
	int fd;

	fd = SAFE_OPEN(M("d1/f"), O_PATH);
	TST_EXP_PASS(linkat(fd, "", d2, "by_fd", AT_EMPTY_PATH),
		     "linkat(O_PATH fd, \"\", AT_EMPTY_PATH)");
	SAFE_CLOSE(fd);
	TST_EXP_EQ_LU(ino_of(M("d2/by_fd"), 1), ino_of(M("d1/f"), 1));
	SAFE_UNLINK(M("d2/by_fd"));

	fd = open(MNTPOINT, O_TMPFILE | O_RDWR, 0600);
	if (fd < 0) {
		if (errno == EOPNOTSUPP || errno == EISDIR) {
			tst_res(TCONF, "%s has no O_TMPFILE", tst_device->fs_type);
			return;
		}
		tst_brk(TBROK | TERRNO, "open(O_TMPFILE)");
	}
	SAFE_WRITE(SAFE_WRITE_ALL, fd, "tmp", 3);
	TST_EXP_PASS(linkat(fd, "", d2, "tmpfile", AT_EMPTY_PATH),
		     "linkat(O_TMPFILE fd, \"\", AT_EMPTY_PATH)");
	SAFE_CLOSE(fd);
	if (!access(M("d2/tmpfile"), F_OK)) {
		SAFE_FILE_SCANF(M("d2/tmpfile"), "%7s", buf);
		TST_EXP_EQ_STR(buf, "tmp");
		SAFE_UNLINK(M("d2/tmpfile"));
	}
}

static void run(void)
{
	dirfds();
	symlinks();
	empty_path();
}

static void setup(void)
{
	SAFE_MKDIR(M("d1"), 0755);
	SAFE_MKDIR(M("d2"), 0755);
	SAFE_FILE_PRINTF(M("d1/f"), "data");
	SAFE_SYMLINK("f", M("d1/sym"));
	d1 = SAFE_OPEN(M("d1"), O_RDONLY | O_DIRECTORY);
	d2 = SAFE_OPEN(M("d2"), O_RDONLY | O_DIRECTORY);
}

static void cleanup(void)
{
	if (d1 > -1)
		SAFE_CLOSE(d1);
	if (d2 > -1)
		SAFE_CLOSE(d2);
}

static struct tst_test test = {
	.test_all = run,
	.setup = setup,
	.cleanup = cleanup,
	.needs_root = 1,
	.mount_device = 1,
	.all_filesystems = 1,
	.dev_min_size = 16,
	.mntpoint = MNTPOINT,
	/* FUSE ntfs-3g keeps no symlink inode of its own for a hard link to a symlink */
	.skip_filesystems = (const char *const []){"ntfs", "vfat", "exfat", NULL},
};
