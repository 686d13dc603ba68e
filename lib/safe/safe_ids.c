// SPDX-License-Identifier: GPL-2.0-or-later
/* SAFE_* for credentials: set/get uids, gids and groups, passwd and group lookups. */
#include <grp.h>
#include <pwd.h>
#include <unistd.h>
#include "safe_priv.h"

/* Most of these return 0 or -1; anything else is reported as invalid. */
#define CHECK_ZERO(rval, fmt, ...) do { \
	if ((rval) == -1) \
		safe_fail(fmt, ##__VA_ARGS__); \
	else if (rval) \
		safe_invalid(rval, fmt, ##__VA_ARGS__); \
} while (0)

int safe_setuid(LTK_SAFE_LOC, uid_t uid)
{
	int rval = setuid(uid);

	CHECK_ZERO(rval, "setuid(%d)", (int)uid);
	return rval;
}

int safe_seteuid(LTK_SAFE_LOC, uid_t euid)
{
	int rval = seteuid(euid);

	CHECK_ZERO(rval, "seteuid(%d)", (int)euid);
	return rval;
}

int safe_setgid(LTK_SAFE_LOC, gid_t gid)
{
	int rval = setgid(gid);

	CHECK_ZERO(rval, "setgid(%d)", (int)gid);
	return rval;
}

int safe_setegid(LTK_SAFE_LOC, gid_t egid)
{
	int rval = setegid(egid);

	CHECK_ZERO(rval, "setegid(%d)", (int)egid);
	return rval;
}

int safe_setreuid(LTK_SAFE_LOC, uid_t ruid, uid_t euid)
{
	int rval = setreuid(ruid, euid);

	CHECK_ZERO(rval, "setreuid(%d,%d)", (int)ruid, (int)euid);
	return rval;
}

int safe_setregid(LTK_SAFE_LOC, gid_t rgid, gid_t egid)
{
	int rval = setregid(rgid, egid);

	CHECK_ZERO(rval, "setregid(%d,%d)", (int)rgid, (int)egid);
	return rval;
}

int safe_setresuid(LTK_SAFE_LOC, uid_t ruid, uid_t euid, uid_t suid)
{
	int rval = setresuid(ruid, euid, suid);

	CHECK_ZERO(rval, "setresuid(%d,%d,%d)", (int)ruid, (int)euid, (int)suid);
	return rval;
}

int safe_setresgid(LTK_SAFE_LOC, gid_t rgid, gid_t egid, gid_t sgid)
{
	int rval = setresgid(rgid, egid, sgid);

	CHECK_ZERO(rval, "setresgid(%d,%d,%d)", (int)rgid, (int)egid, (int)sgid);
	return rval;
}

int safe_getresuid(LTK_SAFE_LOC, uid_t *ruid, uid_t *euid, uid_t *suid)
{
	int rval = getresuid(ruid, euid, suid);

	CHECK_ZERO(rval, "getresuid(%p,%p,%p)", ruid, euid, suid);
	return rval;
}

int safe_getresgid(LTK_SAFE_LOC, gid_t *rgid, gid_t *egid, gid_t *sgid)
{
	int rval = getresgid(rgid, egid, sgid);

	CHECK_ZERO(rval, "getresgid(%p,%p,%p)", rgid, egid, sgid);
	return rval;
}

int safe_setgroups(LTK_SAFE_LOC, size_t size, const gid_t *list)
{
	int rval = setgroups(size, list);

	CHECK_ZERO(rval, "setgroups(%zu,%p)", size, list);
	return rval;
}

int safe_getgroups(LTK_SAFE_LOC, int size, gid_t list[])
{
	int rval = getgroups(size, list);

	if (rval == -1)
		safe_fail("getgroups(%d,%p)", size, list);
	else if (rval < 0)
		safe_invalid(rval, "getgroups(%d,%p)", size, list);
	return rval;
}

/* The lookups return NULL both for "no such entry" (errno untouched) and for errors. */
struct passwd *safe_getpwnam(LTK_SAFE_LOC, const char *name)
{
	struct passwd *rval;

	errno = 0;
	rval = getpwnam(name);
	if (!rval) {
		if (!errno)
			errno = ENOENT;
		safe_fail("getpwnam(%s)", name);
	}
	return rval;
}

struct group *safe_getgrnam(LTK_SAFE_LOC, const char *name)
{
	struct group *rval;

	errno = 0;
	rval = getgrnam(name);
	if (!rval) {
		if (!errno)
			errno = ENOENT;
		safe_fail("getgrnam(%s)", name);
	}
	return rval;
}

/* Distributions disagree on group names ("nobody"/"nogroup"): try the second one. */
struct group *safe_getgrnam_fallback(LTK_SAFE_LOC, const char *name, const char *fallback)
{
	struct group *rval;

	errno = 0;
	rval = getgrnam(name);
	if (rval)
		return rval;
	safe_info("getgrnam(%s) failed, trying getgrnam(%s)", name, fallback);
	return safe_getgrnam(file, lineno, cleanup_fn, fallback);
}

struct group *safe_getgrgid(LTK_SAFE_LOC, gid_t gid)
{
	struct group *rval;

	errno = 0;
	rval = getgrgid(gid);
	if (!rval) {
		if (!errno)
			errno = ENOENT;
		safe_fail("getgrgid(%d)", (int)gid);
	}
	return rval;
}
