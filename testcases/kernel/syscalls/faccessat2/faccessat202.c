// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * faccessat2(2) ERRORS, in man 2 access's order: EACCES (access denied; search denied on
 * a prefix: as nobody), EBADF (relative pathname, dirfd not open), EFAULT, EINVAL (mode
 * incorrectly specified; invalid flag), ELOOP, ENAMETOOLONG, ENOENT, ENOTDIR (prefix a
 * regular file; relative pathname and dirfd a regular file), EPERM (W_OK on a file with the
 * immutable flag; TCONF where the tmpdir filesystem has no such flag), EROFS (W_OK on the
 * library's read-only filesystem, .needs_rofs). A kernel without faccessat2 is TCONF.
 * After each failure the name is as it was (tst_path_errors.h).
 *
 * Not provoked: EIO (needs a failing disk), ENOMEM (needs the kernel to run out of memory),
 * ETXTBSY (Linux does not return it from the access family: W_OK on a running program's
 * file succeeds)
 */

#include <pwd.h>
#include <linux/fs.h>
#include <sys/ioctl.h>
#include <stdlib.h>
#include "tst_test.h"
#include "tst_path_errors.h"
#include "lapi/syscalls.h"

static char long_name[PATH_MAX + 2];
static char *bad_addr;
static int cwd = AT_FDCWD, file_fd = -1, closed_fd = -1, immutable_set;
static uid_t nobody_uid;
static gid_t nobody_gid;

static struct tcase {
	int *dfd;
	const char *path;
	int mode;
	int flags;
	int as_nobody;
	int exp_errno;
	const char *desc;
} tcases[] = {
	{&cwd, "secret", R_OK, 0, 1, EACCES, "read access denied"},
	{&cwd, "nosearch/file", F_OK, 0, 1, EACCES, "search permission denied"},
	{&closed_fd, "file", F_OK, 0, 0, EBADF, "relative path, dirfd not open"},
	{&cwd, NULL, F_OK, 0, 0, EFAULT, "pathname outside the address space"},
	{&cwd, "file", 0x10, 0, 0, EINVAL, "mode incorrectly specified"},
	{&cwd, "file", F_OK, 0x10000000, 0, EINVAL, "invalid flag"},
	{&cwd, "loop1/file", F_OK, 0, 0, ELOOP, "symbolic link loop"},
	{&cwd, long_name, F_OK, 0, 0, ENAMETOOLONG, "pathname longer than PATH_MAX"},
	{&cwd, "missing", F_OK, 0, 0, ENOENT, "file does not exist"},
	{&cwd, "file/file", F_OK, 0, 0, ENOTDIR, "prefix is a regular file"},
	{&file_fd, "file", F_OK, 0, 0, ENOTDIR, "relative path, dirfd a regular file"},
	{&cwd, "immutable", W_OK, 0, 0, EPERM, "write access to an immutable file"},
	{&cwd, "rofs/file", W_OK, 0, 0, EROFS, "write access on a read-only filesystem"},
};

static int set_immutable(int on)
{
	int fd = SAFE_OPEN("immutable", O_RDONLY), flags, ret;

	SAFE_IOCTL(fd, FS_IOC_GETFLAGS, &flags);
	flags = on ? flags | FS_IMMUTABLE_FL : flags & ~FS_IMMUTABLE_FL;
	ret = ioctl(fd, FS_IOC_SETFLAGS, &flags);
	SAFE_CLOSE(fd);
	return ret;
}

static void check(struct tcase *tc)
{
	TST_EXP_FAIL(tst_syscall(__NR_faccessat2, *tc->dfd, tc->path ? tc->path : bad_addr,
				 tc->mode, tc->flags), tc->exp_errno, "%s", tc->desc);
}

/* The name the row could have created or changed, NULL when there is none to stat. */
static const char *witness(struct tcase *tc)
{
	/* Rows relative to another descriptor name "file", if anything. */
	if (!tc->path)
		return NULL;
	return *tc->dfd == AT_FDCWD ? tc->path : "file";
}

static void run(unsigned int n)
{
	struct tcase *tc = &tcases[n];
	const char *path = witness(tc);
	struct tst_path_state before;

	if (path)
		tst_path_state_get(path, &before);

	if (tc->exp_errno == EPERM) {
		/* set only around its case, so no early exit can leave it on the tmpdir */
		if (set_immutable(1)) {
			tst_res(TCONF | TERRNO, "the tmpdir filesystem has no immutable flag");
			return;
		}
		immutable_set = 1;
		check(tc);
		set_immutable(0);
		immutable_set = 0;
		return;
	}
	if (!tc->as_nobody) {
		check(tc);
	} else if (!SAFE_FORK()) {
		/* Leaving uid 0 clears the effective and permitted capabilities. */
		SAFE_SETGROUPS(0, NULL);
		SAFE_SETGID(nobody_gid);
		SAFE_SETUID(nobody_uid);
		check(tc);
		exit(0);
	}
	tst_reap_children();
	if (path)
		TST_PATH_UNCHANGED(path, &before);
}

static void setup(void)
{
	struct passwd *pw = SAFE_GETPWNAM("nobody");

	nobody_uid = pw->pw_uid;
	nobody_gid = pw->pw_gid;
	tst_syscall(__NR_faccessat2, AT_FDCWD, ".", F_OK, 0);
	bad_addr = tst_get_bad_addr(NULL);
	memset(long_name, 'a', sizeof(long_name) - 1);
	SAFE_TOUCH("file", 0644, NULL);
	SAFE_TOUCH("secret", 0600, NULL);
	SAFE_MKDIR("nosearch", 0700);
	SAFE_TOUCH("nosearch/file", 0644, NULL);
	SAFE_SYMLINK("loop2", "loop1");
	SAFE_SYMLINK("loop1", "loop2");
	file_fd = SAFE_OPEN("file", O_RDONLY);
	closed_fd = SAFE_DUP(file_fd);
	close(closed_fd);
	SAFE_TOUCH("immutable", 0644, NULL);
}

static void cleanup(void)
{
	if (immutable_set)
		set_immutable(0);
	if (file_fd > -1)
		SAFE_CLOSE(file_fd);
}

static struct tst_test test = {
	.tcnt = ARRAY_SIZE(tcases),
	.test = run,
	.setup = setup,
	.cleanup = cleanup,
	.needs_root = 1,
	.needs_rofs = 1,
	.mntpoint = "rofs",
	.forks_child = 1,
};
