// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * inotify_add_watch(2) makes the instance report the events of man 7 inotify, each one
 * provoked by the test and read back in order with its wd, mask and name:
 * - on a watched directory, for a file inside it: IN_CREATE, IN_OPEN, IN_MODIFY,
 *   IN_ACCESS, IN_CLOSE_WRITE, IN_CLOSE_NOWRITE, IN_ATTRIB, IN_MOVED_FROM and IN_MOVED_TO
 *   (sharing one nonzero cookie), IN_DELETE; for a subdirectory IN_CREATE | IN_ISDIR and
 *   IN_DELETE | IN_ISDIR;
 * - on a watched file: IN_MOVE_SELF when it is renamed, IN_ATTRIB (link count) and
 *   IN_DELETE_SELF when it is unlinked, then IN_IGNORED as the watch goes away;
 * - on the watched directory itself, removed: IN_DELETE_SELF, then IN_IGNORED;
 * - events outside the mask are not reported: a watch for IN_CREATE only reports nothing
 *   for open, write, close and unlink.
 */

#include <sys/stat.h>
#include "tst_safe_prw.h"
#include "inotify.h"

static int fd = -1;

static int watch(const char *path, uint32_t mask)
{
	return TST_EXP_POSITIVE(tst_syscall(__NR_inotify_add_watch, fd, path, mask),
				"inotify_add_watch(%s, 0x%x)", path, mask);
}

static void directory(void)
{
	uint32_t cookies[2] = {0, 0};
	char c;
	int wd, f;

	SAFE_MKDIR("d", 0755);
	wd = watch("d", IN_ALL_EVENTS);
	if (wd < 0)
		return;

	f = SAFE_OPEN("d/f", O_CREAT | O_RDWR, 0600);
	SAFE_WRITE(SAFE_WRITE_ALL, f, "x", 1);
	SAFE_PREAD(1, f, &c, 1, 0);
	SAFE_CLOSE(f);
	const struct exp_event create[] = {
		{wd, IN_CREATE, "f"}, {wd, IN_OPEN, "f"}, {wd, IN_MODIFY, "f"},
		{wd, IN_ACCESS, "f"}, {wd, IN_CLOSE_WRITE, "f"},
	};
	expect_events(fd, create, ARRAY_SIZE(create), "create, write, read, close", NULL);

	f = SAFE_OPEN("d/f", O_RDONLY);
	SAFE_CLOSE(f);
	SAFE_CHMOD("d/f", 0644);
	const struct exp_event reopen[] = {
		{wd, IN_OPEN, "f"}, {wd, IN_CLOSE_NOWRITE, "f"}, {wd, IN_ATTRIB, "f"},
	};
	expect_events(fd, reopen, ARRAY_SIZE(reopen), "open read-only, close, chmod", NULL);

	SAFE_RENAME("d/f", "d/g");
	const struct exp_event move[] = {{wd, IN_MOVED_FROM, "f"}, {wd, IN_MOVED_TO, "g"}};
	expect_events(fd, move, ARRAY_SIZE(move), "rename", cookies);
	if (cookies[0] && cookies[0] == cookies[1])
		tst_res(TPASS, "IN_MOVED_FROM and IN_MOVED_TO share cookie %u", cookies[0]);
	else
		tst_res(TFAIL, "move cookies %u and %u, expected one nonzero value",
			cookies[0], cookies[1]);

	SAFE_MKDIR("d/sub", 0755);
	SAFE_RMDIR("d/sub");
	SAFE_UNLINK("d/g");
	const struct exp_event del[] = {
		{wd, IN_CREATE | IN_ISDIR, "sub"}, {wd, IN_DELETE | IN_ISDIR, "sub"},
		{wd, IN_DELETE, "g"},
	};
	expect_events(fd, del, ARRAY_SIZE(del), "mkdir, rmdir, unlink", NULL);

	SAFE_RMDIR("d");
	const struct exp_event self[] = {{wd, IN_DELETE_SELF, NULL}, {wd, IN_IGNORED, NULL}};
	expect_events(fd, self, ARRAY_SIZE(self), "the watched directory removed", NULL);
}

static void file(void)
{
	int wd;

	SAFE_TOUCH("file", 0600, NULL);
	wd = watch("file", IN_ALL_EVENTS);
	if (wd < 0)
		return;
	SAFE_RENAME("file", "file2");
	SAFE_UNLINK("file2");
	const struct exp_event exp[] = {
		{wd, IN_MOVE_SELF, NULL}, {wd, IN_ATTRIB, NULL}, {wd, IN_DELETE_SELF, NULL},
		{wd, IN_IGNORED, NULL},
	};
	expect_events(fd, exp, ARRAY_SIZE(exp), "the watched file renamed and unlinked", NULL);
}

static void masked(void)
{
	int wd, f;

	SAFE_MKDIR("m", 0755);
	wd = watch("m", IN_CREATE);
	if (wd < 0)
		return;
	f = SAFE_OPEN("m/f", O_CREAT | O_RDWR, 0600);
	SAFE_WRITE(SAFE_WRITE_ALL, f, "x", 1);
	SAFE_CLOSE(f);
	SAFE_UNLINK("m/f");
	const struct exp_event exp[] = {{wd, IN_CREATE, "f"}};
	expect_events(fd, exp, 1, "mask IN_CREATE only", NULL);
	SAFE_RMDIR("m");
	const struct exp_event gone[] = {{wd, IN_IGNORED, NULL}};
	expect_events(fd, gone, 1, "mask IN_CREATE, directory removed", NULL);
}

static void run(void)
{
	directory();
	file();
	masked();
}

static void setup(void)
{
	fd = inotify_init1(IN_NONBLOCK);
	if (fd < 0)
		tst_brk(TBROK | TERRNO, "inotify_init1()");
}

static void cleanup(void)
{
	if (fd > 0)
		SAFE_CLOSE(fd);
}

static struct tst_test test = {
	.test_all = run,
	.setup = setup,
	.cleanup = cleanup,
	.needs_tmpdir = 1,
};
