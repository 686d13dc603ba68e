// SPDX-License-Identifier: GPL-2.0-or-later
/* One TPASS on a freshly made and mounted filesystem: the per-filesystem setup cost. */
#include "tst_test.h"

static void run(void)
{
	tst_res(TPASS, "mounted %s", tst_device->fs_type);
}

static struct tst_test test = {
	.test_all = run,
	.needs_root = 1,
	.mount_device = 1,
	.all_filesystems = 1,
	.mntpoint = "mntpoint",
};
