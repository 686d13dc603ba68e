// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * Test kernel modules: find the .ko that the build put next to the tests, insmod it,
 * rmmod it. A kernel built without CONFIG_MODULES has no /proc/modules: that is TCONF.
 */
#include <errno.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <sys/stat.h>
#include "ltk_core.h"
#include "tst_cmd.h"
#include "tst_module.h"
#include "tst_tmpdir.h"

#define MOD_ARGS_MAX 32
#define RMMOD_TRIES 50
#define RMMOD_WAIT_US 20000


int tst_module_support(void)
{
	struct stat st;

	return !stat("/proc/modules", &st);
}

static int try_path(char *buf, size_t len, const char *dir, const char *name)
{
	struct stat st;

	if (!dir || !*dir)
		return 0;
	if (snprintf(buf, len, "%s/%s", dir, name) >= (int)len)
		return 0;
	return !stat(buf, &st) && S_ISREG(st.st_mode);
}

void tst_module_exists_(void (*cleanup_fn)(void), const char *mod_name, char **mod_path)
{
	char path[PATH_MAX], self[PATH_MAX], *slash, *found;
	const char *ltproot = getenv("LTPROOT");
	char root_bin[PATH_MAX] = "", cwd[PATH_MAX];
	const char *startwd;
	ssize_t n;

	if (!mod_name || !*mod_name || strchr(mod_name, '/')) {
		ltk_brk(__FILE__, __LINE__, TBROK, cleanup_fn, "Invalid module name '%s'",
			mod_name ? mod_name : "(null)");
		return;
	}
	if (ltproot)
		snprintf(root_bin, sizeof(root_bin), "%s/testcases/bin", ltproot);
	n = readlink("/proc/self/exe", self, sizeof(self) - 1);
	self[n > 0 ? n : 0] = '\0';
	slash = strrchr(self, '/');
	if (slash)
		*slash = '\0';

	/* The start directory is known once a tmpdir was made; before that it is the cwd. */
	startwd = tst_get_startwd();
	if (!startwd || !*startwd)
		startwd = getcwd(cwd, sizeof(cwd));

	if (!try_path(path, sizeof(path), startwd, mod_name) &&
	    !try_path(path, sizeof(path), root_bin, mod_name) &&
	    !try_path(path, sizeof(path), self, mod_name)) {
		ltk_brk(__FILE__, __LINE__, TCONF, cleanup_fn, "Failed to find module '%s'",
			mod_name);
		return;
	}
	if (!mod_path)
		return;
	found = strdup(path);
	if (!found)
		ltk_brk(__FILE__, __LINE__, TBROK | TERRNO, cleanup_fn, "strdup() failed");
	*mod_path = found;
}

static int require_support(void (*cleanup_fn)(void))
{
	if (tst_module_support())
		return 0;
	ltk_brk(__FILE__, __LINE__, TCONF, cleanup_fn, "kernel has no module support");
	return -1;
}

void tst_module_load_(void (*cleanup_fn)(void), const char *mod_name, char *const argv[])
{
	const char *cmd[MOD_ARGS_MAX + 3];
	char *path = NULL;
	int i = 0;

	if (require_support(cleanup_fn))
		return;
	tst_module_exists_(cleanup_fn, mod_name, &path);
	if (!path)
		return;
	cmd[i++] = "insmod";
	cmd[i++] = path;
	for (int j = 0; argv && argv[j]; j++) {
		if (i >= MOD_ARGS_MAX + 2) {
			free(path);
			ltk_brk(__FILE__, __LINE__, TBROK, cleanup_fn,
				"Too many module parameters");
			return;
		}
		cmd[i++] = argv[j];
	}
	cmd[i] = NULL;
	tst_cmd_(cleanup_fn, cmd, NULL, NULL, TST_CMD_TCONF_ON_MISSING);
	free(path);
}

void tst_module_unload_(void (*cleanup_fn)(void), const char *mod_name)
{
	const char *cmd[] = {"rmmod", NULL, NULL};
	char name[256];
	const char *base;
	size_t len;
	int i, ret = 0;

	if (require_support(cleanup_fn))
		return;
	/* Tests name the file they loaded ("foo.ko", "dir/foo.ko"): rmmod wants "foo". */
	base = strrchr(mod_name, '/');
	base = base ? base + 1 : mod_name;
	snprintf(name, sizeof(name), "%s", base);
	len = strlen(name);
	if (len > 3 && !strcmp(name + len - 3, ".ko"))
		name[len - 3] = '\0';
	cmd[1] = name;
	/* The module may still be in use for a moment after the test's last close(). */
	for (i = 0; i < RMMOD_TRIES; i++) {
		ret = tst_cmd_(cleanup_fn, cmd, "/dev/null", "/dev/null",
			       TST_CMD_PASS_RETVAL | TST_CMD_TCONF_ON_MISSING);
		if (!ret)
			return;
		usleep(RMMOD_WAIT_US);
	}
	ltk_brk(__FILE__, __LINE__, TBROK, cleanup_fn, "could not unload %s module (rmmod exit %d)",
		mod_name, ret);
}
