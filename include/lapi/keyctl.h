/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * Kernel key management without libkeyutils: the add_key(2), request_key(2) and keyctl(2)
 * system calls, the keyutils-style helpers tests use, the constants, and SAFE_KEYCTL
 * (modern face). The helpers have libkeyutils' exact signatures, so a test may include
 * <keyutils.h> too, before or after this header (when before, its functions are used).
 * <linux/keyctl.h> is not included (it clashes with <keyutils.h>): its constants are
 * defined here with the same tokens, so a test may include it too, in either order.
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
#include "lapi/syscalls.h"

#ifndef __NR_add_key
# error "no __NR_add_key for this architecture"
#endif

typedef int32_t key_serial_t;
typedef uint32_t key_perm_t;

/* The uapi constants, token for token as <linux/keyctl.h> and <keyutils.h> spell them. */
#ifndef KEY_SPEC_THREAD_KEYRING
# define KEY_SPEC_THREAD_KEYRING -1
#endif
#ifndef KEY_SPEC_PROCESS_KEYRING
# define KEY_SPEC_PROCESS_KEYRING -2
#endif
#ifndef KEY_SPEC_SESSION_KEYRING
# define KEY_SPEC_SESSION_KEYRING -3
#endif
#ifndef KEY_SPEC_USER_KEYRING
# define KEY_SPEC_USER_KEYRING -4
#endif
#ifndef KEY_SPEC_USER_SESSION_KEYRING
# define KEY_SPEC_USER_SESSION_KEYRING -5
#endif
#ifndef KEY_SPEC_GROUP_KEYRING
# define KEY_SPEC_GROUP_KEYRING -6
#endif
#ifndef KEY_SPEC_REQKEY_AUTH_KEY
# define KEY_SPEC_REQKEY_AUTH_KEY -7
#endif
#ifndef KEY_SPEC_REQUESTOR_KEYRING
# define KEY_SPEC_REQUESTOR_KEYRING -8
#endif
#ifndef KEY_REQKEY_DEFL_NO_CHANGE
# define KEY_REQKEY_DEFL_NO_CHANGE -1
#endif
#ifndef KEY_REQKEY_DEFL_DEFAULT
# define KEY_REQKEY_DEFL_DEFAULT 0
#endif
#ifndef KEY_REQKEY_DEFL_THREAD_KEYRING
# define KEY_REQKEY_DEFL_THREAD_KEYRING 1
#endif
#ifndef KEY_REQKEY_DEFL_PROCESS_KEYRING
# define KEY_REQKEY_DEFL_PROCESS_KEYRING 2
#endif
#ifndef KEY_REQKEY_DEFL_SESSION_KEYRING
# define KEY_REQKEY_DEFL_SESSION_KEYRING 3
#endif
#ifndef KEY_REQKEY_DEFL_USER_KEYRING
# define KEY_REQKEY_DEFL_USER_KEYRING 4
#endif
#ifndef KEY_REQKEY_DEFL_USER_SESSION_KEYRING
# define KEY_REQKEY_DEFL_USER_SESSION_KEYRING 5
#endif
#ifndef KEY_REQKEY_DEFL_GROUP_KEYRING
# define KEY_REQKEY_DEFL_GROUP_KEYRING 6
#endif
#ifndef KEY_REQKEY_DEFL_REQUESTOR_KEYRING
# define KEY_REQKEY_DEFL_REQUESTOR_KEYRING 7
#endif
#ifndef KEYCTL_GET_KEYRING_ID
# define KEYCTL_GET_KEYRING_ID 0
#endif
#ifndef KEYCTL_JOIN_SESSION_KEYRING
# define KEYCTL_JOIN_SESSION_KEYRING 1
#endif
#ifndef KEYCTL_UPDATE
# define KEYCTL_UPDATE 2
#endif
#ifndef KEYCTL_REVOKE
# define KEYCTL_REVOKE 3
#endif
#ifndef KEYCTL_CHOWN
# define KEYCTL_CHOWN 4
#endif
#ifndef KEYCTL_SETPERM
# define KEYCTL_SETPERM 5
#endif
#ifndef KEYCTL_DESCRIBE
# define KEYCTL_DESCRIBE 6
#endif
#ifndef KEYCTL_CLEAR
# define KEYCTL_CLEAR 7
#endif
#ifndef KEYCTL_LINK
# define KEYCTL_LINK 8
#endif
#ifndef KEYCTL_UNLINK
# define KEYCTL_UNLINK 9
#endif
#ifndef KEYCTL_SEARCH
# define KEYCTL_SEARCH 10
#endif
#ifndef KEYCTL_READ
# define KEYCTL_READ 11
#endif
#ifndef KEYCTL_INSTANTIATE
# define KEYCTL_INSTANTIATE 12
#endif
#ifndef KEYCTL_NEGATE
# define KEYCTL_NEGATE 13
#endif
#ifndef KEYCTL_SET_REQKEY_KEYRING
# define KEYCTL_SET_REQKEY_KEYRING 14
#endif
#ifndef KEYCTL_SET_TIMEOUT
# define KEYCTL_SET_TIMEOUT 15
#endif
#ifndef KEYCTL_ASSUME_AUTHORITY
# define KEYCTL_ASSUME_AUTHORITY 16
#endif
#ifndef KEYCTL_GET_SECURITY
# define KEYCTL_GET_SECURITY 17
#endif
#ifndef KEYCTL_SESSION_TO_PARENT
# define KEYCTL_SESSION_TO_PARENT 18
#endif
#ifndef KEYCTL_REJECT
# define KEYCTL_REJECT 19
#endif
#ifndef KEYCTL_INSTANTIATE_IOV
# define KEYCTL_INSTANTIATE_IOV 20
#endif
#ifndef KEYCTL_INVALIDATE
# define KEYCTL_INVALIDATE 21
#endif
#ifndef KEYCTL_GET_PERSISTENT
# define KEYCTL_GET_PERSISTENT 22
#endif
#ifndef KEYCTL_DH_COMPUTE
# define KEYCTL_DH_COMPUTE 23
#endif
#ifndef KEYCTL_PKEY_QUERY
# define KEYCTL_PKEY_QUERY 24
#endif
#ifndef KEYCTL_PKEY_ENCRYPT
# define KEYCTL_PKEY_ENCRYPT 25
#endif
#ifndef KEYCTL_PKEY_DECRYPT
# define KEYCTL_PKEY_DECRYPT 26
#endif
#ifndef KEYCTL_PKEY_SIGN
# define KEYCTL_PKEY_SIGN 27
#endif
#ifndef KEYCTL_PKEY_VERIFY
# define KEYCTL_PKEY_VERIFY 28
#endif
#ifndef KEYCTL_RESTRICT_KEYRING
# define KEYCTL_RESTRICT_KEYRING 29
#endif
#ifndef KEYCTL_MOVE
# define KEYCTL_MOVE 30
#endif
#ifndef KEYCTL_CAPABILITIES
# define KEYCTL_CAPABILITIES 31
#endif
#ifndef KEYCTL_WATCH_KEY
# define KEYCTL_WATCH_KEY 32
#endif
#ifndef KEYCTL_SUPPORTS_ENCRYPT
# define KEYCTL_SUPPORTS_ENCRYPT 0x01
#endif
#ifndef KEYCTL_SUPPORTS_DECRYPT
# define KEYCTL_SUPPORTS_DECRYPT 0x02
#endif
#ifndef KEYCTL_SUPPORTS_SIGN
# define KEYCTL_SUPPORTS_SIGN 0x04
#endif
#ifndef KEYCTL_SUPPORTS_VERIFY
# define KEYCTL_SUPPORTS_VERIFY 0x08
#endif
#ifndef KEYCTL_MOVE_EXCL
# define KEYCTL_MOVE_EXCL 0x00000001
#endif
#ifndef KEYCTL_CAPS0_CAPABILITIES
# define KEYCTL_CAPS0_CAPABILITIES 0x01
#endif
#ifndef KEYCTL_CAPS0_PERSISTENT_KEYRINGS
# define KEYCTL_CAPS0_PERSISTENT_KEYRINGS 0x02
#endif
#ifndef KEYCTL_CAPS0_DIFFIE_HELLMAN
# define KEYCTL_CAPS0_DIFFIE_HELLMAN 0x04
#endif
#ifndef KEYCTL_CAPS0_PUBLIC_KEY
# define KEYCTL_CAPS0_PUBLIC_KEY 0x08
#endif
#ifndef KEYCTL_CAPS0_BIG_KEY
# define KEYCTL_CAPS0_BIG_KEY 0x10
#endif
#ifndef KEYCTL_CAPS0_INVALIDATE
# define KEYCTL_CAPS0_INVALIDATE 0x20
#endif
#ifndef KEYCTL_CAPS0_RESTRICT_KEYRING
# define KEYCTL_CAPS0_RESTRICT_KEYRING 0x40
#endif
#ifndef KEYCTL_CAPS0_MOVE
# define KEYCTL_CAPS0_MOVE 0x80
#endif
#ifndef KEYCTL_CAPS1_NS_KEYRING_NAME
# define KEYCTL_CAPS1_NS_KEYRING_NAME 0x01
#endif
#ifndef KEYCTL_CAPS1_NS_KEY_TAG
# define KEYCTL_CAPS1_NS_KEY_TAG 0x02
#endif
#ifndef KEYCTL_CAPS1_NOTIFICATIONS
# define KEYCTL_CAPS1_NOTIFICATIONS 0x04
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

#ifndef KEYUTILS_H
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
#endif /* KEYUTILS_H */

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
