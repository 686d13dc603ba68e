// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * chown(2) ERRORS, one row per entry of the man page in its order: EACCES (search
 * permission denied on a prefix, as nobody), EFAULT, ELOOP, ENAMETOOLONG, ENOENT, ENOTDIR,
 * EPERM (unprivileged owner change, as nobody; the file is marked immutable), EROFS (file
 * on a read-only tmpfs).
 *
 * Not provoked: EBADF (fchown()/fchownat() only; fchown01, fchownat01), EINVAL
 * (fchownat()'s flags; fchownat01), EIO (needs a failing disk), ENOMEM (needs the kernel to
 * run out of memory)
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
	int as_nobody;
	int exp_errno;
	const char *desc;
} tcases[] = {
	{"nosearch/file", 1, EACCES, "search permission denied on a prefix"},
	{NULL, 0, EFAULT, "pathname outside the address space"},
	{"loop1/file", 0, ELOOP, "symbolic link loop"},
	{long_name, 0, ENAMETOOLONG, "pathname longer than PATH_MAX"},
	{"missing", 0, ENOENT, "file does not exist"},
	{"file/file", 0, ENOTDIR, "prefix is a regular file"},
	{"file", 1, EPERM, "owner change by an unprivileged process"},
	{"immutable", 0, EPERM, "file is immutable"},
	{"rofs/file", 0, EROFS, "file on a read-only filesystem"},
};

static void check(struct tcase *tc)
{
	TST_EXP_FAIL(chown(tc->path ? tc->path : bad_addr, 1001, 1001), tc->exp_errno, "%s",
		     tc->desc);
}

static void run(unsigned int n)
{
	struct tcase *tc = &tcases[n];

	if (tc->path && !strcmp(tc->path, "immutable") && immutable_set != 1) {
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
	SAFE_CHOWN("file", nobody_uid, nobody_gid);
	SAFE_MKDIR("nosearch", 0700);
	SAFE_TOUCH("nosearch/file", 0644, NULL);
	SAFE_SYMLINK("loop2", "loop1");
	SAFE_SYMLINK("loop1", "loop2");
	SAFE_TOUCH("immutable", 0644, NULL);
	immutable_set = !set_immutable(1);
	SAFE_MKDIR("rofs", 0755);
	SAFE_MOUNT("tmpfs", "rofs", "tmpfs", 0, "size=1m");
	ro_mounted = 1;
	SAFE_TOUCH("rofs/file", 0644, NULL);
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
