// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * readlink(2) errors, in the order of the man page's ERRORS section:
 *
 *   EACCES       search permission is denied for a component of the path prefix (nobody)
 *   EFAULT       buf extends outside the process's allocated address space
 *   EINVAL       bufsiz is not positive (0)
 *   EINVAL       the named file is not a symbolic link (a regular file, a directory)
 *   ELOOP        too many symbolic links in the path prefix
 *   ENAMETOOLONG a component of the pathname is longer than NAME_MAX
 *   ENOENT       the named file does not exist
 *   ENOENT       pathname is empty
 *   ENOTDIR      a component of the path prefix is not a directory
 *
 * Not provoked: EIO (needs a failing device), ENOMEM (cannot be provoked reliably).
 * EBADF and the dirfd forms of ENOTDIR are readlinkat()'s (readlinkat02).
 */

#include <limits.h>
#include "tst_test.h"

static char long_name[NAME_MAX + 2];
static char *bad_addr;
static char buf[64];
static char *good_buf = buf;

static struct tcase {
	const char *path;
	char **buf;
	size_t size;
	int exp_errno;
	int as_nobody;
	const char *desc;
} tcases[] = {
	{"nosearch/link", &good_buf, sizeof(buf), EACCES, 1, "prefix not searchable"},
	{"link", &bad_addr, sizeof(buf), EFAULT, 0, "buf outside the address space"},
	{"link", &good_buf, 0, EINVAL, 0, "bufsiz 0"},
	{"file", &good_buf, sizeof(buf), EINVAL, 0, "regular file"},
	{"dir", &good_buf, sizeof(buf), EINVAL, 0, "directory"},
	{"loop/x", &good_buf, sizeof(buf), ELOOP, 0, "symlink loop in prefix"},
	{long_name, &good_buf, sizeof(buf), ENAMETOOLONG, 0, "component too long"},
	{"missing", &good_buf, sizeof(buf), ENOENT, 0, "missing file"},
	{"", &good_buf, sizeof(buf), ENOENT, 0, "empty pathname"},
	{"file/link", &good_buf, sizeof(buf), ENOTDIR, 0, "regular file in prefix"},
};

static void check(struct tcase *tc)
{
	TST_EXP_FAIL2(readlink(tc->path, *tc->buf, tc->size), tc->exp_errno,
		      "readlink() %s", tc->desc);
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
	SAFE_MKDIR("nosearch", 0700);
	SAFE_SYMLINK("t", "nosearch/link");
	SAFE_SYMLINK("t", "link");
	SAFE_FILE_PRINTF("file", "x");
	SAFE_MKDIR("dir", 0755);
	SAFE_SYMLINK("loop", "loop");
}

static struct tst_test test = {
	.tcnt = ARRAY_SIZE(tcases),
	.test = run,
	.setup = setup,
	.needs_root = 1,
	.needs_tmpdir = 1,
	.forks_child = 1,
};
