// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * setxattr(2), lsetxattr(2), fsetxattr(2): EDQUOT when "there is insufficient space
 * remaining to store the extended attribute" within the user's disk quota. On ext4 with
 * user quotas enforced and 256-byte inodes, nobody owns a file and may own no more blocks
 * than it takes: as nobody, each call stores a small user attribute (it fits in the inode,
 * needs no block, and must read back), then one of 512 bytes, which needs a block of its
 * own and must fail with EDQUOT, leave no such attribute and leave nobody's space as it
 * was (quota_nobody.h). TCONF without CONFIG_QUOTA and CONFIG_QFMT_V2.
 */

#include <fcntl.h>
#include <string.h>
#include <sys/xattr.h>
#include "tst_test.h"
#include "lapi/syscalls.h"
#include "../quotactl/quota_nobody.h"

#define BIG 512

static int file_fd = -1;

static int set(int call, const char *name, const void *value, size_t size)
{
	switch (call) {
	case 0:
		return tst_syscall(__NR_setxattr, QUOTA_FILE, name, value, size, XATTR_CREATE);
	case 1:
		return tst_syscall(__NR_lsetxattr, QUOTA_FILE, name, value, size, XATTR_CREATE);
	default:
		return tst_syscall(__NR_fsetxattr, file_fd, name, value, size, XATTR_CREATE);
	}
}

static void check_call(int call, const char *cname)
{
	char big[BIG], buf[BIG];
	unsigned long long used = quota_nobody_used(0);

	TST_EXP_PASS(set(call, "user.small", "12345678", 8), "%s() of 8 bytes", cname);
	if (!TST_PASS)
		return;
	TST_EXP_EQ_LI(getxattr(QUOTA_FILE, "user.small", buf, sizeof(buf)), 8);
	if (!TST_PASS)
		return;
	if (memcmp(buf, "12345678", 8)) {
		tst_res(TFAIL, "user.small does not read back as stored by %s()", cname);
		return;
	}
	SAFE_REMOVEXATTR(QUOTA_FILE, "user.small");

	memset(big, 'b', BIG);
	TST_EXP_FAIL(set(call, "user.big", big, BIG), EDQUOT,
		     "%s() of %d bytes beyond nobody's block limit", cname, BIG);
	if (getxattr(QUOTA_FILE, "user.big", buf, sizeof(buf)) != -1 || errno != ENODATA)
		tst_res(TFAIL | TERRNO, "user.big after the failed %s(), expected ENODATA", cname);
	TST_EXP_EQ_LU(quota_nobody_used(0), used);
	removexattr(QUOTA_FILE, "user.big");
}

static void run(void)
{
	if (!SAFE_FORK()) {
		tst_become_nobody();
		file_fd = SAFE_OPEN(QUOTA_FILE, O_RDWR);
		check_call(0, "setxattr");
		check_call(1, "lsetxattr");
		check_call(2, "fsetxattr");
		SAFE_CLOSE(file_fd);
		exit(0);
	}
	tst_reap_children();
}

static struct tst_test test = {
	.test_all = run,
	.setup = quota_dir_setup,
	.cleanup = quota_inode_cleanup,
	QUOTA_TEST_FIELDS,
};
