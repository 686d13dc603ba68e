// SPDX-License-Identifier: GPL-2.0-or-later
/* SAFE_USERFAULTFD. */
#include "safe_priv.h"
#include "lapi/userfaultfd.h"

int safe_userfaultfd(LTK_SAFE_LOC, int flags, bool retry)
{
	int rval = userfaultfd(flags);

	if (rval == -1 && errno == EPERM && retry && !(flags & UFFD_USER_MODE_ONLY)) {
		safe_info("userfaultfd(%#x) failed with EPERM, retrying with UFFD_USER_MODE_ONLY",
			  flags);
		flags |= UFFD_USER_MODE_ONLY;
		errno = 0;
		rval = userfaultfd(flags);
		/* A kernel older than 5.11 does not know the flag: it cannot give us one. */
		if (rval == -1 && errno == EINVAL) {
			safe_conf("userfaultfd() needs privileges here and the kernel lacks "
				  "UFFD_USER_MODE_ONLY");
			return rval;
		}
	}
	if (rval == -1 && errno == ENOSYS) {
		safe_conf("userfaultfd() is not supported by the kernel (CONFIG_USERFAULTFD)");
	} else if (rval == -1) {
		if (errno == EPERM) {
			safe_info("Hint: check /proc/sys/vm/unprivileged_userfaultfd");
			errno = EPERM;
		}
		safe_fail("userfaultfd(%#x)", flags);
	} else if (rval < 0) {
		safe_invalid(rval, "userfaultfd(%#x)", flags);
	}
	return rval;
}
