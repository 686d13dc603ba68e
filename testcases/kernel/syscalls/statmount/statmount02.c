// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * statmount(2) errors (Linux 6.8; no man page here; reference: fs/namespace.c):
 *
 *   EINVAL    flags is not zero
 *   EINVAL    req.size is smaller than MNT_ID_REQ_SIZE_VER0
 *   E2BIG     req.size covers non-zero bytes past struct mnt_id_req
 *   ENOENT    no mount has the ID req.mnt_id
 *   EFAULT    req points outside the address space
 *   EOVERFLOW the buffer holds the fixed part but not the strings asked for
 *   EFAULT    the buffer points outside the address space
 *   EPERM     nobody (no CAP_SYS_ADMIN) asks about a mount it cannot reach: not provoked,
 *             any mount of the caller's namespace may be queried; a mount of another
 *             namespace would need one.
 */

#include <sys/mount.h>
#include "tst_test.h"
#include "lapi/newmount.h"
#include "lapi/stat.h"

#define MNT "mnt"

static int mounted;
static uint64_t mnt_id;
static char *bad_addr;
static struct {
	struct mnt_id_req req;
	char tail[8];
} blk;
static char buf[4096];

static struct tcase {
	unsigned int flags;
	uint32_t req_size;
	int tail_byte;
	int bad_id, bad_req, bad_buf;
	size_t bufsize;
	int exp_errno;
	const char *desc;
} tcases[] = {
	{1, MNT_ID_REQ_SIZE_VER0, 0, 0, 0, 0, sizeof(buf), EINVAL, "flags 1"},
	{0, 16, 0, 0, 0, 0, sizeof(buf), EINVAL, "req.size 16"},
	{0, MNT_ID_REQ_SIZE_VER1 + 8, 1, 0, 0, 0, sizeof(buf), E2BIG, "non-zero bytes past req"},
	{0, MNT_ID_REQ_SIZE_VER0, 0, 1, 0, 0, sizeof(buf), ENOENT, "unknown mount ID"},
	{0, MNT_ID_REQ_SIZE_VER0, 0, 0, 1, 0, sizeof(buf), EFAULT, "req outside memory"},
	{0, MNT_ID_REQ_SIZE_VER0, 0, 0, 0, 0, sizeof(struct statmount) + 1, EOVERFLOW,
		"no room for the strings"},
	{0, MNT_ID_REQ_SIZE_VER0, 0, 0, 0, 1, sizeof(buf), EFAULT, "buffer outside memory"},
};

static void run(unsigned int n)
{
	struct tcase *tc = &tcases[n];

	memset(&blk, 0, sizeof(blk));
	blk.req.size = tc->req_size;
	blk.req.mnt_id = tc->bad_id ? (uint64_t)-2 : mnt_id;
	blk.req.param = STATMOUNT_MNT_BASIC | STATMOUNT_FS_TYPE | STATMOUNT_MNT_POINT;
	blk.tail[0] = tc->tail_byte;
	TST_EXP_FAIL(tst_syscall(__NR_statmount, tc->bad_req ? (void *)bad_addr : (void *)&blk,
				 tc->bad_buf ? (void *)bad_addr : (void *)buf, tc->bufsize,
				 tc->flags), tc->exp_errno, "statmount() %s", tc->desc);
}

static void setup(void)
{
	struct lapi_statx_mnt_id stx;

	bad_addr = tst_get_bad_addr(NULL);
	SAFE_MKDIR(MNT, 0755);
	SAFE_MOUNT("tmpfs", MNT, "tmpfs", 0, "size=1M");
	mounted = 1;
	if (statx(AT_FDCWD, MNT, 0, STATX_MNT_ID_UNIQUE, (void *)&stx))
		tst_brk(TBROK | TERRNO, "statx(%s)", MNT);
	if (!(stx.stx_mask & STATX_MNT_ID_UNIQUE))
		tst_brk(TCONF, "statx() gives no STATX_MNT_ID_UNIQUE");
	mnt_id = stx.stx_mnt_id;
}

static void cleanup(void)
{
	if (mounted)
		SAFE_UMOUNT(MNT);
}

static struct tst_test test = {
	.tcnt = ARRAY_SIZE(tcases),
	.test = run,
	.setup = setup,
	.cleanup = cleanup,
	.needs_root = 1,
	.needs_tmpdir = 1,
	.min_kver = "6.8",
};
