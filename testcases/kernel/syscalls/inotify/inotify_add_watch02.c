// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * inotify_add_watch(2) flags and watch identity (man 2 inotify_add_watch, man 7 inotify):
 * - adding a path already watched returns the same wd and replaces the mask: IN_CREATE
 *   then IN_DELETE reports only the delete; the same inode through a hard link gives the
 *   same wd;
 * - IN_MASK_ADD adds to the mask instead: both create and delete are reported;
 * - IN_MASK_CREATE on a path not yet watched creates the watch;
 * - IN_ONESHOT: one event, then IN_IGNORED, then nothing;
 * - IN_ONLYDIR on a directory works;
 * - IN_DONT_FOLLOW on a symlink watches the link itself: changing the link's times is
 *   reported, opening the target through another path is not; without it the target is
 *   watched;
 * - IN_Q_OVERFLOW: when more events are produced than /proc/sys/fs/inotify/
 *   max_queued_events, the queue holds that many events followed by one IN_Q_OVERFLOW
 *   event with wd -1.
 */

#include <stdlib.h>
#include <sys/stat.h>
#include "tst_safe_file_ops.h"
#include "inotify.h"

static int fd = -1;

static int add(const char *path, uint32_t mask)
{
	return tst_syscall(__NR_inotify_add_watch, fd, path, mask);
}

static void replace_and_add(void)
{
	int wd, wd2;

	SAFE_MKDIR("d", 0755);
	wd = TST_EXP_POSITIVE(add("d", IN_CREATE), "add(d, IN_CREATE)");
	wd2 = TST_EXP_POSITIVE(add("d", IN_DELETE), "add(d, IN_DELETE) again");
	TST_EXP_EQ_LI(wd2, wd);
	SAFE_TOUCH("d/a", 0600, NULL);
	SAFE_UNLINK("d/a");
	const struct exp_event replaced[] = {{wd, IN_DELETE, "a"}};
	expect_events(fd, replaced, 1, "mask replaced by IN_DELETE", NULL);

	wd2 = TST_EXP_POSITIVE(add("d", IN_CREATE | IN_MASK_ADD), "add(d, IN_CREATE | IN_MASK_ADD)");
	TST_EXP_EQ_LI(wd2, wd);
	SAFE_TOUCH("d/b", 0600, NULL);
	SAFE_UNLINK("d/b");
	const struct exp_event both[] = {{wd, IN_CREATE, "b"}, {wd, IN_DELETE, "b"}};
	expect_events(fd, both, 2, "IN_MASK_ADD kept IN_DELETE and added IN_CREATE", NULL);

	SAFE_TOUCH("f", 0600, NULL);
	SAFE_LINK("f", "f_link");
	wd = TST_EXP_POSITIVE(add("f", IN_ATTRIB | IN_MASK_CREATE), "add(f, IN_MASK_CREATE)");
	wd2 = TST_EXP_POSITIVE(add("f_link", IN_ATTRIB), "add(hard link of f)");
	TST_EXP_EQ_LI(wd2, wd);
	SAFE_CHMOD("f", 0644);
	const struct exp_event attr[] = {{wd, IN_ATTRIB, NULL}};
	expect_events(fd, attr, 1, "IN_MASK_CREATE watch", NULL);
}

static void oneshot_onlydir(void)
{
	int wd;

	SAFE_MKDIR("o", 0755);
	wd = TST_EXP_POSITIVE(add("o", IN_CREATE | IN_ONESHOT | IN_ONLYDIR),
			      "add(o, IN_CREATE | IN_ONESHOT | IN_ONLYDIR)");
	SAFE_TOUCH("o/1", 0600, NULL);
	SAFE_TOUCH("o/2", 0600, NULL);
	const struct exp_event exp[] = {{wd, IN_CREATE, "1"}, {wd, IN_IGNORED, NULL}};
	expect_events(fd, exp, 2, "IN_ONESHOT", NULL);
}

static void dont_follow(void)
{
	int wd, wd2, tfd;

	SAFE_TOUCH("target", 0600, NULL);
	SAFE_SYMLINK("target", "sym");
	wd = TST_EXP_POSITIVE(add("sym", IN_ATTRIB | IN_OPEN | IN_DONT_FOLLOW),
			      "add(sym, IN_DONT_FOLLOW)");
	tfd = SAFE_OPEN("target", O_RDONLY);
	SAFE_CLOSE(tfd);
	if (utimensat(AT_FDCWD, "sym", NULL, AT_SYMLINK_NOFOLLOW))
		tst_brk(TBROK | TERRNO, "utimensat(sym, AT_SYMLINK_NOFOLLOW)");
	const struct exp_event link_only[] = {{wd, IN_ATTRIB, NULL}};
	expect_events(fd, link_only, 1, "IN_DONT_FOLLOW watches the link", NULL);

	wd2 = TST_EXP_POSITIVE(add("sym", IN_OPEN), "add(sym) following the link");
	if (wd2 == wd)
		tst_res(TFAIL, "the target got the link's wd %d", wd);
	tfd = SAFE_OPEN("target", O_RDONLY);
	SAFE_CLOSE(tfd);
	const struct exp_event target[] = {{wd2, IN_OPEN, NULL}};
	expect_events(fd, target, 1, "without IN_DONT_FOLLOW the target is watched", NULL);
}

static void overflow(void)
{
	static char buf[EVBUF_SIZE] __attribute__((aligned(__alignof__(struct inotify_event))));
	int max, i, events = 0, ofd = inotify_init1(IN_NONBLOCK), last_wd = 0;
	uint32_t last_mask = 0;
	ssize_t len;

	if (ofd < 0)
		tst_brk(TBROK | TERRNO, "inotify_init1()");
	SAFE_FILE_SCANF("/proc/sys/fs/inotify/max_queued_events", "%d", &max);
	if (max > 1 << 20) {
		tst_res(TINFO, "max_queued_events is %d: overflow not checked", max);
		SAFE_CLOSE(ofd);
		return;
	}
	SAFE_TOUCH("q", 0600, NULL);
	if (tst_syscall(__NR_inotify_add_watch, ofd, "q", IN_OPEN | IN_CLOSE) < 0)
		tst_brk(TBROK | TERRNO, "inotify_add_watch(q)");
	for (i = 0; i < max / 2 + 2; i++) {
		int qfd = SAFE_OPEN("q", O_RDONLY);

		SAFE_CLOSE(qfd);
	}
	while ((len = read(ofd, buf, sizeof(buf))) > 0) {
		char *p;

		for (p = buf; p < buf + len; events++) {
			struct inotify_event *ev = (struct inotify_event *)p;

			last_wd = ev->wd;
			last_mask = ev->mask;
			p += sizeof(*ev) + ev->len;
		}
	}
	if (events == max + 1 && last_wd == -1 && last_mask == IN_Q_OVERFLOW)
		tst_res(TPASS, "%d events queued, then IN_Q_OVERFLOW with wd -1", max);
	else
		tst_res(TFAIL, "%d events read, the last wd %d mask 0x%x, expected %d, -1, 0x%x",
			events, last_wd, last_mask, max + 1, IN_Q_OVERFLOW);
	SAFE_CLOSE(ofd);
}

static void run(void)
{
	fd = inotify_init1(IN_NONBLOCK);
	if (fd < 0)
		tst_brk(TBROK | TERRNO, "inotify_init1()");
	replace_and_add();
	oneshot_onlydir();
	dont_follow();
	overflow();
	SAFE_CLOSE(fd);
	SAFE_UNLINK("f");
	SAFE_UNLINK("f_link");
	SAFE_UNLINK("target");
	SAFE_UNLINK("sym");
	SAFE_UNLINK("q");
	SAFE_UNLINK("o/1");
	SAFE_UNLINK("o/2");
	SAFE_RMDIR("o");
	SAFE_RMDIR("d");
}

static void cleanup(void)
{
	if (fd > 0)
		SAFE_CLOSE(fd);
}

static struct tst_test test = {
	.test_all = run,
	.cleanup = cleanup,
	.needs_tmpdir = 1,
};
