// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * fanotify_init(2) and fanotify_mark(2), raw, fail with the errors of their man pages, in
 * order:
 * - fanotify_init(): EINVAL: an unknown flag (1 << 30); an invalid event_f_flags
 *   (O_CREAT); FAN_REPORT_NAME without FAN_REPORT_DIR_FID; EMFILE: the per-process
 *   descriptor limit reached (RLIMIT_NOFILE in a child); EPERM: nobody (no CAP_SYS_ADMIN)
 *   asks for a FAN_CLASS_CONTENT group;
 * - fanotify_mark(): EBADF: fanotify_fd closed; a relative path with a closed dirfd;
 *   EEXIST: FAN_MARK_EVICTABLE on a file whose mark was added without it (the mark stays
 *   and still reports FAN_OPEN); EINVAL: an unknown flag; an unknown mask bit; fanotify_fd
 *   a pipe; FAN_OPEN_PERM in a FAN_CLASS_NOTIF group; FAN_CREATE in a group without
 *   FAN_REPORT_FID; EISDIR: FAN_MARK_IGNORE without FAN_MARK_IGNORED_SURV_MODIFY on a
 *   directory (no mark is left to remove); ENODEV or EOPNOTSUPP: a FAN_REPORT_FID group's
 *   filesystem mark on /proc, which has no file handles: ENODEV where statfs() gives /proc
 *   a zero f_fsid (before Linux 6.8), EOPNOTSUPP where it has one; ENOENT: a missing path;
 *   removing a mark from an unmarked file; ENOSPC: in a new user namespace whose
 *   /proc/sys/user/max_fanotify_marks is 2, the third mark of an unprivileged FAN_REPORT_FID
 *   group (opening the third file reports nothing); ENOTDIR: FAN_MARK_ONLYDIR on a file.
 * No failed fanotify_init() leaves a descriptor; after the failed marks, opening the
 * files reports nothing. EEXIST and EISDIR need Linux 6.0 (FAN_MARK_EVICTABLE and
 * FAN_MARK_IGNORE, probed in setup), ENOSPC needs the unprivileged fanotify of Linux 5.13.
 *
 * Not provoked: fanotify_init() EMFILE for the per-user group limit: the limit of the
 * initial user namespace is host-wide; ENOMEM needs the kernel's allocation to fail; ENOSYS
 * needs a kernel without fanotify; fanotify_mark() EXDEV needs a filesystem with
 * subvolumes of their own fsid (fanotify04 makes one on btrfs); EPERM: without
 * CAP_SYS_ADMIN no group exists to mark with.
 */

#include <sched.h>
#include <stdlib.h>
#include <sys/fanotify.h>
#include <sys/vfs.h>
#include "tst_test.h"
#include "tst_fd_limit.h"

static int group = -1, pipefd[2] = {-1, -1}, closed_fd, have_evictable, have_ignore;

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
		tst_become_nobody();
		TST_EXP_FAIL2(init(FAN_CLASS_CONTENT, O_RDONLY), EPERM,
			      "nobody: fanotify_init(FAN_CLASS_CONTENT)");
		exit(0);
	}
	tst_reap_children();
}

static void no_event(int fd, const char *what)
{
	char buf[256];

	TST_EXP_FAIL2(read(fd, buf, sizeof(buf)), EAGAIN, "no event after %s", what);
}

static void eexist(void)
{
	char buf[256] = "";
	struct fanotify_event_metadata *ev;
	int f;

	if (!have_evictable) {
		tst_res(TCONF, "FAN_MARK_EVICTABLE not supported (Linux 5.19+): no EEXIST row");
		return;
	}
	if (mark(group, FAN_MARK_ADD, FAN_OPEN, AT_FDCWD, "marked"))
		tst_brk(TBROK | TERRNO, "fanotify_mark(ADD, FAN_OPEN, marked)");
	TST_EXP_FAIL(mark(group, FAN_MARK_ADD | FAN_MARK_EVICTABLE, FAN_OPEN, AT_FDCWD, "marked"),
		     EEXIST, "fanotify_mark(FAN_MARK_EVICTABLE on a non-evictable mark)");
	f = SAFE_OPEN("marked", O_RDONLY);
	SAFE_CLOSE(f);
	if (read(group, buf, sizeof(buf)) < (ssize_t)sizeof(*ev)) {
		tst_res(TFAIL | TERRNO, "no event from the mark after the failed update");
	} else {
		ev = (struct fanotify_event_metadata *)buf;
		if (ev->fd >= 0)
			SAFE_CLOSE(ev->fd);
		TST_EXP_EXPR(ev->mask & FAN_OPEN, "the mark still reports FAN_OPEN (mask 0x%llx)",
			     (unsigned long long)ev->mask);
	}
	if (mark(group, FAN_MARK_REMOVE, FAN_OPEN, AT_FDCWD, "marked"))
		tst_brk(TBROK | TERRNO, "fanotify_mark(REMOVE, marked)");
}

static void eisdir(void)
{
	if (!have_ignore) {
		tst_res(TCONF, "FAN_MARK_IGNORE not supported (Linux 6.0+): no EISDIR row");
		return;
	}
	TST_EXP_FAIL(mark(group, FAN_MARK_ADD | FAN_MARK_IGNORE, FAN_OPEN, AT_FDCWD, "dir"),
		     EISDIR, "fanotify_mark(FAN_MARK_IGNORE, a directory)");
	TST_EXP_FAIL(mark(group, FAN_MARK_REMOVE | FAN_MARK_IGNORE_SURV, FAN_OPEN, AT_FDCWD, "dir"),
		     ENOENT, "no mark left on the directory");
}

static void no_handles(void)
{
	struct statfs sf;
	int fid = init(FAN_CLASS_NOTIF | FAN_REPORT_FID, O_RDONLY), exp;

	if (fid < 0)
		tst_brk(TBROK | TERRNO, "fanotify_init(FAN_REPORT_FID)");
	SAFE_STATFS("/proc", &sf);
	exp = (sf.f_fsid.__val[0] || sf.f_fsid.__val[1]) ? EOPNOTSUPP : ENODEV;
	TST_EXP_FAIL(mark(fid, FAN_MARK_ADD | FAN_MARK_FILESYSTEM, FAN_OPEN, AT_FDCWD, "/proc"),
		     exp, "fanotify_mark(FAN_REPORT_FID, filesystem mark on /proc)");
	SAFE_CLOSE(fid);
}

static void enospc(void)
{
	int fid, fd;

	if (!SAFE_FORK()) {
		SAFE_UNSHARE(CLONE_NEWUSER);
		fd = SAFE_OPEN("/proc/sys/user/max_fanotify_marks", O_WRONLY);
		SAFE_WRITE(SAFE_WRITE_ALL, fd, "2", 1);
		SAFE_CLOSE(fd);
		fid = init(FAN_CLASS_NOTIF | FAN_REPORT_FID | FAN_NONBLOCK, O_RDONLY);
		if (fid < 0)
			tst_brk(TBROK | TERRNO, "unprivileged fanotify_init(FAN_REPORT_FID)");
		if (mark(fid, FAN_MARK_ADD, FAN_OPEN, AT_FDCWD, "file") ||
		    mark(fid, FAN_MARK_ADD, FAN_OPEN, AT_FDCWD, "marked"))
			tst_brk(TBROK | TERRNO, "fanotify_mark() of the first two files");
		TST_EXP_FAIL(mark(fid, FAN_MARK_ADD, FAN_OPEN, AT_FDCWD, "third"), ENOSPC,
			     "fanotify_mark() beyond max_fanotify_marks 2");
		fd = SAFE_OPEN("third", O_RDONLY);
		SAFE_CLOSE(fd);
		no_event(fid, "opening the file whose mark failed");
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
	eexist();
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
	eisdir();
	no_handles();
	TST_EXP_FAIL(mark(group, FAN_MARK_ADD, FAN_OPEN, AT_FDCWD, "missing"), ENOENT,
		     "fanotify_mark(missing path)");
	TST_EXP_FAIL(mark(group, FAN_MARK_REMOVE, FAN_OPEN, AT_FDCWD, "file"), ENOENT,
		     "fanotify_mark(REMOVE from an unmarked file)");
	enospc();
	TST_EXP_FAIL(mark(group, FAN_MARK_ADD | FAN_MARK_ONLYDIR, FAN_OPEN, AT_FDCWD, "file"),
		     ENOTDIR, "fanotify_mark(FAN_MARK_ONLYDIR, a file)");
}

static void nothing_marked(void)
{
	int f = SAFE_OPEN("file", O_RDONLY);

	SAFE_CLOSE(f);
	no_event(group, "the failed marks");
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
	SAFE_TOUCH("marked", 0600, NULL);
	SAFE_TOUCH("third", 0600, NULL);
	SAFE_MKDIR("dir", 0700);
	SAFE_CHMOD(".", 0755);
	group = init(FAN_CLASS_NOTIF | FAN_NONBLOCK, O_RDONLY);
	if (group < 0)
		tst_brk(TBROK | TERRNO, "fanotify_init()");
	/* The flags' support: an evictable mark on "third", an ignore mark on "marked"; flushed. */
	have_evictable = !mark(group, FAN_MARK_ADD | FAN_MARK_EVICTABLE, FAN_OPEN, AT_FDCWD,
			       "third");
	if (!have_evictable && errno != EINVAL)
		tst_brk(TBROK | TERRNO, "fanotify_mark(FAN_MARK_EVICTABLE) probe");
	have_ignore = !mark(group, FAN_MARK_ADD | FAN_MARK_IGNORE_SURV, FAN_OPEN, AT_FDCWD,
			    "marked");
	if (!have_ignore && errno != EINVAL)
		tst_brk(TBROK | TERRNO, "fanotify_mark(FAN_MARK_IGNORE) probe");
	if ((have_evictable || have_ignore) &&
	    mark(group, FAN_MARK_FLUSH, 0, AT_FDCWD, NULL))
		tst_brk(TBROK | TERRNO, "fanotify_mark(FAN_MARK_FLUSH)");
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
