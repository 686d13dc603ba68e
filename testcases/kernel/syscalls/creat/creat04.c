// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * The set-group-ID bit of files created in a set-group-ID directory by a user who is not a
 * member of the directory's group. From inode(7) and open(2): a new file in a directory
 * with S_ISGID takes the directory's group, a new directory also inherits S_ISGID; and
 * chmod(2): an unprivileged process that is not a member of the file's group cannot have
 * S_ISGID on it. So the new file's group is the directory's and its S_ISGID requested in
 * the mode is cleared, whatever call creates it: creat(), open(O_CREAT), openat(O_CREAT),
 * open(O_TMPFILE), mknod(S_IFREG); with umask 0 and with umask 022; while mkdir() keeps
 * S_ISGID (inherited). A member of the group keeps the bit.
 *
 * Regressions: CVE-2018-13405 (inode_init_owner() kept S_ISGID for a non-member,
 * linux-git 0fa3ecd87848), CVE-2021-4037 (the same in XFS, 01ea173e103e), and the move of
 * the stripping into the VFS so that every filesystem and creation path gets it,
 * 1639a49ccdce. Run on every filesystem (vfat and exfat have no owners or set-group-ID bit,
 * ntfs neither: skipped by name; O_TMPFILE is skipped where the filesystem lacks it).
 *
 * Not provoked: the same with a default POSIX ACL on the directory (no ACL tools here).
 */

#include <pwd.h>
#include <stdlib.h>
#include <sys/stat.h>
#include <sys/sysmacros.h>
#include "tst_test.h"
#include "tst_uid.h"

#define MNTPOINT "mntpoint"
#define DIR MNTPOINT "/sgid"

enum how { CREAT, OPEN, OPENAT, TMPFILE, MKNOD, MKDIR };

static const char *const names[] = {
	"creat()", "open(O_CREAT)", "openat(O_CREAT)", "open(O_TMPFILE)", "mknod(S_IFREG)",
	"mkdir()"
};

static uid_t nobody_uid;
static gid_t nobody_gid, dir_gid;
static int dir_fd = -1;

/* create "name" in DIR with mode as the current user, stat and remove it; 0 or -1 */
static int create(enum how how, const char *name, mode_t mode, struct stat *st)
{
	char path[256];
	int fd = -1;

	snprintf(path, sizeof(path), DIR "/%s", name);
	switch (how) {
	case CREAT:
		fd = creat(path, mode);
		break;
	case OPEN:
		fd = open(path, O_CREAT | O_EXCL | O_RDWR, mode);
		break;
	case OPENAT:
		fd = openat(dir_fd, name, O_CREAT | O_EXCL | O_RDWR, mode);
		break;
	case TMPFILE:
		fd = open(DIR, O_TMPFILE | O_RDWR, mode);
		if (fd < 0 && (errno == EOPNOTSUPP || errno == EISDIR)) {
			tst_res(TCONF, "%s has no O_TMPFILE", tst_device->fs_type);
			return -1;
		}
		break;
	case MKNOD:
		fd = mknod(path, S_IFREG | mode, 0) ? -1 : SAFE_OPEN(path, O_RDONLY);
		break;
	case MKDIR:
		fd = mkdir(path, mode) ? -1 : SAFE_OPEN(path, O_RDONLY | O_DIRECTORY);
		break;
	}
	if (fd < 0) {
		tst_res(TFAIL | TERRNO, "%s of %s, mode 0%o", names[how], name, mode);
		return -1;
	}
	SAFE_FSTAT(fd, st);
	SAFE_CLOSE(fd);
	if (how == MKDIR)
		SAFE_RMDIR(path);
	else if (how != TMPFILE)
		SAFE_UNLINK(path);
	return 0;
}

/* in a child running as nobody (member of dir_gid or not), with the given umask */
static void check(enum how how, int member, mode_t mask)
{
	char name[32];
	struct stat st;
	mode_t mode = how == MKDIR ? 0777 : 02777;
	int want_sgid = member || how == MKDIR;
	gid_t groups[] = {dir_gid};

	snprintf(name, sizeof(name), "f%d_%d_%o", how, member, mask);
	if (SAFE_FORK())
		return;
	SAFE_SETGROUPS(member, groups);
	SAFE_SETRESGID(nobody_gid, nobody_gid, nobody_gid);
	SAFE_SETRESUID(nobody_uid, nobody_uid, nobody_uid);
	umask(mask);
	if (create(how, name, mode, &st))
		exit(0);
	if (st.st_gid != dir_gid) {
		tst_res(TFAIL, "%s as %s, umask 0%o: group %d, expected the directory's %d",
			names[how], member ? "a member" : "a non-member", mask, (int)st.st_gid,
			(int)dir_gid);
	} else if (!!(st.st_mode & S_ISGID) != want_sgid ||
		   (st.st_mode & 0777) != (mode & 0777 & ~mask)) {
		tst_res(TFAIL, "%s as %s, umask 0%o: mode 0%o, expected 0%o", names[how],
			member ? "a member" : "a non-member", mask, st.st_mode & 07777,
			(want_sgid ? S_ISGID : 0) | (mode & 0777 & ~mask));
	} else {
		tst_res(TPASS, "%s as %s, umask 0%o: mode 0%o, group %d", names[how],
			member ? "a member" : "a non-member", mask, st.st_mode & 07777,
			(int)st.st_gid);
	}
	exit(0);
}

static void run(void)
{
	enum how how;

	for (how = CREAT; how <= MKDIR; how++) {
		check(how, 0, 0);
		check(how, 0, 022);
		check(how, 1, 0);
		tst_reap_children();
	}
}

static void setup(void)
{
	struct passwd *pw = SAFE_GETPWNAM("nobody");

	nobody_uid = pw->pw_uid;
	nobody_gid = pw->pw_gid;
	/* a group nobody is not in */
	dir_gid = tst_get_free_gid(nobody_gid);
	SAFE_MKDIR(DIR, 0777);
	SAFE_CHOWN(DIR, 0, dir_gid);
	SAFE_CHMOD(DIR, 02777);
	dir_fd = SAFE_OPEN(DIR, O_RDONLY | O_DIRECTORY);
}

static void cleanup(void)
{
	if (dir_fd > -1)
		SAFE_CLOSE(dir_fd);
}

static struct tst_test test = {
	.test_all = run,
	.setup = setup,
	.cleanup = cleanup,
	.needs_root = 1,
	.forks_child = 1,
	.mount_device = 1,
	.all_filesystems = 1,
	.skip_filesystems = (const char *const []){"vfat", "exfat", "ntfs", NULL},
	.mntpoint = MNTPOINT,
	.tags = (const struct tst_tag[]) {
		{"linux-git", "0fa3ecd87848"},
		{"CVE", "2018-13405"},
		{"linux-git", "01ea173e103e"},
		{"CVE", "2021-4037"},
		{"linux-git", "1639a49ccdce"},
		{}
	},
};
