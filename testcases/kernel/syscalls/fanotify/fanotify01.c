// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * fanotify_init(2) and fanotify_mark(2) (man 7 fanotify), raw, events read back from the
 * group; only events about the test's own files are counted (a mount or filesystem mark
 * also sees other processes' files):
 * - an inode mark for FAN_OPEN | FAN_MODIFY | FAN_CLOSE_WRITE reports, for an open, a
 *   write and a close of the file, those three events, each with metadata version
 *   FANOTIFY_METADATA_VERSION, the caller's pid and an open descriptor of the file (same
 *   inode);
 * - an ignore mask (FAN_MARK_IGNORED_MASK | FAN_MARK_IGNORED_SURV_MODIFY, which keeps it
 *   across writes) for FAN_OPEN hides the open;
 * - FAN_MARK_REMOVE ends the reports;
 * - a mount mark (FAN_MARK_MOUNT) and a filesystem mark (FAN_MARK_FILESYSTEM) report the
 *   open of a file of the test directory that has no inode mark;
 * - FAN_REPORT_DFID_NAME: a directory mark for FAN_CREATE reports a file created in it
 *   with a DFID_NAME information record naming it, and no descriptor (FAN_NOFD);
 * - permission events (FAN_CLASS_CONTENT, FAN_OPEN_PERM): a child's open of the marked
 *   file waits for the answer; FAN_DENY makes its open fail with EPERM, FAN_ALLOW lets it
 *   succeed.
 */

#include <stdlib.h>
#include <sys/fanotify.h>
#include <sys/stat.h>
#include "tst_test.h"

#define BUF_SIZE 8192

static ino_t file_ino, other_ino;

static int init(unsigned int flags)
{
	int fd = tst_syscall(__NR_fanotify_init, flags | FAN_NONBLOCK, O_RDONLY);

	if (fd < 0)
		tst_res(TFAIL | TERRNO, "fanotify_init(0x%x)", flags);
	return fd;
}

static int mark(int fd, unsigned int flags, uint64_t mask, const char *path)
{
	return tst_syscall(__NR_fanotify_mark, fd, flags, mask, AT_FDCWD, path);
}

/* The OR of the masks of the queued events about inode ino; checks their metadata. */
static uint64_t events_of(int fd, ino_t ino)
{
	static char buf[BUF_SIZE] __attribute__((aligned(8)));
	struct fanotify_event_metadata *ev;
	uint64_t all = 0;
	ssize_t len;
	struct stat st;

	while ((len = read(fd, buf, sizeof(buf))) > 0) {
		for (ev = (void *)buf; FAN_EVENT_OK(ev, len); ev = FAN_EVENT_NEXT(ev, len)) {
			if (ev->fd < 0)
				continue;
			SAFE_FSTAT(ev->fd, &st);
			if (st.st_ino == ino) {
				all |= ev->mask;
				if (ev->vers != FANOTIFY_METADATA_VERSION || ev->pid != getpid())
					tst_res(TFAIL, "event: version %u pid %d", ev->vers, ev->pid);
			}
			SAFE_CLOSE(ev->fd);
		}
	}
	return all;
}

static void touch_file(const char *path, int write_it)
{
	int f = SAFE_OPEN(path, O_RDWR);

	if (write_it)
		SAFE_WRITE(SAFE_WRITE_ALL, f, "x", 1);
	SAFE_CLOSE(f);
}

static void inode_mark(void)
{
	uint64_t got, want = FAN_OPEN | FAN_MODIFY | FAN_CLOSE_WRITE;
	int fd = init(FAN_CLASS_NOTIF);

	if (fd < 0)
		return;
	TST_EXP_PASS(mark(fd, FAN_MARK_ADD, want, "file"), "fanotify_mark(ADD, inode)");
	touch_file("file", 1);
	got = events_of(fd, file_ino);
	TST_EXP_EXPR(got == want, "open, write, close reported (mask 0x%llx)",
		     (unsigned long long)got);
	TST_EXP_PASS(mark(fd, FAN_MARK_ADD | FAN_MARK_IGNORED_MASK | FAN_MARK_IGNORED_SURV_MODIFY,
			  FAN_OPEN, "file"), "fanotify_mark(ADD | IGNORED_MASK, FAN_OPEN)");
	touch_file("file", 1);
	got = events_of(fd, file_ino);
	TST_EXP_EXPR(got == (FAN_MODIFY | FAN_CLOSE_WRITE), "ignored FAN_OPEN (mask 0x%llx)",
		     (unsigned long long)got);
	TST_EXP_PASS(mark(fd, FAN_MARK_REMOVE, want, "file"), "fanotify_mark(REMOVE)");
	touch_file("file", 1);
	got = events_of(fd, file_ino);
	TST_EXP_EXPR(!got, "nothing reported after the removal (mask 0x%llx)",
		     (unsigned long long)got);
	SAFE_CLOSE(fd);
}

static void wide_marks(void)
{
	static const struct {
		unsigned int flag;
		const char *name;
	} kinds[] = {{FAN_MARK_MOUNT, "mount"}, {FAN_MARK_FILESYSTEM, "filesystem"}};
	unsigned int i;
	uint64_t got;

	for (i = 0; i < ARRAY_SIZE(kinds); i++) {
		int fd = init(FAN_CLASS_NOTIF);

		if (fd < 0)
			return;
		TST_EXP_PASS(mark(fd, FAN_MARK_ADD | kinds[i].flag, FAN_OPEN, "."),
			     "fanotify_mark(ADD | %s mark)", kinds[i].name);
		touch_file("other", 0);
		got = events_of(fd, other_ino);
		TST_EXP_EXPR(got == FAN_OPEN, "%s mark reported the open (mask 0x%llx)",
			     kinds[i].name, (unsigned long long)got);
		SAFE_CLOSE(fd);
	}
}

static void dfid_name(void)
{
	static char buf[BUF_SIZE] __attribute__((aligned(8)));
	struct fanotify_event_metadata *ev;
	struct fanotify_event_info_fid *info;
	struct file_handle *fh;
	int fd = init(FAN_CLASS_NOTIF | FAN_REPORT_DFID_NAME), found = 0;
	ssize_t len;

	if (fd < 0)
		return;
	SAFE_MKDIR("dir", 0755);
	TST_EXP_PASS(mark(fd, FAN_MARK_ADD | FAN_MARK_ONLYDIR, FAN_CREATE, "dir"),
		     "fanotify_mark(ADD, dir, FAN_CREATE)");
	SAFE_TOUCH("dir/created", 0600, NULL);
	len = read(fd, buf, sizeof(buf));
	for (ev = (void *)buf; len > 0 && FAN_EVENT_OK(ev, len); ev = FAN_EVENT_NEXT(ev, len)) {
		info = (struct fanotify_event_info_fid *)(ev + 1);
		fh = (struct file_handle *)info->handle;
		if (ev->mask == FAN_CREATE && ev->fd == FAN_NOFD &&
		    info->hdr.info_type == FAN_EVENT_INFO_TYPE_DFID_NAME &&
		    !strcmp((char *)fh->f_handle + fh->handle_bytes, "created"))
			found = 1;
	}
	TST_EXP_EXPR(found, "FAN_CREATE with a DFID_NAME record naming 'created', FAN_NOFD");
	SAFE_UNLINK("dir/created");
	SAFE_RMDIR("dir");
	SAFE_CLOSE(fd);
}

/* Answer the child's FAN_OPEN_PERM event; 0 when none came within 10 s. */
static int answer(int fd, uint32_t verdict)
{
	static char buf[BUF_SIZE] __attribute__((aligned(8)));
	struct fanotify_event_metadata *ev;
	struct fanotify_response resp;
	ssize_t len;
	int answered = 0, tries = 0;

	while (!answered) {
		len = read(fd, buf, sizeof(buf));
		if (len < 0 && errno == EAGAIN) {
			if (++tries > 10000)
				return 0;
			usleep(1000);
			continue;
		}
		if (len < 0)
			tst_brk(TBROK | TERRNO, "read(fanotify fd)");
		for (ev = (void *)buf; FAN_EVENT_OK(ev, len); ev = FAN_EVENT_NEXT(ev, len)) {
			if (ev->mask & FAN_OPEN_PERM) {
				resp = (struct fanotify_response){ev->fd, verdict};
				SAFE_WRITE(SAFE_WRITE_ALL, fd, &resp, sizeof(resp));
				answered = 1;
			}
			if (ev->fd >= 0)
				SAFE_CLOSE(ev->fd);
		}
	}
	return 1;
}

static void permission(void)
{
	static const struct {
		uint32_t verdict;
		int exp_errno;
	} cases[] = {{FAN_DENY, EPERM}, {FAN_ALLOW, 0}};
	int fd = init(FAN_CLASS_CONTENT);
	unsigned int i;

	if (fd < 0)
		return;
	TST_EXP_PASS(mark(fd, FAN_MARK_ADD, FAN_OPEN_PERM, "file"),
		     "fanotify_mark(ADD, FAN_OPEN_PERM)");
	for (i = 0; i < ARRAY_SIZE(cases); i++) {
		if (!SAFE_FORK()) {
			if (cases[i].exp_errno) {
				TST_EXP_FAIL2(open("file", O_RDONLY), EPERM, "open() denied");
			} else {
				int f = TST_EXP_FD(open("file", O_RDONLY), "open() allowed");

				if (f >= 0)
					SAFE_CLOSE(f);
			}
			exit(0);
		}
		if (!answer(fd, cases[i].verdict))
			tst_res(TFAIL, "no FAN_OPEN_PERM event for the child's open");
		tst_reap_children();
	}
	SAFE_CLOSE(fd);
}

static void run(void)
{
	inode_mark();
	wide_marks();
	dfid_name();
	permission();
}

static void setup(void)
{
	struct stat st;

	SAFE_TOUCH("file", 0600, NULL);
	SAFE_TOUCH("other", 0600, NULL);
	SAFE_STAT("file", &st);
	file_ino = st.st_ino;
	SAFE_STAT("other", &st);
	other_ino = st.st_ino;
}

static struct tst_test test = {
	.test_all = run,
	.setup = setup,
	.needs_root = 1,
	.needs_tmpdir = 1,
	.forks_child = 1,
	.needs_kconfigs = (const char *[]){"CONFIG_FANOTIFY=y",
					   "CONFIG_FANOTIFY_ACCESS_PERMISSIONS=y", NULL},
};
