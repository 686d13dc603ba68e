// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * setxattr(2) errors, in the order of the man page's ERRORS section, on a tmpfs (user
 * extended attributes there since Linux 6.6; TCONF before):
 *
 *   EEXIST  XATTR_CREATE was specified, and the attribute exists already
 *   ENODATA XATTR_REPLACE was specified, and the attribute does not exist
 *   ENOTSUP the namespace prefix of name is not valid ("foo.")
 *   EPERM   the file is marked immutable (FS_IMMUTABLE_FL)
 *   EPERM   the file is marked append-only (FS_APPEND_FL)
 *   ERANGE  the size of name exceeds the limit (256 bytes, XATTR_NAME_MAX is 255)
 *   ERANGE  name is empty
 *   E2BIG   the value is larger than XATTR_SIZE_MAX (65536): what the kernel returns
 *           for a value over the VFS limit (newer man pages list E2BIG)
 *   and from xattr(7) and stat(2):
 *   EPERM   lsetxattr() of a user.* attribute on a symbolic link
 *   EPERM   a trusted.* attribute by root without CAP_SYS_ADMIN (capability dropped)
 *   EACCES  a user.* attribute of a file nobody may not write (nobody)
 *   EFAULT  name points outside the address space
 *   EFAULT  value points outside the address space
 *   EINVAL  flags holds an unknown bit (fs/xattr.c; not in the man page)
 *   ENOENT  the file does not exist
 *   ENOTDIR a component of the path prefix is a regular file
 *
 * Variant 0 calls setxattr() (lsetxattr() for the symbolic link row), variant 1 the
 * lsetxattr system call, variant 2 the fsetxattr system call on a descriptor of the file
 * (the rows about path lookup and the symbolic link have no descriptor form: TCONF).
 *
 * EDQUOT is setxattr03's (a quota on nobody's blocks, an attribute that needs a block).
 *
 * Not provoked: ENOSPC (tmpfs has no per-inode xattr space limit for user attributes short
 * of memory). ENOTSUP "not supported by the filesystem" is not provoked either: setxattr01
 * turns it into TCONF per filesystem.
 */

#include <limits.h>
#include <sys/ioctl.h>
#include <sys/mount.h>
#include <sys/xattr.h>
#include <linux/fs.h>
#include "tst_test.h"
#include "tst_capability.h"
#include "lapi/syscalls.h"

#define MNT "mnt"
#define M(p) MNT "/" p

enum who { ROOT, NOBODY, ROOT_NO_ADMIN };

static char long_name[XATTR_NAME_MAX + 2];
static char *long_name_p = long_name;
static char *big_value;
static char *bad_addr;
static int mounted;

static struct tcase {
	const char *path;
	const char *name;
	char **name_ptr;
	char **value_ptr;
	size_t size;
	int flags;
	int exp_errno;
	enum who who;
	int no_follow;
	const char *desc;
} tcases[] = {
	{M("file"), "user.exists", NULL, NULL, 1, XATTR_CREATE, EEXIST, ROOT, 0,
		"XATTR_CREATE of an existing name"},
	{M("file"), "user.none", NULL, NULL, 1, XATTR_REPLACE, ENODATA, ROOT, 0,
		"XATTR_REPLACE of a missing name"},
	{M("file"), "foo.bar", NULL, NULL, 1, 0, ENOTSUP, ROOT, 0, "unknown namespace"},
	{M("immutable"), "user.x", NULL, NULL, 1, 0, EPERM, ROOT, 0, "immutable file"},
	{M("append"), "user.x", NULL, NULL, 1, 0, EPERM, ROOT, 0, "append-only file"},
	{M("file"), NULL, &long_name_p, NULL, 1, 0, ERANGE, ROOT, 0,
		"name of 256 bytes"},
	{M("file"), "", NULL, NULL, 1, 0, ERANGE, ROOT, 0, "empty name"},
	{M("file"), "user.big", NULL, &big_value, XATTR_SIZE_MAX + 1, 0, E2BIG, ROOT, 0,
		"value over XATTR_SIZE_MAX"},
	{M("link"), "user.x", NULL, NULL, 1, 0, EPERM, ROOT, 1, "user.* on a symlink"},
	{M("file"), "trusted.x", NULL, NULL, 1, 0, EPERM, ROOT_NO_ADMIN, 0,
		"trusted.* without CAP_SYS_ADMIN"},
	{M("file"), "user.x", NULL, NULL, 1, 0, EACCES, NOBODY, 0, "file nobody cannot write"},
	{M("file"), NULL, &bad_addr, NULL, 1, 0, EFAULT, ROOT, 0, "bad name address"},
	{M("file"), "user.x", NULL, &bad_addr, 1, 0, EFAULT, ROOT, 0, "bad value address"},
	{M("file"), "user.x", NULL, NULL, 1, 0x100, EINVAL, ROOT, 0, "unknown flag"},
	{M("missing"), "user.x", NULL, NULL, 1, 0, ENOENT, ROOT, 0, "missing file"},
	{M("file/x"), "user.x", NULL, NULL, 1, 0, ENOTDIR, ROOT, 0, "file in prefix"},
};

static const char *const variant_name[] = {"setxattr", "lsetxattr", "fsetxattr"};

static int path_only(struct tcase *tc)
{
	return tc->no_follow || tc->exp_errno == ENOENT || tc->exp_errno == ENOTDIR;
}

static int call(struct tcase *tc, const char *name, const void *value)
{
	int fd, ret, err;

	if (tst_variant == 0 && tc->no_follow)
		return lsetxattr(tc->path, name, value, tc->size, tc->flags);
	if (tst_variant == 0)
		return setxattr(tc->path, name, value, tc->size, tc->flags);
	if (tst_variant == 1)
		return tst_syscall(__NR_lsetxattr, tc->path, name, value, tc->size, tc->flags);
	fd = SAFE_OPEN(tc->path, O_RDONLY);
	ret = tst_syscall(__NR_fsetxattr, fd, name, value, tc->size, tc->flags);
	err = errno;
	SAFE_CLOSE(fd);
	errno = err;
	return ret;
}

static void check(struct tcase *tc)
{
	const char *name = tc->name_ptr ? *tc->name_ptr : tc->name;
	const void *value = tc->value_ptr ? *tc->value_ptr : "v";

	TST_EXP_FAIL(call(tc, name, value), tc->exp_errno, "%s() %s",
		     tc->no_follow && !tst_variant ? "lsetxattr" : variant_name[tst_variant],
		     tc->desc);
}

static void run(unsigned int n)
{
	struct tcase *tc = &tcases[n];
	char buf[8];

	if (tst_variant == 2 && path_only(tc)) {
		tst_res(TCONF, "fsetxattr() takes no path: no '%s'", tc->desc);
		return;
	}
	if (tc->who == ROOT) {
		check(tc);
	} else if (!SAFE_FORK()) {
		if (tc->who == NOBODY) {
			tst_become_nobody();
		} else {
			tst_cap_action(&(struct tst_cap)TST_CAP(TST_CAP_DROP, CAP_SYS_ADMIN));
		}
		check(tc);
		exit(0);
	}
	tst_reap_children();
	if (getxattr(M("file"), "user.x", buf, sizeof(buf)) != -1 ||
	    getxattr(M("file"), "trusted.x", buf, sizeof(buf)) != -1 ||
	    getxattr(M("file"), "user.none", buf, sizeof(buf)) != -1)
		tst_res(TFAIL, "a failed setxattr() created an attribute");
}

static int set_flag(const char *path, int flag)
{
	int fd = SAFE_OPEN(path, O_RDONLY);
	int flags = 0, ret;

	ret = ioctl(fd, FS_IOC_GETFLAGS, &flags);
	if (!ret) {
		flags |= flag;
		ret = ioctl(fd, FS_IOC_SETFLAGS, &flags);
	}
	SAFE_CLOSE(fd);
	return ret;
}

static void clear_flags(const char *path)
{
	int fd = open(path, O_RDONLY);
	int flags = 0;

	if (fd < 0)
		return;
	ioctl(fd, FS_IOC_SETFLAGS, &flags);
	SAFE_CLOSE(fd);
}

static void setup(void)
{
	tst_res(TINFO, "testing %s()", variant_name[tst_variant]);
	memset(long_name, 'u', sizeof(long_name) - 1);
	memcpy(long_name, "user.", 5);
	big_value = SAFE_MALLOC(XATTR_SIZE_MAX + 1);
	memset(big_value, 'b', XATTR_SIZE_MAX + 1);
	bad_addr = tst_get_bad_addr(NULL);

	/* the variants share the tmpdir: the mount point may be there from the last one */
	if (access(MNT, F_OK))
		SAFE_MKDIR(MNT, 0755);
	SAFE_MOUNT("tmpfs", MNT, "tmpfs", 0, "size=2M");
	mounted = 1;
	SAFE_FILE_PRINTF(M("file"), "x");
	SAFE_CHMOD(M("file"), 0644);
	SAFE_SYMLINK("file", M("link"));
	if (setxattr(M("file"), "user.exists", "e", 1, 0)) {
		if (errno == ENOTSUP)
			tst_brk(TCONF, "tmpfs has no user extended attributes (Linux < 6.6)");
		tst_brk(TBROK | TERRNO, "setxattr(user.exists)");
	}
	SAFE_FILE_PRINTF(M("immutable"), "x");
	SAFE_FILE_PRINTF(M("append"), "x");
	if (set_flag(M("immutable"), FS_IMMUTABLE_FL) || set_flag(M("append"), FS_APPEND_FL))
		tst_brk(TCONF | TERRNO, "tmpfs has no FS_IOC_SETFLAGS");
}

static void cleanup(void)
{
	if (mounted) {
		clear_flags(M("immutable"));
		clear_flags(M("append"));
		SAFE_UMOUNT(MNT);
	}
	free(big_value);
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
