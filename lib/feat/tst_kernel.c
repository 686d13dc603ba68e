// SPDX-License-Identifier: GPL-2.0-or-later
/* The running kernel: word size, drivers built in or loadable, PREEMPT_RT. */
#include <stdio.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/utsname.h>
#include "ltk_core.h"
#include "tst_kernel.h"

int tst_kernel_bits(void)
{
	static int bits;
	struct utsname u;

	if (bits)
		return bits;
	if (uname(&u)) {
		ltk_brk(__FILE__, __LINE__, TBROK | TERRNO, NULL, "uname() failed");
		return -1;
	}
	/* s390x is the one 64-bit machine name without "64" in it. */
	bits = strstr(u.machine, "64") || !strcmp(u.machine, "s390x") ? 64 : 32;
	return bits;
}

int tst_is_compat_mode(void)
{
	return tst_abi_bits() != tst_kernel_bits();
}

/* Does file list the module (path ending in /<name>.ko...) ? '-' and '_' are the same. */
static int modlist_has(const char *file, const char *driver)
{
	char line[4096], want[256], *base, *end;
	size_t i;
	FILE *f;
	int found = 0;

	snprintf(want, sizeof(want), "%s", driver);
	for (i = 0; want[i]; i++) {
		if (want[i] == '-')
			want[i] = '_';
	}
	f = fopen(file, "r");
	if (!f)
		return 0;
	while (!found && fgets(line, sizeof(line), f)) {
		end = strstr(line, ".ko");
		if (!end)
			continue;
		*end = '\0';
		base = strrchr(line, '/');
		base = base ? base + 1 : line;
		for (i = 0; base[i]; i++) {
			if (base[i] == '-')
				base[i] = '_';
		}
		found = !strcmp(base, want);
	}
	fclose(f);
	return found;
}

static int modules_file(char *buf, size_t len, const char *name)
{
	struct utsname u;

	if (uname(&u))
		return -1;
	snprintf(buf, len, "/lib/modules/%s/%s", u.release, name);
	return 0;
}

int tst_check_builtin_driver(const char *driver)
{
	char path[512];

	if (!modules_file(path, sizeof(path), "modules.builtin") && modlist_has(path, driver))
		return 0;
	return -1;
}

int tst_check_driver(const char *driver)
{
	char path[512];
	struct stat st;

	if (!tst_check_builtin_driver(driver))
		return 0;
	/* Loaded or built in with parameters: it has a /sys/module entry. */
	snprintf(path, sizeof(path), "/sys/module/%s", driver);
	if (!stat(path, &st))
		return 0;
	if (stat("/proc/modules", &st))
		return -1;
	if (!modules_file(path, sizeof(path), "modules.dep") && modlist_has(path, driver))
		return 0;
	return -1;
}

int tst_check_preempt_rt(void)
{
	struct utsname u;

	if (uname(&u))
		return 0;
	return strstr(u.version, "PREEMPT_RT") != NULL;
}
