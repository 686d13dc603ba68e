// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * ltk_mod01: the library loads a test module with a parameter and unloads it.
 *
 * Loads ltk_test_mod.ko (built by "make modules KERNEL_SRC=...") with ltk_value=42,
 * checks /sys/module/ltk_test_mod/parameters/ltk_value reads 42, unloads it and checks
 * /sys/module/ltk_test_mod is gone. TCONF on a kernel without module support or when the
 * module was not built.
 */
#include <sys/stat.h>
#include "test.h"
#include "safe_file_ops.h"
#include "tst_module.h"

char *TCID = "ltk_mod01";
int TST_TOTAL = 1;

#define MOD_NAME "ltk_test_mod"
#define MOD_FILE MOD_NAME ".ko"
#define PARAM_FILE "/sys/module/" MOD_NAME "/parameters/ltk_value"

static int loaded;

static void cleanup(void)
{
	if (loaded)
		tst_module_unload(NULL, MOD_FILE);
	loaded = 0;
}

static void setup(void)
{
	tst_require_root();
	if (!tst_module_support())
		tst_brkm(TCONF, NULL, "kernel has no module support");
	tst_module_exists(NULL, MOD_FILE, NULL);
	TEST_PAUSE;
}

static void verify_module(void)
{
	char *const params[] = {"ltk_value=42", NULL};
	struct stat st;
	int value = -1;

	tst_module_load(cleanup, MOD_FILE, params);
	loaded = 1;
	SAFE_FILE_SCANF(cleanup, PARAM_FILE, "%d", &value);
	if (value == 42)
		tst_resm(TPASS, "module loaded with ltk_value=42");
	else
		tst_resm(TFAIL, "module parameter reads %d, expected 42", value);

	tst_module_unload(cleanup, MOD_FILE);
	loaded = 0;
	if (stat("/sys/module/" MOD_NAME, &st))
		tst_resm(TPASS, "module unloaded");
	else
		tst_resm(TFAIL, "/sys/module/%s still exists after rmmod", MOD_NAME);
}

int main(int ac, char **av)
{
	int lc;

	tst_parse_opts(ac, av, NULL, NULL);
	setup();
	for (lc = 0; TEST_LOOPING(lc); lc++) {
		tst_count = 0;
		verify_module();
	}
	cleanup();
	tst_exit();
}
