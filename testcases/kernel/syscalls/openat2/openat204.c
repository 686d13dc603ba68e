// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * openat2(2) RESOLVE_NO_SYMLINKS and RESOLVE_NO_MAGICLINKS, from the man page:
 * - RESOLVE_NO_SYMLINKS: "Disallow resolution of symbolic links during path resolution.
 *   This option implies RESOLVE_NO_MAGICLINKS." A symlink as the last or an earlier
 *   component fails with ELOOP; "If the trailing component (i.e., basename) of pathname is
 *   a symbolic link, how.flags contains both O_PATH and O_NOFOLLOW, then an O_PATH file
 *   descriptor referencing the symbolic link will be returned";
 * - RESOLVE_NO_MAGICLINKS: "Disallow all magic-link resolution during path resolution":
 *   /proc/self/fd/N fails with ELOOP, ordinary symlinks are still followed, and with
 *   O_PATH|O_NOFOLLOW a trailing magic link gives an O_PATH descriptor of the link.
 * A path without links succeeds under both flags.
 *
 * Every row also checks that the failed call allocated no descriptor: the lowest free one
 * stays free (tst_fd_state.h).
 */

#include <stdio.h>
#include <sys/stat.h>
#include "tst_test.h"
#include "lapi/openat2.h"
#include "no_new_fd.h"

static int file_fd = -1;
static char magic[64];

static struct tcase {
	const char *path;
	uint64_t flags;
	uint64_t resolve;
	int exp_errno;
	int exp_link;
	const char *desc;
} tcases[] = {
	{"dir/file", O_RDONLY, RESOLVE_NO_SYMLINKS, 0, 0, "NO_SYMLINKS, no link in the path"},
	{"link", O_RDONLY, RESOLVE_NO_SYMLINKS, ELOOP, 0, "NO_SYMLINKS, trailing symlink"},
	{"dirlink/file", O_RDONLY, RESOLVE_NO_SYMLINKS, ELOOP, 0, "NO_SYMLINKS, symlink component"},
	{magic, O_RDONLY, RESOLVE_NO_SYMLINKS, ELOOP, 0, "NO_SYMLINKS, magic link"},
	{"link", O_PATH | O_NOFOLLOW, RESOLVE_NO_SYMLINKS, 0, 1,
	 "NO_SYMLINKS, O_PATH|O_NOFOLLOW on a symlink"},
	{"dir/file", O_RDONLY, RESOLVE_NO_MAGICLINKS, 0, 0, "NO_MAGICLINKS, no link in the path"},
	{"dirlink/file", O_RDONLY, RESOLVE_NO_MAGICLINKS, 0, 0, "NO_MAGICLINKS, plain symlinks"},
	{magic, O_RDONLY, RESOLVE_NO_MAGICLINKS, ELOOP, 0, "NO_MAGICLINKS, magic link"},
	{magic, O_PATH | O_NOFOLLOW, RESOLVE_NO_MAGICLINKS, 0, 1,
	 "NO_MAGICLINKS, O_PATH|O_NOFOLLOW on a magic link"},
};

static void run(unsigned int n)
{
	struct tcase *tc = &tcases[n];
	struct open_how how = {.flags = tc->flags, .resolve = tc->resolve};
	struct stat st, ref;
	int fd;

	if (tc->exp_errno) {
		EXP_FAIL_NO_NEW_FD(openat2(AT_FDCWD, tc->path, &how, sizeof(how)), tc->exp_errno,
				   "%s", tc->desc);
		return;
	}

	fd = TST_EXP_FD_SILENT(openat2(AT_FDCWD, tc->path, &how, sizeof(how)), "%s", tc->desc);
	if (fd < 0)
		return;
	SAFE_FSTAT(fd, &st);
	SAFE_CLOSE(fd);
	if (tc->exp_link) {
		if (S_ISLNK(st.st_mode))
			tst_res(TPASS, "%s: descriptor refers to the link itself", tc->desc);
		else
			tst_res(TFAIL, "%s: descriptor is not a symlink (mode %o)", tc->desc,
				st.st_mode);
		return;
	}
	SAFE_STAT("dir/file", &ref);
	if (st.st_ino == ref.st_ino)
		tst_res(TPASS, "%s: opened dir/file", tc->desc);
	else
		tst_res(TFAIL, "%s: opened inode %lu, not dir/file", tc->desc,
			(unsigned long)st.st_ino);
}

static void setup(void)
{
	openat2_require(RESOLVE_NO_SYMLINKS);
	openat2_require(RESOLVE_NO_MAGICLINKS);
	SAFE_MKDIR("dir", 0755);
	SAFE_FILE_PRINTF("dir/file", "data");
	SAFE_SYMLINK("dir/file", "link");
	SAFE_SYMLINK("dir", "dirlink");
	file_fd = SAFE_OPEN("dir/file", O_RDONLY);
	snprintf(magic, sizeof(magic), "/proc/self/fd/%d", file_fd);
}

static void cleanup(void)
{
	if (file_fd > -1)
		SAFE_CLOSE(file_fd);
}

static struct tst_test test = {
	.tcnt = ARRAY_SIZE(tcases),
	.test = run,
	.setup = setup,
	.cleanup = cleanup,
	.needs_tmpdir = 1,
};
