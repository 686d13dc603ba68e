// SPDX-License-Identifier: GPL-2.0-or-later
/* Is module signature checking enforced? (include/tst_module.h) */
#include <stdio.h>
#include <string.h>
#include "ltk_core.h"
#include "tst_kconfig.h"
#include "tst_module.h"

static int file_starts_with(const char *path, const char *what)
{
	char buf[4096];
	size_t n;
	FILE *f = fopen(path, "r");

	if (!f)
		return 0;
	n = fread(buf, 1, sizeof(buf) - 1, f);
	fclose(f);
	buf[n] = '\0';
	return !strncmp(buf, what, strlen(what));
}

static int cmdline_has(const char *word)
{
	char buf[4096], *tok, *save = NULL;
	size_t n;
	FILE *f = fopen("/proc/cmdline", "r");

	if (!f)
		return 0;
	n = fread(buf, 1, sizeof(buf) - 1, f);
	fclose(f);
	buf[n] = '\0';
	for (tok = strtok_r(buf, " \n", &save); tok; tok = strtok_r(NULL, " \n", &save)) {
		if (!strcmp(tok, word))
			return 1;
	}
	return 0;
}

bool tst_module_signature_enforced(void)
{
	if (file_starts_with("/sys/module/module/parameters/sig_enforce", "Y"))
		return true;
	if (cmdline_has("module.sig_enforce=1") || cmdline_has("module.sig_enforce"))
		return true;
	return tst_kconfig_get("CONFIG_MODULE_SIG_FORCE") == 'y';
}

void tst_requires_module_signature_disabled(void)
{
	if (tst_module_signature_enforced())
		ltk_brk(__FILE__, __LINE__, TCONF, NULL, "module signature is enforced, skip test");
}
