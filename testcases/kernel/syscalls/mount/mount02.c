// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * mount02: mount(2) fails with the errno that man 2 mount documents. The first twelve
 * cases are the article's table, in its order (so the output matches the article's);
 * the rest complete the man page's ERRORS section:
 *
 *   ENODEV       the filesystem type is not known to the kernel
 *   ENOTBLK      the source is a character device, not a block device
 *   EBUSY        the device is already mounted at the target
 *   EBUSY        remount read-only while a file is open for writing
 *   EINVAL       no source given
 *   EINVAL       no filesystem type given
 *   EINVAL       MS_REMOUNT of a target that is not a mount point
 *   EFAULT       the source points outside the address space
 *   EFAULT       the filesystem type points outside the address space
 *   ENAMETOOLONG the target path is longer than PATH_MAX
 *   ENOENT       the target does not exist
 *   ENOTDIR      the target is a regular file
 *   ELOOP        the target is a symbolic link loop
 *   ELOOP        MS_MOVE of a mount onto a directory inside it (under a private tmpfs: a
 *                move out of a shared parent mount would fail with EINVAL first)
 *   ENXIO        the source is a block device node whose major number no driver has
 *   EPERM        the caller is nobody, without CAP_SYS_ADMIN
 *
 * EACCES (a ro block device without MS_RDONLY, a nodev source) and EROFS are checked with
 * the mount flags in mount03.
 * Not provoked: EMFILE (the table of anonymous device numbers, one million
 * entries, cannot be filled here); ENOMEM (needs the kernel out of memory).
 *
 * A failed mount() mounts, moves and remounts nothing: the lines of /proc/self/mountinfo
 * for mount points inside the test's directory (IDs, options, filesystem, source) read
 * the same before and after each case (TFAIL otherwise; nothing is printed when they do,
 * so that the output stays the article's).
 */
#include <limits.h>
#include <pwd.h>
#include <stdio.h>
#include <string.h>
#include <sys/mount.h>
#include <sys/stat.h>
#include <sys/sysmacros.h>
#include "test.h"
#include "safe_macros.h"

char *TCID = "mount02";

#define MNTPOINT "mntpoint"
#define DIR_MODE 0755
#define FILE_MODE 0644

static const char *device;
static const char *fs_type;
static const char *null;
static const char *fault = (const char *)-1;
static const char *nonexistent = "nonexistent";
static const char *char_dev = "char_dev";
static const char *file = "regular_file";
static const char *loop = "loop1";
static const char *no_driver = "no_driver";
static const char *moved = "base/mnt";
static const char *inside = "base/mnt/sub";
static const char *mntpoint = MNTPOINT;
static char long_path[PATH_MAX + 2];
static const char *long_path_p = long_path;
static int mounted, base_mounted, moved_mounted;
static int write_fd = -1;
static uid_t nobody_uid;
static int as_nobody;
static char cwd[PATH_MAX];

static void cleanup(void);

static void do_mount(void)
{
	if (mount(device, MNTPOINT, fs_type, 0, NULL))
		tst_brkm(TBROK | TERRNO, cleanup, "mount(%s, %s, %s, 0, NULL) failed",
			 device, MNTPOINT, fs_type);
	mounted = 1;
}

static void do_umount(void)
{
	if (tst_umount(MNTPOINT))
		tst_brkm(TBROK | TERRNO, cleanup, "umount(%s) failed", MNTPOINT);
	mounted = 0;
}

static void mount_and_open_file(void)
{
	do_mount();
	write_fd = SAFE_OPEN(cleanup, MNTPOINT "/file", O_CREAT | O_RDWR, FILE_MODE);
}

static void close_file_and_umount(void)
{
	SAFE_CLOSE(cleanup, write_fd);
	write_fd = -1;
	do_umount();
}

static void mount_for_move(void)
{
	SAFE_MOUNT(cleanup, "none", "base", "tmpfs", 0, NULL);
	base_mounted = 1;
	SAFE_MOUNT(cleanup, NULL, "base", NULL, MS_PRIVATE, NULL);
	SAFE_MKDIR(cleanup, moved, DIR_MODE);
	SAFE_MOUNT(cleanup, device, moved, fs_type, 0, NULL);
	moved_mounted = 1;
	SAFE_MKDIR(cleanup, inside, DIR_MODE);
}

static void umount_after_move(void)
{
	SAFE_RMDIR(cleanup, inside);
	SAFE_UMOUNT(cleanup, moved);
	moved_mounted = 0;
	SAFE_UMOUNT(cleanup, "base");
	base_mounted = 0;
}

static void become_nobody(void)
{
	SAFE_SETEUID(cleanup, nobody_uid);
	as_nobody = 1;
}

static void become_root(void)
{
	SAFE_SETEUID(cleanup, 0);
	as_nobody = 0;
}

/* The pointers are read when the case runs: device and fs_type are set up by then. */
static struct test_case {
	const char **device;
	const char **mntpoint;
	const char **fs_type;
	unsigned long flag;
	int exp_errno;
	void (*setup)(void);
	void (*cleanup)(void);
} tcases[] = {
	{&device, &mntpoint, &(const char *){"error"}, 0, ENODEV, NULL, NULL},
	{&char_dev, &mntpoint, &fs_type, 0, ENOTBLK, NULL, NULL},
	{&device, &mntpoint, &fs_type, 0, EBUSY, do_mount, do_umount},
	{&device, &mntpoint, &fs_type, MS_REMOUNT | MS_RDONLY, EBUSY,
	 mount_and_open_file, close_file_and_umount},
	{&null, &mntpoint, &fs_type, 0, EINVAL, NULL, NULL},
	{&device, &mntpoint, &null, 0, EINVAL, NULL, NULL},
	{&device, &mntpoint, &fs_type, MS_REMOUNT, EINVAL, NULL, NULL},
	{&fault, &mntpoint, &fs_type, 0, EFAULT, NULL, NULL},
	{&device, &mntpoint, &fault, 0, EFAULT, NULL, NULL},
	{&device, &long_path_p, &fs_type, 0, ENAMETOOLONG, NULL, NULL},
	{&device, &nonexistent, &fs_type, 0, ENOENT, NULL, NULL},
	{&device, &file, &fs_type, 0, ENOTDIR, NULL, NULL},
	{&device, &loop, &fs_type, 0, ELOOP, NULL, NULL},
	{&moved, &inside, &null, MS_MOVE, ELOOP, mount_for_move, umount_after_move},
	{&no_driver, &mntpoint, &fs_type, 0, ENXIO, NULL, NULL},
	{&device, &mntpoint, &fs_type, 0, EPERM, become_nobody, become_root},
};

int TST_TOTAL = ARRAY_SIZE(tcases);

static void cleanup(void)
{
	if (as_nobody && seteuid(0))
		tst_resm(TWARN | TERRNO, "seteuid(0) failed");
	as_nobody = 0;
	if (write_fd >= 0 && close(write_fd))
		tst_resm(TWARN | TERRNO, "close() failed");
	write_fd = -1;
	if (mounted && tst_umount(MNTPOINT))
		tst_resm(TWARN | TERRNO, "umount(%s) failed", MNTPOINT);
	mounted = 0;
	if (moved_mounted && tst_umount(moved))
		tst_resm(TWARN | TERRNO, "umount(%s) failed", moved);
	moved_mounted = 0;
	if (base_mounted && tst_umount("base"))
		tst_resm(TWARN | TERRNO, "umount(base) failed");
	base_mounted = 0;
	if (device)
		tst_release_device(NULL, device);
	device = NULL;
	if (tst_tmpdir_created())
		tst_rmdir();
}

static void setup(void)
{
	int fd;

	tst_sig(FORK, DEF_HANDLER, cleanup);
	tst_require_root();
	tst_tmpdir();

	fs_type = tst_dev_fs_type();
	device = tst_acquire_device(cleanup);
	if (!device)
		tst_brkm(TCONF, cleanup, "Failed to obtain block device");
	tst_mkfs(cleanup, device, fs_type, NULL);

	SAFE_MKDIR(cleanup, MNTPOINT, DIR_MODE);
	SAFE_MKDIR(cleanup, "base", DIR_MODE);
	memset(long_path, 'a', PATH_MAX + 1);
	/* /dev/null's numbers: any character device gives ENOTBLK. */
	if (mknod(char_dev, S_IFCHR | FILE_MODE, makedev(1, 3)))
		tst_brkm(TBROK | TERRNO, cleanup, "mknod(%s) failed", char_dev);
	/* 4000 is far above every block major the kernel hands out. */
	if (mknod(no_driver, S_IFBLK | FILE_MODE, makedev(4000, 0)))
		tst_brkm(TBROK | TERRNO, cleanup, "mknod(%s) failed", no_driver);
	SAFE_SYMLINK(cleanup, "loop2", loop);
	SAFE_SYMLINK(cleanup, loop, "loop2");
	nobody_uid = SAFE_GETPWNAM(cleanup, "nobody")->pw_uid;
	fd = SAFE_OPEN(cleanup, file, O_CREAT | O_RDWR, FILE_MODE);
	SAFE_CLOSE(cleanup, fd);
	if (!getcwd(cwd, sizeof(cwd)))
		tst_brkm(TBROK | TERRNO, cleanup, "getcwd()");

	TEST_PAUSE;
}

/* The mountinfo lines of the mounts inside the test's directory, concatenated */
static void mounts_here(char *buf, size_t size)
{
	char line[PATH_MAX + 512], point[PATH_MAX + 1];
	size_t len = strlen(cwd), used = 0;
	FILE *f = fopen("/proc/self/mountinfo", "r");

	if (!f)
		tst_brkm(TBROK | TERRNO, cleanup, "fopen(/proc/self/mountinfo)");
	buf[0] = 0;
	while (fgets(line, sizeof(line), f)) {
		if (sscanf(line, "%*d %*d %*s %*s %" TST_TO_STR(PATH_MAX) "s", point) != 1 ||
		    strncmp(point, cwd, len) || (point[len] && point[len] != '/'))
			continue;
		used += snprintf(buf + used, size - used, "%s", line);
		if (used >= size)
			tst_brkm(TBROK, cleanup, "more than %zu bytes of mountinfo here", size);
	}
	fclose(f);
}

static void verify_mount(const struct test_case *tc)
{
	static char before[8192], after[8192];

	if (tc->setup)
		tc->setup();

	mounts_here(before, sizeof(before));
	TEST(mount(*tc->device, *tc->mntpoint, *tc->fs_type, tc->flag, NULL));
	if (as_nobody && seteuid(0))
		tst_brkm(TBROK | TERRNO, cleanup, "seteuid(0)");
	mounts_here(after, sizeof(after));
	/* silent when unchanged: the output stays the article's, one line per case */
	if (strcmp(before, after))
		tst_resm(TFAIL, "the mounts changed: before:\n%safter:\n%s", before, after);

	if (TEST_RETURN != -1) {
		tst_resm(TFAIL, "mount() succeeded unexpectedly (ret=%li)", TEST_RETURN);
		/* Do not leave the unexpected mount behind. */
		if (!TEST_RETURN && !(tc->flag & MS_REMOUNT) && tc->mntpoint == &mntpoint)
			tst_umount(MNTPOINT);
	} else if (TEST_ERRNO == tc->exp_errno) {
		tst_resm(TPASS | TTERRNO, "mount() failed expectedly");
	} else {
		tst_resm(TFAIL | TTERRNO, "mount() was expected to fail with %s(%i)",
			 tst_strerrno(tc->exp_errno), tc->exp_errno);
	}

	if (tc->cleanup)
		tc->cleanup();
}

int main(int ac, char **av)
{
	int lc, i;

	tst_parse_opts(ac, av, NULL, NULL);
	setup();

	for (lc = 0; TEST_LOOPING(lc); lc++) {
		tst_count = 0;
		for (i = 0; i < TST_TOTAL; i++)
			verify_mount(&tcases[i]);
	}

	cleanup();
	tst_exit();
}
