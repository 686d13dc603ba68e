// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * .needs_device without .dev_min_size: LTP's 300 MB device, room for a swap file or a
 * large file.
 */
#include "tst_test.h"

static void run(void)
{
	TST_EXP_EQ_LU(tst_device->size, 300);
	TST_EXP_EQ_LI(tst_get_device_size(tst_device->dev), 300);
}

static struct tst_test test = {
	.test_all = run,
	.needs_root = 1,
	.needs_device = 1,
};
