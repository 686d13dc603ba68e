// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * listxattr(2) errors, in the order of the man page's ERRORS section, on a tmpfs (user
 * extended attributes there since Linux 6.6; TCONF before):
 *
 *   ERANGE  the size of the list buffer is too small to hold the result
 *   and from stat(2):
 *   EACCES  search permission is denied on a component of the path prefix (nobody)
 *   EFAULT  the list buffer points outside the address space
 *   EFAULT  path points outside the address space
 *   ELOOP   too many symbolic links in the path prefix
 *   ENOENT  the file does not exist
 *   ENOTDIR a component of the path prefix is a regular file
 *   EBADF   flistxattr() of an invalid descriptor
 *
 * Variant 0 calls listxattr(), variant 1 the llistxattr system call, variant 2 the
 * flistxattr system call on a descriptor of the file (the rows about path lookup have no
 * descriptor form: TCONF).
 *
 * Not provoked: E2BIG (needs a list over 64 KiB: XFS with very many attributes, see BUGS;
 * tmpfs user attributes are capped well below), ENOTSUP (every filesystem here supports
 * extended attributes; listxattr01 checks per filesystem).
 */

#include "tst_test.h"
#include "lapi/syscalls.h"
#include "../getxattr/xattr_errors.h"

static char buf[256];
static char *good_buf = buf;

static const char *const variant_name[] = {"listxattr", "llistxattr", "flistxattr"};

static struct tcase {
	const char *path;
	char **path_ptr;
	char **buf;
	size_t size;
	int exp_errno;
	int as_nobody;
	const char *desc;
} tcases[] = {
	{M("file"), NULL, &good_buf, 4, ERANGE, 0, "buffer too small"},
	{M("nosearch/file"), NULL, &good_buf, sizeof(buf), EACCES, 1, "prefix not searchable"},
	{M("file"), NULL, &bad_addr, sizeof(buf), EFAULT, 0, "bad list address"},
	{NULL, &bad_addr, &good_buf, sizeof(buf), EFAULT, 0, "bad path address"},
	{M("loop/x"), NULL, &good_buf, sizeof(buf), ELOOP, 0, "symlink loop"},
	{M("missing"), NULL, &good_buf, sizeof(buf), ENOENT, 0, "missing file"},
	{M("file/x"), NULL, &good_buf, sizeof(buf), ENOTDIR, 0, "file in prefix"},
	{NULL, NULL, &good_buf, sizeof(buf), EBADF, 0, "flistxattr() of a bad fd"},
};

static void check(struct tcase *tc)
{
	const char *path = tc->path_ptr ? *tc->path_ptr : tc->path;

	if (!tc->path && !tc->path_ptr)
		TST_EXP_FAIL2(flistxattr(bad_fd, *tc->buf, tc->size), tc->exp_errno, "%s",
			      tc->desc);
	else if (tst_variant == 0)
		TST_EXP_FAIL2(listxattr(path, *tc->buf, tc->size), tc->exp_errno,
			      "listxattr() %s", tc->desc);
	else if (tst_variant == 1)
		TST_EXP_FAIL2(tst_syscall(__NR_llistxattr, path, *tc->buf, tc->size),
			      tc->exp_errno, "llistxattr() %s", tc->desc);
	else
		TST_EXP_FAIL2(tst_syscall(__NR_flistxattr, file_fd, *tc->buf, tc->size),
			      tc->exp_errno, "flistxattr() %s", tc->desc);
}

static int path_only(struct tcase *tc)
{
	return tc->path_ptr || tc->exp_errno == EACCES || tc->exp_errno == ELOOP ||
	       tc->exp_errno == ENOENT || tc->exp_errno == ENOTDIR;
}

static void run(unsigned int n)
{
	struct tcase *tc = &tcases[n];

	if (tst_variant == 2 && (tc->path || tc->path_ptr)) {
		if (path_only(tc)) {
			tst_res(TCONF, "flistxattr() takes no path: no '%s'", tc->desc);
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
	xattr_bad_args();
	xattr_mount();
	SAFE_FILE_PRINTF(M("file"), "x");
	SAFE_MKDIR(M("nosearch"), 0700);
	SAFE_FILE_PRINTF(M("nosearch/file"), "x");
	SAFE_SYMLINK("loop", M("loop"));
	xattr_set_first(M("file"), "user.name_longer_than_4", "v", 1);
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
