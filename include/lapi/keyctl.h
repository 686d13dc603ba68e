/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * Kernel key management without libkeyutils: the add_key(2), request_key(2) and keyctl(2)
 * system calls, the keyutils-style helpers tests use, the constants, and SAFE_KEYCTL
 * (modern face). The helpers have libkeyutils' exact signatures, so a test may include
 * <keyutils.h> as well (before this header: then its functions are used and this header
 * adds only what is missing).
 */
#ifndef LAPI_KEYCTL_H__
#define LAPI_KEYCTL_H__

#include <errno.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <sys/types.h>
#include <sys/uio.h>
#include <unistd.h>
#include <linux/keyctl.h>
#include "lapi/syscalls.h"

#ifndef __NR_add_key
# error "no __NR_add_key for this architecture"
#endif

typedef int32_t key_serial_t;
typedef uint32_t key_perm_t;

#ifndef _KEYUTILS_H
static inline key_serial_t add_key(const char *type, const char *description,
				   const void *payload, size_t plen, key_serial_t ringid)
{
	return syscall(__NR_add_key, type, description, payload, plen, ringid);
}

static inline key_serial_t request_key(const char *type, const char *description,
				       const char *callout_info, key_serial_t destringid)
{
	return syscall(__NR_request_key, type, description, callout_info, destringid);
}

/* Like syscall(2), passes four argument words whatever the command uses. */
static inline long keyctl(int cmd, ...)
{
	unsigned long arg2, arg3, arg4, arg5;
	va_list ap;

	va_start(ap, cmd);
	arg2 = va_arg(ap, unsigned long);
	arg3 = va_arg(ap, unsigned long);
	arg4 = va_arg(ap, unsigned long);
	arg5 = va_arg(ap, unsigned long);
	va_end(ap);
	return syscall(__NR_keyctl, cmd, arg2, arg3, arg4, arg5);
}

static inline key_serial_t keyctl_get_keyring_ID(key_serial_t id, int create)
{
	return syscall(__NR_keyctl, KEYCTL_GET_KEYRING_ID, id, create);
}

static inline key_serial_t keyctl_join_session_keyring(const char *name)
{
	return syscall(__NR_keyctl, KEYCTL_JOIN_SESSION_KEYRING, name);
}

static inline long keyctl_update(key_serial_t id, const void *payload, size_t plen)
{
	return syscall(__NR_keyctl, KEYCTL_UPDATE, id, payload, plen);
}

static inline long keyctl_revoke(key_serial_t id)
{
	return syscall(__NR_keyctl, KEYCTL_REVOKE, id);
}

static inline long keyctl_chown(key_serial_t id, uid_t uid, gid_t gid)
{
	return syscall(__NR_keyctl, KEYCTL_CHOWN, id, uid, gid);
}

static inline long keyctl_setperm(key_serial_t id, key_perm_t perm)
{
	return syscall(__NR_keyctl, KEYCTL_SETPERM, id, perm);
}

static inline long keyctl_describe(key_serial_t id, char *buffer, size_t buflen)
{
	return syscall(__NR_keyctl, KEYCTL_DESCRIBE, id, buffer, buflen);
}

static inline long keyctl_clear(key_serial_t ringid)
{
	return syscall(__NR_keyctl, KEYCTL_CLEAR, ringid);
}

static inline long keyctl_link(key_serial_t id, key_serial_t ringid)
{
	return syscall(__NR_keyctl, KEYCTL_LINK, id, ringid);
}

static inline long keyctl_unlink(key_serial_t id, key_serial_t ringid)
{
	return syscall(__NR_keyctl, KEYCTL_UNLINK, id, ringid);
}

static inline long keyctl_search(key_serial_t ringid, const char *type, const char *description,
				 key_serial_t destringid)
{
	return syscall(__NR_keyctl, KEYCTL_SEARCH, ringid, type, description, destringid);
}

static inline long keyctl_read(key_serial_t id, char *buffer, size_t buflen)
{
	return syscall(__NR_keyctl, KEYCTL_READ, id, buffer, buflen);
}

static inline long keyctl_set_reqkey_keyring(int reqkey_defl)
{
	return syscall(__NR_keyctl, KEYCTL_SET_REQKEY_KEYRING, reqkey_defl);
}

static inline long keyctl_set_timeout(key_serial_t key, unsigned int timeout)
{
	return syscall(__NR_keyctl, KEYCTL_SET_TIMEOUT, key, timeout);
}

static inline long keyctl_invalidate(key_serial_t id)
{
	return syscall(__NR_keyctl, KEYCTL_INVALIDATE, id);
}

static inline long keyctl_get_persistent(uid_t uid, key_serial_t id)
{
	return syscall(__NR_keyctl, KEYCTL_GET_PERSISTENT, uid, id);
}
#endif /* _KEYUTILS_H */

/* Commands newer than old kernel headers. */
#ifndef KEYCTL_INVALIDATE
# define KEYCTL_INVALIDATE		21
#endif
#ifndef KEYCTL_GET_PERSISTENT
# define KEYCTL_GET_PERSISTENT		22
#endif
#ifndef KEYCTL_DH_COMPUTE
# define KEYCTL_DH_COMPUTE		23
#endif
#ifndef KEYCTL_PKEY_QUERY
# define KEYCTL_PKEY_QUERY		24
# define KEYCTL_PKEY_ENCRYPT		25
# define KEYCTL_PKEY_DECRYPT		26
# define KEYCTL_PKEY_SIGN		27
# define KEYCTL_PKEY_VERIFY		28
#endif
#ifndef KEYCTL_RESTRICT_KEYRING
# define KEYCTL_RESTRICT_KEYRING	29
#endif
#ifndef KEYCTL_MOVE
# define KEYCTL_MOVE			30
#endif
#ifndef KEYCTL_CAPABILITIES
# define KEYCTL_CAPABILITIES		31
#endif
#ifndef KEYCTL_WATCH_KEY
# define KEYCTL_WATCH_KEY		32
#endif
#ifndef KEYCTL_MOVE_EXCL
# define KEYCTL_MOVE_EXCL		0x00000001
#endif
#ifndef KEY_SPEC_REQUESTOR_KEYRING
# define KEY_SPEC_REQUESTOR_KEYRING	-8
#endif
#ifndef KEY_REQKEY_DEFL_REQUESTOR_KEYRING
# define KEY_REQKEY_DEFL_REQUESTOR_KEYRING 7
#endif

/* Permission bits (libkeyutils defines them, the kernel's uapi header does not). */
#ifndef KEY_POS_VIEW
# define KEY_POS_VIEW		0x01000000
# define KEY_POS_READ		0x02000000
# define KEY_POS_WRITE		0x04000000
# define KEY_POS_SEARCH		0x08000000
# define KEY_POS_LINK		0x10000000
# define KEY_POS_SETATTR	0x20000000
# define KEY_POS_ALL		0x3f000000
# define KEY_USR_VIEW		0x00010000
# define KEY_USR_READ		0x00020000
# define KEY_USR_WRITE		0x00040000
# define KEY_USR_SEARCH		0x00080000
# define KEY_USR_LINK		0x00100000
# define KEY_USR_SETATTR	0x00200000
# define KEY_USR_ALL		0x003f0000
# define KEY_GRP_VIEW		0x00000100
# define KEY_GRP_READ		0x00000200
# define KEY_GRP_WRITE		0x00000400
# define KEY_GRP_SEARCH		0x00000800
# define KEY_GRP_LINK		0x00001000
# define KEY_GRP_SETATTR	0x00002000
# define KEY_GRP_ALL		0x00003f00
# define KEY_OTH_VIEW		0x00000001
# define KEY_OTH_READ		0x00000002
# define KEY_OTH_WRITE		0x00000004
# define KEY_OTH_SEARCH		0x00000008
# define KEY_OTH_LINK		0x00000010
# define KEY_OTH_SETATTR	0x00000020
# define KEY_OTH_ALL		0x0000003f
#endif

#ifndef LTK_SAFE_LOC
# define LTK_SAFE_LOC const char *file, const int lineno, void (*cleanup_fn)(void)
#endif

/*
 * keyctl(cmd, ...) that must succeed: -1 is TBROK (TCONF for ENOSYS/EOPNOTSUPP), and so is
 * a non-zero result of a command that returns 0 on success. Returns the call's result.
 */
long safe_keyctl(LTK_SAFE_LOC, int cmd, unsigned long arg2, unsigned long arg3,
		 unsigned long arg4, unsigned long arg5);

#ifndef __TEST_H__
#define SAFE_KEYCTL(cmd, arg2, arg3, arg4, arg5) \
	safe_keyctl(__FILE__, __LINE__, NULL, (cmd), (unsigned long)(arg2), \
		    (unsigned long)(arg3), (unsigned long)(arg4), (unsigned long)(arg5))
#endif

#endif
