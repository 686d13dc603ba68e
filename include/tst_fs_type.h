/* SPDX-License-Identifier: GPL-2.0-or-later */
/* The 2015 header name for the filesystem magics and tst_fs_type(): see tst_fs.h. */
#ifndef TST_FS_TYPE_H
#define TST_FS_TYPE_H
#include "tst_fs.h"
#endif
