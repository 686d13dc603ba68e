// SPDX-License-Identifier: GPL-2.0-or-later
/* .save_restore: the value is set for the test and put back afterwards (root). */
#include "tst_test.h"

#define PATH "/proc/sys/kernel/printk_ratelimit_burst"

static void run(void)
{
	TST_ASSERT_INT(PATH, 17);
	TST_ASSERT_FILE_INT("/proc/self/status", "Pid:\t", getpid());
	TST_ASSERT_STR("/proc/sys/kernel/ostype", "Linux");
	TST_ASSERT_FILE_STR("/proc/self/status", "State:\t", "R (running)");
}

static struct tst_test test = {
	.test_all = run,
	.needs_root = 1,
	.save_restore = (const struct tst_path_val []) {
		{PATH, "17", TST_SR_TBROK},
		{"/proc/sys/kernel/ltk_does_not_exist", "1", TST_SR_SKIP},
		{}
	},
};
