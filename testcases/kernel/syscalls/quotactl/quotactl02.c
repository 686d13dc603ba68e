// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * quotactl(2) errors that need no quota format, in the order of the man page's ERRORS
 * section, on an ext4 device mounted with usrquota but quotas not turned on:
 *
 *   EACCES  Q_QUOTAON with a quota file that is not a regular file (the mount's root)
 *   EFAULT  special is invalid (outside the address space)
 *   EINVAL  cmd is invalid
 *   EINVAL  type is invalid
 *   ENOENT  the file specified by special does not exist
 *   ENOENT  the quota file specified by addr for Q_QUOTAON does not exist
 *   ENOTBLK special is not a block device (a regular file)
 *   EPERM   Q_SETQUOTA by nobody (no CAP_SYS_ADMIN)
 *   EPERM   Q_GETQUOTA of another user's ID by nobody
 *   EPERM   Q_QUOTAON by root without CAP_SYS_ADMIN (capability dropped)
 *   ESRCH   Q_GETQUOTA: quotas have not been turned on for this filesystem
 *   ESRCH   Q_QUOTAON with a quota format the kernel does not have (format 99)
 *
 * Not provoked: EBUSY (needs quotas on, which needs the v2 quota format this kernel lacks:
 * CONFIG_QFMT_V2 is not set; quotactl01 runs where it is), ERANGE (Q_SETQUOTA beyond the
 * format's limits needs quotas on, as EBUSY), ENOSYS (CONFIG_QUOTA is needed to run at all).
 * Also not provoked: EINVAL "quota file corrupted" and ESRCH for Q_GETNEXTQUOTA (quotas on,
 * as EBUSY), EINVAL for Q_XQUOTARM (XFS quota, CONFIG_XFS_QUOTA is not set).
 *
 * A failed call changes nothing: quotas stay off (Q_GETFMT is ESRCH before and after each
 * row), and the file that the Q_QUOTAON rows name as the quota file keeps its size, mode,
 * times and inode flags (turning quotas on makes ext4 mark its quota files immutable).
 */

#include <pwd.h>
#include <sys/ioctl.h>
#include <sys/quota.h>
#include <linux/fs.h>
#include "tst_test.h"
#include "tst_capability.h"

#define MNTPOINT "mntpoint"

enum who { ROOT, NOBODY, ROOT_NO_ADMIN };

static char *bad_addr;
static uid_t nobody_uid;
static struct dqblk dq;

static struct tcase {
	int cmd;
	int bad_special;
	const char *special;
	int id_is_root;
	int fmt_id;
	const char *addr;
	int exp_errno;
	enum who who;
	const char *desc;
} tcases[] = {
	{QCMD(Q_QUOTAON, USRQUOTA), 0, NULL, 0, QFMT_VFS_V1, MNTPOINT, EACCES, ROOT,
		"quota file is a directory"},
	{QCMD(Q_GETQUOTA, USRQUOTA), 1, NULL, 0, 0, NULL, EFAULT, ROOT, "special outside memory"},
	{QCMD(0x7777, USRQUOTA), 0, NULL, 0, 0, NULL, EINVAL, ROOT, "invalid cmd"},
	{QCMD(Q_GETQUOTA, 7), 0, NULL, 0, 0, NULL, EINVAL, ROOT, "invalid type"},
	{QCMD(Q_GETQUOTA, USRQUOTA), 0, "missing", 0, 0, NULL, ENOENT, ROOT, "missing special"},
	{QCMD(Q_QUOTAON, USRQUOTA), 0, NULL, 0, QFMT_VFS_V1, MNTPOINT "/missing", ENOENT, ROOT,
		"missing quota file"},
	{QCMD(Q_GETQUOTA, USRQUOTA), 0, "file", 0, 0, NULL, ENOTBLK, ROOT,
		"special is a regular file"},
	{QCMD(Q_SETQUOTA, USRQUOTA), 0, NULL, 0, 0, NULL, EPERM, NOBODY, "Q_SETQUOTA by nobody"},
	{QCMD(Q_GETQUOTA, USRQUOTA), 0, NULL, 1, 0, NULL, EPERM, NOBODY,
		"Q_GETQUOTA of root's ID by nobody"},
	{QCMD(Q_QUOTAON, USRQUOTA), 0, NULL, 0, QFMT_VFS_V1, MNTPOINT "/file", EPERM,
		ROOT_NO_ADMIN, "Q_QUOTAON without CAP_SYS_ADMIN"},
	{QCMD(Q_GETQUOTA, USRQUOTA), 0, NULL, 0, 0, NULL, ESRCH, ROOT, "quotas not on"},
	{QCMD(Q_QUOTAON, USRQUOTA), 0, NULL, 0, 99, MNTPOINT "/file", ESRCH, ROOT,
		"unknown quota format"},
};

static void check(struct tcase *tc)
{
	const char *special = tc->bad_special ? bad_addr :
			      tc->special ? tc->special : tst_device->dev;
	int id = tc->fmt_id ? tc->fmt_id : tc->id_is_root ? 0 : (int)nobody_uid;
	void *addr = tc->addr ? (void *)tc->addr : (void *)&dq;

	TST_EXP_FAIL(quotactl(tc->cmd, special, id, addr), tc->exp_errno, "quotactl() %s",
		     tc->desc);
}

struct quota_state {
	int fmt_errno;
	int attr;
	struct stat st;
};

static void get_state(struct quota_state *qs)
{
	int fmt, fd;

	qs->fmt_errno = quotactl(QCMD(Q_GETFMT, USRQUOTA), tst_device->dev, 0, (void *)&fmt) ?
			errno : 0;
	fd = SAFE_OPEN(MNTPOINT "/file", O_RDONLY);
	SAFE_FSTAT(fd, &qs->st);
	SAFE_IOCTL(fd, FS_IOC_GETFLAGS, &qs->attr);
	SAFE_CLOSE(fd);
}

static void check_state(const struct tcase *tc, const struct quota_state *before)
{
	struct quota_state after;
	const struct stat *a = &after.st, *b = &before->st;

	get_state(&after);
	if (after.fmt_errno != before->fmt_errno)
		tst_res(TFAIL, "%s: Q_GETFMT gave %s before, %s after", tc->desc,
			tst_strerrno(before->fmt_errno), tst_strerrno(after.fmt_errno));
	else if (a->st_size != b->st_size || a->st_mode != b->st_mode ||
		 a->st_mtim.tv_sec != b->st_mtim.tv_sec ||
		 a->st_mtim.tv_nsec != b->st_mtim.tv_nsec ||
		 a->st_ctim.tv_sec != b->st_ctim.tv_sec ||
		 a->st_ctim.tv_nsec != b->st_ctim.tv_nsec || after.attr != before->attr)
		tst_res(TFAIL, "%s: the quota file changed (size %lld mode 0%o flags 0x%x, "
			"were %lld 0%o 0x%x, or its times)", tc->desc, (long long)a->st_size,
			a->st_mode, after.attr, (long long)b->st_size, b->st_mode, before->attr);
	else
		tst_res(TPASS, "%s: quotas still off, quota file unchanged", tc->desc);
}

static void run(unsigned int n)
{
	struct tcase *tc = &tcases[n];
	struct quota_state before;

	get_state(&before);

	if (tc->who == ROOT) {
		check(tc);
	} else if (!SAFE_FORK()) {
		if (tc->who == NOBODY) {
			tst_become_nobody();
		} else {
			tst_cap_action(&(struct tst_cap)TST_CAP(TST_CAP_DROP, CAP_SYS_ADMIN));
		}
		check(tc);
		exit(0);
	}
	tst_reap_children();
	check_state(tc, &before);
}

static void setup(void)
{
	bad_addr = tst_get_bad_addr(NULL);
	nobody_uid = SAFE_GETPWNAM("nobody")->pw_uid;
	SAFE_FILE_PRINTF("file", "x");
	SAFE_FILE_PRINTF(MNTPOINT "/file", "x");
}

static struct tst_test test = {
	.tcnt = ARRAY_SIZE(tcases),
	.test = run,
	.setup = setup,
	.needs_root = 1,
	.forks_child = 1,
	.mount_device = 1,
	.dev_min_size = 16,
	.mntpoint = MNTPOINT,
	/* usrquota: Q_QUOTAON is then allowed to look for the format (ESRCH row) */
	.filesystems = (struct tst_fs []){{.type = "ext4", .mnt_data = "usrquota"}, {}},
	.needs_kconfigs = (const char *const []){"CONFIG_QUOTA", "CONFIG_QUOTACTL", NULL},
};
