/* SPDX-License-Identifier: GPL-2.0-or-later */
/* LTP's header of tst_path_has_mnt_flags(), which tst_fs.h declares. */
#ifndef TST_PATH_HAS_MNT_FLAGS_H__
#define TST_PATH_HAS_MNT_FLAGS_H__

#include "tst_fs.h"

#endif
