// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * listmount(2) (Linux 6.8; no man page here; reference: include/uapi/linux/mount.h and
 * fs/namespace.c) lists the unique IDs of the mounts directly below the mount req.mnt_id,
 * starting after the ID req.param (0: from the start). Checked on a tmpfs "mnt" with two
 * tmpfs submounts "mnt/a" and "mnt/b" (IDs from statx(STATX_MNT_ID_UNIQUE)):
 * - with room for 16 IDs it returns 2: the IDs of a and b, in ascending order;
 * - with room for 1 it returns 1, and a second call with req.param set to that ID returns
 *   the other one, and a third returns 0;
 * - a mount without children lists nothing;
 * and its errors: EINVAL for unknown flags, ENOENT for an unknown mount ID, EINVAL for
 * req.size under MNT_ID_REQ_SIZE_VER0, EFAULT for a bad ID buffer.
 */

#include <sys/mount.h>
#include "tst_test.h"
#include "lapi/newmount.h"
#include "lapi/stat.h"

static int mounted, a_mounted, b_mounted;
static uint64_t id_mnt, id_a, id_b;
static char *bad_addr;

static uint64_t mount_id(const char *path)
{
	struct lapi_statx_mnt_id stx;

	if (statx(AT_FDCWD, path, 0, STATX_MNT_ID_UNIQUE, (void *)&stx))
		tst_brk(TBROK | TERRNO, "statx(%s)", path);
	if (!(stx.stx_mask & STATX_MNT_ID_UNIQUE))
		tst_brk(TCONF, "statx() gives no STATX_MNT_ID_UNIQUE");
	return stx.stx_mnt_id;
}

static long list(uint64_t id, uint64_t after, uint64_t *ids, size_t n, unsigned int flags)
{
	struct mnt_id_req req = {.size = MNT_ID_REQ_SIZE_VER0, .mnt_id = id, .param = after};

	return tst_syscall(__NR_listmount, &req, ids, n, flags);
}

static void run(void)
{
	uint64_t lo = id_a < id_b ? id_a : id_b, hi = id_a < id_b ? id_b : id_a;
	uint64_t ids[16];
	struct mnt_id_req small = {.size = 16, .mnt_id = id_mnt};

	TST_EXP_VAL(list(id_mnt, 0, ids, 16, 0), 2, "listmount() of mnt");
	if (TST_RET == 2)
		TST_EXP_EXPR(ids[0] == lo && ids[1] == hi, "the IDs of mnt/a and mnt/b, ascending");

	TST_EXP_VAL(list(id_mnt, 0, ids, 1, 0), 1, "listmount() with room for one ID");
	TST_EXP_EQ_LU(ids[0], lo);
	TST_EXP_VAL(list(id_mnt, lo, ids, 1, 0), 1, "listmount() continuing after it");
	TST_EXP_EQ_LU(ids[0], hi);
	TST_EXP_VAL(list(id_mnt, hi, ids, 1, 0), 0, "listmount() after the last one");
	TST_EXP_VAL(list(id_a, 0, ids, 16, 0), 0, "listmount() of a mount without children");

	TST_EXP_FAIL2(list(id_mnt, 0, ids, 16, 0x80), EINVAL, "listmount() unknown flag");
	TST_EXP_FAIL2(list((uint64_t)-2, 0, ids, 16, 0), ENOENT, "listmount() unknown mount");
	TST_EXP_FAIL2(tst_syscall(__NR_listmount, &small, ids, 16, 0), EINVAL,
		      "listmount() req.size 16");
	TST_EXP_FAIL2(list(id_mnt, 0, (uint64_t *)bad_addr, 16, 0), EFAULT,
		      "listmount() IDs buffer outside memory");
}

static void setup(void)
{
	bad_addr = tst_get_bad_addr(NULL);
	SAFE_MKDIR("mnt", 0755);
	SAFE_MOUNT("tmpfs", "mnt", "tmpfs", 0, "size=1M");
	mounted = 1;
	SAFE_MKDIR("mnt/a", 0755);
	SAFE_MKDIR("mnt/b", 0755);
	SAFE_MOUNT("tmpfs", "mnt/a", "tmpfs", 0, "size=1M");
	a_mounted = 1;
	SAFE_MOUNT("tmpfs", "mnt/b", "tmpfs", 0, "size=1M");
	b_mounted = 1;
	id_mnt = mount_id("mnt");
	id_a = mount_id("mnt/a");
	id_b = mount_id("mnt/b");
}

static void cleanup(void)
{
	if (a_mounted)
		SAFE_UMOUNT("mnt/a");
	if (b_mounted)
		SAFE_UMOUNT("mnt/b");
	if (mounted)
		SAFE_UMOUNT("mnt");
}

static struct tst_test test = {
	.test_all = run,
	.setup = setup,
	.cleanup = cleanup,
	.needs_root = 1,
	.needs_tmpdir = 1,
	.min_kver = "6.8",
};
