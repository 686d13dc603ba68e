// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * mount_setattr(2) errors, in the order of the man page's ERRORS section, on a tmpfs
 * mounted inside the tmpdir:
 *
 *   EBADF  pathname is relative but dirfd is not a valid file descriptor
 *   EBADF  userns_fd is not a valid file descriptor
 *   EBUSY  MOUNT_ATTR_RDONLY while the mount holds a file open for writing
 *   EINVAL pathname is not a mount point
 *   EINVAL an unsupported value in flags
 *   EINVAL an unsupported value in attr_set
 *   EINVAL an unsupported value in attr_clr
 *   EINVAL an unsupported value in propagation (MS_BIND)
 *   EINVAL more than one of MS_SHARED, MS_SLAVE, MS_PRIVATE, MS_UNBINDABLE in propagation
 *   EINVAL an access-time setting in attr_set without MOUNT_ATTR__ATIME in attr_clr
 *   EINVAL MOUNT_ATTR_IDMAP in attr_clr
 *   EINVAL userns_fd exceeds INT_MAX
 *   EINVAL userns_fd is valid but not a user namespace (a directory)
 *   EINVAL a partial access-time setting in attr_clr
 *   ENOENT pathname is empty (no AT_EMPTY_PATH)
 *   ENOENT a component of pathname does not exist
 *   EPERM  userns_fd refers to the initial user namespace
 *   EPERM  the caller lacks CAP_SYS_ADMIN (capability dropped)
 *   and from the kernel's size handling (extensible struct, not in the man page):
 *   EINVAL size smaller than MOUNT_ATTR_SIZE_VER0
 *
 * Not provoked: ENOMEM (peer group IDs come from an IDA that cannot be exhausted here),
 * ENOSPC (same peer group ID allocator, cannot be exhausted).
 * Also not provoked: EBUSY for MOUNT_ATTR_IDMAP with writers, EINVAL "not a detached mount",
 * "filesystem does not support ID-mapped mounts", EPERM "already ID mapped" (ID mapping is
 * checked in mount_setattr01, these would each need another user namespace), EINVAL "mount
 * outside the caller's namespace" and "mounted in a namespace owned by a non-initial user
 * namespace", EPERM for locked flags (need a user and mount namespace pair).
 *
 * A failed call changes nothing: the mount's per-mount options and propagation fields in
 * /proc/self/mountinfo read the same before and after each row.
 */

#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include "tst_test.h"
#include "tst_capability.h"
#include "tst_safe_stdio.h"
#include "lapi/newmount.h"

#define MNT "mnt"

static int mounted, write_fd = -1, file_fd = -1, init_ns_fd = -1, bad_fd = -1;

static struct tcase {
	const char *path;
	int bad_dirfd;
	unsigned int flags;
	struct mount_attr attr;
	int *userns;
	size_t size;
	int exp_errno;
	int drop_admin;
	const char *desc;
} tcases[] = {
	{"mnt", 1, 0, {.attr_set = MOUNT_ATTR_NOSUID}, NULL, 32, EBADF, 0, "invalid dirfd"},
	{MNT, 0, 0, {.attr_set = MOUNT_ATTR_IDMAP}, &bad_fd, 32, EBADF, 0, "invalid userns_fd"},
	{MNT, 0, 0, {.attr_set = MOUNT_ATTR_RDONLY}, NULL, 32, EBUSY, 0, "RDONLY with a writer"},
	{MNT "/dir", 0, 0, {.attr_set = MOUNT_ATTR_NOSUID}, NULL, 32, EINVAL, 0, "no mount point"},
	{MNT, 0, 0x40000000, {.attr_set = MOUNT_ATTR_NOSUID}, NULL, 32, EINVAL, 0, "unknown flag"},
	{MNT, 0, 0, {.attr_set = 0x40000000}, NULL, 32, EINVAL, 0, "unknown attr_set bit"},
	{MNT, 0, 0, {.attr_clr = 0x40000000}, NULL, 32, EINVAL, 0, "unknown attr_clr bit"},
	{MNT, 0, 0, {.propagation = MS_BIND}, NULL, 32, EINVAL, 0, "invalid propagation"},
	{MNT, 0, 0, {.propagation = MS_SHARED | MS_PRIVATE}, NULL, 32, EINVAL, 0,
		"two propagation types"},
	{MNT, 0, 0, {.attr_set = MOUNT_ATTR_NOATIME}, NULL, 32, EINVAL, 0,
		"NOATIME without MOUNT_ATTR__ATIME in attr_clr"},
	{MNT, 0, 0, {.attr_clr = MOUNT_ATTR_IDMAP}, NULL, 32, EINVAL, 0, "IDMAP in attr_clr"},
	{MNT, 0, 0, {.attr_set = MOUNT_ATTR_IDMAP, .userns_fd = (uint64_t)INT_MAX + 1}, NULL,
		32, EINVAL, 0, "userns_fd over INT_MAX"},
	{MNT, 0, 0, {.attr_set = MOUNT_ATTR_IDMAP}, &file_fd, 32, EINVAL, 0,
		"userns_fd not a user namespace"},
	{MNT, 0, 0, {.attr_clr = MOUNT_ATTR_NOATIME}, NULL, 32, EINVAL, 0,
		"partial access-time setting in attr_clr"},
	{"", 0, 0, {.attr_set = MOUNT_ATTR_NOSUID}, NULL, 32, ENOENT, 0, "empty pathname"},
	{MNT "/missing/x", 0, 0, {.attr_set = MOUNT_ATTR_NOSUID}, NULL, 32, ENOENT, 0,
		"missing component"},
	{MNT, 0, 0, {.attr_set = MOUNT_ATTR_IDMAP}, &init_ns_fd, 32, EPERM, 0,
		"userns_fd of the initial user namespace"},
	{MNT, 0, 0, {.attr_set = MOUNT_ATTR_NOSUID}, NULL, 32, EPERM, 1, "without CAP_SYS_ADMIN"},
	{MNT, 0, 0, {.attr_set = MOUNT_ATTR_NOSUID}, NULL, 16, EINVAL, 0, "size 16"},
};

static void check(struct tcase *tc)
{
	struct mount_attr attr = tc->attr;

	if (tc->userns)
		attr.userns_fd = *tc->userns;
	TST_EXP_FAIL(tst_syscall(__NR_mount_setattr, tc->bad_dirfd ? bad_fd : AT_FDCWD,
				 tc->path, tc->flags, &attr, tc->size), tc->exp_errno,
		     "mount_setattr() %s", tc->desc);
}

static char mnt_abs[PATH_MAX];

/* The mount options and optional (propagation) fields of MNT's mountinfo line */
static void mount_fields(char *buf, size_t size)
{
	char line[PATH_MAX + 512], point[PATH_MAX], *rest;
	FILE *f = SAFE_FOPEN("/proc/self/mountinfo", "r");
	int found = 0, off;

	while (fgets(line, sizeof(line), f)) {
		if (sscanf(line, "%*d %*d %*s %*s %s %n", point, &off) != 1 ||
		    strcmp(point, mnt_abs))
			continue;
		rest = line + off;
		rest[strcspn(rest, "-")] = 0;
		snprintf(buf, size, "%s", rest);
		found = 1;
	}
	SAFE_FCLOSE(f);
	if (!found)
		tst_brk(TBROK, "%s is not in /proc/self/mountinfo", mnt_abs);
}

static void run(unsigned int n)
{
	struct tcase *tc = &tcases[n];
	char before[512], after[512];

	mount_fields(before, sizeof(before));
	if (!tc->drop_admin) {
		check(tc);
	} else if (!SAFE_FORK()) {
		tst_cap_action(&(struct tst_cap)TST_CAP(TST_CAP_DROP, CAP_SYS_ADMIN));
		check(tc);
		exit(0);
	}
	tst_reap_children();
	mount_fields(after, sizeof(after));
	if (strcmp(before, after))
		tst_res(TFAIL, "%s: the mount changed: \"%s\", was \"%s\"", tc->desc, after,
			before);
	else
		tst_res(TPASS, "%s: the mount is unchanged (%s)", tc->desc, after);
}

static void setup(void)
{
	struct mount_attr attr = {};

	bad_fd = 1000;
	while (fcntl(bad_fd, F_GETFD) != -1)
		bad_fd++;
	SAFE_MKDIR(MNT, 0755);
	SAFE_MOUNT("tmpfs", MNT, "tmpfs", 0, "size=1M");
	mounted = 1;
	if (!realpath(MNT, mnt_abs))
		tst_brk(TBROK | TERRNO, "realpath(%s)", MNT);
	SAFE_MKDIR(MNT "/dir", 0755);
	/* TCONF here on a kernel without the call */
	tst_syscall(__NR_mount_setattr, AT_FDCWD, MNT, 0, &attr, sizeof(attr));
	write_fd = SAFE_OPEN(MNT "/written", O_CREAT | O_WRONLY, 0644);
	file_fd = SAFE_OPEN(MNT "/dir", O_RDONLY);
	init_ns_fd = SAFE_OPEN("/proc/self/ns/user", O_RDONLY);
}

static void cleanup(void)
{
	if (write_fd > -1)
		SAFE_CLOSE(write_fd);
	if (file_fd > -1)
		SAFE_CLOSE(file_fd);
	if (init_ns_fd > -1)
		SAFE_CLOSE(init_ns_fd);
	if (mounted)
		SAFE_UMOUNT(MNT);
}

static struct tst_test test = {
	.tcnt = ARRAY_SIZE(tcases),
	.test = run,
	.setup = setup,
	.cleanup = cleanup,
	.needs_root = 1,
	.needs_tmpdir = 1,
	.forks_child = 1,
};
