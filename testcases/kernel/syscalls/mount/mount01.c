// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * mount01: mount(2) of a freshly formatted device succeeds.
 *
 * The device is $LTP_DEV or a loop device, formatted with $LTP_DEV_FS_TYPE (ext2 by
 * default). Each iteration mounts it, checks that /proc/mounts now lists the mount
 * point, and unmounts it again.
 */
#include <sys/mount.h>
#include "test.h"
#include "safe_macros.h"

char *TCID = "mount01";
int TST_TOTAL = 1;

#define MNTPOINT "mntpoint"

static const char *device;
static const char *fs_type;
static int mounted;

static void cleanup(void)
{
	if (mounted && tst_umount(MNTPOINT))
		tst_resm(TWARN | TERRNO, "umount(%s) failed", MNTPOINT);
	mounted = 0;
	if (device)
		tst_release_device(NULL, device);
	device = NULL;
	if (tst_tmpdir_created())
		tst_rmdir();
}

static void setup(void)
{
	tst_sig(NOFORK, DEF_HANDLER, cleanup);
	tst_require_root();
	tst_tmpdir();

	fs_type = tst_dev_fs_type();
	device = tst_acquire_device(cleanup);
	if (!device)
		tst_brkm(TCONF, cleanup, "Failed to obtain block device");
	tst_mkfs(cleanup, device, fs_type, NULL);
	SAFE_MKDIR(cleanup, MNTPOINT, 0755);

	TEST_PAUSE;
}

static void verify_mount(void)
{
	TEST(mount(device, MNTPOINT, fs_type, 0, NULL));
	if (TEST_RETURN != 0) {
		tst_resm(TFAIL | TTERRNO, "mount(%s, %s, %s, 0, NULL) failed",
			 device, MNTPOINT, fs_type);
		return;
	}
	mounted = 1;

	if (tst_is_mounted_at_tmpdir(MNTPOINT))
		tst_resm(TPASS, "mount(2) passed, %s is mounted at %s", device, MNTPOINT);
	else
		tst_resm(TFAIL, "mount(2) returned 0 but %s is not in /proc/mounts", MNTPOINT);

	if (tst_umount(MNTPOINT))
		tst_brkm(TBROK | TERRNO, cleanup, "umount(%s) failed", MNTPOINT);
	mounted = 0;
}

int main(int ac, char **av)
{
	int lc;

	tst_parse_opts(ac, av, NULL, NULL);
	setup();

	for (lc = 0; TEST_LOOPING(lc); lc++) {
		tst_count = 0;
		verify_mount();
	}

	cleanup();
	tst_exit();
}
