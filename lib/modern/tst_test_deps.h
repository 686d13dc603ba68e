/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * The other library areas the modern face calls: devices and filesystems (tst_device.h,
 * tst_fs.h, tst_mkfs.h, tst_kvercmp.h, tst_cmd.h via tst_test.h), checkpoints, kernel
 * config, security state, memory, buffers, caps, huge pages, taint, cgroups.
 */
#ifndef TST_TEST_DEPS_H
#define TST_TEST_DEPS_H

#ifndef TST_NO_DEFAULT_MAIN
# define TST_NO_DEFAULT_MAIN
#endif
#include "tst_test.h"
#include "tst_kconfig.h"
#include "tst_security.h"
#include "tst_memutils.h"
#include "tst_tmpdir.h"

/* Point the checkpoint futexes at the shared page (.needs_checkpoints, tst_reinit()). */
void ltk_checkpoint_setup(void);


#endif
