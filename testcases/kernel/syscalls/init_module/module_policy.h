// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * For init_module01 and finit_module01: an image with a misformatted signature, and may an
 * unsigned image reach the ELF checks?
 * Only then does a garbage image fail with ENOEXEC; with signatures enforced it fails
 * with EKEYREJECTED first, and under lockdown with EPERM. Decided from the kernel config,
 * the sig_enforce module parameter and the lockdown state (securityfs, else whether
 * /dev/mem, refused at the same lockdown level, can be opened).
 */

#ifndef MODULE_POLICY_H
#define MODULE_POLICY_H

#include <stdint.h>
#include <string.h>
#include <unistd.h>
#include <arpa/inet.h>
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

/* The tail of a signed module: struct module_signature, then the marker. */
#define MODULE_SIG_MARKER "~Module signature appended~\n"
#define PKEY_ID_PKCS7 2

struct module_sig_tail {
	uint8_t algo, hash, id_type, signer_len, key_id_len;
	uint8_t pad[3];
	uint32_t sig_len;	/* big endian */
	char marker[sizeof(MODULE_SIG_MARKER) - 1];
} __attribute__((packed));

/*
 * Zeros ending in a PKCS#7 module signature tail whose sig_len is larger than the image:
 * the kernel refuses such a signature with EBADMSG whether or not it enforces signatures.
 */
static inline void module_sig_image(char *buf, size_t len)
{
	struct module_sig_tail tail = {.id_type = PKEY_ID_PKCS7};

	memset(buf, 0, len);
	tail.sig_len = htonl(len);
	memcpy(tail.marker, MODULE_SIG_MARKER, sizeof(tail.marker));
	memcpy(buf + len - sizeof(tail), &tail, sizeof(tail));
}

#endif /* MODULE_POLICY_H */
