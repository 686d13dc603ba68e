// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * fanotify_init(2) and fanotify_mark(2), raw, fail with the errors of their man pages, in
 * order:
 * - fanotify_init(): EINVAL: an unknown flag (1 << 30); an invalid event_f_flags
 *   (O_CREAT); FAN_REPORT_NAME without FAN_REPORT_DIR_FID; EMFILE: the per-process
 *   descriptor limit reached (RLIMIT_NOFILE in a child); EPERM: nobody (no CAP_SYS_ADMIN)
 *   asks for a FAN_CLASS_CONTENT group;
 * - fanotify_mark(): EBADF: fanotify_fd closed; a relative path with a closed dirfd;
 *   EINVAL: an unknown flag; an unknown mask bit; fanotify_fd a pipe; FAN_OPEN_PERM in a
 *   FAN_CLASS_NOTIF group; FAN_CREATE in a group without FAN_REPORT_FID; ENOENT: a missing
 *   path; removing a mark from an unmarked file; ENOTDIR: FAN_MARK_ONLYDIR on a file.
 * No failed fanotify_init() leaves a descriptor; after the failed marks, opening the
 * files reports nothing.
 *
 * Not provoked: fanotify_init() EMFILE for the per-user group limit and fanotify_mark()
 * ENOSPC for the mark limit: the limits of the initial user namespace are host-wide, and
 * in a new user namespace fanotify_init() needs the unprivileged mode that only some
 * kernels have; ENOMEM needs the kernel's allocation to fail; ENOSYS needs a kernel
 * without fanotify; fanotify_mark() EEXIST needs FAN_MARK_EVICTABLE or FAN_MARK_IGNORE
 * (Linux 6.0+); EISDIR needs FAN_MARK_IGNORE; ENODEV, EOPNOTSUPP and EXDEV need a
 * filesystem without fsid or with subvolumes (fuse, btrfs); EPERM: without
 * CAP_SYS_ADMIN no group exists to mark with.
 */

#include <pwd.h>
#include <stdlib.h>
#include <sys/fanotify.h>
#include "tst_test.h"
#include "tst_fd_limit.h"

static int group = -1, pipefd[2] = {-1, -1}, closed_fd;

static int init(unsigned int flags, unsigned int f_flags)
{
	return tst_syscall(__NR_fanotify_init, flags, f_flags);
}

static int mark(int fd, unsigned int flags, uint64_t mask, int dirfd, const char *path)
{
	return tst_syscall(__NR_fanotify_mark, fd, flags, mask, dirfd, path);
}

static void init_errors(void)
{
	int before = tst_lowest_free_fd();

	TST_EXP_FAIL2(init(1U << 30, O_RDONLY), EINVAL, "fanotify_init(flag 1 << 30)");
	TST_EXP_FAIL2(init(FAN_CLASS_NOTIF, O_RDONLY | O_CREAT), EINVAL,
		      "fanotify_init(event_f_flags O_CREAT)");
	TST_EXP_FAIL2(init(FAN_CLASS_NOTIF | FAN_REPORT_NAME, O_RDONLY), EINVAL,
		      "fanotify_init(FAN_REPORT_NAME alone)");
	if (tst_lowest_free_fd() != before)
		tst_res(TFAIL, "a failed fanotify_init() left a descriptor");
	if (!SAFE_FORK()) {
		tst_fd_limit_reached();
		TST_EXP_FAIL2(init(FAN_CLASS_NOTIF, O_RDONLY), EMFILE,
			      "fanotify_init() at RLIMIT_NOFILE");
		exit(0);
	}
	tst_reap_children();
	if (!SAFE_FORK()) {
		struct passwd *pw = SAFE_GETPWNAM("nobody");

		SAFE_SETGID(pw->pw_gid);
		SAFE_SETUID(pw->pw_uid);
		TST_EXP_FAIL2(init(FAN_CLASS_CONTENT, O_RDONLY), EPERM,
			      "nobody: fanotify_init(FAN_CLASS_CONTENT)");
		exit(0);
	}
	tst_reap_children();
}

static void mark_errors(void)
{
	TST_EXP_FAIL(mark(closed_fd, FAN_MARK_ADD, FAN_OPEN, AT_FDCWD, "file"), EBADF,
		     "fanotify_mark(closed fanotify_fd)");
	TST_EXP_FAIL(mark(group, FAN_MARK_ADD, FAN_OPEN, closed_fd, "file"), EBADF,
		     "fanotify_mark(relative path, closed dirfd)");
	TST_EXP_FAIL(mark(group, FAN_MARK_ADD | (1U << 30), FAN_OPEN, AT_FDCWD, "file"), EINVAL,
		     "fanotify_mark(flag 1 << 30)");
	TST_EXP_FAIL(mark(group, FAN_MARK_ADD, 1ULL << 40, AT_FDCWD, "file"), EINVAL,
		     "fanotify_mark(mask bit 40)");
	TST_EXP_FAIL(mark(pipefd[0], FAN_MARK_ADD, FAN_OPEN, AT_FDCWD, "file"), EINVAL,
		     "fanotify_mark(a pipe)");
	TST_EXP_FAIL(mark(group, FAN_MARK_ADD, FAN_OPEN_PERM, AT_FDCWD, "file"), EINVAL,
		     "fanotify_mark(FAN_OPEN_PERM, FAN_CLASS_NOTIF group)");
	TST_EXP_FAIL(mark(group, FAN_MARK_ADD, FAN_CREATE, AT_FDCWD, "."), EINVAL,
		     "fanotify_mark(FAN_CREATE, group without FAN_REPORT_FID)");
	TST_EXP_FAIL(mark(group, FAN_MARK_ADD, FAN_OPEN, AT_FDCWD, "missing"), ENOENT,
		     "fanotify_mark(missing path)");
	TST_EXP_FAIL(mark(group, FAN_MARK_REMOVE, FAN_OPEN, AT_FDCWD, "file"), ENOENT,
		     "fanotify_mark(REMOVE from an unmarked file)");
	TST_EXP_FAIL(mark(group, FAN_MARK_ADD | FAN_MARK_ONLYDIR, FAN_OPEN, AT_FDCWD, "file"),
		     ENOTDIR, "fanotify_mark(FAN_MARK_ONLYDIR, a file)");
}

static void nothing_marked(void)
{
	char buf[256];
	int f = SAFE_OPEN("file", O_RDONLY);

	SAFE_CLOSE(f);
	TST_EXP_FAIL2(read(group, buf, sizeof(buf)), EAGAIN, "no event after the failed marks");
}

static void run(void)
{
	init_errors();
	mark_errors();
	nothing_marked();
}

static void setup(void)
{
	int tmp[2];

	SAFE_TOUCH("file", 0600, NULL);
	SAFE_CHMOD(".", 0755);
	group = init(FAN_CLASS_NOTIF | FAN_NONBLOCK, O_RDONLY);
	if (group < 0)
		tst_brk(TBROK | TERRNO, "fanotify_init()");
	SAFE_PIPE(pipefd);
	SAFE_PIPE(tmp);
	closed_fd = tmp[0];
	SAFE_CLOSE(tmp[0]);
	SAFE_CLOSE(tmp[1]);
}

static void cleanup(void)
{
	if (group > 0)
		SAFE_CLOSE(group);
	if (pipefd[0] > 0) {
		SAFE_CLOSE(pipefd[0]);
		SAFE_CLOSE(pipefd[1]);
	}
}

static struct tst_test test = {
	.test_all = run,
	.setup = setup,
	.cleanup = cleanup,
	.needs_root = 1,
	.needs_tmpdir = 1,
	.forks_child = 1,
	.needs_kconfigs = (const char *[]){"CONFIG_FANOTIFY=y",
					   "CONFIG_FANOTIFY_ACCESS_PERMISSIONS=y", NULL},
};
