// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * umount2_01: the umount2(2) flags do what man 2 umount2 says:
 *
 *   - MNT_DETACH on a busy mount (a file open on it): "make the mount unavailable for new
 *     accesses, immediately disconnect the filesystem ... from the mount table, and
 *     actually perform the unmount when the mount ceases to be busy": the call returns 0,
 *     /proc/mounts no longer lists the mount point, the directory no longer shows the
 *     device's files, yet the open descriptor still writes and reads; after it is closed,
 *     the device mounted again holds what was written through it.
 *   - MNT_EXPIRE: "an initial call ... fails with the error EAGAIN, but marks the mount as
 *     expired ... A second umount2() call specifying MNT_EXPIRE unmounts an expired
 *     mount"; and "The mount remains expired as long as it isn't accessed by any
 *     process": an access in between (chdir into it) makes the next call EAGAIN again.
 *   - MNT_FORCE: "If, after aborting requests, some processes still have active references
 *     to the filesystem, the unmount will still fail": EBUSY with a file open, and the
 *     mount stays; with nothing open the forced unmount succeeds.
 *   - UMOUNT_NOFOLLOW: "Don't dereference target if it is a symbolic link": through a
 *     symlink to the mount point the call fails with EINVAL (the link itself is not a
 *     mount point) and the mount stays; without the flag the link is followed and the
 *     mount goes.
 */
#include <sys/mount.h>
#include "tst_test.h"
#include "tst_safe_stdio.h"

#define MNTPOINT "mntpoint"
#define DEV_FILE MNTPOINT "/on_device"
#define LINK "link_to_mntpoint"

static int mounted, fd = -1;

static void mount_dev(void)
{
	SAFE_MOUNT(tst_device->dev, MNTPOINT, tst_device->fs_type, 0, NULL);
	mounted = 1;
}

/*
 * Whether /proc/self/mounts lists the mount point, found by comparing strings: a path
 * lookup into the mount (realpath(), stat()) would count as an access and clear the
 * MNT_EXPIRE mark this test looks at.
 */
static int listed(void)
{
	char path[PATH_MAX], line[PATH_MAX * 2], dev[PATH_MAX], dir[PATH_MAX];
	FILE *f = SAFE_FOPEN("/proc/self/mounts", "r");
	int found = 0;

	snprintf(path, sizeof(path), "%s/%s", tst_tmpdir_path(), MNTPOINT);
	while (fgets(line, sizeof(line), f)) {
		if (sscanf(line, "%4095s %4095s", dev, dir) == 2 && !strcmp(dir, path))
			found = 1;
	}
	SAFE_FCLOSE(f);
	return found;
}

static void check_mounted(int exp, const char *when)
{
	int is = listed();

	if (is != exp)
		tst_res(TFAIL, "%s: %s is %smounted", when, MNTPOINT, is ? "" : "not ");
	else
		tst_res(TPASS, "%s: %s is %smounted", when, MNTPOINT, is ? "" : "not ");
	mounted = is;
}

static void detach(void)
{
	char buf[8] = "";

	mount_dev();
	fd = SAFE_OPEN(DEV_FILE, O_RDWR | O_CREAT | O_TRUNC, 0644);
	TST_EXP_PASS(umount2(MNTPOINT, MNT_DETACH), "umount2(MNT_DETACH) with a file open");
	check_mounted(0, "after MNT_DETACH");
	if (!access(DEV_FILE, F_OK))
		tst_res(TFAIL, "%s is still reachable by path after MNT_DETACH", DEV_FILE);
	else
		tst_res(TPASS, "%s is no longer reachable by path", DEV_FILE);

	SAFE_WRITE(1, fd, "alive", 5);
	SAFE_LSEEK(fd, 0, SEEK_SET);
	SAFE_READ(1, fd, buf, 5);
	TST_EXP_EQ_STR(buf, "alive");
	SAFE_CLOSE(fd);

	/* What was written through the detached mount is on the filesystem. */
	mount_dev();
	SAFE_FILE_SCANF(DEV_FILE, "%7s", buf);
	TST_EXP_EQ_STR(buf, "alive");
	SAFE_UNLINK(DEV_FILE);
	SAFE_UMOUNT(MNTPOINT);
	mounted = 0;
}

static void expire(void)
{
	mount_dev();
	TST_EXP_FAIL(umount2(MNTPOINT, MNT_EXPIRE), EAGAIN, "first umount2(MNT_EXPIRE)");
	check_mounted(1, "after the first MNT_EXPIRE");
	TST_EXP_PASS(umount2(MNTPOINT, MNT_EXPIRE), "second umount2(MNT_EXPIRE)");
	check_mounted(0, "after the second MNT_EXPIRE");
}

static void expire_accessed(void)
{
	mount_dev();
	TST_EXP_FAIL(umount2(MNTPOINT, MNT_EXPIRE), EAGAIN, "first umount2(MNT_EXPIRE)");
	SAFE_CHDIR(MNTPOINT);
	SAFE_CHDIR("..");
	TST_EXP_FAIL(umount2(MNTPOINT, MNT_EXPIRE), EAGAIN,
		     "umount2(MNT_EXPIRE) after the mount was accessed");
	check_mounted(1, "after MNT_EXPIRE on an accessed mount");

	TST_EXP_PASS(umount2(MNTPOINT, MNT_EXPIRE), "umount2(MNT_EXPIRE) once more, untouched");
	check_mounted(0, "after the third MNT_EXPIRE");
}

static void force(void)
{
	mount_dev();
	fd = SAFE_OPEN(DEV_FILE, O_RDWR | O_CREAT, 0644);
	TST_EXP_FAIL(umount2(MNTPOINT, MNT_FORCE), EBUSY, "umount2(MNT_FORCE) with a file open");
	check_mounted(1, "after MNT_FORCE on a busy mount");
	SAFE_CLOSE(fd);
	SAFE_UNLINK(DEV_FILE);

	TST_EXP_PASS(umount2(MNTPOINT, MNT_FORCE), "umount2(MNT_FORCE) with nothing open");
	check_mounted(0, "after MNT_FORCE");
}

static void nofollow(void)
{
	mount_dev();
	TST_EXP_FAIL(umount2(LINK, UMOUNT_NOFOLLOW), EINVAL,
		     "umount2(UMOUNT_NOFOLLOW) of a symlink to the mount point");
	check_mounted(1, "after UMOUNT_NOFOLLOW");

	TST_EXP_PASS(umount2(LINK, 0), "umount2(0) of a symlink to the mount point");
	check_mounted(0, "after umount2() through the symlink");
}

static void (*const cases[])(void) = {detach, expire, expire_accessed, force, nofollow};

static void run(unsigned int n)
{
	cases[n]();
}

static void setup(void)
{
	if (access(LINK, F_OK))
		SAFE_SYMLINK(MNTPOINT, LINK);
}

static void cleanup(void)
{
	if (fd >= 0)
		SAFE_CLOSE(fd);
	if (mounted || listed())
		SAFE_UMOUNT(MNTPOINT);
}

static struct tst_test test = {
	.tcnt = ARRAY_SIZE(cases),
	.test = run,
	.setup = setup,
	.cleanup = cleanup,
	.needs_root = 1,
	.format_device = 1,
	.dev_min_size = 16,
	.mntpoint = MNTPOINT,
};
