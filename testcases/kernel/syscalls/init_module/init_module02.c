// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * init_module(2) loads a module from an image in memory: ltk_test_mod.ko read into a
 * buffer, with param_values "ltk_value=42", is listed Live in /proc/modules and its
 * parameter /sys/module/ltk_test_mod/parameters/ltk_value reads 42; a second init_module()
 * fails with EEXIST and changes neither; delete_module() removes it. Before, param_values
 * "ltk_value=notanumber" fails with EINVAL and param_values outside the address space
 * with EFAULT, each leaving the module unloaded (test_module.h).
 *
 * TCONF without module support, where unsigned modules cannot load, or when the module
 * was not built ("make modules KERNEL_SRC=<the kernel's build tree>", doc/vm.md).
 */

#include "test_module.h"

static void *image;
static size_t image_len;

static long load(const char *params)
{
	return syscall(__NR_init_module, image, image_len, params);
}

static void run(void)
{
	test_module_run(load, "init_module");
}

static void setup(void)
{
	test_module_setup();
	image = test_module_read(&image_len);
}

static void cleanup(void)
{
	test_module_cleanup();
	free(image);
}

static struct tst_test test = {
	.test_all = run,
	.setup = setup,
	.cleanup = cleanup,
	.needs_root = 1,
	.runs_alone = 1,
};
