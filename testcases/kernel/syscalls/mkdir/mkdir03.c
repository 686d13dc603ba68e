// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * mkdir(2): EDQUOT, "the user's quota of disk blocks or inodes on the filesystem has been
 * exhausted". On ext4 with user quotas enforced, nobody may own three inodes: as nobody,
 * mkdir() makes three directories, each checked to exist with its type and owner; the next
 * mkdir() must fail with EDQUOT, leave no name behind and leave nobody's inode count as it
 * was (quota_nobody.h). TCONF without CONFIG_QUOTA and CONFIG_QFMT_V2.
 */

#include <sys/stat.h>
#include "tst_test.h"
#include "../quotactl/quota_nobody.h"

static int make(const char *path)
{
	return mkdir(path, 0755);
}

QUOTA_INODE_TEST("mkdir", S_IFDIR);
