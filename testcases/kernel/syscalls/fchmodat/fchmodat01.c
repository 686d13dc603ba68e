// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * fchmodat(2) as man 2 chmod describes it. The system call (three arguments, no flags):
 * a relative pathname is interpreted relative to dirfd, AT_FDCWD means the current
 * directory, an absolute pathname ignores dirfd; its ERRORS EBADF (relative pathname,
 * dirfd not open) and ENOTDIR (relative pathname, dirfd a regular file). The C library
 * function's flags (the man page: "AT_SYMLINK_NOFOLLOW ... This flag is not currently
 * implemented" for the system call, so glibc emulates it): AT_SYMLINK_NOFOLLOW on a
 * regular file changes its mode, on a symbolic link fails with ENOTSUP and changes
 * neither the link nor its target; an invalid flag is EINVAL.
 * The errors shared with chmod() are chmod03's.
 */

#include <sys/stat.h>
#include "tst_test.h"
#include "lapi/syscalls.h"
#include "../fchownat/dirfd_fixture.h"

static int sys_fchmodat(int dfd, const char *path, mode_t mode)
{
	return tst_syscall(__NR_fchmodat, dfd, path, mode);
}

static void expect_mode(const char *path, mode_t exp)
{
	struct stat st;

	SAFE_LSTAT(path, &st);
	if ((st.st_mode & 07777) == exp)
		tst_res(TPASS, "%s has mode %04o", path, exp);
	else
		tst_res(TFAIL, "%s has mode %04o, expected %04o", path, st.st_mode & 07777, exp);
}

static void run(void)
{
	struct stat link_st;

	TST_EXP_PASS(sys_fchmodat(dir_fd, "file", 0604), "fchmodat(dirfd, \"file\", 0604)");
	expect_mode("dir/file", 0604);
	expect_mode("file", 0600);

	TST_EXP_PASS(sys_fchmodat(AT_FDCWD, "file", 0640), "fchmodat(AT_FDCWD, \"file\", 0640)");
	expect_mode("file", 0640);
	expect_mode("dir/file", 0604);

	TST_EXP_PASS(sys_fchmodat(-1, abs_path, 0444), "fchmodat(-1, absolute path, 0444)");
	expect_mode("dir/file", 0444);

	TST_EXP_FAIL(sys_fchmodat(closed_fd, "file", 0644), EBADF, "relative path, dirfd not open");
	TST_EXP_FAIL(sys_fchmodat(file_fd, "file", 0644), ENOTDIR,
		     "relative path, dirfd a regular file");
	/* the failed calls changed neither file that "file" could have named */
	expect_mode("file", 0640);
	expect_mode("dir/file", 0444);

	TST_EXP_PASS(fchmodat(dir_fd, "file", 0600, AT_SYMLINK_NOFOLLOW),
		     "libc fchmodat(regular file, AT_SYMLINK_NOFOLLOW)");
	expect_mode("dir/file", 0600);
	SAFE_LSTAT("dir/link", &link_st);
	TST_EXP_FAIL(fchmodat(dir_fd, "link", 0640, AT_SYMLINK_NOFOLLOW), ENOTSUP,
		     "libc fchmodat(symlink, AT_SYMLINK_NOFOLLOW)");
	expect_mode("dir/file", 0600);
	expect_mode("dir/link", link_st.st_mode & 07777);
	TST_EXP_FAIL(fchmodat(dir_fd, "file", 0640, 0x10000000), EINVAL,
		     "libc fchmodat(invalid flag)");
	SAFE_CHMOD("file", 0600);
}

static void setup(void)
{
	dirfd_fixture_setup(0600, "file", NULL);
}

static void cleanup(void)
{
	dirfd_fixture_cleanup();
}

static struct tst_test test = {
	.test_all = run,
	.setup = setup,
	.cleanup = cleanup,
	.needs_tmpdir = 1,
};
