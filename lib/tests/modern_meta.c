// SPDX-License-Identifier: GPL-2.0-or-later
/* A test with many declared needs, for --metadata. It must never run as part of the check. */
#include "tst_test.h"

static void run(unsigned int n)
{
	tst_res(TFAIL, "the test ran (%u)", n);
}

static struct tst_test test = {
	.description = "Checks \"metadata\" of a test\twith escapes",
	.tcnt = 3,
	.test = run,
	.needs_root = 1,
	.mount_device = 1,
	.mntpoint = "mntpoint",
	.forks_child = 1,
	.needs_checkpoints = 1,
	.timeout = 10,
	.runtime = 5,
	.test_variants = 2,
	.min_kver = "3.10",
	.dev_min_size = 64,
	.supported_archs = (const char *const []){"x86_64", "aarch64", NULL},
	.filesystems = (struct tst_fs []){{.type = "ext4"}, {.type = "xfs"}, {}},
	.skip_filesystems = (const char *const []){"vfat", NULL},
	.needs_kconfigs = (const char *const []){"CONFIG_USER_NS", NULL},
	.needs_cmds = (struct tst_cmd []){{.cmd = "mkfs.ext4 >= 1.43.0"}, {}},
	.caps = (struct tst_cap []){TST_CAP(TST_CAP_DROP, CAP_SYS_ADMIN), {}},
	.exclusive = (const char *const []){"swap", "net", NULL},
	.save_restore = (const struct tst_path_val []){
		{"/proc/sys/kernel/xyz", "1", TST_SR_TCONF},
		{}
	},
	.tags = (const struct tst_tag []){{"linux-git", "0123456789ab"}, {"CVE", "2017-0000"}, {}},
};
