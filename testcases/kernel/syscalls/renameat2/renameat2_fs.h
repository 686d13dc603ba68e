/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * Shared by renameat201, renameat202 and renameat203, which run on every filesystem
 * (.mount_device, .all_filesystems, .mntpoint = MNTPOINT; M("name") is a path in it):
 *
 * rename_flags(old, new, flags)  the renameat2 system call on AT_FDCWD paths
 * RENAMEAT2_PROBE(flag)          in setup: TCONF where the filesystem answers EINVAL for
 *                                the flag ("The filesystem does not support one of the
 *                                flags"), TBROK on any other failure; leaves no file behind
 * renameat2_has_symlink()        in setup: whether symlink() works there (0 where it gives
 *                                EPERM, "does not support ... symbolic links": vfat)
 * check_data(path, want)         the first word of the file is want
 */
#ifndef RENAMEAT2_FS_H__
#define RENAMEAT2_FS_H__

#include <errno.h>
#include <unistd.h>
#include "tst_test.h"
#include "lapi/rename.h"

#define MNTPOINT "mntpoint"
#define M(p) MNTPOINT "/" p

static inline int rename_flags(const char *old, const char *new, unsigned int flags)
{
	return tst_syscall(__NR_renameat2, AT_FDCWD, old, AT_FDCWD, new, flags);
}

#define RENAMEAT2_PROBE(flag) renameat2_probe(flag, #flag)

static inline void renameat2_probe(unsigned int flag, const char *name)
{
	SAFE_FILE_PRINTF(M("probe1"), "x");
	/* RENAME_EXCHANGE needs both names */
	if (flag & RENAME_EXCHANGE)
		SAFE_FILE_PRINTF(M("probe2"), "y");
	if (rename_flags(M("probe1"), M("probe2"), flag)) {
		if (errno == EINVAL)
			tst_brk(TCONF, "%s does not support %s", tst_device->fs_type, name);
		tst_brk(TBROK | TERRNO, "renameat2(%s) probe", name);
	}
	/* probe1 is gone (moved), the other file (exchanged) or a whiteout */
	if (unlink(M("probe1")) && errno != ENOENT)
		tst_brk(TBROK | TERRNO, "unlink(%s)", M("probe1"));
	SAFE_UNLINK(M("probe2"));
}

static inline int renameat2_has_symlink(void)
{
	/* EPERM: "The filesystem containing linkpath does not support ... symbolic links" */
	if (!symlink("nowhere", M("probe_link"))) {
		SAFE_UNLINK(M("probe_link"));
		return 1;
	}
	if (errno != EPERM)
		tst_brk(TBROK | TERRNO, "symlink() probe");
	return 0;
}

static inline void check_data(const char *path, const char *want)
{
	char buf[16] = "";

	SAFE_FILE_SCANF(path, "%15s", buf);
	TST_EXP_EQ_STR(buf, want);
}

#endif
