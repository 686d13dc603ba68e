// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * open_by_handle_at(2) round trips on every filesystem. From the man page:
 * - it "opens the file referred to by the handle", a handle that name_to_handle_at()
 *   returned: the descriptor refers to the same inode (st_dev, st_ino), reads the data
 *   written through the path name, and writes through it are seen through the path;
 * - "mount_fd ... any file in the mounted filesystem": a regular file serves as well as
 *   the mount point directory;
 * - "The flags argument is as for open(2)": O_DIRECTORY on a directory handle, O_CLOEXEC
 *   sets FD_CLOEXEC, O_RDONLY descriptors refuse writes (EBADF);
 * - "If handle refers to a symbolic link, the caller must specify the O_PATH flag, and
 *   the symbolic link is not dereferenced": the O_PATH descriptor is the link itself;
 * - ESTALE "if, for example, the file has been deleted".
 * Filesystems that cannot produce handles (EOPNOTSUPP) are TCONF.
 */

#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include "tst_test.h"
#include "tst_safe_prw.h"
#include "lapi/syscalls.h"
#include "lapi/name_to_handle_at.h"

#define MNTPOINT "mntpoint"
#define FILE1 MNTPOINT "/file"
#define DIR1 MNTPOINT "/dir"
#define LINK MNTPOINT "/link"
#define GONE MNTPOINT "/gone"
#define DATA "open_by_handle_at01 data"

static struct file_handle *fh_file, *fh_dir, *fh_link;
static int mount_fd = -1, file_mount_fd = -1, fd = -1;

static struct file_handle *handle_of(const char *path)
{
	struct file_handle *fh = SAFE_MALLOC(sizeof(*fh) + MAX_HANDLE_SZ);
	int mnt;

	fh->handle_bytes = MAX_HANDLE_SZ;
	if (tst_syscall(__NR_name_to_handle_at, AT_FDCWD, path, fh, &mnt, 0)) {
		if (errno == EOPNOTSUPP)
			tst_brk(TCONF, "%s does not support file handles", tst_device->fs_type);
		tst_brk(TBROK | TERRNO, "name_to_handle_at(%s)", path);
	}
	return fh;
}

static int same_inode(const char *path, const char *desc)
{
	struct stat a, b;

	SAFE_LSTAT(path, &a);
	SAFE_FSTAT(fd, &b);
	if (a.st_dev != b.st_dev || a.st_ino != b.st_ino) {
		tst_res(TFAIL, "%s: fd is inode %lu on %lu, %s is inode %lu on %lu", desc,
			(unsigned long)b.st_ino, (unsigned long)b.st_dev, path,
			(unsigned long)a.st_ino, (unsigned long)a.st_dev);
		return 0;
	}
	return 1;
}

static void close_fd(void)
{
	if (fd > -1)
		SAFE_CLOSE(fd);
}

static void check_file(int mfd, const char *desc)
{
	char buf[sizeof(DATA)] = "";

	TST_EXP_FD_SILENT(tst_syscall(__NR_open_by_handle_at, mfd, fh_file, O_RDONLY), "%s", desc);
	if (!TST_PASS)
		return;
	fd = TST_RET;
	if (same_inode(FILE1, desc)) {
		SAFE_READ(1, fd, buf, strlen(DATA));
		if (strcmp(buf, DATA))
			tst_res(TFAIL, "%s: read '%s', expected '%s'", desc, buf, DATA);
		else
			tst_res(TPASS, "%s: same inode, reads the file's data", desc);
	}
	TST_EXP_FAIL2(write(fd, "x", 1), EBADF, "%s: write() on the O_RDONLY descriptor", desc);
	close_fd();
}

static void check_write(void)
{
	char buf[4] = "";
	int path_fd;

	TST_EXP_FD_SILENT(tst_syscall(__NR_open_by_handle_at, mount_fd, fh_file,
				      O_RDWR | O_CLOEXEC));
	if (!TST_PASS)
		return;
	fd = TST_RET;
	TST_EXP_EQ_LI(SAFE_FCNTL(fd, F_GETFD) & FD_CLOEXEC, FD_CLOEXEC);
	SAFE_PWRITE(1, fd, "NEW", 3, 0);
	close_fd();
	path_fd = SAFE_OPEN(FILE1, O_RDONLY);
	SAFE_READ(1, path_fd, buf, 3);
	SAFE_CLOSE(path_fd);
	if (strcmp(buf, "NEW"))
		tst_res(TFAIL, "O_RDWR: the path reads '%s' after writing 'NEW' by handle", buf);
	else
		tst_res(TPASS, "O_RDWR | O_CLOEXEC: write by handle seen through the path");
	path_fd = SAFE_OPEN(FILE1, O_WRONLY);
	SAFE_WRITE(SAFE_WRITE_ALL, path_fd, DATA, strlen(DATA));
	SAFE_CLOSE(path_fd);
}

static void check_dir(void)
{
	struct stat st;

	TST_EXP_FD_SILENT(tst_syscall(__NR_open_by_handle_at, mount_fd, fh_dir,
				      O_RDONLY | O_DIRECTORY));
	if (!TST_PASS)
		return;
	fd = TST_RET;
	SAFE_FSTAT(fd, &st);
	if (!S_ISDIR(st.st_mode))
		tst_res(TFAIL, "O_DIRECTORY: fd mode 0%o is not a directory", st.st_mode);
	else if (same_inode(DIR1, "directory"))
		tst_res(TPASS, "directory handle opens the directory");
	close_fd();
}

static void check_link(void)
{
	char target[16] = "";
	ssize_t len;

	if (!fh_link) {
		tst_res(TCONF, "%s does not support symbolic links", tst_device->fs_type);
		return;
	}
	TST_EXP_FD_SILENT(tst_syscall(__NR_open_by_handle_at, mount_fd, fh_link, O_PATH));
	if (!TST_PASS)
		return;
	fd = TST_RET;
	len = readlinkat(fd, "", target, sizeof(target) - 1);
	if (len < 0)
		tst_res(TFAIL | TERRNO, "readlinkat() on the O_PATH link descriptor");
	else if (strcmp(target, "file"))
		tst_res(TFAIL, "link descriptor reads '%s', expected 'file'", target);
	else if (same_inode(LINK, "symlink"))
		tst_res(TPASS, "O_PATH on a symlink handle gives the link itself");
	close_fd();
}

static void check_stale(void)
{
	struct file_handle *fh;
	int tmp;

	tmp = SAFE_OPEN(GONE, O_CREAT | O_RDWR, 0644);
	SAFE_CLOSE(tmp);
	fh = handle_of(GONE);
	SAFE_UNLINK(GONE);
	TST_EXP_FAIL2(tst_syscall(__NR_open_by_handle_at, mount_fd, fh, O_RDONLY), ESTALE,
		      "handle of an unlinked file");
	if (TST_RET >= 0)
		SAFE_CLOSE(TST_RET);
	free(fh);
}

static void run(void)
{
	check_file(mount_fd, "mount_fd is the mount point");
	check_file(file_mount_fd, "mount_fd is a file of the filesystem");
	check_write();
	check_dir();
	check_link();
	check_stale();
}

static void setup(void)
{
	SAFE_FILE_PRINTF(FILE1, "%s", DATA);
	SAFE_MKDIR(DIR1, 0755);
	fh_file = handle_of(FILE1);
	fh_dir = handle_of(DIR1);
	/* EPERM: "The filesystem containing linkpath does not support ... symbolic links" */
	if (!symlink("file", LINK))
		fh_link = handle_of(LINK);
	else if (errno != EPERM)
		tst_brk(TBROK | TERRNO, "symlink(file, %s)", LINK);
	mount_fd = SAFE_OPEN(MNTPOINT, O_RDONLY | O_DIRECTORY);
	file_mount_fd = SAFE_OPEN(FILE1, O_RDONLY);
}

static void cleanup(void)
{
	close_fd();
	if (mount_fd > -1)
		SAFE_CLOSE(mount_fd);
	if (file_mount_fd > -1)
		SAFE_CLOSE(file_mount_fd);
	free(fh_file);
	free(fh_dir);
	free(fh_link);
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
};
