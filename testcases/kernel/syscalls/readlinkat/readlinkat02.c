// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * readlinkat(2) ERRORS, in the order of man 2 readlink, every pathname relative to dirfd:
 *
 *   EACCES       search permission denied on a prefix under dirfd (as nobody)
 *   EBADF        pathname is relative and dirfd is not a valid file descriptor
 *   EFAULT       buf outside the address space
 *   EINVAL       bufsiz is not positive (0)
 *   EINVAL       the named file is not a symbolic link
 *   ELOOP        too many symbolic links in the path prefix
 *   ENAMETOOLONG a component is longer than NAME_MAX
 *   ENOENT       the named file does not exist
 *   ENOTDIR      a component of the path prefix is a regular file
 *   ENOTDIR      pathname is relative and dirfd refers to a regular file
 *
 * Not provoked: EIO (needs a failing device), ENOMEM (needs the kernel to run out of
 * memory)
 */

#include <limits.h>
#include "tst_test.h"

static int dir_fd = -1, file_fd = -1, bad_fd = -1;
static char long_name[NAME_MAX + 2];
static char *bad_addr;
static char buf[64];

static struct tcase {
	int *fd;
	const char *path;
	int bad_buf;
	size_t size;
	int exp_errno;
	int as_nobody;
	const char *desc;
} tcases[] = {
	{&dir_fd, "nosearch/link", 0, sizeof(buf), EACCES, 1, "prefix not searchable"},
	{&bad_fd, "link", 0, sizeof(buf), EBADF, 0, "invalid dirfd"},
	{&dir_fd, "link", 1, sizeof(buf), EFAULT, 0, "buf outside the address space"},
	{&dir_fd, "link", 0, 0, EINVAL, 0, "bufsiz 0"},
	{&dir_fd, "file", 0, sizeof(buf), EINVAL, 0, "not a symbolic link"},
	{&dir_fd, "loop/link", 0, sizeof(buf), ELOOP, 0, "symlink loop in prefix"},
	{&dir_fd, long_name, 0, sizeof(buf), ENAMETOOLONG, 0, "component longer than NAME_MAX"},
	{&dir_fd, "missing", 0, sizeof(buf), ENOENT, 0, "file does not exist"},
	{&dir_fd, "file/link", 0, sizeof(buf), ENOTDIR, 0, "regular file in prefix"},
	{&file_fd, "link", 0, sizeof(buf), ENOTDIR, 0, "dirfd is a regular file"},
};

static void check(struct tcase *tc)
{
	TST_EXP_FAIL2(readlinkat(*tc->fd, tc->path, tc->bad_buf ? bad_addr : buf, tc->size),
		      tc->exp_errno, "readlinkat() %s", tc->desc);
}

static void run(unsigned int n)
{
	struct tcase *tc = &tcases[n];

	if (!tc->as_nobody) {
		check(tc);
		return;
	}
	if (!SAFE_FORK()) {
		tst_become_nobody();
		check(tc);
		exit(0);
	}
	tst_reap_children();
}

static void setup(void)
{
	memset(long_name, 'a', NAME_MAX + 1);
	bad_addr = tst_get_bad_addr(NULL);

	SAFE_MKDIR("base", 0755);
	SAFE_SYMLINK("target", "base/link");
	SAFE_FILE_PRINTF("base/file", "x");
	SAFE_SYMLINK("loop", "base/loop");
	SAFE_MKDIR("base/nosearch", 0700);
	SAFE_SYMLINK("target", "base/nosearch/link");
	SAFE_FILE_PRINTF("file", "x");
	dir_fd = SAFE_OPEN("base", O_RDONLY | O_DIRECTORY);
	file_fd = SAFE_OPEN("file", O_RDONLY);
	/* the first closed descriptor from 1000 on */
	bad_fd = 1000;
	while (fcntl(bad_fd, F_GETFD) != -1)
		bad_fd++;
}

static void cleanup(void)
{
	if (dir_fd > -1)
		SAFE_CLOSE(dir_fd);
	if (file_fd > -1)
		SAFE_CLOSE(file_fd);
}

static struct tst_test test = {
	.tcnt = ARRAY_SIZE(tcases),
	.test = run,
	.setup = setup,
	.cleanup = cleanup,
	.needs_root = 1,
	.needs_tmpdir = 1,
	.forks_child = 1,
};
