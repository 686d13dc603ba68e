// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * fanotify_init(2) with FAN_REPORT_FID alone (man 7 fanotify): a write to a file with an
 * inode mark for FAN_MODIFY is reported
 * - with no descriptor (fd FAN_NOFD) and the writer's pid;
 * - with one information record of type FAN_EVENT_INFO_TYPE_FID, whose fsid is the
 *   filesystem's (statfs() f_fsid) and whose file handle open_by_handle_at(2) opens to the
 *   marked file itself (same st_dev and st_ino as stat() of its name).
 * TCONF when the tmpdir's filesystem cannot report file handles (a probe mark in setup).
 */

#include <sys/fanotify.h>
#include <sys/stat.h>
#include <sys/vfs.h>
#include "tst_test.h"

static int group = -1, mount_fd = -1;

static int mark(int flags, uint64_t mask, const char *path)
{
	return tst_syscall(__NR_fanotify_mark, group, flags, mask, AT_FDCWD, path);
}

static void check_fid(struct fanotify_event_info_fid *fid)
{
	struct file_handle *fh = (struct file_handle *)fid->handle;
	struct stat by_handle, by_name;
	struct statfs sf;
	int fd;

	SAFE_STATFS(".", &sf);
	TST_EXP_EXPR(!memcmp(&fid->fsid, &sf.f_fsid, sizeof(sf.f_fsid)),
		     "the record's fsid is the filesystem's f_fsid");
	fd = open_by_handle_at(mount_fd, fh, O_RDONLY);
	if (fd < 0) {
		tst_res(TFAIL | TERRNO, "open_by_handle_at(the record's handle, type %d, %u bytes)",
			fh->handle_type, fh->handle_bytes);
		return;
	}
	SAFE_FSTAT(fd, &by_handle);
	SAFE_STAT("file", &by_name);
	if (by_handle.st_dev == by_name.st_dev && by_handle.st_ino == by_name.st_ino)
		tst_res(TPASS, "the handle opens the marked file (inode %lu)",
			(unsigned long)by_name.st_ino);
	else
		tst_res(TFAIL, "the handle opens inode %lu on dev %lu, the file is %lu on %lu",
			(unsigned long)by_handle.st_ino, (unsigned long)by_handle.st_dev,
			(unsigned long)by_name.st_ino, (unsigned long)by_name.st_dev);
	SAFE_CLOSE(fd);
}

static void run(void)
{
	/* A fanotify_event_metadata and its records, aligned for both. */
	uint64_t buf[512];
	struct fanotify_event_metadata *ev = (struct fanotify_event_metadata *)buf;
	struct fanotify_event_info_fid *fid;
	ssize_t len;
	int fd;

	if (mark(FAN_MARK_ADD, FAN_MODIFY, "file")) {
		tst_res(TFAIL | TERRNO, "fanotify_mark(ADD, FAN_MODIFY, file)");
		return;
	}
	fd = SAFE_OPEN("file", O_WRONLY);
	SAFE_WRITE(SAFE_WRITE_ALL, fd, "x", 1);
	SAFE_CLOSE(fd);

	len = read(group, buf, sizeof(buf));
	if (len < (ssize_t)sizeof(*ev)) {
		tst_res(TFAIL | TERRNO, "no event read (%zd bytes)", len);
		goto out;
	}
	TST_EXP_EXPR(ev->mask == FAN_MODIFY && ev->fd == FAN_NOFD && ev->pid == getpid(),
		     "event mask 0x%llx fd %d pid %d: FAN_MODIFY, FAN_NOFD, this process",
		     (unsigned long long)ev->mask, ev->fd, ev->pid);
	fid = (struct fanotify_event_info_fid *)(ev + 1);
	if (ev->event_len < sizeof(*ev) + sizeof(*fid) ||
	    fid->hdr.info_type != FAN_EVENT_INFO_TYPE_FID) {
		tst_res(TFAIL, "event of %u bytes without a FAN_EVENT_INFO_TYPE_FID record",
			ev->event_len);
		goto out;
	}
	TST_EXP_EQ_LU(ev->event_len, sizeof(*ev) + fid->hdr.len);
	check_fid(fid);
out:
	if (mark(FAN_MARK_REMOVE, FAN_MODIFY, "file"))
		tst_brk(TBROK | TERRNO, "fanotify_mark(REMOVE, file)");
}

static void setup(void)
{
	SAFE_TOUCH("file", 0600, NULL);
	SAFE_TOUCH("probe", 0600, NULL);
	group = tst_syscall(__NR_fanotify_init, FAN_CLASS_NOTIF | FAN_REPORT_FID | FAN_NONBLOCK,
			    O_RDONLY);
	if (group < 0)
		tst_brk(TBROK | TERRNO, "fanotify_init(FAN_REPORT_FID)");
	if (mark(FAN_MARK_ADD, FAN_MODIFY, "probe")) {
		if (errno == EOPNOTSUPP || errno == ENODEV || errno == EXDEV)
			tst_brk(TCONF | TERRNO, "the tmpdir's filesystem cannot report file ids");
		tst_brk(TBROK | TERRNO, "fanotify_mark(FAN_REPORT_FID group) probe");
	}
	if (mark(FAN_MARK_REMOVE, FAN_MODIFY, "probe"))
		tst_brk(TBROK | TERRNO, "fanotify_mark(REMOVE, probe)");
	mount_fd = SAFE_OPEN(".", O_RDONLY | O_DIRECTORY);
}

static void cleanup(void)
{
	if (group > 0)
		SAFE_CLOSE(group);
	if (mount_fd > 0)
		SAFE_CLOSE(mount_fd);
}

static struct tst_test test = {
	.test_all = run,
	.setup = setup,
	.cleanup = cleanup,
	.needs_root = 1,
	.needs_tmpdir = 1,
	.needs_kconfigs = (const char *[]){"CONFIG_FANOTIFY=y", NULL},
};
