// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * pivot_root(2) "changes the root mount in the mount namespace of the calling process. More
 * precisely, it moves the root mount to the directory put_old and makes new_root the new
 * root mount." Each case runs in a child that first enters a new mount namespace
 * (unshare(CLONE_NEWNS)) and makes every mount private, so the host's root is never
 * touched; the namespace dies with the child. Checked:
 * - pivot_root(new_root, put_old) with a tmpfs at new_root: "/" then holds the tmpfs's
 *   marker file, put_old holds the old root (same device and inode as "/" before), and
 *   after umount2(put_old, MNT_DETACH) put_old is an empty directory;
 * - the NOTES idiom chdir(new_root); pivot_root(".", "."); umount2(".", MNT_DETACH): the old
 *   root is stacked on the same directory and detached, leaving "/" the tmpfs.
 * TCONF when "/" is the rootfs (an initramfs), which pivot_root() cannot move.
 */

#include <dirent.h>
#include <sched.h>
#include <string.h>
#include <stdio.h>
#include <sys/mount.h>
#include <sys/stat.h>
#include "tst_test.h"
#include "tst_safe_stdio.h"
#include "lapi/syscalls.h"

static char new_root[PATH_MAX];

static void enter_private_ns(void)
{
	SAFE_UNSHARE(CLONE_NEWNS);
	SAFE_MOUNT("none", "/", NULL, MS_REC | MS_PRIVATE, NULL);
	SAFE_MOUNT("tmpfs", new_root, "tmpfs", 0, "size=1M");
	SAFE_CHDIR(new_root);
	SAFE_FILE_PRINTF("marker", "new root");
	SAFE_MKDIR("put_old", 0755);
}

static int dir_entries(const char *path)
{
	DIR *d = SAFE_OPENDIR(path);
	int n = 0;

	while (SAFE_READDIR(d))
		n++;
	SAFE_CLOSEDIR(d);
	return n - 2;
}

static void put_old_case(void)
{
	struct stat old_root, st;

	enter_private_ns();
	SAFE_STAT("/", &old_root);
	TST_EXP_PASS(tst_syscall(__NR_pivot_root, new_root, "put_old"),
		     "pivot_root(new_root, new_root/put_old)");
	if (!TST_PASS)
		return;
	TST_EXP_PASS(access("/marker", F_OK), "the tmpfs is \"/\"");
	SAFE_STAT("/put_old", &st);
	TST_EXP_EXPR(st.st_dev == old_root.st_dev && st.st_ino == old_root.st_ino,
		     "/put_old is the old root");
	TST_EXP_PASS(umount2("/put_old", MNT_DETACH));
	TST_EXP_EQ_LI(dir_entries("/put_old"), 0);
}

static void dot_dot_case(void)
{
	enter_private_ns();
	TST_EXP_PASS(tst_syscall(__NR_pivot_root, ".", "."), "pivot_root(\".\", \".\")");
	if (!TST_PASS)
		return;
	TST_EXP_PASS(umount2(".", MNT_DETACH));
	SAFE_CHDIR("/");
	TST_EXP_PASS(access("/marker", F_OK), "\"/\" is the tmpfs after the old root detached");
	TST_EXP_PASS(access("/put_old", F_OK), "the tmpfs's directory is at /put_old");
}

static void run(void)
{
	if (!SAFE_FORK()) {
		put_old_case();
		exit(0);
	}
	tst_reap_children();
	if (!SAFE_FORK()) {
		dot_dot_case();
		exit(0);
	}
	tst_reap_children();
	TST_EXP_FAIL(access("new_root/marker", F_OK), ENOENT,
		     "the tmpfs never showed in the test's own namespace");
}

/*
 * pivot_root() cannot move the rootfs (the initramfs a system may run from, "ltk vm"'s
 * guest among them): it answers EINVAL to every call. Look for "/" being the rootfs in
 * /proc/self/mountinfo (mount point in field 5, filesystem type after the " - ").
 */
static int root_is_rootfs(void)
{
	FILE *f = SAFE_FOPEN("/proc/self/mountinfo", "r");
	char line[1024], mnt[512], type[64];
	const char *sep;
	int found = 0;

	while (!found && fgets(line, sizeof(line), f)) {
		sep = strstr(line, " - ");
		if (!sep || sscanf(line, "%*s %*s %*s %*s %511s", mnt) != 1 ||
		    sscanf(sep + 3, "%63s", type) != 1)
			continue;
		found = !strcmp(mnt, "/") && !strcmp(type, "rootfs");
	}
	SAFE_FCLOSE(f);
	return found;
}

static void setup(void)
{
	if (root_is_rootfs())
		tst_brk(TCONF,
			"\"/\" is the rootfs (an initramfs), which pivot_root() cannot move");
	SAFE_MKDIR("new_root", 0755);
	SAFE_GETCWD(new_root, sizeof(new_root) - 16);
	strcat(new_root, "/new_root");
}

static struct tst_test test = {
	.test_all = run,
	.setup = setup,
	.needs_root = 1,
	.needs_tmpdir = 1,
	.forks_child = 1,
};
