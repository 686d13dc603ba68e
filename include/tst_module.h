/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * Test kernel modules: find a .ko next to the test, insmod it, rmmod it. On a kernel
 * without module support (no /proc/modules) loading is TCONF "kernel has no module
 * support". How to build a module: doc/devices.md ("Kernel modules").
 */
#ifndef TST_MODULE_H
#define TST_MODULE_H

/*
 * Look for mod_name in the start directory, $LTPROOT/testcases/bin and the test's own
 * directory. With mod_path != NULL the found path is stored there (malloc'ed). TCONF
 * "Failed to find module '%s'" when there is none.
 */
void tst_module_exists_(void (*cleanup_fn)(void), const char *mod_name, char **mod_path);
/* insmod the module with argv (NULL-terminated parameters, may be NULL). */
void tst_module_load_(void (*cleanup_fn)(void), const char *mod_name, char *const argv[]);
/* rmmod, retried while the module is busy. */
void tst_module_unload_(void (*cleanup_fn)(void), const char *mod_name);
/* 1 if the kernel can load modules. */
int tst_module_support(void);

#include <stdbool.h>
/*
 * Whether the kernel accepts only signed modules: CONFIG_MODULE_SIG_FORCE=y, the
 * module.sig_enforce parameter (/sys/module/module/parameters/sig_enforce) or
 * module.sig_enforce=1 on the kernel command line. The test modules are not signed.
 */
bool tst_module_signature_enforced(void);
/* TCONF "module signature is enforced, skip test" when tst_module_signature_enforced(). */
void tst_requires_module_signature_disabled(void);

#ifdef __TEST_H__
# define tst_module_exists(cleanup, name, path) tst_module_exists_(cleanup, name, path)
# define tst_module_exist(cleanup, name, path) tst_module_exists_(cleanup, name, path)
# define tst_module_load(cleanup, name, argv) tst_module_load_(cleanup, name, argv)
# define tst_module_unload(cleanup, name) tst_module_unload_(cleanup, name)
#else
# define tst_module_exists(name, path) tst_module_exists_(NULL, name, path)
# define tst_module_load(name, argv) tst_module_load_(NULL, name, argv)
# define tst_module_unload(name) tst_module_unload_(NULL, name)
#endif

#endif
