// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * SAFE_MOUNT, SAFE_MOUNT2, SAFE_UMOUNT. A filesystem type the kernel lacks (ENODEV) is
 * mounted through its FUSE helper mount.<type> when one is installed, and is TCONF when
 * there is none: a missing feature, not a broken test.
 */
#include <limits.h>
#include <spawn.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mount.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>
#include "safe_priv.h"

extern char **environ;

/* Run "mount.<type> [-o opts] source target"; 0, or -1 after reporting. */
static int mount_fuse(LTK_SAFE_LOC, const char *source, const char *target,
		      const char *type, unsigned long flags, const void *data)
{
	char helper[64], opts[512];
	char *argv[7];
	int argc = 0, status, err;
	pid_t pid;

	snprintf(helper, sizeof(helper), "mount.%s", type);
	snprintf(opts, sizeof(opts), "%s%s%s", flags & MS_RDONLY ? "ro" : "",
		 (flags & MS_RDONLY) && data && *(const char *)data ? "," : "",
		 data ? (const char *)data : "");

	argv[argc++] = helper;
	if (opts[0]) {
		argv[argc++] = "-o";
		argv[argc++] = opts;
	}
	argv[argc++] = (char *)source;
	argv[argc++] = (char *)target;
	argv[argc] = NULL;

	err = posix_spawnp(&pid, helper, NULL, NULL, argv, environ);
	if (err == ENOENT) {
		safe_conf("%s is not supported by the kernel and %s is not installed", type,
			  helper);
		return -1;
	}
	if (err) {
		safe_fail_err(err, "posix_spawnp(%s)", helper);
		return -1;
	}
	while (waitpid(pid, &status, 0) == -1) {
		if (errno != EINTR) {
			safe_fail("waitpid(%d) for %s", pid, helper);
			return -1;
		}
	}
	if (WIFEXITED(status) && !WEXITSTATUS(status))
		return 0;
	errno = 0;
	ltk_brk(file, lineno, TBROK, cleanup_fn, "%s %s %s %s failed (status %#x)", helper,
		opts, safe_str(source), target, status);
	return -1;
}

int safe_mount2(LTK_SAFE_LOC, const char *source, const char *target,
		const char *filesystemtype, unsigned long mountflags, const void *data,
		int is_fuse, int check_support)
{
	char mpath[PATH_MAX];
	int rval;

	if (realpath(target, mpath))
		safe_info("Mounting %s to %s fstyp=%s flags=%lx", safe_str(source), mpath,
			  safe_str(filesystemtype), mountflags);
	else
		ltk_res(file, lineno, TINFO | TERRNO, "Cannot resolve the absolute path of %s",
			target);

	if (is_fuse && filesystemtype)
		return mount_fuse(file, lineno, cleanup_fn, source, target, filesystemtype,
				  mountflags, data);

	rval = mount(source, target, filesystemtype, mountflags, data);
	if (!rval)
		return 0;

	if (rval == -1 && errno == ENODEV && filesystemtype)
		return mount_fuse(file, lineno, cleanup_fn, source, target, filesystemtype,
				  mountflags, data);
	if (rval == -1 && check_support && (errno == EOPNOTSUPP || errno == ENOTSUP)) {
		ltk_brk(file, lineno, TCONF | TERRNO, cleanup_fn,
			"mount(%s,%s,%s,%#lx,%p) not supported", safe_str(source), target,
			safe_str(filesystemtype), mountflags, data);
		return rval;
	}
	if (rval == -1)
		safe_fail("mount(%s,%s,%s,%#lx,%p)", safe_str(source), target,
			  safe_str(filesystemtype), mountflags, data);
	else
		safe_invalid(rval, "mount(%s,%s,%s,%#lx,%p)", safe_str(source), target,
			     safe_str(filesystemtype), mountflags, data);
	return rval;
}

int safe_mount(LTK_SAFE_LOC, const char *source, const char *target,
	       const char *filesystemtype, unsigned long mountflags, const void *data)
{
	return safe_mount2(file, lineno, cleanup_fn, source, target, filesystemtype,
			   mountflags, data, 0, 0);
}

/* Something (a desktop indexer, a lazy close) may hold the fs for a moment: retry EBUSY. */
int safe_umount(LTK_SAFE_LOC, const char *target)
{
	struct timespec pause = { 0, 100 * 1000 * 1000 };
	int rval, tries;

	for (tries = 0; tries < 50; tries++) {
		rval = umount(target);
		if (rval != -1 || errno != EBUSY)
			break;
		if (!tries)
			ltk_res(file, lineno, TINFO, "umount(%s) is busy, retrying", target);
		nanosleep(&pause, NULL);
	}
	if (rval == -1)
		safe_fail("umount(%s)", target);
	else if (rval)
		safe_invalid(rval, "umount(%s)", target);
	return rval;
}
