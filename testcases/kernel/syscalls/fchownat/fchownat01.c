// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * fchownat(2) as man 2 chown describes it: a relative pathname is interpreted relative to
 * dirfd (AT_FDCWD: the current directory); an absolute one ignores dirfd;
 * AT_SYMLINK_NOFOLLOW changes a symbolic link itself, like lchown(), where the default
 * follows it; AT_EMPTY_PATH with an empty pathname changes the file dirfd refers to (an
 * O_PATH descriptor of a file). ERRORS specific to it, in the man page's order: EBADF
 * (relative pathname, dirfd not open), EINVAL (invalid flag), ENOTDIR (relative pathname,
 * dirfd a regular file). The errors shared with chown() are chown03's.
 */

#include <sys/stat.h>
#include "tst_test.h"
#include "dirfd_fixture.h"

static int path_fd = -1;

static void expect(const char *path, uid_t uid, gid_t gid)
{
	struct stat st;

	SAFE_LSTAT(path, &st);
	if (st.st_uid == uid && st.st_gid == gid)
		tst_res(TPASS, "%s is %u:%u", path, uid, gid);
	else
		tst_res(TFAIL, "%s is %u:%u, expected %u:%u", path, st.st_uid, st.st_gid, uid, gid);
}

static void run(void)
{
	TST_EXP_PASS(fchownat(dir_fd, "file", 1001, 1001, 0), "fchownat(dirfd, \"file\")");
	expect("dir/file", 1001, 1001);
	expect("file", 0, 0);
	TST_EXP_PASS(fchownat(AT_FDCWD, "file", 1002, -1, 0), "fchownat(AT_FDCWD, \"file\")");
	expect("file", 1002, 0);
	TST_EXP_PASS(fchownat(-1, abs_path, -1, 1003, 0), "fchownat(-1, absolute path)");
	expect("dir/file", 1001, 1003);

	TST_EXP_PASS(fchownat(dir_fd, "link", 1004, 1004, AT_SYMLINK_NOFOLLOW),
		     "fchownat(link, AT_SYMLINK_NOFOLLOW)");
	expect("dir/link", 1004, 1004);
	expect("file", 1002, 0);
	TST_EXP_PASS(fchownat(dir_fd, "link", 1005, 1005, 0), "fchownat(link, 0)");
	expect("file", 1005, 1005);
	expect("dir/link", 1004, 1004);

	TST_EXP_PASS(fchownat(path_fd, "", 1006, 1006, AT_EMPTY_PATH),
		     "fchownat(O_PATH fd, \"\", AT_EMPTY_PATH)");
	expect("dir/file", 1006, 1006);

	TST_EXP_FAIL(fchownat(closed_fd, "file", 0, 0, 0), EBADF, "relative path, dirfd not open");
	TST_EXP_FAIL(fchownat(dir_fd, "file", 0, 0, 0x10000000), EINVAL, "invalid flag");
	TST_EXP_FAIL(fchownat(file_fd, "file", 0, 0, 0), ENOTDIR, "dirfd a regular file");
	/* the failed calls changed neither file that "file" could have named */
	expect("file", 1005, 1005);
	expect("dir/file", 1006, 1006);

	SAFE_CHOWN("file", 0, 0);
	SAFE_CHOWN("dir/file", 0, 0);
	SAFE_LCHOWN("dir/link", 0, 0);
}

static void setup(void)
{
	dirfd_fixture_setup(0644, "../file", &path_fd);
}

static void cleanup(void)
{
	dirfd_fixture_cleanup();
	if (path_fd > -1)
		SAFE_CLOSE(path_fd);
}

static struct tst_test test = {
	.test_all = run,
	.setup = setup,
	.cleanup = cleanup,
	.needs_root = 1,
	.needs_tmpdir = 1,
};
