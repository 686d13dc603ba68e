// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * umount01: man 2 umount, DESCRIPTION: "umount() and umount2() remove the attachment of the
 * (topmost) filesystem mounted on target."
 *
 *   - the device mounted at the mount point: umount() returns 0, /proc/mounts no longer
 *     lists the mount point, the file created on the device is no longer visible there,
 *     and it is back (with its contents) once the device is mounted again.
 *   - a tmpfs stacked on top of the device's mount: umount() removes only the topmost
 *     one, so the device's file is visible again and the mount point is still mounted;
 *     a second umount() removes the device's mount.
 *
 * The default filesystem is enough: unmounting is done by the VFS the same way for all.
 */
#include <sys/mount.h>
#include "tst_test.h"

#define MNTPOINT "mntpoint"
#define DEV_FILE MNTPOINT "/on_device"

static int mounts;

static void mount_dev(void)
{
	SAFE_MOUNT(tst_device->dev, MNTPOINT, tst_device->fs_type, 0, NULL);
	mounts++;
}

static void check_file(int exp_present, const char *when)
{
	char buf[16] = "";
	int present = !access(DEV_FILE, F_OK);

	if (present != exp_present) {
		tst_res(TFAIL, "%s: %s is %s", when, DEV_FILE, present ? "visible" : "missing");
		return;
	}
	if (present) {
		SAFE_FILE_SCANF(DEV_FILE, "%15s", buf);
		if (strcmp(buf, "persisted")) {
			tst_res(TFAIL, "%s: %s holds '%s', expected 'persisted'", when, DEV_FILE,
				buf);
			return;
		}
	}
	tst_res(TPASS, "%s: %s is %s", when, DEV_FILE, present ? "visible" : "gone");
}

static void check_mounted(int exp, const char *when)
{
	int mounted = tst_is_mounted_at_tmpdir(MNTPOINT);

	if (mounted != exp)
		tst_res(TFAIL, "%s: %s is %smounted", when, MNTPOINT, mounted ? "" : "not ");
	else
		tst_res(TPASS, "%s: %s is %smounted", when, MNTPOINT, mounted ? "" : "not ");
}

static void plain(void)
{
	mount_dev();
	SAFE_FILE_PRINTF(DEV_FILE, "persisted");
	TST_EXP_PASS(umount(MNTPOINT));
	if (TST_PASS)
		mounts--;
	check_mounted(0, "after umount()");
	check_file(0, "after umount()");

	mount_dev();
	check_file(1, "after mounting again");
	SAFE_UNLINK(DEV_FILE);
	SAFE_UMOUNT(MNTPOINT);
	mounts--;
}

static void topmost(void)
{
	mount_dev();
	SAFE_FILE_PRINTF(DEV_FILE, "persisted");
	SAFE_MOUNT("umount01_tmpfs", MNTPOINT, "tmpfs", 0, "size=1M");
	mounts++;
	check_file(0, "with a tmpfs on top");

	TST_EXP_PASS(umount(MNTPOINT), "umount() of the stacked tmpfs");
	if (TST_PASS)
		mounts--;
	check_file(1, "after the first umount()");
	check_mounted(1, "after the first umount()");

	SAFE_UNLINK(DEV_FILE);
	TST_EXP_PASS(umount(MNTPOINT), "umount() of the device");
	if (TST_PASS)
		mounts--;
	check_mounted(0, "after the second umount()");
}

static void (*const cases[])(void) = {plain, topmost};

static void run(unsigned int n)
{
	cases[n]();
}

static void cleanup(void)
{
	while (mounts > 0 && !tst_umount(MNTPOINT))
		mounts--;
}

static struct tst_test test = {
	.tcnt = ARRAY_SIZE(cases),
	.test = run,
	.cleanup = cleanup,
	.needs_root = 1,
	.format_device = 1,
	.dev_min_size = 16,
	.mntpoint = MNTPOINT,
};
