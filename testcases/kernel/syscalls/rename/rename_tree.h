/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * The tree that rename02 and renameat02 rename in, under a prefix ("" or "base/"):
 *
 *	rodir/f            a 0755 directory of root's: nobody cannot write it
 *	nosearch/f         in a 0700 directory: nobody cannot search it
 *	open/, open/other/ owned by nobody; open/rodir a 0555 directory of root's (moving it
 *	                   to another parent needs write permission on it to update "..")
 *	dir/sub, dir2/inner  two non-empty directories
 *	file               a regular file
 *	loop               a symbolic link to itself
 *	sticky/rootfile    root's file in a 01777 directory
 */
#ifndef RENAME_TREE_H__
#define RENAME_TREE_H__

#include <limits.h>
#include <pwd.h>
#include <stdio.h>
#include "tst_test.h"

static inline const char *rename_tree_path(const char *prefix, const char *name)
{
	static char buf[PATH_MAX];

	snprintf(buf, sizeof(buf), "%s%s", prefix, name);
	return buf;
}

static inline void rename_tree(const char *prefix)
{
	struct passwd *pw = SAFE_GETPWNAM("nobody");

#define RT(name) rename_tree_path(prefix, name)
	SAFE_MKDIR(RT("rodir"), 0755);
	SAFE_FILE_PRINTF(RT("rodir/f"), "x");
	SAFE_MKDIR(RT("nosearch"), 0700);
	SAFE_FILE_PRINTF(RT("nosearch/f"), "x");
	SAFE_MKDIR(RT("open"), 0777);
	SAFE_MKDIR(RT("open/other"), 0777);
	SAFE_MKDIR(RT("open/rodir"), 0555);
	SAFE_CHOWN(RT("open"), pw->pw_uid, pw->pw_gid);
	SAFE_CHOWN(RT("open/other"), pw->pw_uid, pw->pw_gid);
	SAFE_MKDIR(RT("dir"), 0755);
	SAFE_MKDIR(RT("dir/sub"), 0755);
	SAFE_MKDIR(RT("dir2"), 0755);
	SAFE_FILE_PRINTF(RT("dir2/inner"), "x");
	SAFE_FILE_PRINTF(RT("file"), "x");
	SAFE_SYMLINK("loop", RT("loop"));
	/* SAFE_MKDIR obeys the umask */
	SAFE_MKDIR(RT("sticky"), 0777);
	SAFE_CHMOD(RT("sticky"), 01777);
	SAFE_FILE_PRINTF(RT("sticky/rootfile"), "x");
#undef RT
}

#endif
