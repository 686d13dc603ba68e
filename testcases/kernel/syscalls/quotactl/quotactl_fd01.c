// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * quotactl_fd(2) (Linux 5.14) is quotactl(2) with the filesystem named by an open file
 * descriptor on it instead of a block device. On an ext4 filesystem made with the quota
 * feature (mkfs -O quota: quota data in hidden system inodes) and mounted with usrquota,
 * through a descriptor of the mount's root directory:
 * - Q_GETFMT reports QFMT_VFS_V1; Q_GETINFO reports a valid block grace time;
 * - Q_SETINFO sets the inode grace time to 3 hours and Q_GETINFO reads it back;
 * - Q_SETQUOTA sets nobody's inode hard limit to 4 and block hard limit to 1024, and
 *   Q_GETQUOTA (through a descriptor of a regular file on the same filesystem) reads them
 *   back;
 * - the limit is enforced: nobody creates files until the fifth fails with EDQUOT, and
 *   Q_GETQUOTA then counts 4 inodes;
 * - Q_SETQUOTA of an inode hard limit of 2^63, beyond what the format stores (2^63 - 1),
 *   fails with ERANGE and the limit stays 4;
 * - Q_GETNEXTQUOTA from ID 1 finds nobody's quota (the next ID with one) with its limit;
 *   from nobody's ID + 1, above every ID with a quota, it fails with ENOENT;
 * - Q_QUOTAOFF stops enforcement (a fifth file can be made; with hidden quota inodes the
 *   usage is still accounted) and
 *   Q_QUOTAON with no quota file (the hidden inodes need none) restarts it; a second
 *   Q_QUOTAON fails with EEXIST (not quotactl(2)'s EBUSY: that is the answer for a quota
 *   file; the hidden inodes are turned on as XFS quotas are), and enforcement stays on.
 * Needs CONFIG_QUOTA and the v2 quota format (CONFIG_QFMT_V2) that ext4's quota feature
 * uses; quotactl_fd() itself is probed in setup (ENOSYS: TCONF).
 */

#include <pwd.h>
#include <stdio.h>
#include "tst_test.h"
#include "lapi/quotactl.h"
#include "quota_fill.h"

#define MNTPOINT "mntpoint"
#define DIR_PATH MNTPOINT "/dir"
#define INODE_LIMIT 4
#define IGRACE (3 * 3600)

static struct passwd nobody;
static int root_fd = -1, file_fd = -1;

static long qfd(int fd, int cmd, int id, void *addr)
{
	return syscall(__NR_quotactl_fd, fd, QCMD(cmd, USRQUOTA), id, addr);
}

static void check_range_next(struct dqblk *got)
{
	struct dqblk huge = {
		.dqb_ihardlimit = 1ULL << 63,
		.dqb_valid = QIF_ILIMITS,
	};
	struct if_nextdqblk next = {};

	TST_EXP_FAIL(qfd(root_fd, Q_SETQUOTA, nobody.pw_uid, &huge), ERANGE,
		     "Q_SETQUOTA inode hard limit 2^63");
	memset(got, 0, sizeof(*got));
	TST_EXP_PASS(qfd(root_fd, Q_GETQUOTA, nobody.pw_uid, got), "Q_GETQUOTA after ERANGE");
	TST_EXP_EQ_LU(got->dqb_ihardlimit, INODE_LIMIT);

	TST_EXP_PASS(qfd(root_fd, Q_GETNEXTQUOTA, 1, &next), "Q_GETNEXTQUOTA from ID 1");
	TST_EXP_EXPR(next.dqb_id == nobody.pw_uid && next.dqb_ihardlimit == INODE_LIMIT,
		     "the next quota is nobody's (ID %u, inode limit %llu)", next.dqb_id,
		     (unsigned long long)next.dqb_ihardlimit);
	TST_EXP_FAIL(qfd(root_fd, Q_GETNEXTQUOTA, nobody.pw_uid + 1, &next), ENOENT,
		     "Q_GETNEXTQUOTA above every ID with a quota");
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
	struct dqinfo info = {}, newinfo = {};
	unsigned int fmt = 0;

	TST_EXP_PASS(qfd(root_fd, Q_GETFMT, 0, &fmt), "Q_GETFMT");
	TST_EXP_EQ_LU(fmt, QFMT_VFS_V1);
	TST_EXP_PASS(qfd(root_fd, Q_GETINFO, 0, &info), "Q_GETINFO");
	TST_EXP_EXPR(info.dqi_valid & IIF_BGRACE, "Q_GETINFO reports a valid block grace time");
	newinfo.dqi_igrace = IGRACE;
	newinfo.dqi_valid = IIF_IGRACE;
	TST_EXP_PASS(qfd(root_fd, Q_SETINFO, 0, &newinfo), "Q_SETINFO inode grace %d s", IGRACE);
	memset(&info, 0, sizeof(info));
	TST_EXP_PASS(qfd(root_fd, Q_GETINFO, 0, &info), "Q_GETINFO after Q_SETINFO");
	TST_EXP_EQ_LU(info.dqi_igrace, IGRACE);

	TST_EXP_PASS(qfd(root_fd, Q_SETQUOTA, nobody.pw_uid, &set), "Q_SETQUOTA for nobody");
	TST_EXP_PASS(qfd(file_fd, Q_GETQUOTA, nobody.pw_uid, &got),
		     "Q_GETQUOTA for nobody through a file's descriptor");
	TST_EXP_EXPR(got.dqb_ihardlimit == INODE_LIMIT && got.dqb_bhardlimit == 1024,
		     "the limits read back (inodes %llu, blocks %llu)",
		     (unsigned long long)got.dqb_ihardlimit,
		     (unsigned long long)got.dqb_bhardlimit);

	quota_fill(DIR_PATH, 2 * INODE_LIMIT, INODE_LIMIT, EDQUOT, "inode hard limit 4");
	TST_EXP_PASS(qfd(root_fd, Q_GETQUOTA, nobody.pw_uid, &got), "Q_GETQUOTA after the files");
	TST_EXP_EQ_LU(got.dqb_curinodes, INODE_LIMIT);
	quota_empty(DIR_PATH, 2 * INODE_LIMIT);

	check_range_next(&got);

	TST_EXP_PASS(qfd(root_fd, Q_QUOTAOFF, 0, NULL), "Q_QUOTAOFF");
	quota_fill(DIR_PATH, INODE_LIMIT + 1, INODE_LIMIT + 1, 0, "quotas off");
	quota_empty(DIR_PATH, 2 * INODE_LIMIT);
	TST_EXP_PASS(qfd(root_fd, Q_QUOTAON, QFMT_VFS_V1, NULL), "Q_QUOTAON");
	TST_EXP_FAIL(qfd(root_fd, Q_QUOTAON, QFMT_VFS_V1, NULL), EEXIST, "Q_QUOTAON when on");
	quota_fill(DIR_PATH, 2 * INODE_LIMIT, INODE_LIMIT, EDQUOT, "quotas on again");
	quota_empty(DIR_PATH, 2 * INODE_LIMIT);
}

static void setup(void)
{
	nobody = *SAFE_GETPWNAM("nobody");
	if (syscall(__NR_quotactl_fd, -1, QCMD(Q_GETFMT, USRQUOTA), 0, NULL) != -1 ||
	    errno != EBADF) {
		if (errno == ENOSYS)
			tst_brk(TCONF, "quotactl_fd() is not implemented (Linux 5.14+)");
		tst_brk(TBROK | TERRNO, "probe: quotactl_fd(-1) expected EBADF");
	}
	SAFE_MKDIR(DIR_PATH, 0777);
	SAFE_CHMOD(DIR_PATH, 0777);
	SAFE_FILE_PRINTF(MNTPOINT "/file", "x");
	root_fd = SAFE_OPEN(MNTPOINT, O_RDONLY | O_DIRECTORY);
	file_fd = SAFE_OPEN(MNTPOINT "/file", O_RDONLY);
}

static void cleanup(void)
{
	if (file_fd >= 0)
		SAFE_CLOSE(file_fd);
	if (root_fd >= 0)
		SAFE_CLOSE(root_fd);
}

static struct tst_test test = {
	.test_all = run,
	.setup = setup,
	.cleanup = cleanup,
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
