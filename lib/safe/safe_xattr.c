// SPDX-License-Identifier: GPL-2.0-or-later
/* SAFE_* for extended attributes. A filesystem without xattr support is TCONF. */
#include <sys/xattr.h>
#include "safe_priv.h"

#define XATTR_CHECK(rval, fmt, ...) do { \
	if ((rval) == -1 && errno == ENOTSUP) \
		ltk_brk(file, lineno, TCONF, cleanup_fn, \
			"no xattr support in fs or mounted without user_xattr: " fmt, \
			##__VA_ARGS__); \
	else if ((rval) == -1) \
		safe_fail(fmt, ##__VA_ARGS__); \
	else if ((rval) < 0) \
		safe_invalid(rval, fmt, ##__VA_ARGS__); \
} while (0)

ssize_t safe_getxattr(LTK_SAFE_LOC, const char *path, const char *name, void *value,
		      size_t size)
{
	ssize_t rval = getxattr(path, name, value, size);

	XATTR_CHECK(rval, "getxattr(%s,%s,%p,%zu)", path, name, value, size);
	return rval;
}

int safe_setxattr(LTK_SAFE_LOC, const char *path, const char *name, const void *value,
		  size_t size, int flags)
{
	int rval = setxattr(path, name, value, size, flags);

	XATTR_CHECK(rval, "setxattr(%s,%s,%p,%zu,%d)", path, name, value, size, flags);
	return rval;
}

int safe_lsetxattr(LTK_SAFE_LOC, const char *path, const char *name, const void *value,
		   size_t size, int flags)
{
	int rval = lsetxattr(path, name, value, size, flags);

	XATTR_CHECK(rval, "lsetxattr(%s,%s,%p,%zu,%d)", path, name, value, size, flags);
	return rval;
}

int safe_fsetxattr(LTK_SAFE_LOC, int fd, const char *name, const void *value, size_t size,
		   int flags)
{
	int rval = fsetxattr(fd, name, value, size, flags);

	XATTR_CHECK(rval, "fsetxattr(%d,%s,%p,%zu,%d)", fd, name, value, size, flags);
	return rval;
}

int safe_removexattr(LTK_SAFE_LOC, const char *path, const char *name)
{
	int rval = removexattr(path, name);

	XATTR_CHECK(rval, "removexattr(%s,%s)", path, name);
	return rval;
}

int safe_lremovexattr(LTK_SAFE_LOC, const char *path, const char *name)
{
	int rval = lremovexattr(path, name);

	XATTR_CHECK(rval, "lremovexattr(%s,%s)", path, name);
	return rval;
}

int safe_fremovexattr(LTK_SAFE_LOC, int fd, const char *name)
{
	int rval = fremovexattr(fd, name);

	XATTR_CHECK(rval, "fremovexattr(%d,%s)", fd, name);
	return rval;
}
