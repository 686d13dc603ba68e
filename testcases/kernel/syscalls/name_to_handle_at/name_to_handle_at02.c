// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * name_to_handle_at(2) errors, in the order of the man page's ERRORS section:
 *   EFAULT     pathname, mount_id or handle points outside the address space (one row
 *              each)
 *   EINVAL     flags includes an invalid bit value (AT_SYMLINK_NOFOLLOW: 0x1 became
 *              AT_HANDLE_MNT_ID_UNIQUE in Linux 6.12, so a real *at flag is used)
 *   EINVAL     handle->handle_bytes is greater than MAX_HANDLE_SZ
 *   ENOENT     pathname is an empty string without AT_EMPTY_PATH
 *   ENOTDIR    dirfd is not a directory and the call is not AT_EMPTY_PATH with ""
 *   EOPNOTSUPP the filesystem cannot encode handles (procfs)
 *   EOVERFLOW  handle_bytes too small (and it is updated to the size needed)
 * and, from "the same errors as openat(2)": EBADF (relative pathname, dirfd neither
 * AT_FDCWD nor valid), ENOENT (missing file), ENAMETOOLONG, ENOTDIR (a path component is a
 * file), ELOOP (a symlink loop followed with AT_SYMLINK_FOLLOW).
 * Not provoked: the other openat(2) errors concern opening a file, which this call does
 * not do.
 */

#include <limits.h>
#include <stdlib.h>
#include <string.h>
#include "tst_test.h"
#include "lapi/syscalls.h"
#include "lapi/name_to_handle_at.h"

static struct file_handle *fh, *fh_big;
static void *bad;
static int mnt_id, file_fd = -1, bad_fd = -1;
static int *mnt_p = &mnt_id, *bad_mnt;
static char long_path[PATH_MAX + 2];

static struct tcase {
	int *dirfd;
	const char *path;
	struct file_handle **fh;
	int **mnt;
	int flags;
	unsigned int bytes;
	int exp_errno;
	const char *desc;
} tcases[] = {
	{NULL, NULL, &fh, &mnt_p, 0, MAX_HANDLE_SZ, EFAULT, "pathname unmapped"},
	{NULL, "file", &fh, &bad_mnt, 0, MAX_HANDLE_SZ, EFAULT, "mount_id unmapped"},
	{NULL, "file", (struct file_handle **)&bad, &mnt_p, 0, MAX_HANDLE_SZ, EFAULT,
	 "handle unmapped"},
	{NULL, "file", &fh, &mnt_p, AT_SYMLINK_NOFOLLOW, MAX_HANDLE_SZ, EINVAL,
	 "AT_SYMLINK_NOFOLLOW, not a flag of this call"},
	{NULL, "file", &fh_big, &mnt_p, 0, MAX_HANDLE_SZ + 1, EINVAL,
	 "handle_bytes MAX_HANDLE_SZ + 1"},
	{NULL, "", &fh, &mnt_p, 0, MAX_HANDLE_SZ, ENOENT, "empty path, no AT_EMPTY_PATH"},
	{&file_fd, "x", &fh, &mnt_p, 0, MAX_HANDLE_SZ, ENOTDIR, "dirfd is a regular file"},
	{NULL, "/proc/self/status", &fh, &mnt_p, 0, MAX_HANDLE_SZ, EOPNOTSUPP, "a procfs file"},
	{NULL, "file", &fh, &mnt_p, 0, 1, EOVERFLOW, "handle_bytes 1"},
	{&bad_fd, "file", &fh, &mnt_p, 0, MAX_HANDLE_SZ, EBADF, "dirfd is not open"},
	{NULL, "missing", &fh, &mnt_p, 0, MAX_HANDLE_SZ, ENOENT, "missing file"},
	{NULL, long_path, &fh, &mnt_p, 0, MAX_HANDLE_SZ, ENAMETOOLONG, "path over PATH_MAX"},
	{NULL, "file/x", &fh, &mnt_p, 0, MAX_HANDLE_SZ, ENOTDIR, "file used as a directory"},
	{NULL, "loop", &fh, &mnt_p, AT_SYMLINK_FOLLOW, MAX_HANDLE_SZ, ELOOP,
	 "symlink loop with AT_SYMLINK_FOLLOW"},
};

static void run(unsigned int n)
{
	const struct tcase *tc = &tcases[n];
	const char *path = tc->path ? tc->path : bad;
	int dirfd = tc->dirfd ? *tc->dirfd : AT_FDCWD;
	struct file_handle *h = *tc->fh;

	if (h != bad)
		h->handle_bytes = tc->bytes;
	TST_EXP_FAIL(tst_syscall(__NR_name_to_handle_at, dirfd, path, h, *tc->mnt, tc->flags),
		     tc->exp_errno, "%s", tc->desc);

	if (tc->exp_errno == EOVERFLOW && (h->handle_bytes <= 1 || h->handle_bytes > MAX_HANDLE_SZ))
		tst_res(TFAIL, "EOVERFLOW left handle_bytes at %u", h->handle_bytes);
}

static void setup(void)
{
	fh = SAFE_MALLOC(sizeof(*fh) + MAX_HANDLE_SZ);
	fh_big = SAFE_MALLOC(sizeof(*fh_big) + MAX_HANDLE_SZ + 1);
	bad = tst_get_bad_addr(NULL);
	bad_mnt = bad;
	file_fd = SAFE_OPEN("file", O_CREAT | O_RDWR, 0644);
	SAFE_SYMLINK("loop", "loop");
	memset(long_path, 'a', PATH_MAX + 1);
}

static void cleanup(void)
{
	if (file_fd > -1)
		SAFE_CLOSE(file_fd);
	free(fh);
	free(fh_big);
}

static struct tst_test test = {
	.tcnt = ARRAY_SIZE(tcases),
	.test = run,
	.setup = setup,
	.cleanup = cleanup,
	.needs_tmpdir = 1,
};
