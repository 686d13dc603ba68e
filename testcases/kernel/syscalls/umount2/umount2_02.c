// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * umount2_02: umount2(2) fails with the errno that man 2 umount2 lists under ERRORS for
 * its flags, in the man page's order:
 *
 *   EAGAIN  MNT_EXPIRE "successfully marked an unbusy filesystem as expired" (first call)
 *   EINVAL  target is not a mount point: UMOUNT_NOFOLLOW with a symlink to the mount
 *           point (the link itself is not one)
 *   EINVAL  MNT_EXPIRE together with MNT_DETACH
 *   EINVAL  MNT_EXPIRE together with MNT_FORCE
 *   EINVAL  an invalid flag value (UMOUNT_UNUSED, the bit Linux keeps unused; and 0x10)
 *
 * The entries that do not depend on flags (EBUSY, EFAULT, EINVAL for a plain directory
 * and for a locked mount, ENAMETOOLONG, ENOENT, EPERM) are checked for umount2(target, 0)
 * by umount02's second variant. Not provoked: ENOMEM (cannot be caused on purpose).
 * After each case the mount is checked to be still there.
 */
#include <sys/mount.h>
#include "tst_test.h"

#define MNTPOINT "mntpoint"
#define LINK "link_to_mntpoint"

#ifndef UMOUNT_UNUSED
# define UMOUNT_UNUSED 0x80000000
#endif

static int mounted;

static struct tcase {
	const char *target;
	int flags;
	int exp_errno;
	const char *desc;
} tcases[] = {
	{MNTPOINT, MNT_EXPIRE, EAGAIN, "MNT_EXPIRE on an unbusy mount, first call"},
	{LINK, UMOUNT_NOFOLLOW, EINVAL, "UMOUNT_NOFOLLOW, target a symlink"},
	{MNTPOINT, MNT_EXPIRE | MNT_DETACH, EINVAL, "MNT_EXPIRE | MNT_DETACH"},
	{MNTPOINT, MNT_EXPIRE | MNT_FORCE, EINVAL, "MNT_EXPIRE | MNT_FORCE"},
	{MNTPOINT, UMOUNT_UNUSED, EINVAL, "flag UMOUNT_UNUSED"},
	{MNTPOINT, 0x10, EINVAL, "flag 0x10"},
};

static void run(unsigned int n)
{
	struct tcase *tc = &tcases[n];

	if (!mounted) {
		SAFE_MOUNT(tst_device->dev, MNTPOINT, tst_device->fs_type, 0, NULL);
		mounted = 1;
	}
	TST_EXP_FAIL(umount2(tc->target, tc->flags), tc->exp_errno, "umount2() with %s",
		     tc->desc);
	if (!TST_RET) {
		mounted = 0;
		return;
	}
	/* Also clears a MNT_EXPIRE mark: the lookup counts as an access. */
	if (!tst_is_mounted_at_tmpdir(MNTPOINT)) {
		tst_res(TFAIL, "the failed umount2() with %s unmounted %s", tc->desc, MNTPOINT);
		mounted = 0;
	}
}

static void setup(void)
{
	SAFE_SYMLINK(MNTPOINT, LINK);
}

static void cleanup(void)
{
	if (mounted)
		SAFE_UMOUNT(MNTPOINT);
}

static struct tst_test test = {
	.tcnt = ARRAY_SIZE(tcases),
	.test = run,
	.setup = setup,
	.cleanup = cleanup,
	.needs_root = 1,
	.format_device = 1,
	.dev_min_size = 16,
	.mntpoint = MNTPOINT,
};
