// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * listxattrat(2) (Linux 6.13) on every filesystem with user extended attributes:
 * listxattr() with a directory descriptor and lookup flags (list and size are plain
 * arguments, no struct). As the kernel's interface defines it: pathname is resolved
 * relative to dfd; AT_EMPTY_PATH lists the file dfd refers to; AT_SYMLINK_NOFOLLOW lists
 * the link itself (no user.* names); size 0 returns the list's length; a too small size is
 * ERANGE; an unknown at_flags bit is EINVAL; a relative path with an invalid dfd is EBADF,
 * with a regular-file dfd ENOTDIR. Each list must match listxattr()'s byte for byte.
 * TCONF when the kernel lacks the call or the filesystem lacks user attributes.
 */

#include <sys/xattr.h>
#include "tst_test.h"
#include "lapi/xattrat.h"

#define MNTPOINT "mntpoint"
#define FILE_PATH MNTPOINT "/dir/file"

static int dir_fd = -1, file_fd = -1, bad_fd = -1;
static char ref[1024];
static ssize_t ref_len;

static long list_at(int dfd, const char *path, unsigned int at_flags, char *list, size_t size)
{
	return tst_syscall(__NR_listxattrat, dfd, path, at_flags, list, size);
}

static void same_list(int dfd, const char *path, unsigned int at_flags, const char *desc)
{
	char list[1024];
	long len = list_at(dfd, path, at_flags, list, sizeof(list));

	if (len < 0) {
		tst_res(TFAIL | TERRNO, "listxattrat() %s", desc);
		return;
	}
	TST_EXP_EXPR(len == ref_len && !memcmp(list, ref, len),
		     "listxattrat() %s lists the same %zd bytes as listxattr() (got %ld)",
		     desc, ref_len, len);
}

static void run(void)
{
	char list[1024];
	long len;
	int i, user = 0;

	same_list(dir_fd, "file", 0, "relative to dirfd");
	same_list(AT_FDCWD, FILE_PATH, 0, "AT_FDCWD");
	same_list(file_fd, "", AT_EMPTY_PATH, "AT_EMPTY_PATH");
	same_list(dir_fd, "link", 0, "through a symlink");

	len = list_at(dir_fd, "link", AT_SYMLINK_NOFOLLOW, list, sizeof(list));
	for (i = 0; i < len; i += strlen(list + i) + 1)
		user += !strncmp(list + i, "user.", 5);
	TST_EXP_EXPR(len >= 0 && !user, "AT_SYMLINK_NOFOLLOW lists no user.* on the link");

	TST_EXP_VAL(list_at(dir_fd, "file", 0, NULL, 0), ref_len, "listxattrat() size 0");
	TST_EXP_FAIL2(list_at(dir_fd, "file", 0, list, ref_len - 1), ERANGE,
		      "listxattrat() one byte short");
	TST_EXP_FAIL2(list_at(dir_fd, "file", 0x80000, list, sizeof(list)), EINVAL,
		      "listxattrat() unknown at_flags bit");
	TST_EXP_FAIL2(list_at(bad_fd, "file", 0, list, sizeof(list)), EBADF,
		      "listxattrat() relative, invalid dfd");
	TST_EXP_FAIL2(list_at(file_fd, "file", 0, list, sizeof(list)), ENOTDIR,
		      "listxattrat() relative, dfd a regular file");
}

static void setup(void)
{
	SAFE_MKDIR(MNTPOINT "/dir", 0755);
	SAFE_FILE_PRINTF(FILE_PATH, "x");
	if (setxattr(FILE_PATH, "user.one", "1", 1, 0)) {
		if (errno == ENOTSUP)
			tst_brk(TCONF, "%s has no user extended attributes",
				tst_device->fs_type);
		tst_brk(TBROK | TERRNO, "setxattr(user.one)");
	}
	/* after the probe: vfat has neither user xattrs (TCONF above) nor symlinks (EPERM) */
	SAFE_SYMLINK("file", MNTPOINT "/dir/link");
	SAFE_SETXATTR(FILE_PATH, "user.two", "2", 1, 0);
	ref_len = listxattr(FILE_PATH, ref, sizeof(ref));
	if (ref_len <= 0)
		tst_brk(TBROK | TERRNO, "listxattr() gave %zd", ref_len);
	dir_fd = SAFE_OPEN(MNTPOINT "/dir", O_RDONLY | O_DIRECTORY);
	file_fd = SAFE_OPEN(FILE_PATH, O_RDONLY);
	bad_fd = 1000;
	while (fcntl(bad_fd, F_GETFD) != -1)
		bad_fd++;
	/* TCONF here on a kernel without the call */
	list_at(dir_fd, "file", 0, NULL, 0);
}

static void cleanup(void)
{
	if (dir_fd > -1)
		SAFE_CLOSE(dir_fd);
	if (file_fd > -1)
		SAFE_CLOSE(file_fd);
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
