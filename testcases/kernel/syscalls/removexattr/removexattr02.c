// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * removexattr(2) errors, in the order of the man page's ERRORS section, on a tmpfs (user
 * extended attributes there since Linux 6.6; TCONF before):
 *
 *   ENODATA the named attribute does not exist
 *   ENOTSUP the namespace prefix is not valid ("foo.")
 *   and from xattr(7), ioctl_iflags(2) and stat(2):
 *   EPERM   the file is marked immutable
 *   EPERM   a trusted.* attribute by root without CAP_SYS_ADMIN (capability dropped)
 *   EPERM   lremovexattr() of a user.* name on a symbolic link
 *   EACCES  a user.* attribute of a file nobody may not write (nobody)
 *   EFAULT  name points outside the address space
 *   ENOENT  the file does not exist
 *   ENOTDIR a component of the path prefix is a regular file
 *   ERANGE  name longer than XATTR_NAME_MAX
 *   EBADF   fremovexattr() of an invalid descriptor
 *
 * Variant 0 calls removexattr() (lremovexattr() for the symbolic link row), variant 1 the
 * lremovexattr system call, variant 2 the fremovexattr system call on a descriptor root
 * opened before any drop of privileges (the rows about path lookup and the symbolic link
 * have no descriptor form: TCONF). Every failure must leave the attribute in place.
 *
 * ENOTSUP "not supported by the filesystem" is not provoked here: removexattr01 is TCONF
 * per filesystem.
 */

#include <sys/ioctl.h>
#include <linux/fs.h>
#include "tst_test.h"
#include "lapi/syscalls.h"
#include "../getxattr/xattr_errors.h"

enum how { PATH_FOLLOW, PATH_NOFOLLOW, BY_FD };

static char long_name[XATTR_NAME_MAX + 2];
static char *long_name_p = long_name;

static const char *const variant_name[] = {
	"removexattr", "lremovexattr", "fremovexattr"
};

static struct tcase {
	const char *path;
	const char *name;
	char **name_ptr;
	int exp_errno;
	enum who who;
	enum how how;
	const char *desc;
} tcases[] = {
	{M("file"), "user.missing", NULL, ENODATA, ROOT, PATH_FOLLOW, "missing name"},
	{M("file"), "foo.bar", NULL, ENOTSUP, ROOT, PATH_FOLLOW, "unknown namespace"},
	{M("immutable"), "user.v", NULL, EPERM, ROOT, PATH_FOLLOW, "immutable file"},
	{M("file"), "trusted.t", NULL, EPERM, ROOT_NO_ADMIN, PATH_FOLLOW,
		"trusted.* without CAP_SYS_ADMIN"},
	{M("link"), "user.v", NULL, EPERM, ROOT, PATH_NOFOLLOW, "user.* on a symlink"},
	{M("file"), "user.v", NULL, EACCES, NOBODY, PATH_FOLLOW, "file nobody cannot write"},
	{M("file"), NULL, &bad_addr, EFAULT, ROOT, PATH_FOLLOW, "bad name address"},
	{M("missing"), "user.v", NULL, ENOENT, ROOT, PATH_FOLLOW, "missing file"},
	{M("file/x"), "user.v", NULL, ENOTDIR, ROOT, PATH_FOLLOW, "file in prefix"},
	{M("file"), NULL, &long_name_p, ERANGE, ROOT, PATH_FOLLOW, "name too long"},
	{NULL, "user.v", NULL, EBADF, ROOT, BY_FD, "bad descriptor"},
};

static void check(struct tcase *tc)
{
	const char *name = tc->name_ptr ? *tc->name_ptr : tc->name;

	switch (tc->how) {
	case PATH_FOLLOW:
		if (tst_variant == 0)
			TST_EXP_FAIL(removexattr(tc->path, name), tc->exp_errno,
				     "removexattr() %s", tc->desc);
		else if (tst_variant == 1)
			TST_EXP_FAIL(tst_syscall(__NR_lremovexattr, tc->path, name),
				     tc->exp_errno, "lremovexattr() %s", tc->desc);
		else
			TST_EXP_FAIL(tst_syscall(__NR_fremovexattr, file_fd, name),
				     tc->exp_errno, "fremovexattr() %s", tc->desc);
		break;
	case PATH_NOFOLLOW:
		TST_EXP_FAIL(lremovexattr(tc->path, name), tc->exp_errno,
			     "lremovexattr() %s", tc->desc);
		break;
	case BY_FD:
		TST_EXP_FAIL(fremovexattr(bad_fd, name), tc->exp_errno,
			     "fremovexattr() %s", tc->desc);
		break;
	}
}

static void run(unsigned int n)
{
	struct tcase *tc = &tcases[n];
	char buf[8];

	if (tst_variant == 2 && tc->how != BY_FD) {
		if (tc->how == PATH_NOFOLLOW || tc->exp_errno == ENOENT ||
		    tc->exp_errno == ENOTDIR) {
			tst_res(TCONF, "fremovexattr() takes no path: no '%s'", tc->desc);
			return;
		}
		file_fd = SAFE_OPEN(tc->path, O_RDONLY);
	}
	xattr_check_as(tc->who, check, tc);
	if (file_fd > -1)
		SAFE_CLOSE(file_fd);
	if (getxattr(M("file"), "user.v", buf, sizeof(buf)) != 1 ||
	    getxattr(M("file"), "trusted.t", buf, sizeof(buf)) != 1 ||
	    getxattr(M("immutable"), "user.v", buf, sizeof(buf)) != 1)
		tst_res(TFAIL, "a failed removexattr() removed an attribute");
}

static void setup(void)
{
	int fd, flags = FS_IMMUTABLE_FL;

	tst_res(TINFO, "testing %s()", variant_name[tst_variant]);
	xattr_long_name(long_name, sizeof(long_name));
	xattr_bad_args();
	xattr_mount();
	SAFE_FILE_PRINTF(M("file"), "x");
	SAFE_CHMOD(M("file"), 0644);
	SAFE_SYMLINK("file", M("link"));
	SAFE_FILE_PRINTF(M("immutable"), "x");
	xattr_set_first(M("file"), "user.v", "v", 1);
	SAFE_SETXATTR(M("file"), "trusted.t", "t", 1, 0);
	SAFE_SETXATTR(M("immutable"), "user.v", "v", 1, 0);
	fd = SAFE_OPEN(M("immutable"), O_RDONLY);
	if (ioctl(fd, FS_IOC_SETFLAGS, &flags))
		tst_brk(TCONF | TERRNO, "tmpfs has no FS_IOC_SETFLAGS");
	SAFE_CLOSE(fd);
}

static void cleanup(void)
{
	int fd, flags = 0;

	if (mounted) {
		fd = open(M("immutable"), O_RDONLY);
		if (fd > -1) {
			ioctl(fd, FS_IOC_SETFLAGS, &flags);
			SAFE_CLOSE(fd);
		}
	}
	xattr_cleanup();
}

static struct tst_test test = {
	.tcnt = ARRAY_SIZE(tcases),
	.test = run,
	.setup = setup,
	.cleanup = cleanup,
	.needs_root = 1,
	.needs_tmpdir = 1,
	.forks_child = 1,
	.test_variants = 3,
};
