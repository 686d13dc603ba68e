// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * name_to_handle_at(2) on every filesystem. From the man page:
 * - "The caller can discover the required size for the file_handle structure by making a
 *   call in which handle->handle_bytes is zero; in this case, the call fails with the
 *   error EOVERFLOW and handle->handle_bytes is set to indicate the required size";
 * - with that size the call succeeds and "the mount ID of the filesystem containing the
 *   file" is returned in *mount_id (compared with mnt_id in /proc/self/fdinfo);
 * - the handle identifies the file: the same file gives the same handle, another file a
 *   different one; the handle of a file reached through its name, through AT_EMPTY_PATH on
 *   an open descriptor and through dirfd + relative name is the same;
 * - "By default, name_to_handle_at() does not dereference pathname if it is a symbolic
 *   link, and thus returns a handle for the link itself. If AT_SYMLINK_FOLLOW is specified
 *   in flags, pathname is dereferenced";
 * - AT_HANDLE_FID (Linux 6.5, fs/fhandle.c): a handle meant only to compare identities,
 *   which every filesystem of this list can give; it identifies files like the others.
 * Filesystems that cannot produce handles (EOPNOTSUPP) are TCONF.
 */

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "tst_test.h"
#include "lapi/syscalls.h"
#include "lapi/name_to_handle_at.h"

#define MNTPOINT "mntpoint"
#define FILE1 MNTPOINT "/file1"
#define FILE2 MNTPOINT "/file2"
#define LINK MNTPOINT "/link"

static struct file_handle *fh_a, *fh_b;
static int fd = -1, dir_fd = -1;

static int fdinfo_mnt_id(int fdesc)
{
	char path[64];
	int id = -1;

	snprintf(path, sizeof(path), "/proc/self/fdinfo/%d", fdesc);
	SAFE_FILE_LINES_SCANF(path, "mnt_id: %d", &id);
	return id;
}

/* Fetch a handle into fh; returns 0 or the errno. */
static int get_handle(int dirfd, const char *path, struct file_handle *fh, int *mnt, int flags)
{
	fh->handle_bytes = MAX_HANDLE_SZ;
	if (tst_syscall(__NR_name_to_handle_at, dirfd, path, fh, mnt, flags))
		return errno;
	return 0;
}

static int same_handle(const struct file_handle *a, const struct file_handle *b)
{
	return a->handle_bytes == b->handle_bytes && a->handle_type == b->handle_type &&
		!memcmp(a->f_handle, b->f_handle, a->handle_bytes);
}

static void check_sizing(void)
{
	int mnt = -1;
	unsigned int need;

	fh_a->handle_bytes = 0;
	TST_EXP_FAIL(tst_syscall(__NR_name_to_handle_at, AT_FDCWD, FILE1, fh_a, &mnt, 0), EOVERFLOW,
		     "name_to_handle_at() with handle_bytes 0");
	need = fh_a->handle_bytes;
	if (need == 0 || need > MAX_HANDLE_SZ) {
		tst_res(TFAIL, "required size %u is not in 1..%d", need, MAX_HANDLE_SZ);
		return;
	}

	fh_a->handle_bytes = need;
	TST_EXP_PASS(tst_syscall(__NR_name_to_handle_at, AT_FDCWD, FILE1, fh_a, &mnt, 0),
		     "name_to_handle_at() with the %u bytes it asked for", need);
	if (!TST_PASS)
		return;
	TST_EXP_EQ_LI(fh_a->handle_bytes, need);
	TST_EXP_EQ_LI(mnt, fdinfo_mnt_id(fd));
}

static void check_identity(void)
{
	int mnt;

	get_handle(AT_FDCWD, FILE1, fh_a, &mnt, 0);
	if (get_handle(AT_FDCWD, FILE1, fh_b, &mnt, 0) || !same_handle(fh_a, fh_b))
		tst_res(TFAIL, "two handles of %s differ", FILE1);
	else
		tst_res(TPASS, "the same file gives the same handle");

	if (get_handle(fd, "", fh_b, &mnt, AT_EMPTY_PATH) || !same_handle(fh_a, fh_b))
		tst_res(TFAIL | TERRNO, "AT_EMPTY_PATH on an fd of %s gives another handle", FILE1);
	else
		tst_res(TPASS, "AT_EMPTY_PATH on an open fd gives the file's handle");

	if (get_handle(dir_fd, "file1", fh_b, &mnt, 0) || !same_handle(fh_a, fh_b))
		tst_res(TFAIL | TERRNO, "dirfd + \"file1\" gives another handle");
	else
		tst_res(TPASS, "dirfd + relative name gives the file's handle");

	if (get_handle(AT_FDCWD, FILE2, fh_b, &mnt, 0) || same_handle(fh_a, fh_b))
		tst_res(TFAIL | TERRNO, "%s and %s have the same handle", FILE1, FILE2);
	else
		tst_res(TPASS, "another file gives another handle");
}

static int have_symlink;

static void check_symlink(void)
{
	int mnt;

	if (!have_symlink) {
		tst_res(TCONF, "%s does not support symbolic links", tst_device->fs_type);
		return;
	}
	get_handle(AT_FDCWD, FILE1, fh_a, &mnt, 0);
	if (get_handle(AT_FDCWD, LINK, fh_b, &mnt, 0) || same_handle(fh_a, fh_b))
		tst_res(TFAIL | TERRNO,
			"without AT_SYMLINK_FOLLOW the link gave its target's handle");
	else
		tst_res(TPASS, "without AT_SYMLINK_FOLLOW: the link's own handle");

	if (get_handle(AT_FDCWD, LINK, fh_b, &mnt, AT_SYMLINK_FOLLOW) || !same_handle(fh_a, fh_b))
		tst_res(TFAIL | TERRNO, "AT_SYMLINK_FOLLOW did not give the target's handle");
	else
		tst_res(TPASS, "AT_SYMLINK_FOLLOW: the target's handle");
}

static void check_fid(void)
{
	int mnt, err;

	if (tst_kvercmp(6, 5, 0) < 0) {
		tst_res(TCONF, "AT_HANDLE_FID needs Linux 6.5");
		return;
	}
	err = get_handle(AT_FDCWD, FILE1, fh_a, &mnt, AT_HANDLE_FID);
	if (err) {
		errno = err;
		tst_res(TFAIL | TERRNO, "name_to_handle_at(AT_HANDLE_FID)");
		return;
	}
	if (get_handle(AT_FDCWD, FILE1, fh_b, &mnt, AT_HANDLE_FID) || !same_handle(fh_a, fh_b))
		tst_res(TFAIL, "two AT_HANDLE_FID handles of one file differ");
	else if (get_handle(AT_FDCWD, FILE2, fh_b, &mnt, AT_HANDLE_FID) || same_handle(fh_a, fh_b))
		tst_res(TFAIL, "AT_HANDLE_FID gives one handle for two files");
	else
		tst_res(TPASS, "AT_HANDLE_FID handles (%u bytes) identify files",
			fh_a->handle_bytes);
}

static void run(void)
{
	check_sizing();
	check_identity();
	check_symlink();
	check_fid();
}

static void setup(void)
{
	int mnt, tmp_fd;

	fh_a = SAFE_MALLOC(sizeof(*fh_a) + MAX_HANDLE_SZ);
	fh_b = SAFE_MALLOC(sizeof(*fh_b) + MAX_HANDLE_SZ);
	fd = SAFE_OPEN(FILE1, O_CREAT | O_RDWR, 0644);
	tmp_fd = SAFE_OPEN(FILE2, O_CREAT | O_RDWR, 0644);
	SAFE_CLOSE(tmp_fd);
	/* EPERM: "The filesystem containing linkpath does not support ... symbolic links" */
	if (!symlink("file1", LINK))
		have_symlink = 1;
	else if (errno != EPERM)
		tst_brk(TBROK | TERRNO, "symlink(file1, %s)", LINK);
	dir_fd = SAFE_OPEN(MNTPOINT, O_RDONLY | O_DIRECTORY);

	if (get_handle(AT_FDCWD, FILE1, fh_a, &mnt, 0) == EOPNOTSUPP)
		tst_brk(TCONF, "%s does not support file handles", tst_device->fs_type);
}

static void cleanup(void)
{
	if (fd > -1)
		SAFE_CLOSE(fd);
	if (dir_fd > -1)
		SAFE_CLOSE(dir_fd);
	free(fh_a);
	free(fh_b);
}

static struct tst_test test = {
	.test_all = run,
	.setup = setup,
	.cleanup = cleanup,
	.needs_root = 1,
	.mount_device = 1,
	.all_filesystems = 1,
	.dev_min_size = 16,
	.mntpoint = MNTPOINT,
};
