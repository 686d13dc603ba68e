// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * pivot_root(2) errors, in the order of the man page's ERRORS section. Each case runs in
 * a child that enters a new mount namespace (unshare(CLONE_NEWNS)) with every mount made
 * private, so a wrong success could only change that namespace, which dies with the
 * child; "new_root" is a tmpfs mounted in that namespace, "new_root/put_old" a directory.
 *
 *   EBUSY   new_root is the current root mount ("/")
 *   EINVAL  new_root is not a mount point (a directory on the tmpfs "elsewhere"; one on
 *           the tmpdir's filesystem could be on the root mount, which is EBUSY first)
 *   EINVAL  put_old is not at or underneath new_root (a separate tmpfs "elsewhere")
 *   EINVAL  the current root directory is not a mount point (after chroot(2) to a plain
 *           directory holding new_root)
 *   EINVAL  put_old is a mount point with propagation type MS_SHARED
 *   ENOTDIR new_root is a regular file
 *   ENOTDIR put_old is a regular file
 *   EPERM   the caller lacks CAP_SYS_ADMIN (capability dropped after the setup)
 *   and from stat(2): ENOENT new_root does not exist
 *
 * Every row also checks that the failed call left the root directory where it was (the inode
 * of "/").
 *
 * Not provoked: EINVAL "the current root is on the rootfs" (run from an initramfs, the
 * test is TCONF: every call would give that EINVAL first), EINVAL for a MS_SHARED new_root
 * parent (the same check as the put_old row).
 */

#include <sched.h>
#include <string.h>
#include <stdio.h>
#include <sys/mount.h>
#include "tst_test.h"
#include "tst_safe_stdio.h"
#include "tst_capability.h"
#include "lapi/syscalls.h"

enum prep { PLAIN, CHROOTED, SHARED_PUT_OLD, NO_ADMIN };

static char top[PATH_MAX];

static struct tcase {
	const char *new_root;
	const char *put_old;
	enum prep prep;
	int exp_errno;
	const char *desc;
} tcases[] = {
	{"/", "new_root/put_old", PLAIN, EBUSY, "new_root is the root mount"},
	{"elsewhere/plain", "elsewhere/plain/put_old", PLAIN, EINVAL,
		"new_root not a mount point"},
	{"new_root", "elsewhere", PLAIN, EINVAL, "put_old not under new_root"},
	{"/new_root", "/new_root/put_old", CHROOTED, EINVAL, "current root not a mount point"},
	{"new_root", "new_root/put_old", SHARED_PUT_OLD, EINVAL, "put_old is MS_SHARED"},
	{"file", "new_root/put_old", PLAIN, ENOTDIR, "new_root is a file"},
	{"new_root", "new_root/file", PLAIN, ENOTDIR, "put_old is a file"},
	{"new_root", "new_root/put_old", NO_ADMIN, EPERM, "without CAP_SYS_ADMIN"},
	{"missing", "missing/put_old", PLAIN, ENOENT, "new_root missing"},
};

static void prepare(struct tcase *tc)
{
	SAFE_UNSHARE(CLONE_NEWNS);
	SAFE_MOUNT("none", "/", NULL, MS_REC | MS_PRIVATE, NULL);
	SAFE_CHDIR(top);
	SAFE_MOUNT("tmpfs", "new_root", "tmpfs", 0, "size=1M");
	SAFE_MKDIR("new_root/put_old", 0755);
	SAFE_FILE_PRINTF("new_root/file", "x");
	SAFE_MOUNT("tmpfs", "elsewhere", "tmpfs", 0, "size=1M");
	SAFE_MKDIR("elsewhere/plain", 0755);
	SAFE_MKDIR("elsewhere/plain/put_old", 0755);
	SAFE_MOUNT("tmpfs", "jail/new_root", "tmpfs", 0, "size=1M");
	SAFE_MKDIR("jail/new_root/put_old", 0755);

	switch (tc->prep) {
	case PLAIN:
		break;
	case CHROOTED:
		SAFE_CHROOT("jail");
		SAFE_CHDIR("/");
		break;
	case SHARED_PUT_OLD:
		SAFE_MOUNT("tmpfs", "new_root/put_old", "tmpfs", 0, "size=1M");
		SAFE_MOUNT("none", "new_root/put_old", NULL, MS_SHARED, NULL);
		break;
	case NO_ADMIN:
		tst_cap_action(&(struct tst_cap)TST_CAP(TST_CAP_DROP, CAP_SYS_ADMIN));
		break;
	}
}

static void run(unsigned int n)
{
	struct tcase *tc = &tcases[n];
	struct stat root, after;

	if (!SAFE_FORK()) {
		prepare(tc);
		SAFE_STAT("/", &root);
		TST_EXP_FAIL(tst_syscall(__NR_pivot_root, tc->new_root, tc->put_old),
			     tc->exp_errno, "pivot_root() %s", tc->desc);
		SAFE_STAT("/", &after);
		if (after.st_dev != root.st_dev || after.st_ino != root.st_ino)
			tst_res(TFAIL, "the failed pivot_root() %s changed the root directory",
				tc->desc);
		exit(0);
	}
	tst_reap_children();
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
	SAFE_GETCWD(top, sizeof(top));
	SAFE_MKDIR("new_root", 0755);
	SAFE_MKDIR("elsewhere", 0755);
	SAFE_MKDIR("jail", 0755);
	SAFE_MKDIR("jail/new_root", 0755);
	SAFE_FILE_PRINTF("file", "x");
}

static struct tst_test test = {
	.tcnt = ARRAY_SIZE(tcases),
	.test = run,
	.setup = setup,
	.needs_root = 1,
	.needs_tmpdir = 1,
	.forks_child = 1,
};
