// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * umount02: umount(2) (variant 0) and umount2(target, 0) (variant 1) fail with the errno
 * that man 2 umount lists under ERRORS, in its order:
 *
 *   EBUSY         a file on the mounted filesystem is open
 *   EFAULT        target points outside the address space
 *   EINVAL        target is a directory, not a mount point
 *   EINVAL        target is locked: in a child that entered a new user and mount
 *                 namespace, the mount it inherited is locked (mount_namespaces(7))
 *   ENAMETOOLONG  target is longer than PATH_MAX
 *   ENOENT        target is empty; target has a nonexistent component
 *   EPERM         the caller lacks CAP_SYS_ADMIN: a child running as nobody, and a root
 *                 child that dropped CAP_SYS_ADMIN
 *
 * Every row also checks that the test's mount at mntpoint is still there afterwards (in the
 * caller's view).
 *
 * Not provoked here:
 *   EAGAIN        and the EINVAL entries about flags concern umount2() flags: umount2_02.
 *   ENOMEM        cannot be caused on purpose without starving the whole machine.
 */
#include <pwd.h>
#include <sched.h>
#include <sys/mount.h>
#include <sys/wait.h>
#include "tst_test.h"

#define MNTPOINT "mntpoint"

static char *bad_addr, long_path[PATH_MAX + 2];
static const char *mnt = MNTPOINT, *not_mnt = "not_a_mount_point";
static const char *missing = "missing/dir", *empty = "", *long_p = long_path;
static int mounted, busy_fd = -1, not_mnt_made;
static uid_t nobody_uid;

static void make_busy(void)
{
	busy_fd = SAFE_OPEN(MNTPOINT "/busy_file", O_RDWR | O_CREAT, 0644);
}

static void end_busy(void)
{
	SAFE_CLOSE(busy_fd);
}

enum how { AS_ROOT, IN_LOCKED_NS, AS_NOBODY, WITHOUT_CAP };

static struct tcase {
	const char **target;
	enum how how;
	int exp_errno;
	const char *desc;
	void (*setup)(void);
	void (*cleanup)(void);
} tcases[] = {
	{&mnt, AS_ROOT, EBUSY, "a file open on the mount", make_busy, end_busy},
	{(const char **)&bad_addr, AS_ROOT, EFAULT, "target outside the address space",
	 NULL, NULL},
	{&not_mnt, AS_ROOT, EINVAL, "target not a mount point", NULL, NULL},
	{&mnt, IN_LOCKED_NS, EINVAL, "a locked mount", NULL, NULL},
	{&long_p, AS_ROOT, ENAMETOOLONG, "target longer than PATH_MAX", NULL, NULL},
	{&empty, AS_ROOT, ENOENT, "empty target", NULL, NULL},
	{&missing, AS_ROOT, ENOENT, "nonexistent component", NULL, NULL},
	{&mnt, AS_NOBODY, EPERM, "the caller nobody", NULL, NULL},
	{&mnt, WITHOUT_CAP, EPERM, "root without CAP_SYS_ADMIN", NULL, NULL},
};

static int do_umount(const char *target)
{
	return tst_variant ? umount2(target, 0) : umount(target);
}

static void verify(struct tcase *tc)
{
	TST_EXP_FAIL(do_umount(*tc->target), tc->exp_errno, "%s() with %s",
		     tst_variant ? "umount2" : "umount", tc->desc);
	if (TST_RET && !tst_is_mounted_at_tmpdir(MNTPOINT))
		tst_res(TFAIL, "the failed call with %s unmounted %s", tc->desc, MNTPOINT);
	/* Keep the test's own mount point mounted even if the call wrongly succeeded. */
	if (!TST_RET && *tc->target == mnt && tc->how == AS_ROOT)
		mounted = 0;
}

static void run(unsigned int n)
{
	struct tcase *tc = &tcases[n];

	if (!mounted) {
		SAFE_MOUNT(tst_device->dev, MNTPOINT, tst_device->fs_type, 0, NULL);
		mounted = 1;
	}
	if (tc->setup)
		tc->setup();

	if (tc->how == AS_ROOT) {
		verify(tc);
	} else if (!SAFE_FORK()) {
		if (tc->how == AS_NOBODY) {
			SAFE_SETEUID(nobody_uid);
		} else if (tc->how == WITHOUT_CAP) {
			tst_cap_action(&(struct tst_cap)TST_CAP(TST_CAP_DROP, CAP_SYS_ADMIN));
		} else if (unshare(CLONE_NEWUSER | CLONE_NEWNS)) {
			tst_res(TCONF | TERRNO, "unshare(CLONE_NEWUSER | CLONE_NEWNS) failed");
			exit(0);
		}
		verify(tc);
		/*
		 * _exit(): results are already in shared memory, and LeakSanitizer (in
		 * sanitizer builds) cannot inspect a process inside a new user namespace.
		 */
		_exit(0);
	}
	tst_reap_children();

	if (tc->cleanup)
		tc->cleanup();
}

static void setup(void)
{
	struct passwd *pw = SAFE_GETPWNAM("nobody");

	nobody_uid = pw->pw_uid;
	bad_addr = tst_get_bad_addr(NULL);
	memset(long_path, 'a', PATH_MAX + 1);
	SAFE_MKDIR(not_mnt, 0755);
	not_mnt_made = 1;
	tst_res(TINFO, "Testing %s()", tst_variant ? "umount2(target, 0)" : "umount");
}

static void cleanup(void)
{
	if (busy_fd >= 0)
		SAFE_CLOSE(busy_fd);
	if (mounted)
		SAFE_UMOUNT(MNTPOINT);
	mounted = 0;
	/* The variants share the tmpdir. */
	if (not_mnt_made)
		SAFE_RMDIR(not_mnt);
	not_mnt_made = 0;
}

static struct tst_test test = {
	.tcnt = ARRAY_SIZE(tcases),
	.test = run,
	.setup = setup,
	.cleanup = cleanup,
	.test_variants = 2,
	.needs_root = 1,
	.forks_child = 1,
	.format_device = 1,
	.dev_min_size = 16,
	.mntpoint = MNTPOINT,
};
