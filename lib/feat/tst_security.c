// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * Security state from /sys and /proc. A missing file means the feature is absent or off:
 * these answer "must the test skip?", and an absent lockdown file cannot lock anything.
 */
#include <fcntl.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>
#include "tst_security.h"
#include "ltk_core.h"
#include "ltk_sysfile.h"
#include "ltk_feat_paths.h"

#define SECUREBOOT_VAR \
	"/sys/firmware/efi/efivars/SecureBoot-8be4df61-93ca-11d2-aa0d-00e098032b8c"

const char *ltk_security_root = "";

static ssize_t read_sec(const char *path, char *buf, size_t size)
{
	char full[512];

	snprintf(full, sizeof(full), "%s%s", ltk_security_root, path);
	return ltk_read_file(full, buf, size);
}

int tst_lockdown_enabled(void)
{
	char buf[128];

	if (read_sec("/sys/kernel/security/lockdown", buf, sizeof(buf)) <= 0) {
		ltk_res(__FILE__, __LINE__, TINFO,
			"No /sys/kernel/security/lockdown, the kernel is not locked down");
		return 0;
	}
	/* "none [integrity] confidentiality": the bracketed mode is the active one */
	return !strstr(buf, "[none]");
}

int tst_secureboot_enabled(void)
{
	char buf[8];
	ssize_t len = read_sec(SECUREBOOT_VAR, buf, sizeof(buf));

	if (len < 0) {
		ltk_res(__FILE__, __LINE__, TINFO, "No SecureBoot EFI variable, SecureBoot is off");
		return 0;
	}
	/* efivarfs files start with the 4-byte attributes, then the one-byte value */
	if (len < 5) {
		ltk_res(__FILE__, __LINE__, TINFO, "SecureBoot EFI variable is %zd bytes long",
			len);
		return 0;
	}
	if (buf[4])
		ltk_res(__FILE__, __LINE__, TINFO, "SecureBoot enabled");
	return buf[4] != 0;
}

static int read_flag(const char *path)
{
	char buf[16];

	return read_sec(path, buf, sizeof(buf)) > 0 && buf[0] == '1';
}

int tst_selinux_enforcing(void)
{
	return read_flag("/sys/fs/selinux/enforce");
}

int tst_fips_enabled(void)
{
	return read_flag("/proc/sys/crypto/fips_enabled");
}

int tst_lsm_enabled(const char *name)
{
	char buf[512], *tok, *save = NULL;

	if (read_sec("/sys/kernel/security/lsm", buf, sizeof(buf)) <= 0)
		return 0;
	for (tok = strtok_r(buf, ",\n", &save); tok; tok = strtok_r(NULL, ",\n", &save)) {
		if (!strcmp(tok, name))
			return 1;
	}
	return 0;
}
