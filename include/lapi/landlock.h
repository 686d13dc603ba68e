/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * Landlock: the system calls, the full struct landlock_ruleset_attr (handled_access_fs,
 * handled_access_net, scoped) whatever the installed kernel headers have, the rule structs,
 * the access and scope constants, and the SAFE_LANDLOCK_* macros (modern face). A kernel
 * built without Landlock (ENOSYS) or booted with it disabled (EOPNOTSUPP) is TCONF.
 *
 * Include this header before <linux/landlock.h> (or instead of it): a struct from old
 * headers included first cannot be extended.
 */
#ifndef LAPI_LANDLOCK_H__
#define LAPI_LANDLOCK_H__

#include <stddef.h>
#include <stdint.h>
#include <unistd.h>
#include <linux/types.h>
#include "lapi/syscalls.h"

#if defined(_LINUX_LANDLOCK_H) || defined(_UAPI_LINUX_LANDLOCK_H)
# define LTK_LANDLOCK_SYS_FIRST_ 1
#elif defined(__has_include)
# if __has_include(<linux/landlock.h>)
/* The installed struct may lack fields: keep it out of the way under another name. */
#  define landlock_ruleset_attr ltk_landlock_ruleset_attr_sys_
#  include <linux/landlock.h>
#  undef landlock_ruleset_attr
# endif
#endif

#ifndef LTK_LANDLOCK_SYS_FIRST_
struct landlock_ruleset_attr {
	__u64 handled_access_fs;
	__u64 handled_access_net;	/* Landlock ABI 4 (Linux 6.7) */
	__u64 scoped;			/* Landlock ABI 6 (Linux 6.12) */
};
#endif

/* The attribute as each ABI version knows it, for a size that an older kernel accepts. */
struct tst_landlock_ruleset_attr_abi1 {
	__u64 handled_access_fs;
};

struct tst_landlock_ruleset_attr_abi4 {
	__u64 handled_access_fs;
	__u64 handled_access_net;
};

struct tst_landlock_ruleset_attr_abi6 {
	__u64 handled_access_fs;
	__u64 handled_access_net;
	__u64 scoped;
};

#ifndef LANDLOCK_CREATE_RULESET_VERSION
/* No kernel header at all. */
enum landlock_rule_type {
	LANDLOCK_RULE_PATH_BENEATH = 1,
};

struct landlock_path_beneath_attr {
	__u64 allowed_access;
	__s32 parent_fd;
} __attribute__((packed));

# define LANDLOCK_CREATE_RULESET_VERSION	(1U << 0)
#endif
#ifndef LANDLOCK_CREATE_RULESET_ERRATA
# define LANDLOCK_CREATE_RULESET_ERRATA		(1U << 1)
#endif

#ifndef LANDLOCK_ACCESS_NET_BIND_TCP
/* Headers older than Linux 6.7: network rules. */
# define LANDLOCK_RULE_NET_PORT			2

struct landlock_net_port_attr {
	__u64 allowed_access;
	__u64 port;
};

# define LANDLOCK_ACCESS_NET_BIND_TCP		(1ULL << 0)
# define LANDLOCK_ACCESS_NET_CONNECT_TCP	(1ULL << 1)
#endif

#ifndef LANDLOCK_ACCESS_FS_EXECUTE
# define LANDLOCK_ACCESS_FS_EXECUTE		(1ULL << 0)
# define LANDLOCK_ACCESS_FS_WRITE_FILE		(1ULL << 1)
# define LANDLOCK_ACCESS_FS_READ_FILE		(1ULL << 2)
# define LANDLOCK_ACCESS_FS_READ_DIR		(1ULL << 3)
# define LANDLOCK_ACCESS_FS_REMOVE_DIR		(1ULL << 4)
# define LANDLOCK_ACCESS_FS_REMOVE_FILE		(1ULL << 5)
# define LANDLOCK_ACCESS_FS_MAKE_CHAR		(1ULL << 6)
# define LANDLOCK_ACCESS_FS_MAKE_DIR		(1ULL << 7)
# define LANDLOCK_ACCESS_FS_MAKE_REG		(1ULL << 8)
# define LANDLOCK_ACCESS_FS_MAKE_SOCK		(1ULL << 9)
# define LANDLOCK_ACCESS_FS_MAKE_FIFO		(1ULL << 10)
# define LANDLOCK_ACCESS_FS_MAKE_BLOCK		(1ULL << 11)
# define LANDLOCK_ACCESS_FS_MAKE_SYM		(1ULL << 12)
#endif
#ifndef LANDLOCK_ACCESS_FS_REFER
# define LANDLOCK_ACCESS_FS_REFER		(1ULL << 13)
#endif
#ifndef LANDLOCK_ACCESS_FS_TRUNCATE
# define LANDLOCK_ACCESS_FS_TRUNCATE		(1ULL << 14)
#endif
#ifndef LANDLOCK_ACCESS_FS_IOCTL_DEV
# define LANDLOCK_ACCESS_FS_IOCTL_DEV		(1ULL << 15)
#endif

#ifndef LANDLOCK_SCOPE_ABSTRACT_UNIX_SOCKET
# define LANDLOCK_SCOPE_ABSTRACT_UNIX_SOCKET	(1ULL << 0)
# define LANDLOCK_SCOPE_SIGNAL			(1ULL << 1)
#endif

#ifndef LANDLOCK_RESTRICT_SELF_LOG_SAME_EXEC_OFF
# define LANDLOCK_RESTRICT_SELF_LOG_SAME_EXEC_OFF	(1U << 0)
# define LANDLOCK_RESTRICT_SELF_LOG_NEW_EXEC_ON		(1U << 1)
# define LANDLOCK_RESTRICT_SELF_LOG_SUBDOMAINS_OFF	(1U << 2)
#endif

static inline int landlock_create_ruleset(const void *attr, size_t size, uint32_t flags)
{
	return syscall(__NR_landlock_create_ruleset, attr, size, flags);
}

static inline int landlock_add_rule(int ruleset_fd, int rule_type, const void *rule_attr,
				    uint32_t flags)
{
	return syscall(__NR_landlock_add_rule, ruleset_fd, rule_type, rule_attr, flags);
}

static inline int landlock_restrict_self(int ruleset_fd, uint32_t flags)
{
	return syscall(__NR_landlock_restrict_self, ruleset_fd, flags);
}

#ifndef LTK_SAFE_LOC
# define LTK_SAFE_LOC const char *file, const int lineno, void (*cleanup_fn)(void)
#endif

/* A ruleset fd, or the ABI version with LANDLOCK_CREATE_RULESET_VERSION. */
int safe_landlock_create_ruleset(LTK_SAFE_LOC, const void *attr, size_t size, uint32_t flags);
int safe_landlock_add_rule(LTK_SAFE_LOC, int ruleset_fd, int rule_type, const void *rule_attr,
			   uint32_t flags);
int safe_landlock_restrict_self(LTK_SAFE_LOC, int ruleset_fd, uint32_t flags);

#ifndef __TEST_H__
#define SAFE_LANDLOCK_CREATE_RULESET(attr, size, flags) \
	safe_landlock_create_ruleset(__FILE__, __LINE__, NULL, (attr), (size), (flags))
#define SAFE_LANDLOCK_ADD_RULE(ruleset_fd, rule_type, rule_attr, flags) \
	safe_landlock_add_rule(__FILE__, __LINE__, NULL, (ruleset_fd), (rule_type), \
			       (rule_attr), (flags))
#define SAFE_LANDLOCK_RESTRICT_SELF(ruleset_fd, flags) \
	safe_landlock_restrict_self(__FILE__, __LINE__, NULL, (ruleset_fd), (flags))
#endif

#endif
