// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * open(2) with O_CREAT: EDQUOT, "the user's quota of disk blocks or inodes on the
 * filesystem has been exhausted". On ext4 with user quotas enforced, nobody may own three
 * inodes: as nobody, open() makes three regular files, each checked to exist with its type
 * and owner; the next open() must fail with EDQUOT, leave no name behind and leave nobody's
 * inode count as it was (quota_nobody.h). TCONF without CONFIG_QUOTA and CONFIG_QFMT_V2.
 */

#include <fcntl.h>
#include "tst_test.h"
#include "../quotactl/quota_nobody.h"

static int make(const char *path)
{
	return quota_fd_made(open(path, O_CREAT | O_EXCL | O_WRONLY, 0644));
}

QUOTA_INODE_TEST("open", S_IFREG);
