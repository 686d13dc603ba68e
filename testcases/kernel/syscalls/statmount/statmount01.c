// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * statmount(2) (Linux 6.8; no man page here; reference: include/uapi/linux/mount.h and
 * the kernel's commit messages) returns information about the mount whose unique ID is
 * req.mnt_id: "mask" tells which groups were filled, strings are offsets into str[].
 * Checked on a tmpfs mounted read-only and nosuid at "mnt" in the tmpdir, its ID taken
 * from statx(STATX_MNT_ID_UNIQUE):
 * - STATMOUNT_SB_BASIC: sb_magic is TMPFS_MAGIC and sb_flags has SB_RDONLY;
 * - STATMOUNT_MNT_BASIC: mnt_id is the ID asked for, mnt_parent_id is the tmpdir's mount,
 *   mnt_attr has MOUNT_ATTR_RDONLY and MOUNT_ATTR_NOSUID;
 * - STATMOUNT_FS_TYPE is "tmpfs", STATMOUNT_MNT_POINT is the mount point's absolute path,
 *   STATMOUNT_MNT_ROOT is "/";
 * - mask has every group asked for and size covers the strings.
 * TCONF on a kernel without the call (or without STATX_MNT_ID_UNIQUE).
 */

#include <sys/mount.h>
#include "tst_test.h"
#include "lapi/newmount.h"
#include "lapi/stat.h"

#define MNT "mnt"
#define TMPFS_MAGIC_ 0x01021994
#define SB_RDONLY_ 1

static int mounted;
static char mnt_path[PATH_MAX];
static union {
	struct statmount sm;
	char buf[4096];
} u;

static uint64_t mount_id(const char *path)
{
	struct lapi_statx_mnt_id stx;

	if (statx(AT_FDCWD, path, 0, STATX_MNT_ID_UNIQUE, (void *)&stx))
		tst_brk(TBROK | TERRNO, "statx(%s)", path);
	if (!(stx.stx_mask & STATX_MNT_ID_UNIQUE))
		tst_brk(TCONF, "statx() gives no STATX_MNT_ID_UNIQUE");
	return stx.stx_mnt_id;
}

static void run(void)
{
	uint64_t want = STATMOUNT_SB_BASIC | STATMOUNT_MNT_BASIC | STATMOUNT_FS_TYPE |
			STATMOUNT_MNT_POINT | STATMOUNT_MNT_ROOT;
	struct mnt_id_req req = {
		.size = MNT_ID_REQ_SIZE_VER0,
		.mnt_id = mount_id(MNT),
		.param = want,
	};
	struct statmount *sm = &u.sm;

	memset(&u, 0xff, sizeof(u));
	TST_EXP_PASS(tst_syscall(__NR_statmount, &req, sm, sizeof(u), 0), "statmount()");
	if (!TST_PASS)
		return;
	TST_EXP_EXPR((sm->mask & want) == want, "mask %#llx has every group asked for",
		     (unsigned long long)sm->mask);
	TST_EXP_EXPR(sm->size > sizeof(*sm) && sm->size <= sizeof(u), "size %u covers the strings",
		     sm->size);
	TST_EXP_EQ_LU(sm->sb_magic, TMPFS_MAGIC_);
	TST_EXP_EXPR(sm->sb_flags & SB_RDONLY_, "sb_flags has SB_RDONLY");
	TST_EXP_EQ_LU(sm->mnt_id, req.mnt_id);
	TST_EXP_EQ_LU(sm->mnt_parent_id, mount_id("."));
	TST_EXP_EXPR((sm->mnt_attr & (MOUNT_ATTR_RDONLY | MOUNT_ATTR_NOSUID)) ==
		     (MOUNT_ATTR_RDONLY | MOUNT_ATTR_NOSUID), "mnt_attr has RDONLY and NOSUID");
	TST_EXP_EQ_STR(sm->str + sm->fs_type, "tmpfs");
	TST_EXP_EQ_STR(sm->str + sm->mnt_point, mnt_path);
	TST_EXP_EQ_STR(sm->str + sm->mnt_root, "/");
}

static void setup(void)
{
	SAFE_GETCWD(mnt_path, sizeof(mnt_path) - 8);
	strcat(mnt_path, "/" MNT);
	SAFE_MKDIR(MNT, 0755);
	SAFE_MOUNT("tmpfs", MNT, "tmpfs", MS_RDONLY | MS_NOSUID, "size=1M");
	mounted = 1;
}

static void cleanup(void)
{
	if (mounted)
		SAFE_UMOUNT(MNT);
}

static struct tst_test test = {
	.test_all = run,
	.setup = setup,
	.cleanup = cleanup,
	.needs_root = 1,
	.needs_tmpdir = 1,
	.min_kver = "6.8",
};
