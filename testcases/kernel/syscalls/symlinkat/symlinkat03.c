// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * symlinkat(2) through a directory file descriptor: EDQUOT when the user's quota of
 * resources on the filesystem, here inodes, is exhausted. On ext4 with user quotas
 * enforced, nobody may own three inodes: as nobody, symlinkat() makes three symbolic links
 * (by name relative to a descriptor of their directory), each checked to exist with its
 * type and owner; the next symlinkat() must fail with EDQUOT, leave no name behind and
 * leave nobody's inode count as it was (quota_nobody.h). TCONF without CONFIG_QUOTA and
 * CONFIG_QFMT_V2.
 */

#include <unistd.h>
#include "tst_test.h"
#include "../quotactl/quota_nobody.h"

static int make(const char *path)
{
	return symlinkat("target", quota_dir_fd, quota_leaf(path));
}

QUOTA_INODE_TEST("symlinkat", S_IFLNK);
