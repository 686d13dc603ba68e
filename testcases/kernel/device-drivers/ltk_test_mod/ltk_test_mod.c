// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * A minimal test module: it logs its parameter when loaded and unloaded, so ltk_mod01
 * can check that insmod passed the parameter. Built by "make modules KERNEL_SRC=...".
 */
#include <linux/init.h>
#include <linux/module.h>

static int ltk_value;
module_param(ltk_value, int, 0444);
MODULE_PARM_DESC(ltk_value, "a number the test reads back from /sys/module");

static int __init ltk_test_mod_init(void)
{
	pr_info("ltk_test_mod: loaded, ltk_value=%d\n", ltk_value);
	return 0;
}

static void __exit ltk_test_mod_exit(void)
{
	pr_info("ltk_test_mod: unloaded\n");
}

module_init(ltk_test_mod_init);
module_exit(ltk_test_mod_exit);
MODULE_LICENSE("GPL");
MODULE_DESCRIPTION("LTK test module");
