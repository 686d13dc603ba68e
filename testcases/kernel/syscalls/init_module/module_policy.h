// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * For init_module01 and finit_module01: may an unsigned image reach the ELF checks?
 * Only then does a garbage image fail with ENOEXEC; with signatures enforced it fails
 * with EKEYREJECTED first, and under lockdown with EPERM. Decided from the kernel config,
 * the sig_enforce module parameter and the lockdown state (securityfs, else whether
 * /dev/mem, refused at the same lockdown level, can be opened).
 */

#ifndef MODULE_POLICY_H
#define MODULE_POLICY_H

#include <string.h>
#include <unistd.h>
#include <fcntl.h>
#include "tst_test.h"
#include "tst_kconfig.h"
#include "tst_safe_file_ops.h"

#define SIG_ENFORCE "/sys/module/module/parameters/sig_enforce"
#define LOCKDOWN "/sys/kernel/security/lockdown"

/* NULL when an unsigned image reaches the ELF checks, else the reason it does not. */
static inline const char *module_unsigned_blocked(void)
{
	char buf[128] = "";
	int fd;

	if (tst_kconfig_get("CONFIG_MODULES") != 'y')
		return "CONFIG_MODULES is not set";
	if (tst_kconfig_get("CONFIG_MODULE_SIG_FORCE") == 'y')
		return "CONFIG_MODULE_SIG_FORCE is set";
	if (!access(SIG_ENFORCE, R_OK)) {
		SAFE_FILE_SCANF(SIG_ENFORCE, "%127s", buf);
		if (buf[0] != 'N')
			return "module signatures are enforced";
	}
	if (tst_kconfig_get("CONFIG_SECURITY_LOCKDOWN_LSM") != 'y')
		return NULL;
	if (!access(LOCKDOWN, R_OK)) {
		SAFE_FILE_SCANF(LOCKDOWN, "%127[^\n]", buf);
		return strstr(buf, "[none]") ? NULL : "the kernel is locked down";
	}
	/*
	 * No securityfs: opening /dev/mem is refused at the same lockdown level (integrity)
	 * as unsigned modules, so a read-only open that works shows no lockdown.
	 */
	fd = open("/dev/mem", O_RDONLY);
	if (fd >= 0) {
		close(fd);
		return NULL;
	}
	return "the lockdown state is unknown (no " LOCKDOWN ", /dev/mem not openable)";
}

#endif /* MODULE_POLICY_H */
