// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * finit_module(2) loads a module from a file descriptor: the test module ltk_test_mod.ko
 * opened read-only, with param_values "ltk_value=42", is listed Live in /proc/modules and
 * its parameter /sys/module/ltk_test_mod/parameters/ltk_value reads 42; a second
 * finit_module() fails with EEXIST and changes neither; delete_module() removes it.
 * Before, param_values "ltk_value=notanumber" fails with EINVAL and param_values outside
 * the address space with EFAULT, each leaving the module unloaded (init_module/test_module.h).
 *
 * TCONF without module support, where unsigned modules cannot load, or when the module
 * was not built ("make modules KERNEL_SRC=<the kernel's build tree>", doc/vm.md).
 */

#include "../init_module/test_module.h"

static int mod_fd = -1;

static long load(const char *params)
{
	return syscall(__NR_finit_module, mod_fd, params, 0);
}

static void run(void)
{
	test_module_run(load, "finit_module");
}

static void setup(void)
{
	test_module_setup();
	mod_fd = SAFE_OPEN(test_module_path, O_RDONLY);
}

static void cleanup(void)
{
	test_module_cleanup();
	if (mod_fd >= 0)
		SAFE_CLOSE(mod_fd);
}

static struct tst_test test = {
	.test_all = run,
	.setup = setup,
	.cleanup = cleanup,
	.needs_root = 1,
	.runs_alone = 1,
};
