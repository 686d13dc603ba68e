// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * fstatfs(2): "returns the same information about an open file referenced by descriptor
 * fd" as statfs() of its path (checked for a regular file, a directory and an O_PATH
 * descriptor: same f_type, f_bsize, f_blocks, f_files, f_namelen, f_fsid), and its ERRORS
 * that concern a descriptor, in the man page's order: EBADF (fd not open; negative),
 * EFAULT (buf outside the address space).
 *
 * Not provoked: EACCES (path lookup, which fstatfs() does not do; statfs02), ELOOP (path
 * lookup; statfs02), ENAMETOOLONG (path lookup; statfs02), ENOENT (path lookup; statfs02),
 * ENOTDIR (path lookup; statfs02), EINTR (fstatfs() of a local filesystem does not sleep
 * interruptibly), EIO (needs a failing disk), ENOMEM (needs the kernel to run out of memory),
 * ENOSYS (every filesystem this kernel supports implements statfs), EOVERFLOW (only the
 * 32-bit fstatfs() with values too large for it)
 */

#include <sys/statfs.h>
#include "tst_test.h"

static int file_fd = -1, dir_fd = -1, path_fd = -1, closed_fd = -1, neg_fd = -1;
static struct statfs *bad_buf;

static struct tcase {
	int *fd;
	int bad;
	int exp_errno;
	const char *desc;
} tcases[] = {
	{&file_fd, 0, 0, "regular file"},
	{&dir_fd, 0, 0, "directory"},
	{&path_fd, 0, 0, "O_PATH descriptor"},
	{&closed_fd, 0, EBADF, "descriptor not open"},
	{&neg_fd, 0, EBADF, "negative descriptor"},
	{&file_fd, 1, EFAULT, "buf outside the address space"},
};

static int same(const struct statfs *a, const struct statfs *b)
{
	return a->f_type == b->f_type && a->f_bsize == b->f_bsize &&
	       a->f_blocks == b->f_blocks && a->f_files == b->f_files &&
	       a->f_namelen == b->f_namelen &&
	       !memcmp(&a->f_fsid, &b->f_fsid, sizeof(a->f_fsid));
}

static void run(unsigned int n)
{
	struct tcase *tc = &tcases[n];
	struct statfs sf, ref;

	if (tc->exp_errno) {
		TST_EXP_FAIL(fstatfs(*tc->fd, tc->bad ? bad_buf : &sf), tc->exp_errno, "%s",
			     tc->desc);
		return;
	}
	TST_EXP_PASS(fstatfs(*tc->fd, &sf), "fstatfs(%s)", tc->desc);
	SAFE_STATFS("file", &ref);
	TST_EXP_EXPR(same(&sf, &ref), "fstatfs(%s) agrees with statfs(\"file\")", tc->desc);
}

static void setup(void)
{
	bad_buf = tst_get_bad_addr(NULL);
	SAFE_TOUCH("file", 0644, NULL);
	file_fd = SAFE_OPEN("file", O_RDONLY);
	dir_fd = SAFE_OPEN(".", O_RDONLY | O_DIRECTORY);
	path_fd = SAFE_OPEN("file", O_PATH);
	closed_fd = SAFE_DUP(file_fd);
	close(closed_fd);
}

static void cleanup(void)
{
	if (file_fd > -1)
		SAFE_CLOSE(file_fd);
	if (dir_fd > -1)
		SAFE_CLOSE(dir_fd);
	if (path_fd > -1)
		SAFE_CLOSE(path_fd);
}

static struct tst_test test = {
	.tcnt = ARRAY_SIZE(tcases),
	.test = run,
	.setup = setup,
	.cleanup = cleanup,
	.needs_tmpdir = 1,
};
