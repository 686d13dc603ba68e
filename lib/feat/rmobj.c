// SPDX-License-Identifier: GPL-2.0-or-later
/* Removing a file or a whole directory tree (include/rmobj.h). */
#include <errno.h>
#include <ftw.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include "rmobj.h"

static char failed_path[4096];

static int remove_one(const char *path, const struct stat *st, int type, struct FTW *ftw)
{
	(void)st;
	(void)ftw;
	if ((type == FTW_DP ? rmdir(path) : unlink(path)) == 0)
		return 0;
	snprintf(failed_path, sizeof(failed_path), "%s", path);
	return -1;
}

int rmobj(const char *obj, char **errmsg)
{
	int err;

	if (errmsg)
		*errmsg = NULL;
	failed_path[0] = '\0';
	if (!nftw(obj, remove_one, 16, FTW_DEPTH | FTW_PHYS))
		return 0;
	err = errno;
	if (errmsg && asprintf(errmsg, "rmobj(%s): cannot remove %s: %s", obj,
			       failed_path[0] ? failed_path : obj, strerror(err)) < 0)
		*errmsg = NULL;
	errno = err;
	return -1;
}
