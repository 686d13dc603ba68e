// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * access(2) ERRORS, one row per entry of the man page in its order: EACCES (the requested
 * access would be denied; search permission denied on a prefix: both as nobody with no
 * capabilities), EFAULT, EINVAL (mode incorrectly specified), ELOOP, ENAMETOOLONG, ENOENT
 * (missing file; dangling symbolic link), ENOTDIR, EPERM (write permission requested for a
 * file with the immutable flag), EROFS (write permission requested for a file on a
 * read-only filesystem; a tmpfs mounted read-only in the tmpdir).
 *
 * Not provoked: EBADF (faccessat()/faccessat2() only; faccessat01), EIO (needs a failing
 * disk), ENOMEM (needs the kernel to run out of memory), ETXTBSY (Linux does not return it
 * from access(): W_OK on a running program's file succeeds while open(O_WRONLY) gives
 * ETXTBSY, checked by hand)
 */

#include <pwd.h>
#include <stdlib.h>
#include <linux/fs.h>
#include <sys/ioctl.h>
#include <sys/mount.h>
#include "tst_test.h"

static char long_name[PATH_MAX + 2];
static char *bad_addr;
static uid_t nobody_uid;
static gid_t nobody_gid;
static int ro_mounted, immutable_set = -1;

static struct tcase {
	const char *path;
	int mode;
	int as_nobody;
	int exp_errno;
	const char *desc;
} tcases[] = {
	{"secret", R_OK, 1, EACCES, "read access denied"},
	{"nosearch/file", F_OK, 1, EACCES, "search permission denied on a prefix"},
	{NULL, F_OK, 0, EFAULT, "pathname outside the address space"},
	{"file", 0x10, 0, EINVAL, "mode incorrectly specified"},
	{"loop1/file", F_OK, 0, ELOOP, "symbolic link loop"},
	{long_name, F_OK, 0, ENAMETOOLONG, "pathname longer than PATH_MAX"},
	{"missing", F_OK, 0, ENOENT, "file does not exist"},
	{"dangling", F_OK, 0, ENOENT, "dangling symbolic link"},
	{"file/file", F_OK, 0, ENOTDIR, "prefix is a regular file"},
	{"immutable", W_OK, 0, EPERM, "write access to an immutable file"},
	{"rofs/file", W_OK, 0, EROFS, "write access on a read-only filesystem"},
};

static void check(struct tcase *tc)
{
	TST_EXP_FAIL(access(tc->path ? tc->path : bad_addr, tc->mode), tc->exp_errno, "%s",
		     tc->desc);
}

static void run(unsigned int n)
{
	struct tcase *tc = &tcases[n];

	if (tc->exp_errno == EPERM && immutable_set != 1) {
		tst_res(TCONF, "the tmpdir filesystem has no immutable flag");
		return;
	}
	if (!tc->as_nobody) {
		check(tc);
		return;
	}
	if (!SAFE_FORK()) {
		/* Leaving uid 0 clears the effective and permitted capabilities. */
		SAFE_SETGROUPS(0, NULL);
		SAFE_SETGID(nobody_gid);
		SAFE_SETUID(nobody_uid);
		check(tc);
		exit(0);
	}
	tst_reap_children();
}

static int set_immutable(int on)
{
	int fd = SAFE_OPEN("immutable", O_RDONLY), flags, ret;

	SAFE_IOCTL(fd, FS_IOC_GETFLAGS, &flags);
	flags = on ? flags | FS_IMMUTABLE_FL : flags & ~FS_IMMUTABLE_FL;
	ret = ioctl(fd, FS_IOC_SETFLAGS, &flags);
	SAFE_CLOSE(fd);
	return ret;
}

static void setup(void)
{
	struct passwd *pw = SAFE_GETPWNAM("nobody");

	nobody_uid = pw->pw_uid;
	nobody_gid = pw->pw_gid;
	bad_addr = tst_get_bad_addr(NULL);
	memset(long_name, 'a', sizeof(long_name) - 1);
	SAFE_TOUCH("file", 0644, NULL);
	SAFE_TOUCH("secret", 0600, NULL);
	SAFE_MKDIR("nosearch", 0700);
	SAFE_TOUCH("nosearch/file", 0644, NULL);
	SAFE_SYMLINK("loop2", "loop1");
	SAFE_SYMLINK("loop1", "loop2");
	SAFE_SYMLINK("nowhere", "dangling");

	SAFE_TOUCH("immutable", 0644, NULL);
	immutable_set = !set_immutable(1);

	SAFE_MKDIR("rofs", 0755);
	SAFE_MOUNT("tmpfs", "rofs", "tmpfs", 0, "size=1m");
	ro_mounted = 1;
	SAFE_TOUCH("rofs/file", 0666, NULL);
	SAFE_MOUNT(NULL, "rofs", NULL, MS_REMOUNT | MS_RDONLY, NULL);
}

static void cleanup(void)
{
	if (immutable_set == 1)
		set_immutable(0);
	if (ro_mounted)
		SAFE_UMOUNT("rofs");
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
