/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * Shared by the errno tests of the extended attribute calls (getxattr02, listxattr02,
 * removexattr02, getxattrat02, setxattrat02): a tmpfs mounted on MNT ("mnt") in the
 * tmpdir, a first user.* attribute whose ENOTSUP means the kernel's tmpfs has none
 * (TCONF), a descriptor number that is not open (bad_fd) and an address outside the
 * address space (bad_addr), a name longer than XATTR_NAME_MAX, a row's check run as root,
 * as nobody or as root without CAP_SYS_ADMIN (in a child), and a cleanup that closes
 * file_fd (the test's descriptor on a file of the tmpfs) and unmounts.
 *
 * For the functional tests on every filesystem (getxattr01, listxattr01): the file with its
 * first user.* attribute (TCONF where the filesystem has none), a symbolic link to it and
 * trusted.t where the filesystem stores trusted.* (xattr_fs_setup()), and the drop to
 * nobody (xattr_become_nobody()).
 */
#ifndef XATTR_ERRORS_H__
#define XATTR_ERRORS_H__

#include <sys/mount.h>
#include <sys/xattr.h>
#include "tst_test.h"
#include "tst_capability.h"

#define MNT "mnt"
#define M(p) MNT "/" p

enum who { ROOT, NOBODY, ROOT_NO_ADMIN };

struct tcase;

static int mounted, bad_fd = -1, file_fd = -1;
static char *bad_addr;

/* bad_addr, and bad_fd: the first number from 1000 up that is not an open descriptor. */
static inline void xattr_bad_args(void)
{
	bad_addr = tst_get_bad_addr(NULL);
	bad_fd = 1000;
	while (fcntl(bad_fd, F_GETFD) != -1)
		bad_fd++;
}

/* "user.uuu...": XATTR_NAME_MAX + 1 characters in a buffer of XATTR_NAME_MAX + 2. */
static inline void xattr_long_name(char *name, size_t size)
{
	memset(name, 'u', size - 1);
	memcpy(name, "user.", 5);
}

static inline void xattr_mount(void)
{
	/* the variants share the tmpdir: the mount point may be there from the last one */
	if (access(MNT, F_OK))
		SAFE_MKDIR(MNT, 0755);
	SAFE_MOUNT("tmpfs", MNT, "tmpfs", 0, "size=1M");
	mounted = 1;
}

static inline void xattr_cleanup(void)
{
	if (file_fd > -1)
		SAFE_CLOSE(file_fd);
	if (mounted)
		SAFE_UMOUNT(MNT);
}

/* The first user.* attribute set on the tmpfs: TCONF where tmpfs has none. */
static inline void xattr_set_first(const char *path, const char *name, const char *value,
				   size_t size)
{
	if (setxattr(path, name, value, size, 0)) {
		if (errno == ENOTSUP)
			tst_brk(TCONF, "tmpfs has no user extended attributes (Linux < 6.6)");
		tst_brk(TBROK | TERRNO, "setxattr(%s)", name);
	}
}

/* nobody:nogroup, no supplementary groups (leaving uid 0 clears every capability) */
static inline void xattr_become_nobody(void)
{
	tst_become_nobody();
}

/*
 * In dir, on the test's device: "file" (mode 0644) with name = value (TCONF where the
 * filesystem has no user extended attributes), "link" a symbolic link to it, trusted.t = "t"
 * where the filesystem stores trusted.*, and *fd open read-only on the file. Returns 1
 * when trusted.t is there.
 */
static inline int xattr_fs_setup(const char *dir, const char *name, const char *value,
				 size_t size, int *fd)
{
	char path[PATH_MAX], link[PATH_MAX];
	int have_trusted;

	snprintf(path, sizeof(path), "%s/file", dir);
	snprintf(link, sizeof(link), "%s/link", dir);
	SAFE_FILE_PRINTF(path, "x");
	SAFE_CHMOD(path, 0644);
	if (setxattr(path, name, value, size, 0)) {
		if (errno == ENOTSUP)
			tst_brk(TCONF, "%s has no user extended attributes",
				tst_device->fs_type);
		tst_brk(TBROK | TERRNO, "setxattr(%s)", name);
	}
	/* after the probe: vfat has neither user xattrs (TCONF above) nor symlinks (EPERM) */
	SAFE_SYMLINK("file", link);
	have_trusted = !setxattr(path, "trusted.t", "t", 1, 0);
	*fd = SAFE_OPEN(path, O_RDONLY);
	return have_trusted;
}

/* check(tc) as who: root in this process, the others in a child. */
static inline void xattr_check_as(enum who who, void (*check)(struct tcase *),
				  struct tcase *tc)
{
	if (who == ROOT) {
		check(tc);
		return;
	}
	if (!SAFE_FORK()) {
		if (who == NOBODY) {
			xattr_become_nobody();
		} else {
			tst_cap_action(&(struct tst_cap)TST_CAP(TST_CAP_DROP, CAP_SYS_ADMIN));
		}
		check(tc);
		exit(0);
	}
	tst_reap_children();
}

#endif
