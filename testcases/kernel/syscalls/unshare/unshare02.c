// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * unshare(2) errors, in the order of the man page's ERRORS section, each in a child;
 * after each failure the child's namespaces are those it had (same /proc/self/ns inode):
 *   EINVAL  an invalid bit in flags (CLONE_PARENT)
 *   EINVAL  CLONE_VM while the caller has a second thread
 *   ENOSPC  CLONE_NEWUTS inside a user namespace whose user.max_uts_namespaces is 0
 *   ENOSPC  a user namespace inside 33 nested ones (the kernel refuses a parent above
 *           level 32)
 *   EPERM   CLONE_NEWUTS as uid 65534 without capabilities
 *   EPERM   CLONE_NEWUSER with an euid that has no mapping in the current user namespace
 *   EPERM   CLONE_NEWUSER from inside a chroot
 *
 * Not provoked:
 *   ENOMEM  exhausting kernel memory is not safe on a shared machine.
 *   EUSERS  the nesting limit gives ENOSPC since Linux 4.9 (checked above).
 *   EINVAL  for a namespace the kernel lacks: the test needs them all (TCONF otherwise).
 */
#include <pthread.h>
#include <sched.h>
#include "tst_test.h"
#include "tst_safe_pthread.h"
#include "tst_safe_file_at.h"
#include "ns_util.h"

static void *idle_thread(void *arg)
{
	TST_CHECKPOINT_WAIT(1);
	return arg;
}

/* /proc/self of the child, opened before any chroot hides /proc. */
static int proc_fd = -1;

static ino_t ns_inode(const char *ns)
{
	char path[32];
	struct stat st;

	snprintf(path, sizeof(path), "ns/%s", ns);
	SAFE_FSTATAT(proc_fd, path, &st, 0);
	return st.st_ino;
}

static void try_unshare(int flags, const char *ns, int exp_errno, const char *desc)
{
	ino_t before = ns_inode(ns);

	TST_EXP_FAIL(unshare(flags), exp_errno, "%s", desc);
	if (ns_inode(ns) != before)
		tst_res(TFAIL, "%s: /proc/self/ns/%s changed", desc, ns);
}

static void bad_flag(void)
{
	try_unshare(CLONE_PARENT, "uts", EINVAL, "CLONE_PARENT");
}

static void threaded_vm(void)
{
	pthread_t t;

	SAFE_PTHREAD_CREATE(&t, NULL, idle_thread, NULL);
	try_unshare(CLONE_VM, "mnt", EINVAL, "CLONE_VM with two threads");
	TST_CHECKPOINT_WAKE(1);
	SAFE_PTHREAD_JOIN(t, NULL);
}

/* A user namespace of our own in which we are root (mapped by ourselves). */
static void own_userns(void)
{
	uid_t uid = geteuid();
	gid_t gid = getegid();

	SAFE_UNSHARE(CLONE_NEWUSER);
	SAFE_FILE_PRINTF("/proc/self/setgroups", "deny");
	SAFE_FILE_PRINTF("/proc/self/uid_map", "0 %u 1", uid);
	SAFE_FILE_PRINTF("/proc/self/gid_map", "0 %u 1", gid);
}

static void limit_zero(void)
{
	own_userns();
	SAFE_FILE_PRINTF("/proc/sys/user/max_uts_namespaces", "0");
	try_unshare(CLONE_NEWUTS, "uts", ENOSPC, "user.max_uts_namespaces 0");
}

static void nesting(void)
{
	int level;

	/* The initial namespace is level 0; a parent above level 32 may have no child. */
	for (level = 1; level <= 33; level++)
		own_userns();
	try_unshare(CLONE_NEWUSER, "user", ENOSPC, "a user namespace at level 34");
}

static void unprivileged(void)
{
	SAFE_SETGID(65534);
	SAFE_SETUID(65534);
	try_unshare(CLONE_NEWUTS, "uts", EPERM, "CLONE_NEWUTS as uid 65534");
}

static void unmapped(void)
{
	SAFE_UNSHARE(CLONE_NEWUSER);
	try_unshare(CLONE_NEWUSER, "user", EPERM, "CLONE_NEWUSER with an unmapped euid");
}

static void chrooted(void)
{
	SAFE_MKDIR("root", 0755);
	SAFE_CHROOT("root");
	try_unshare(CLONE_NEWUSER, "user", EPERM, "CLONE_NEWUSER in a chroot");
}

static void (*const cases[])(void) = {
	bad_flag, threaded_vm, limit_zero, nesting, unprivileged, unmapped, chrooted,
};

static void run(unsigned int n)
{
	if (!SAFE_FORK()) {
		proc_fd = SAFE_OPEN("/proc/self", O_PATH | O_DIRECTORY);
		cases[n]();
		exit(0);
	}
	tst_reap_children();
	if (n == ARRAY_SIZE(cases) - 1)
		SAFE_RMDIR("root");
}

static void setup(void)
{
	ns_require_all();
}

static struct tst_test test = {
	.tcnt = ARRAY_SIZE(cases),
	.test = run,
	.setup = setup,
	.needs_root = 1,
	.needs_tmpdir = 1,
	.forks_child = 1,
	.needs_checkpoints = 1,
};
