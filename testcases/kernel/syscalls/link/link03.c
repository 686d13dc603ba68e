// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * link(2): EDQUOT when the user's quota of disk blocks is exhausted. On ext4 with user
 * quotas enforced, nobody owns a directory and a file and may own no more blocks than they
 * take: as nobody, link() adds names of 255 bytes for the file in that directory while its
 * first block has room, each checked to be the file; the name that needs a new directory
 * block must fail with EDQUOT, leave no name behind and leave nobody's space as it was
 * (quota_nobody.h). TCONF without CONFIG_QUOTA and CONFIG_QFMT_V2.
 */

#include <unistd.h>
#include "tst_test.h"
#include "../quotactl/quota_nobody.h"

static int add(const char *file, const char *newpath)
{
	return link(file, newpath);
}

QUOTA_DIR_TEST("link");
