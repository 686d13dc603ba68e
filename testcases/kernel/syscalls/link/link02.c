// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * link(2) errors, in the order of the man page's ERRORS section:
 *
 *   EACCES       write access to the directory of newpath is denied (nobody)
 *   EACCES       search permission is denied on a component of oldpath (nobody)
 *   EEXIST       newpath already exists
 *   EFAULT       oldpath points outside the address space
 *   EFAULT       newpath points outside the address space
 *   ELOOP        too many symbolic links in oldpath
 *   EMLINK       oldpath already has the maximum number of links (filled with
 *                tst_fs_fill_hardlinks() in the tmpdir; TCONF if its filesystem has no
 *                limit below 65535)
 *   ENAMETOOLONG newpath has a component longer than NAME_MAX
 *   ENOENT       a directory component in newpath does not exist
 *   ENOENT       oldpath does not exist
 *   ENOENT       oldpath is an empty string
 *   ENOTDIR      a component used as a directory is a regular file
 *   EPERM        oldpath is a directory
 *   EPERM        nobody links a root-owned file it cannot write while
 *                fs.protected_hardlinks is 1 (checked only when it is 1)
 *   EROFS        the file is on a read-only filesystem
 *   EXDEV        oldpath and newpath are not on the same mounted filesystem
 *
 * After each failure the name is as it was (tst_path_errors.h: a missing name stays
 * missing; an existing one keeps its inode, mode, owner, links, size, mtime and ctime).
 * The read-only filesystem is the library's (.needs_rofs).
 *
 * EDQUOT is link03's (a quota on nobody's blocks, a directory that needs a new block).
 *
 * Not provoked: EIO (needs a failing device), ENOMEM (needs the kernel to run out of
 * memory), ENOSPC (a link needs a new directory entry only, hard to exhaust without filling
 * the fs), EPERM ("the filesystem does not support hard links": all here do), EBADF
 * (linkat() only; linkat02), EINVAL (linkat()'s flags; linkat02)
 */

#include "tst_test.h"
#include "../mknod/name_errors.h"

#define MNT "mnt"
#define RO_MNT "ro_mnt"

static char long_name[NAME_MAX + 2];
static char *bad_addr;
static int mounted, protected_hardlinks, link_max;

static struct tcase {
	const char *old;
	char **old_ptr;
	const char *new;
	char **new_ptr;
	int exp_errno;
	int as_nobody;
	const char *desc;
} tcases[] = {
	{"open/mine", NULL, "rodir/l", NULL, EACCES, 1, "newpath directory not writable"},
	{"nosearch/f", NULL, "open/l", NULL, EACCES, 1, "oldpath prefix not searchable"},
	{"file", NULL, "file2", NULL, EEXIST, 0, "newpath exists"},
	{NULL, &bad_addr, "l", NULL, EFAULT, 0, "bad oldpath"},
	{"file", NULL, NULL, &bad_addr, EFAULT, 0, "bad newpath"},
	{"loop/f", NULL, "l", NULL, ELOOP, 0, "symlink loop"},
	{"emlink/testfile0", NULL, "emlink/extra", NULL, EMLINK, 0, "oldpath at the link limit"},
	{"file", NULL, long_name, NULL, ENAMETOOLONG, 0, "newpath component too long"},
	{"file", NULL, "missing/l", NULL, ENOENT, 0, "newpath directory missing"},
	{"missing", NULL, "l", NULL, ENOENT, 0, "oldpath missing"},
	{"", NULL, "l", NULL, ENOENT, 0, "empty oldpath"},
	{"file/f", NULL, "l", NULL, ENOTDIR, 0, "regular file in prefix"},
	{"dir", NULL, "l", NULL, EPERM, 0, "oldpath is a directory"},
	{"rootfile", NULL, "open/l", NULL, EPERM, 1, "protected_hardlinks"},
	{RO_MNT "/file", NULL, RO_MNT "/l", NULL, EROFS, 0, "read-only filesystem"},
	{"file", NULL, MNT "/l", NULL, EXDEV, 0, "across filesystems"},
};

static void check(const void *row)
{
	const struct tcase *tc = row;
	const char *old = tc->old_ptr ? *tc->old_ptr : tc->old;
	const char *new = tc->new_ptr ? *tc->new_ptr : tc->new;

	TST_EXP_FAIL(link(old, new), tc->exp_errno, "link() %s", tc->desc);
}

static void run(unsigned int n)
{
	struct tcase *tc = &tcases[n];
	struct name_errors_witness w = {0};

	if (!strcmp(tc->desc, "protected_hardlinks") && !protected_hardlinks) {
		tst_res(TCONF, "fs.protected_hardlinks is 0, skipping its EPERM case");
		return;
	}
	if (tc->exp_errno == EMLINK && !link_max) {
		tst_res(TCONF, "the tmpdir filesystem has no hard link limit below 65535");
		return;
	}
	/* the names the row could have created or changed */
	name_errors_witness(&w, "", tc->old);
	name_errors_witness(&w, "", tc->new);
	name_errors_call(tc->as_nobody, check, tc);
	if (!access("l", F_OK) || !access("open/l", F_OK) || !access("rodir/l", F_OK) ||
	    !access("emlink/extra", F_OK))
		tst_res(TFAIL, "a failed link() created a name");
	name_errors_unchanged(&w);
}

static void setup(void)
{
	struct passwd *pw = SAFE_GETPWNAM("nobody");

	memset(long_name, 'a', NAME_MAX + 1);
	bad_addr = tst_get_bad_addr(NULL);
	if (!access("/proc/sys/fs/protected_hardlinks", R_OK))
		SAFE_FILE_SCANF("/proc/sys/fs/protected_hardlinks", "%d", &protected_hardlinks);

	SAFE_MKDIR("open", 0777);
	SAFE_CHMOD("open", 0777);
	SAFE_FILE_PRINTF("open/mine", "x");
	SAFE_CHOWN("open/mine", pw->pw_uid, pw->pw_gid);
	SAFE_MKDIR("rodir", 0755);
	SAFE_MKDIR("nosearch", 0700);
	SAFE_FILE_PRINTF("nosearch/f", "x");
	SAFE_FILE_PRINTF("file", "x");
	SAFE_FILE_PRINTF("file2", "x");
	SAFE_FILE_PRINTF("rootfile", "x");
	SAFE_CHMOD("rootfile", 0644);
	SAFE_SYMLINK("loop", "loop");
	SAFE_MKDIR("dir", 0755);
	link_max = tst_fs_fill_hardlinks("emlink");

	name_errors_tmpfs(MNT, 0, &mounted);
}

static void cleanup(void)
{
	name_errors_cleanup(-1, -1, MNT, mounted);
}

static struct tst_test test = {
	.tcnt = ARRAY_SIZE(tcases),
	.test = run,
	.setup = setup,
	.cleanup = cleanup,
	.needs_root = 1,
	.needs_rofs = 1,
	.mntpoint = RO_MNT,
	.forks_child = 1,
};
