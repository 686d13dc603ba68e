// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * For init_module02 and finit_module02: load the test module ltk_test_mod.ko (built by
 * "make modules KERNEL_SRC=...", see doc/vm.md) through one of the two calls and check
 * each step through /proc/modules and /sys/module/ltk_test_mod.
 *
 * test_module_setup() is TCONF, with the reason, on a kernel without CONFIG_MODULES or
 * CONFIG_MODULE_UNLOAD, with module loading disabled (modules_disabled), where an unsigned
 * module cannot load (module_policy.h) and when ltk_test_mod.ko was not built; it is TBROK
 * when the module is already loaded (by someone else: the tests would see EEXIST).
 *
 * test_module_run() then, through load(params):
 * - EINVAL: param_values "ltk_value=notanumber" (the int parameter cannot parse it);
 * - EFAULT: param_values outside the address space;
 *   after both the module is still not loaded (no /proc/modules line, no /sys/module dir);
 * - loads it with "ltk_value=42": a "Live" /proc/modules line, the parameter reads 42;
 * - EEXIST: a second load with "ltk_value=7": the /proc/modules line and the parameter
 *   (42) are unchanged;
 * - delete_module() with O_NONBLOCK removes it: no line, no /sys/module/ltk_test_mod.
 * The cleanup unloads the module when a failed check left it loaded.
 */

#ifndef TEST_MODULE_H
#define TEST_MODULE_H

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <fcntl.h>
#include <sys/stat.h>
#include <sys/syscall.h>
#include "tst_test.h"
#include "tst_kconfig.h"
#include "tst_module.h"
#include "tst_safe_macros.h"
#include "tst_safe_stdio.h"
#include "tst_safe_file_ops.h"
#include "module_policy.h"

#define TEST_MOD_NAME "ltk_test_mod"
#define TEST_MOD_FILE TEST_MOD_NAME ".ko"
#define TEST_MOD_SYS "/sys/module/" TEST_MOD_NAME
#define TEST_MOD_PARAM TEST_MOD_SYS "/parameters/ltk_value"

/* The path of ltk_test_mod.ko, found by test_module_setup(), and an unmapped address. */
static char *test_module_path;
static char *test_module_bad_addr;

/* Copies the /proc/modules line of the test module into line; 0 when it is not listed. */
static inline int test_module_line(char *line, size_t size)
{
	char buf[512];
	FILE *f = SAFE_FOPEN("/proc/modules", "r");
	int found = 0;

	while (!found && fgets(buf, sizeof(buf), f)) {
		if (!strncmp(buf, TEST_MOD_NAME " ", sizeof(TEST_MOD_NAME))) {
			snprintf(line, size, "%s", buf);
			line[strcspn(line, "\n")] = 0;
			found = 1;
		}
	}
	SAFE_FCLOSE(f);
	return found;
}

/* 1 when /proc/modules lists the module or /sys/module has its directory. */
static inline int test_module_loaded(void)
{
	char line[512];

	return test_module_line(line, sizeof(line)) || !access(TEST_MOD_SYS, F_OK);
}

/* Reads the whole module file into a malloc'ed buffer (for init_module). */
static inline void *test_module_read(size_t *len)
{
	struct stat st;
	void *buf;
	int fd = SAFE_OPEN(test_module_path, O_RDONLY);

	SAFE_FSTAT(fd, &st);
	buf = SAFE_MALLOC(st.st_size);
	SAFE_READ(1, fd, buf, st.st_size);
	SAFE_CLOSE(fd);
	*len = st.st_size;
	return buf;
}

static inline void test_module_setup(void)
{
	const char *blocked = module_unsigned_blocked();
	int disabled = 0;

	if (blocked)
		tst_brk(TCONF, "%s: the unsigned test module cannot be loaded", blocked);
	if (tst_kconfig_get("CONFIG_MODULE_UNLOAD") != 'y')
		tst_brk(TCONF, "CONFIG_MODULE_UNLOAD is not set: the test module cannot be removed");
	SAFE_FILE_SCANF("/proc/sys/kernel/modules_disabled", "%d", &disabled);
	if (disabled)
		tst_brk(TCONF, "module loading is disabled (kernel.modules_disabled = 1)");
	test_module_bad_addr = tst_get_bad_addr(NULL);
	tst_module_exists(TEST_MOD_FILE, &test_module_path);
	tst_res(TINFO, "test module: %s", test_module_path);
	if (test_module_loaded())
		tst_brk(TBROK, TEST_MOD_NAME " is already loaded: it must be unloaded first");
}

static inline void test_module_cleanup(void)
{
	if (!test_module_path || !test_module_loaded())
		return;
	if (syscall(__NR_delete_module, TEST_MOD_NAME, O_NONBLOCK))
		tst_res(TWARN | TERRNO, "cleanup: delete_module(" TEST_MOD_NAME ") failed");
}

static inline void test_module_not_loaded(const char *what)
{
	if (test_module_loaded())
		tst_res(TFAIL, "%s: " TEST_MOD_NAME " is loaded", what);
	else
		tst_res(TPASS, "%s: " TEST_MOD_NAME " is not loaded", what);
}

/* The whole scenario of the header comment, with load() being init_module or finit_module. */
static inline void test_module_run(long (*load)(const char *params), const char *call)
{
	char line[512], again[512] = "";
	int value = -1;

	TST_EXP_FAIL(load("ltk_value=notanumber"), EINVAL,
		     "%s() with ltk_value=notanumber", call);
	test_module_not_loaded("after EINVAL");
	TST_EXP_FAIL(load(test_module_bad_addr), EFAULT,
		     "%s() with param_values outside the address space", call);
	test_module_not_loaded("after EFAULT");

	TST_EXP_PASS(load("ltk_value=42"), "%s() with ltk_value=42", call);
	if (!test_module_line(line, sizeof(line))) {
		tst_res(TFAIL, "/proc/modules does not list " TEST_MOD_NAME " after %s()", call);
		return;
	}
	if (!strstr(line, " Live "))
		tst_res(TFAIL, "/proc/modules line '%s' is not Live", line);
	else
		tst_res(TPASS, "/proc/modules: '%s'", line);
	SAFE_FILE_SCANF(TEST_MOD_PARAM, "%d", &value);
	TST_EXP_EQ_LI(value, 42);

	TST_EXP_FAIL(load("ltk_value=7"), EEXIST, "%s() of the loaded module", call);
	value = -1;
	SAFE_FILE_SCANF(TEST_MOD_PARAM, "%d", &value);
	if (!test_module_line(again, sizeof(again)) || strcmp(line, again) || value != 42)
		tst_res(TFAIL, "after EEXIST: /proc/modules line '%s' (was '%s'), ltk_value %d",
			again, line, value);
	else
		tst_res(TPASS, "after EEXIST: same /proc/modules line, ltk_value still 42");

	TST_EXP_PASS(syscall(__NR_delete_module, TEST_MOD_NAME, O_NONBLOCK),
		     "delete_module(" TEST_MOD_NAME ")");
	test_module_not_loaded("after delete_module()");
}

#endif /* TEST_MODULE_H */
