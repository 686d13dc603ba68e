// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * mount_setattr(2) "changes the mount properties of a mount or an entire mount tree":
 * attr_set raises properties, attr_clr lowers them. Checked on a tmpfs mounted inside the
 * tmpdir (and a tmpfs mounted below it):
 * - MOUNT_ATTR_RDONLY, NOSUID, NODEV, NOEXEC, NODIRATIME each show in statvfs(3) f_flag
 *   after being set and vanish after attr_clr; RDONLY also makes creating a file EROFS;
 * - MOUNT_ATTR_NOATIME needs MOUNT_ATTR__ATIME in attr_clr (access-time settings form one
 *   field) and shows as ST_NOATIME;
 * - MOUNT_ATTR_NOSYMFOLLOW: following a symbolic link on the mount gives ELOOP;
 * - without AT_RECURSIVE only the mount at pathname changes, with AT_RECURSIVE "change the
 *   mount properties of the entire mount tree" (the submount too);
 * - MOUNT_ATTR_IDMAP on a detached mount (open_tree(OPEN_TREE_CLONE)) with a user namespace
 *   mapping 0 to nobody: a root-owned file is seen as owned by nobody through the
 *   ID-mapped mount and by root through the original one. tmpfs supports ID-mapped
 *   mounts since Linux 6.3: that check is TCONF before 6.3, by the kernel version.
 */

#include <pwd.h>
#include <sched.h>
#include <sys/stat.h>
#include <sys/statvfs.h>
#include <sys/wait.h>
#include "tst_test.h"
#include "lapi/newmount.h"

#define MNT "mnt"
#define SUB MNT "/sub"
#define IDMAPPED "idmapped"

static int mounted, sub_mounted, idmapped_mounted;

static struct tcase {
	uint64_t attr;
	uint64_t clr_extra;
	unsigned long st_flag;
	const char *name;
} tcases[] = {
	{MOUNT_ATTR_RDONLY, 0, ST_RDONLY, "MOUNT_ATTR_RDONLY"},
	{MOUNT_ATTR_NOSUID, 0, ST_NOSUID, "MOUNT_ATTR_NOSUID"},
	{MOUNT_ATTR_NODEV, 0, ST_NODEV, "MOUNT_ATTR_NODEV"},
	{MOUNT_ATTR_NOEXEC, 0, ST_NOEXEC, "MOUNT_ATTR_NOEXEC"},
	{MOUNT_ATTR_NODIRATIME, 0, ST_NODIRATIME, "MOUNT_ATTR_NODIRATIME"},
	{MOUNT_ATTR_NOATIME, MOUNT_ATTR__ATIME, ST_NOATIME, "MOUNT_ATTR_NOATIME"},
};

static long setattr(const char *path, unsigned int flags, uint64_t set, uint64_t clr)
{
	struct mount_attr attr = {.attr_set = set, .attr_clr = clr};

	return tst_syscall(__NR_mount_setattr, AT_FDCWD, path, flags, &attr, sizeof(attr));
}

static unsigned long st_flags(const char *path)
{
	struct statvfs sv;

	SAFE_STATVFS(path, &sv);
	return sv.f_flag;
}

static void check_attr(struct tcase *tc)
{
	TST_EXP_PASS(setattr(MNT, 0, tc->attr, tc->clr_extra), "set %s", tc->name);
	TST_EXP_EXPR(st_flags(MNT) & tc->st_flag, "%s shows in f_flag", tc->name);
	TST_EXP_EXPR(!(st_flags(SUB) & tc->st_flag), "%s did not reach the submount", tc->name);
	if (tc->attr == MOUNT_ATTR_RDONLY)
		TST_EXP_FAIL(creat(MNT "/new", 0644), EROFS, "creat() on the read-only mount");
	TST_EXP_PASS(setattr(MNT, 0, 0, tc->attr | tc->clr_extra), "clear %s", tc->name);
	TST_EXP_EXPR(!(st_flags(MNT) & tc->st_flag), "%s gone from f_flag", tc->name);
}

static void check_nosymfollow(void)
{
	TST_EXP_PASS(setattr(MNT, 0, MOUNT_ATTR_NOSYMFOLLOW, 0), "set MOUNT_ATTR_NOSYMFOLLOW");
	TST_EXP_FAIL(access(MNT "/link", F_OK), ELOOP, "following a symlink on the mount");
	TST_EXP_PASS(setattr(MNT, 0, 0, MOUNT_ATTR_NOSYMFOLLOW), "clear MOUNT_ATTR_NOSYMFOLLOW");
	TST_EXP_PASS(access(MNT "/link", F_OK), "the symlink is followed again");
}

static void check_recursive(void)
{
	TST_EXP_PASS(setattr(MNT, AT_RECURSIVE, MOUNT_ATTR_RDONLY, 0),
		     "MOUNT_ATTR_RDONLY with AT_RECURSIVE");
	TST_EXP_EXPR((st_flags(MNT) & ST_RDONLY) && (st_flags(SUB) & ST_RDONLY),
		     "the mount and its submount are read-only");
	TST_EXP_PASS(setattr(MNT, AT_RECURSIVE, 0, MOUNT_ATTR_RDONLY),
		     "clear MOUNT_ATTR_RDONLY with AT_RECURSIVE");
	TST_EXP_EXPR(!(st_flags(MNT) & ST_RDONLY) && !(st_flags(SUB) & ST_RDONLY),
		     "both are writable again");
}

/* a child in a new user namespace mapping its 0 to nobody; returns its pid */
static pid_t userns_child(int *pipe_fds)
{
	struct passwd *pw = SAFE_GETPWNAM("nobody");
	char path[64], buf;
	int ready[2];
	pid_t pid;

	SAFE_PIPE(pipe_fds);
	SAFE_PIPE(ready);
	pid = SAFE_FORK();
	if (!pid) {
		SAFE_CLOSE(pipe_fds[1]);
		SAFE_CLOSE(ready[0]);
		SAFE_UNSHARE(CLONE_NEWUSER);
		SAFE_WRITE(SAFE_WRITE_ALL, ready[1], "r", 1);
		/* wait until the parent is done with our namespace */
		SAFE_READ(0, pipe_fds[0], &buf, 1);
		exit(0);
	}
	SAFE_CLOSE(pipe_fds[0]);
	SAFE_CLOSE(ready[1]);
	SAFE_READ(1, ready[0], &buf, 1);
	SAFE_CLOSE(ready[0]);
	snprintf(path, sizeof(path), "/proc/%d/uid_map", pid);
	SAFE_FILE_PRINTF(path, "0 %d 1", pw->pw_uid);
	snprintf(path, sizeof(path), "/proc/%d/gid_map", pid);
	SAFE_FILE_PRINTF(path, "0 %d 1", pw->pw_gid);
	return pid;
}

static void check_idmap(void)
{
	struct passwd *pw = SAFE_GETPWNAM("nobody");
	struct mount_attr attr = {.attr_set = MOUNT_ATTR_IDMAP};
	struct stat st;
	int pipe_fds[2], tree_fd, ns_fd;
	char path[64];
	pid_t pid;

	if (tst_kvercmp(6, 3, 0) < 0) {
		tst_res(TCONF, "MOUNT_ATTR_IDMAP on tmpfs needs Linux 6.3");
		return;
	}
	pid = userns_child(pipe_fds);
	snprintf(path, sizeof(path), "/proc/%d/ns/user", pid);
	ns_fd = SAFE_OPEN(path, O_RDONLY);
	attr.userns_fd = ns_fd;

	tree_fd = tst_syscall(__NR_open_tree, AT_FDCWD, MNT, OPEN_TREE_CLONE | OPEN_TREE_CLOEXEC);
	if (tree_fd < 0)
		tst_brk(TBROK | TERRNO, "open_tree(OPEN_TREE_CLONE)");
	TEST(tst_syscall(__NR_mount_setattr, tree_fd, "", AT_EMPTY_PATH, &attr, sizeof(attr)));
	if (TST_RET)
		tst_res(TFAIL | TTERRNO, "MOUNT_ATTR_IDMAP on a detached mount");
	else
		tst_res(TPASS, "MOUNT_ATTR_IDMAP on a detached mount");
	if (!TST_RET) {
		if (tst_syscall(__NR_move_mount, tree_fd, "", AT_FDCWD, IDMAPPED,
				MOVE_MOUNT_F_EMPTY_PATH))
			tst_brk(TBROK | TERRNO, "move_mount()");
		idmapped_mounted = 1;
		/* the descriptor pins the mount: umount would be EBUSY */
		SAFE_CLOSE(tree_fd);
		SAFE_STAT(IDMAPPED "/rootfile", &st);
		TST_EXP_EXPR(st.st_uid == pw->pw_uid && st.st_gid == pw->pw_gid,
			     "root's file is nobody's through the ID-mapped mount (%d:%d)",
			     st.st_uid, st.st_gid);
		SAFE_STAT(MNT "/rootfile", &st);
		TST_EXP_EXPR(st.st_uid == 0, "and still root's through the original mount");
		SAFE_UMOUNT(IDMAPPED);
		idmapped_mounted = 0;
	} else {
		SAFE_CLOSE(tree_fd);
	}
	SAFE_CLOSE(ns_fd);
	SAFE_WRITE(SAFE_WRITE_ALL, pipe_fds[1], "x", 1);
	SAFE_CLOSE(pipe_fds[1]);
	SAFE_WAITPID(pid, NULL, 0);
}

static void run(void)
{
	unsigned int i;

	for (i = 0; i < ARRAY_SIZE(tcases); i++)
		check_attr(&tcases[i]);
	check_nosymfollow();
	check_recursive();
	check_idmap();
}

static void setup(void)
{
	struct mount_attr attr = {};

	SAFE_MKDIR(MNT, 0755);
	SAFE_MKDIR(IDMAPPED, 0755);
	SAFE_MOUNT("tmpfs", MNT, "tmpfs", 0, "size=1M");
	mounted = 1;
	SAFE_MKDIR(SUB, 0755);
	SAFE_MOUNT("tmpfs", SUB, "tmpfs", 0, "size=1M");
	sub_mounted = 1;
	SAFE_FILE_PRINTF(MNT "/rootfile", "x");
	SAFE_SYMLINK("rootfile", MNT "/link");
	/* TCONF here on a kernel without the call */
	tst_syscall(__NR_mount_setattr, AT_FDCWD, MNT, 0, &attr, sizeof(attr));
}

static void cleanup(void)
{
	if (idmapped_mounted)
		SAFE_UMOUNT(IDMAPPED);
	if (sub_mounted)
		SAFE_UMOUNT(SUB);
	if (mounted)
		SAFE_UMOUNT(MNT);
}

static struct tst_test test = {
	.test_all = run,
	.setup = setup,
	.cleanup = cleanup,
	.needs_root = 1,
	.needs_tmpdir = 1,
	.forks_child = 1,
};
