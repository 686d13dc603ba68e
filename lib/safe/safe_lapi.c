// SPDX-License-Identifier: GPL-2.0-or-later
/* SAFE_* behind include/lapi: splice, statx, fchmodat2. A missing syscall is TCONF. */
#include "safe_priv.h"
#include "lapi/splice.h"
#include "lapi/stat.h"

ssize_t safe_splice(LTK_SAFE_LOC, int fd_in, loff_t *off_in, int fd_out, loff_t *off_out,
		    size_t len, unsigned int flags)
{
	ssize_t rval = splice(fd_in, off_in, fd_out, off_out, len, flags);

	if (rval == -1)
		safe_fail("splice(%d,%p,%d,%p,%zu,%u)", fd_in, off_in, fd_out, off_out, len,
			  flags);
	else if (rval < 0)
		safe_invalid(rval, "splice(%d,%p,%d,%p,%zu,%u)", fd_in, off_in, fd_out, off_out,
			     len, flags);
	return rval;
}

int safe_statx(LTK_SAFE_LOC, int dirfd, const char *pathname, int flags, unsigned int mask,
	       struct statx *buf)
{
	char dir[256];
	int rval = statx(dirfd, pathname, flags, mask, buf);

	if (rval == -1 && errno == ENOSYS)
		safe_conf("statx() is not supported by this kernel");
	else if (rval == -1)
		safe_fail("statx(%s,%s,%d,%#x,%p)", ltk_dirfd_name(dirfd, dir, sizeof(dir)),
			  pathname, flags, mask, buf);
	else if (rval)
		safe_invalid(rval, "statx(%d,%s,%d,%#x,%p)", dirfd, pathname, flags, mask, buf);
	return rval;
}

int safe_fchmodat2(LTK_SAFE_LOC, int dfd, const char *filename, mode_t mode, int flags)
{
	char dir[256];
	int rval = syscall(__NR_fchmodat2, dfd, filename, mode, flags);

	if (rval == -1 && errno == ENOSYS)
		safe_conf("fchmodat2() is not supported by this kernel");
	else if (rval == -1)
		safe_fail("fchmodat2(%s,%s,%04o,%d)", ltk_dirfd_name(dfd, dir, sizeof(dir)),
			  filename, (unsigned int)mode, flags);
	else if (rval)
		safe_invalid(rval, "fchmodat2(%d,%s,%04o,%d)", dfd, filename, (unsigned int)mode,
			     flags);
	return rval;
}
