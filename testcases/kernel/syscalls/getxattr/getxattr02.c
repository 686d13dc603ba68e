// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * getxattr(2) errors, in the order of the man page's ERRORS section, on a tmpfs (user
 * extended attributes there since Linux 6.6; TCONF before):
 *
 *   ENODATA the named attribute does not exist
 *   ENODATA the process has no access to the attribute (trusted.* as nobody)
 *   ENOTSUP the namespace prefix is not valid ("foo.")
 *   ERANGE  the size of the value buffer is too small to hold the result
 *   and from xattr(7) and stat(2):
 *   EACCES  a user.* attribute of a file nobody may not read (mode 0600)
 *   EFAULT  the value buffer points outside the address space
 *   EFAULT  name points outside the address space
 *   ENOENT  the file does not exist
 *   ENOTDIR a component of the path prefix is a regular file
 *   ERANGE  name longer than XATTR_NAME_MAX (255)
 *   EBADF   fgetxattr() of an invalid descriptor
 *
 * Variant 0 calls getxattr(), variant 1 the lgetxattr system call, variant 2 the fgetxattr
 * system call on a descriptor root opened before any drop to nobody (the rows about path
 * lookup have no descriptor form: TCONF).
 *
 * Not provoked: E2BIG (only filesystems with values over 64 KiB, NFSv4), ENOTSUP "not
 * supported by the filesystem" (getxattr01 checks per filesystem).
 */

#include "tst_test.h"
#include "lapi/syscalls.h"
#include "xattr_errors.h"

static char long_name[XATTR_NAME_MAX + 2];
static char *long_name_p = long_name;
static char buf[64];
static char *good_buf = buf;

static const char *const variant_name[] = {"getxattr", "lgetxattr", "fgetxattr"};

static struct tcase {
	const char *path;
	const char *name;
	char **name_ptr;
	char **buf;
	size_t size;
	int exp_errno;
	int as_nobody;
	const char *desc;
} tcases[] = {
	{M("file"), "user.missing", NULL, &good_buf, sizeof(buf), ENODATA, 0, "missing name"},
	{M("file"), "trusted.t", NULL, &good_buf, sizeof(buf), ENODATA, 1, "trusted.* as nobody"},
	{M("file"), "foo.bar", NULL, &good_buf, sizeof(buf), ENOTSUP, 0, "unknown namespace"},
	{M("file"), "user.v", NULL, &good_buf, 2, ERANGE, 0, "buffer too small"},
	{M("private"), "user.v", NULL, &good_buf, sizeof(buf), EACCES, 1,
		"file nobody cannot read"},
	{M("file"), "user.v", NULL, &bad_addr, sizeof(buf), EFAULT, 0, "bad value address"},
	{M("file"), NULL, &bad_addr, &good_buf, sizeof(buf), EFAULT, 0, "bad name address"},
	{M("missing"), "user.v", NULL, &good_buf, sizeof(buf), ENOENT, 0, "missing file"},
	{M("file/x"), "user.v", NULL, &good_buf, sizeof(buf), ENOTDIR, 0, "file in prefix"},
	{M("file"), NULL, &long_name_p, &good_buf, sizeof(buf), ERANGE, 0, "name too long"},
	{NULL, "user.v", NULL, &good_buf, sizeof(buf), EBADF, 0, "fgetxattr() of a bad fd"},
};

static void check(struct tcase *tc)
{
	const char *name = tc->name_ptr ? *tc->name_ptr : tc->name;

	if (!tc->path)
		TST_EXP_FAIL2(fgetxattr(bad_fd, name, *tc->buf, tc->size), tc->exp_errno,
			      "%s", tc->desc);
	else if (tst_variant == 0)
		TST_EXP_FAIL2(getxattr(tc->path, name, *tc->buf, tc->size), tc->exp_errno,
			      "getxattr() %s", tc->desc);
	else if (tst_variant == 1)
		TST_EXP_FAIL2(tst_syscall(__NR_lgetxattr, tc->path, name, *tc->buf, tc->size),
			      tc->exp_errno, "lgetxattr() %s", tc->desc);
	else
		TST_EXP_FAIL2(tst_syscall(__NR_fgetxattr, file_fd, name, *tc->buf, tc->size),
			      tc->exp_errno, "fgetxattr() %s", tc->desc);
}

static void run(unsigned int n)
{
	struct tcase *tc = &tcases[n];

	if (tst_variant == 2 && tc->path) {
		if (tc->exp_errno == ENOENT || tc->exp_errno == ENOTDIR) {
			tst_res(TCONF, "fgetxattr() takes no path: no '%s'", tc->desc);
			return;
		}
		file_fd = SAFE_OPEN(tc->path, O_RDONLY);
	}
	xattr_check_as(tc->as_nobody ? NOBODY : ROOT, check, tc);
	if (file_fd > -1)
		SAFE_CLOSE(file_fd);
}

static void setup(void)
{
	tst_res(TINFO, "testing %s()", variant_name[tst_variant]);
	xattr_long_name(long_name, sizeof(long_name));
	xattr_bad_args();
	xattr_mount();
	SAFE_FILE_PRINTF(M("file"), "x");
	SAFE_CHMOD(M("file"), 0644);
	SAFE_FILE_PRINTF(M("private"), "x");
	SAFE_CHMOD(M("private"), 0600);
	xattr_set_first(M("file"), "user.v", "value", 5);
	SAFE_SETXATTR(M("private"), "user.v", "value", 5, 0);
	SAFE_SETXATTR(M("file"), "trusted.t", "t", 1, 0);
}

static struct tst_test test = {
	.tcnt = ARRAY_SIZE(tcases),
	.test = run,
	.setup = setup,
	.cleanup = xattr_cleanup,
	.needs_root = 1,
	.needs_tmpdir = 1,
	.forks_child = 1,
	.test_variants = 3,
};
