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
 * The same again in a second set-group-ID directory that has a default POSIX ACL
 * (user::rwx, group::rwx, other::r-x, written as the system.posix_acl_default attribute):
 * acl(5) says the new file's permissions then come from the ACL and the umask is not
 * applied, so both umasks give 0775; the set-group-ID bit is still cleared for a
 * non-member. With ACLs the mode is masked after the filesystem has set the owner, which
 * is where stripping in inode_init_owner() went wrong and why 1639a49ccdce moved it into
 * the VFS. Filesystems without POSIX ACLs (the attribute is refused with EOPNOTSUPP when
 * set up) skip these cases.
 */

#include <endian.h>
#include <pwd.h>
#include <stdint.h>
#include <stdlib.h>
#include <sys/xattr.h>
#include <sys/stat.h>
#include <sys/sysmacros.h>
#include "tst_test.h"
#include "tst_uid.h"

#define MNTPOINT "mntpoint"
#define DIR MNTPOINT "/sgid"
#define ACL_DIR MNTPOINT "/sgid_acl"
/* The default ACL's permissions: user::rwx, group::rwx, other::r-x. */
#define ACL_PERMS 0775

enum how { CREAT, OPEN, OPENAT, TMPFILE, MKNOD, MKDIR };

static const char *const names[] = {
	"creat()", "open(O_CREAT)", "openat(O_CREAT)", "open(O_TMPFILE)", "mknod(S_IFREG)",
	"mkdir()"
};

static uid_t nobody_uid;
static gid_t nobody_gid, dir_gid;
static int dir_fd = -1, acl_dir_fd = -1, have_acl;

/* create "name" in dir (dfd open on it) with mode as the current user, stat and remove it */
static int create(enum how how, const char *dir, int dfd, const char *name, mode_t mode,
		  struct stat *st)
{
	char path[256];
	int fd = -1;

	snprintf(path, sizeof(path), "%s/%s", dir, name);
	switch (how) {
	case CREAT:
		fd = creat(path, mode);
		break;
	case OPEN:
		fd = open(path, O_CREAT | O_EXCL | O_RDWR, mode);
		break;
	case OPENAT:
		fd = openat(dfd, name, O_CREAT | O_EXCL | O_RDWR, mode);
		break;
	case TMPFILE:
		fd = open(dir, O_TMPFILE | O_RDWR, mode);
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

/*
 * In a child running as nobody (member of dir_gid or not), with the given umask, in the
 * plain directory or (acl) in the one with a default ACL.
 */
static void check(enum how how, int member, mode_t mask, int acl)
{
	char name[32];
	struct stat st;
	mode_t mode = how == MKDIR ? 0777 : 02777;
	mode_t perms = mode & 0777 & (acl ? ACL_PERMS : ~mask);
	int want_sgid = member || how == MKDIR;
	gid_t groups[] = {dir_gid};
	const char *who = member ? "a member" : "a non-member";
	const char *where = acl ? ", default ACL" : "";

	snprintf(name, sizeof(name), "f%d_%d_%o", how, member, mask);
	if (SAFE_FORK())
		return;
	SAFE_SETGROUPS(member, groups);
	SAFE_SETRESGID(nobody_gid, nobody_gid, nobody_gid);
	SAFE_SETRESUID(nobody_uid, nobody_uid, nobody_uid);
	umask(mask);
	if (create(how, acl ? ACL_DIR : DIR, acl ? acl_dir_fd : dir_fd, name, mode, &st))
		exit(0);
	if (st.st_gid != dir_gid) {
		tst_res(TFAIL, "%s as %s, umask 0%o%s: group %d, expected the directory's %d",
			names[how], who, mask, where, (int)st.st_gid, (int)dir_gid);
	} else if (!!(st.st_mode & S_ISGID) != want_sgid || (st.st_mode & 0777) != perms) {
		tst_res(TFAIL, "%s as %s, umask 0%o%s: mode 0%o, expected 0%o", names[how], who,
			mask, where, st.st_mode & 07777, (want_sgid ? S_ISGID : 0) | perms);
	} else {
		tst_res(TPASS, "%s as %s, umask 0%o%s: mode 0%o, group %d", names[how], who,
			mask, where, st.st_mode & 07777, (int)st.st_gid);
	}
	exit(0);
}

static void run(void)
{
	enum how how;
	int acl;

	for (acl = 0; acl <= 1; acl++) {
		if (acl && !have_acl) {
			tst_res(TCONF, "%s has no POSIX ACLs: default ACL cases skipped",
				tst_device->fs_type);
			break;
		}
		for (how = CREAT; how <= MKDIR; how++) {
			check(how, 0, 0, acl);
			check(how, 0, 022, acl);
			check(how, 1, 0, acl);
			tst_reap_children();
		}
	}
}

/* The system.posix_acl_* attribute format: a version, then entries sorted by tag. */
struct acl_entry {
	uint16_t tag;
	uint16_t perm;
	uint32_t id;
};

static void set_default_acl(void)
{
	struct {
		uint32_t version;
		struct acl_entry e[3];
	} acl = {
		htole32(2), {
			/* ACL_USER_OBJ, ACL_GROUP_OBJ, ACL_OTHER; their id is ACL_UNDEFINED_ID */
			{htole16(0x01), htole16(7), htole32(-1)},
			{htole16(0x04), htole16(7), htole32(-1)},
			{htole16(0x20), htole16(ACL_PERMS & 7), htole32(-1)},
		}
	};

	SAFE_MKDIR(ACL_DIR, 0777);
	SAFE_CHOWN(ACL_DIR, 0, dir_gid);
	SAFE_CHMOD(ACL_DIR, 02777);
	acl_dir_fd = SAFE_OPEN(ACL_DIR, O_RDONLY | O_DIRECTORY);
	if (!setxattr(ACL_DIR, "system.posix_acl_default", &acl, sizeof(acl), 0)) {
		have_acl = 1;
		return;
	}
	if (errno != EOPNOTSUPP)
		tst_brk(TBROK | TERRNO, "setxattr(%s, system.posix_acl_default)", ACL_DIR);
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
	set_default_acl();
}

static void cleanup(void)
{
	if (dir_fd > -1)
		SAFE_CLOSE(dir_fd);
	if (acl_dir_fd > -1)
		SAFE_CLOSE(acl_dir_fd);
}

static struct tst_test test = {
	.test_all = run,
	.setup = setup,
	.cleanup = cleanup,
	.needs_root = 1,
	.forks_child = 1,
	.mount_device = 1,
	.all_filesystems = 1,
	.dev_min_size = 16,
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
