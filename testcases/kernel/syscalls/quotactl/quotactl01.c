// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * quotactl(2) on an ext4 filesystem made with the quota feature (mkfs -O quota) and
 * mounted with usrquota, so user quotas are kept in hidden system files and enforced:
 * - Q_GETFMT reports QFMT_VFS_V1;
 * - Q_GETINFO succeeds and reports which fields are valid;
 * - Q_SETQUOTA sets nobody's inode hard limit to 4 (and a block limit), Q_GETQUOTA gives
 *   those limits back and counts nobody's files (dqb_curinodes);
 * - the limit is enforced: nobody creates files until the fifth gives EDQUOT;
 * - Q_SYNC succeeds;
 * - Q_QUOTAOFF stops enforcement (a fifth file can be made), Q_QUOTAON restarts it, and a
 *   second Q_QUOTAON is EBUSY ("another Q_QUOTAON had already been performed"). Linux 6.1
 *   answers EEXIST there (quotas in hidden system files, enforcement already on), 6.18 the
 *   man page's EBUSY: both are accepted, success still fails.
 * Needs CONFIG_QUOTA and the v2 quota format (CONFIG_QFMT_V2) that ext4's quota feature
 * uses: TCONF without them.
 */

#include <pwd.h>
#include <sys/quota.h>
#include "tst_test.h"
#include "quota_fill.h"

#define MNTPOINT "mntpoint"
#define DIR_PATH MNTPOINT "/dir"
#define INODE_LIMIT 4

static struct passwd nobody;
/* A second Q_QUOTAON: EBUSY (man page, 6.18) or EEXIST (6.1), see above. */
static const int again_errs[] = {EBUSY, EEXIST};

static int qctl(int cmd, int id, void *addr)
{
	return quotactl(QCMD(cmd, USRQUOTA), tst_device->dev, id, addr);
}

static void run(void)
{
	struct dqblk set = {
		.dqb_bhardlimit = 1024,
		.dqb_bsoftlimit = 1024,
		.dqb_ihardlimit = INODE_LIMIT,
		.dqb_isoftlimit = INODE_LIMIT,
		.dqb_valid = QIF_LIMITS,
	};
	struct dqblk got = {};
	struct dqinfo info = {};
	unsigned int fmt = 0;

	TST_EXP_PASS(qctl(Q_GETFMT, 0, &fmt), "Q_GETFMT");
	TST_EXP_EQ_LU(fmt, QFMT_VFS_V1);
	TST_EXP_PASS(qctl(Q_GETINFO, 0, &info), "Q_GETINFO");
	TST_EXP_EXPR(info.dqi_valid & IIF_BGRACE, "Q_GETINFO reports a valid grace time");

	TST_EXP_PASS(qctl(Q_SETQUOTA, nobody.pw_uid, &set), "Q_SETQUOTA for nobody");
	TST_EXP_PASS(qctl(Q_GETQUOTA, nobody.pw_uid, &got), "Q_GETQUOTA for nobody");
	TST_EXP_EXPR(got.dqb_ihardlimit == INODE_LIMIT && got.dqb_bhardlimit == 1024,
		     "the limits read back (inodes %llu, blocks %llu)",
		     (unsigned long long)got.dqb_ihardlimit,
		     (unsigned long long)got.dqb_bhardlimit);

	quota_fill(DIR_PATH, 2 * INODE_LIMIT, INODE_LIMIT, EDQUOT, "with an inode hard limit of 4");
	TST_EXP_PASS(qctl(Q_GETQUOTA, nobody.pw_uid, &got), "Q_GETQUOTA after the files");
	TST_EXP_EQ_LU(got.dqb_curinodes, INODE_LIMIT);
	TST_EXP_PASS(qctl(Q_SYNC, 0, NULL), "Q_SYNC");
	quota_empty(DIR_PATH, 2 * INODE_LIMIT);

	TST_EXP_PASS(qctl(Q_QUOTAOFF, 0, NULL), "Q_QUOTAOFF");
	quota_fill(DIR_PATH, INODE_LIMIT + 1, INODE_LIMIT + 1, 0, "with quotas off");
	quota_empty(DIR_PATH, 2 * INODE_LIMIT);
	TST_EXP_PASS(qctl(Q_QUOTAON, QFMT_VFS_V1, NULL), "Q_QUOTAON");
	TST_EXP_FAIL_ARR(qctl(Q_QUOTAON, QFMT_VFS_V1, NULL), again_errs, ARRAY_SIZE(again_errs),
			 "Q_QUOTAON again");
	quota_fill(DIR_PATH, 2 * INODE_LIMIT, INODE_LIMIT, EDQUOT, "with quotas on again");
	quota_empty(DIR_PATH, 2 * INODE_LIMIT);
}

static void setup(void)
{
	nobody = *SAFE_GETPWNAM("nobody");
	SAFE_MKDIR(DIR_PATH, 0777);
	SAFE_CHMOD(DIR_PATH, 0777);
}

static struct tst_test test = {
	.test_all = run,
	.setup = setup,
	.needs_root = 1,
	.forks_child = 1,
	.mount_device = 1,
	.dev_min_size = 16,
	.mntpoint = MNTPOINT,
	.filesystems = (struct tst_fs []){
		{
			.type = "ext4",
			.mkfs_opts = (const char *const []){"-O", "quota", "-E",
							    "quotatype=usrquota", NULL},
			.mnt_data = "usrquota",
		},
		{}
	},
	.needs_kconfigs = (const char *const []){"CONFIG_QUOTA", "CONFIG_QFMT_V2", NULL},
};
