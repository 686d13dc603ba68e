// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * quotactl_fd(2) errors that need no quota format, on an ext4 filesystem mounted with
 * usrquota but with quotas not turned on (quota files, not the hidden-inode feature). The
 * ERRORS of quotactl(2) apply, with fd in place of special:
 * - EBADF: fd -1; a closed descriptor;
 * - EFAULT: Q_SETQUOTA with addr outside the address space;
 * - EINVAL: cmd invalid (0x7777); type invalid (7); Q_QUOTAON, which needs a quota file
 *   path that quotactl_fd() cannot take (ext4 without the quota feature);
 * - ENOSYS: fd on a filesystem without quota support (procfs);
 * - EPERM: Q_SETQUOTA by nobody; Q_GETQUOTA of root's ID by nobody;
 * - EROFS: Q_SETQUOTA through a descriptor on a read-only bind mount of the filesystem;
 * - ESRCH: Q_GETQUOTA and Q_GETINFO while quotas are not turned on.
 * After each failed call quotas are still off (Q_GETFMT: ESRCH).
 *
 * Not provoked: EIO (needs the disk under the quota inodes to fail); EEXIST, ERANGE and the
 * ENOENT of Q_GETNEXTQUOTA need quotas on, which needs the v2 quota format (quotactl_fd01
 * checks them where it is). quotactl(2)'s EACCES and ENOTBLK concern the special or quota
 * file path, which quotactl_fd() does not take.
 */

#include <pwd.h>
#include <sys/mount.h>
#include "tst_test.h"
#include "lapi/quotactl.h"

#define MNTPOINT "mntpoint"
#define ROBIND "robind"

enum fd_kind { FD_ROOT, FD_NONE, FD_CLOSED, FD_PROC, FD_RO };
enum who { ROOT, NOBODY };

static char *bad_addr;
static uid_t nobody_uid;
static gid_t nobody_gid;
static struct dqblk dq;
static struct dqinfo di;
static int fds[5] = {-1, -1, -1, -1, -1};
static int bound, closed_fd = -1;

static struct tcase {
	const char *desc;
	enum fd_kind fd;
	int cmd;
	int id_root;
	int bad;
	int use_info;
	enum who who;
	int exp_errno;
} tcases[] = {
	{"fd -1", FD_NONE, QCMD(Q_GETQUOTA, USRQUOTA), 0, 0, 0, ROOT, EBADF},
	{"closed fd", FD_CLOSED, QCMD(Q_GETQUOTA, USRQUOTA), 0, 0, 0, ROOT, EBADF},
	{"Q_SETQUOTA, addr outside memory", FD_ROOT, QCMD(Q_SETQUOTA, USRQUOTA), 0, 1, 0, ROOT,
	 EFAULT},
	{"invalid cmd", FD_ROOT, QCMD(0x7777, USRQUOTA), 0, 0, 0, ROOT, EINVAL},
	{"invalid type", FD_ROOT, QCMD(Q_GETQUOTA, 7), 0, 0, 0, ROOT, EINVAL},
	{"Q_QUOTAON without a path", FD_ROOT, QCMD(Q_QUOTAON, USRQUOTA), 0, 0, 0, ROOT, EINVAL},
	{"fd on procfs", FD_PROC, QCMD(Q_GETQUOTA, USRQUOTA), 0, 0, 0, ROOT, ENOSYS},
	{"Q_SETQUOTA by nobody", FD_ROOT, QCMD(Q_SETQUOTA, USRQUOTA), 0, 0, 0, NOBODY, EPERM},
	{"Q_GETQUOTA of root's ID by nobody", FD_ROOT, QCMD(Q_GETQUOTA, USRQUOTA), 1, 0, 0,
	 NOBODY, EPERM},
	{"Q_SETQUOTA on a read-only bind mount", FD_RO, QCMD(Q_SETQUOTA, USRQUOTA), 0, 0, 0,
	 ROOT, EROFS},
	{"Q_GETQUOTA, quotas off", FD_ROOT, QCMD(Q_GETQUOTA, USRQUOTA), 0, 0, 0, ROOT, ESRCH},
	{"Q_GETINFO, quotas off", FD_ROOT, QCMD(Q_GETINFO, USRQUOTA), 0, 0, 1, ROOT, ESRCH},
};

static long qfd(int fd, int cmd, int id, void *addr)
{
	return syscall(__NR_quotactl_fd, fd, cmd, id, addr);
}

static void check(struct tcase *tc)
{
	int id = tc->cmd == (int)QCMD(Q_QUOTAON, USRQUOTA) ? QFMT_VFS_V1 :
		 tc->id_root ? 0 : (int)nobody_uid;
	void *addr = tc->bad ? (void *)bad_addr : tc->use_info ? (void *)&di : (void *)&dq;

	int fd = tc->fd == FD_CLOSED ? closed_fd : fds[tc->fd];

	TST_EXP_FAIL(qfd(fd, tc->cmd, id, addr), tc->exp_errno, "quotactl_fd() %s",
		     tc->desc);
}

static void run(unsigned int n)
{
	struct tcase *tc = &tcases[n];
	unsigned int fmt;

	dq = (struct dqblk){.dqb_ihardlimit = 4, .dqb_valid = QIF_LIMITS};
	if (tc->who == ROOT) {
		check(tc);
	} else if (!SAFE_FORK()) {
		SAFE_SETGROUPS(0, NULL);
		SAFE_SETGID(nobody_gid);
		SAFE_SETUID(nobody_uid);
		check(tc);
		exit(0);
	}
	tst_reap_children();
	if (qfd(fds[FD_ROOT], QCMD(Q_GETFMT, USRQUOTA), 0, &fmt) != -1 || errno != ESRCH)
		tst_res(TFAIL | TERRNO, "%s: quotas no longer off (Q_GETFMT)", tc->desc);
}

static void setup(void)
{
	struct passwd *pw = SAFE_GETPWNAM("nobody");

	nobody_uid = pw->pw_uid;
	nobody_gid = pw->pw_gid;
	if (syscall(__NR_quotactl_fd, -1, QCMD(Q_GETFMT, USRQUOTA), 0, NULL) != -1 ||
	    errno != EBADF) {
		if (errno == ENOSYS)
			tst_brk(TCONF, "quotactl_fd() is not implemented (Linux 5.14+)");
		tst_brk(TBROK | TERRNO, "probe: quotactl_fd(-1) expected EBADF");
	}
	bad_addr = tst_get_bad_addr(NULL);
	fds[FD_ROOT] = SAFE_OPEN(MNTPOINT, O_RDONLY | O_DIRECTORY);
	closed_fd = SAFE_OPEN(MNTPOINT, O_RDONLY | O_DIRECTORY);
	fds[FD_PROC] = SAFE_OPEN("/proc/self", O_RDONLY | O_DIRECTORY);
	SAFE_MKDIR(ROBIND, 0755);
	SAFE_MOUNT(MNTPOINT, ROBIND, NULL, MS_BIND, NULL);
	bound = 1;
	SAFE_MOUNT(NULL, ROBIND, NULL, MS_REMOUNT | MS_BIND | MS_RDONLY, NULL);
	fds[FD_RO] = SAFE_OPEN(ROBIND, O_RDONLY | O_DIRECTORY);
	/* closed last, so that no later open() reuses the number */
	if (close(closed_fd))
		tst_brk(TBROK | TERRNO, "close(%d)", closed_fd);
}

static void cleanup(void)
{
	int i;

	for (i = 0; i < 5; i++) {
		if (fds[i] >= 0)
			SAFE_CLOSE(fds[i]);
	}
	if (bound)
		SAFE_UMOUNT(ROBIND);
}

static struct tst_test test = {
	.tcnt = ARRAY_SIZE(tcases),
	.test = run,
	.setup = setup,
	.cleanup = cleanup,
	.needs_root = 1,
	.forks_child = 1,
	.mount_device = 1,
	.dev_min_size = 16,
	.mntpoint = MNTPOINT,
	.filesystems = (struct tst_fs []){{.type = "ext4", .mnt_data = "usrquota"}, {}},
	.needs_kconfigs = (const char *const []){"CONFIG_QUOTA", "CONFIG_QUOTACTL", NULL},
};
