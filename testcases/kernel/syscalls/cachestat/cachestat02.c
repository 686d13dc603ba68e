// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * cachestat(2) errors (Linux 6.5; the kernel's documentation of the call lists them);
 * after each failure the output structure is checked untouched:
 * - EBADF: a closed fd;
 * - EFAULT: cstat_range or cstat at an invalid address;
 * - EINVAL: flags other than 0;
 * - EOPNOTSUPP: a file on hugetlbfs (mounted by the test; TCONF without hugetlbfs);
 * - EPERM (Linux 6.14, commit 5f537664e705, "cachestat: fix page cache statistics
 *   permission checking"): a child that dropped to nobody asks about a root-owned 0600
 *   file through a read-only descriptor it inherited: it is neither open for writing, nor
 *   the caller's, nor writable by it. TCONF before 6.14 (stable kernels that took the fix
 *   earlier return EPERM too; the row is not run there).
 */

#include <pwd.h>
#include <stdlib.h>
#include <sys/mount.h>
#include "tst_test.h"
#include "cachestat_lapi.h"

#define MNT "huge"

static int fd = -1, bad_fd = -1, huge_fd = -1, ro_fd = -1, mounted, perm_check;
static uid_t nobody_uid;
static gid_t nobody_gid;
static struct ltk_cachestat_range range = {0, 0};
static struct ltk_cachestat *bad_stat;
static struct ltk_cachestat_range *bad_range;

static struct tcase {
	const char *name;
	int *fd;
	int bad_range, bad_stat;
	unsigned int flags;
	int exp_errno;
	int as_nobody;
} tcases[] = {
	{"closed fd", &bad_fd, 0, 0, 0, EBADF},
	{"invalid cstat_range", &fd, 1, 0, 0, EFAULT},
	{"invalid cstat", &fd, 0, 1, 0, EFAULT},
	{"flags 1", &fd, 0, 0, 1, EINVAL},
	{"hugetlbfs file", &huge_fd, 0, 0, 0, EOPNOTSUPP},
	{"read-only fd of another user's 0600 file", &ro_fd, 0, 0, 0, EPERM, 1},
};

static void check(struct tcase *tc)
{
	struct ltk_cachestat cs, pattern;

	memset(&cs, 0xa5, sizeof(cs));
	memcpy(&pattern, &cs, sizeof(cs));
	TST_EXP_FAIL(sys_cachestat(*tc->fd, tc->bad_range ? bad_range : &range,
				   tc->bad_stat ? bad_stat : &cs, tc->flags), tc->exp_errno,
		     "cachestat() %s", tc->name);
	if (memcmp(&cs, &pattern, sizeof(cs)))
		tst_res(TFAIL, "%s: the failed call wrote the result structure", tc->name);
}

static void run(unsigned int i)
{
	struct tcase *tc = &tcases[i];

	if (*tc->fd == -2) {
		tst_res(TCONF, "%s: no hugetlbfs", tc->name);
		return;
	}
	if (!tc->as_nobody) {
		check(tc);
		return;
	}
	if (!perm_check) {
		tst_res(TCONF, "%s: the permission check is in Linux 6.14 and later", tc->name);
		return;
	}
	if (!SAFE_FORK()) {
		SAFE_SETGROUPS(0, NULL);
		SAFE_SETGID(nobody_gid);
		SAFE_SETUID(nobody_uid);
		check(tc);
		exit(0);
	}
	tst_reap_children();
}

static void setup(void)
{
	struct passwd *pw;

	fd = SAFE_OPEN("file", O_RDWR | O_CREAT, 0600);
	SAFE_WRITE(SAFE_WRITE_ALL, fd, "data", 4);
	ro_fd = SAFE_OPEN("file", O_RDONLY);
	perm_check = tst_kvercmp(6, 14, 0) >= 0;
	pw = SAFE_GETPWNAM("nobody");
	nobody_uid = pw->pw_uid;
	nobody_gid = pw->pw_gid;
	bad_fd = SAFE_OPEN("file", O_RDONLY);
	SAFE_CLOSE(bad_fd);
	bad_fd = 999;
	bad_stat = tst_get_bad_addr(NULL);
	bad_range = tst_get_bad_addr(NULL);

	SAFE_MKDIR(MNT, 0755);
	if (mount("none", MNT, "hugetlbfs", 0, NULL)) {
		if (errno != ENODEV)
			tst_brk(TBROK | TERRNO, "mount(hugetlbfs)");
		huge_fd = -2;
		return;
	}
	mounted = 1;
	huge_fd = SAFE_OPEN(MNT "/file", O_RDWR | O_CREAT, 0600);
}

static void cleanup(void)
{
	if (huge_fd >= 0)
		SAFE_CLOSE(huge_fd);
	if (mounted)
		SAFE_UMOUNT(MNT);
	if (fd >= 0)
		SAFE_CLOSE(fd);
	if (ro_fd >= 0)
		SAFE_CLOSE(ro_fd);
}

static struct tst_test test = {
	.test = run,
	.tcnt = ARRAY_SIZE(tcases),
	.setup = setup,
	.cleanup = cleanup,
	.needs_root = 1,
	.needs_tmpdir = 1,
	.forks_child = 1,
	.min_kver = "6.5",
};
