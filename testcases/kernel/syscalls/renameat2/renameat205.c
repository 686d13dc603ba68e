// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * renameat2(2) with RENAME_NOREPLACE: EDQUOT when the user's quota of disk blocks is
 * exhausted. On ext4 with user quotas enforced, nobody owns a directory and a file and may
 * own no more blocks than they take: as nobody, renameat2() adds names of 255 bytes for the
 * file in that directory while its first block has room, each checked to be the file; the
 * name that needs a new directory block must fail with EDQUOT, leave no name behind and
 * leave nobody's space as it was; the old name of a failed renameat2() stays
 * (quota_nobody.h). TCONF without CONFIG_QUOTA and CONFIG_QFMT_V2.
 */

#include <fcntl.h>
#include <stdio.h>
#include "tst_test.h"
#include "lapi/renameat.h"
#include "../quotactl/quota_nobody.h"

static int move(const char *oldpath, const char *newpath)
{
	return tst_syscall(__NR_renameat2, AT_FDCWD, oldpath, quota_dir_fd,
			   newpath + sizeof(QUOTA_DIR), RENAME_NOREPLACE);
}

static int add(const char *file, const char *newpath)
{
	return quota_move_new_name("renameat2", file, newpath, move);
}

QUOTA_DIR_TEST("renameat2");
