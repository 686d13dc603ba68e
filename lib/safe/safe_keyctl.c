// SPDX-License-Identifier: GPL-2.0-or-later
/* SAFE_KEYCTL: keyctl(2) with the command named in the report. */
#include <stdio.h>
#include "safe_priv.h"
#include "lapi/keyctl.h"

static const char *const keyctl_names[] = {
	"KEYCTL_GET_KEYRING_ID", "KEYCTL_JOIN_SESSION_KEYRING", "KEYCTL_UPDATE",
	"KEYCTL_REVOKE", "KEYCTL_CHOWN", "KEYCTL_SETPERM", "KEYCTL_DESCRIBE", "KEYCTL_CLEAR",
	"KEYCTL_LINK", "KEYCTL_UNLINK", "KEYCTL_SEARCH", "KEYCTL_READ", "KEYCTL_INSTANTIATE",
	"KEYCTL_NEGATE", "KEYCTL_SET_REQKEY_KEYRING", "KEYCTL_SET_TIMEOUT",
	"KEYCTL_ASSUME_AUTHORITY", "KEYCTL_GET_SECURITY", "KEYCTL_SESSION_TO_PARENT",
	"KEYCTL_REJECT", "KEYCTL_INSTANTIATE_IOV", "KEYCTL_INVALIDATE", "KEYCTL_GET_PERSISTENT",
	"KEYCTL_DH_COMPUTE", "KEYCTL_PKEY_QUERY", "KEYCTL_PKEY_ENCRYPT", "KEYCTL_PKEY_DECRYPT",
	"KEYCTL_PKEY_SIGN", "KEYCTL_PKEY_VERIFY", "KEYCTL_RESTRICT_KEYRING", "KEYCTL_MOVE",
	"KEYCTL_CAPABILITIES", "KEYCTL_WATCH_KEY",
};

static const char *keyctl_name(int cmd, char *buf, size_t size)
{
	if (cmd >= 0 && cmd < (int)(sizeof(keyctl_names) / sizeof(keyctl_names[0])))
		return keyctl_names[cmd];
	snprintf(buf, size, "%d", cmd);
	return buf;
}

/* The commands whose success is a value (a key id, a length, a version), not 0. */
static int keyctl_returns_value(int cmd)
{
	switch (cmd) {
	case KEYCTL_GET_KEYRING_ID:
	case KEYCTL_JOIN_SESSION_KEYRING:
	case KEYCTL_DESCRIBE:
	case KEYCTL_SEARCH:
	case KEYCTL_READ:
	case KEYCTL_SET_REQKEY_KEYRING:
	case KEYCTL_GET_SECURITY:
	case KEYCTL_GET_PERSISTENT:
	case KEYCTL_DH_COMPUTE:
	case KEYCTL_PKEY_ENCRYPT:
	case KEYCTL_PKEY_DECRYPT:
	case KEYCTL_PKEY_SIGN:
	case KEYCTL_CAPABILITIES:
		return 1;
	}
	return 0;
}

long safe_keyctl(LTK_SAFE_LOC, int cmd, unsigned long arg2, unsigned long arg3,
		 unsigned long arg4, unsigned long arg5)
{
	char num[16];
	const char *name = keyctl_name(cmd, num, sizeof(num));
	long rval = syscall(__NR_keyctl, cmd, arg2, arg3, arg4, arg5);

	if (rval == -1 && (errno == ENOSYS || errno == EOPNOTSUPP))
		ltk_brk(file, lineno, TCONF | TERRNO, cleanup_fn,
			"keyctl(%s,%ld,%#lx,%#lx,%#lx) not supported", name, (long)arg2, arg3,
			arg4, arg5);
	else if (rval == -1)
		safe_fail("keyctl(%s,%ld,%#lx,%#lx,%#lx)", name, (long)arg2, arg3, arg4, arg5);
	else if (rval < 0 || (rval && !keyctl_returns_value(cmd)))
		safe_invalid(rval, "keyctl(%s,%ld,%#lx,%#lx,%#lx)", name, (long)arg2, arg3, arg4,
			     arg5);
	return rval;
}
