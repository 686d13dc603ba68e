// SPDX-License-Identifier: GPL-2.0-or-later
/* Path-error fixture and the unchanged-path check (tst_path_errors.h). */
#include <errno.h>
#include <limits.h>
#include <pwd.h>
#include <stdlib.h>
#include <linux/fs.h>
#include <sys/ioctl.h>
#define TST_NO_DEFAULT_MAIN
#include "tst_test.h"
#include "ltk_core.h"
#include "tst_path_errors.h"

uid_t tst_path_errors_nobody_uid;
gid_t tst_path_errors_nobody_gid;
static char long_name[PATH_MAX + 2];
static char *bad_addr;
static int immutable_set = -1;

void tst_path_state_get(const char *path, struct tst_path_state *state)
{
	memset(state, 0, sizeof(*state));
	if (lstat(path, &state->st))
		state->err = errno;
}

static int ts_eq(const struct timespec *a, const struct timespec *b)
{
	return a->tv_sec == b->tv_sec && a->tv_nsec == b->tv_nsec;
}

static const char *shown(const char *path)
{
	return strlen(path) > 64 ? TST_PATH_ERRORS_LONG : path;
}

int tst_path_unchanged_(const char *file, int line, const char *path,
			const struct tst_path_state *before)
{
	struct tst_path_state now;
	const struct stat *a = &before->st, *b = &now.st;

	tst_path_state_get(path, &now);
	if (before->err || now.err) {
		if (before->err == now.err) {
			ltk_res(file, line, TPASS, "%s still does not exist (%s)", shown(path),
				tst_strerrno(now.err));
			return 1;
		}
		ltk_res(file, line, TFAIL, "%s: lstat() gave %s before the call, %s after",
			shown(path), before->err ? tst_strerrno(before->err) : "success",
			now.err ? tst_strerrno(now.err) : "success");
		return 0;
	}
	if (a->st_ino == b->st_ino && a->st_mode == b->st_mode && a->st_uid == b->st_uid &&
	    a->st_gid == b->st_gid && a->st_nlink == b->st_nlink && a->st_size == b->st_size &&
	    ts_eq(&a->st_mtim, &b->st_mtim) && ts_eq(&a->st_ctim, &b->st_ctim)) {
		ltk_res(file, line, TPASS, "%s unchanged (mode %o, owner %u:%u, ctime kept)",
			shown(path), b->st_mode, b->st_uid, b->st_gid);
		return 1;
	}
	ltk_res(file, line, TFAIL,
		"%s changed: ino %lu -> %lu, mode %o -> %o, owner %u:%u -> %u:%u, "
		"links %lu -> %lu, size %lld -> %lld, mtime %lld.%09ld -> %lld.%09ld, "
		"ctime %lld.%09ld -> %lld.%09ld",
		shown(path), (unsigned long)a->st_ino, (unsigned long)b->st_ino, a->st_mode,
		b->st_mode, a->st_uid, a->st_gid, b->st_uid, b->st_gid,
		(unsigned long)a->st_nlink, (unsigned long)b->st_nlink, (long long)a->st_size,
		(long long)b->st_size, (long long)a->st_mtim.tv_sec, a->st_mtim.tv_nsec,
		(long long)b->st_mtim.tv_sec, b->st_mtim.tv_nsec, (long long)a->st_ctim.tv_sec,
		a->st_ctim.tv_nsec, (long long)b->st_ctim.tv_sec, b->st_ctim.tv_nsec);
	return 0;
}

static int set_immutable(int on)
{
	int fd = SAFE_OPEN("immutable", O_RDONLY), flags, ret;

	SAFE_IOCTL(fd, FS_IOC_GETFLAGS, &flags);
	flags = on ? flags | FS_IMMUTABLE_FL : flags & ~FS_IMMUTABLE_FL;
	ret = ioctl(fd, FS_IOC_SETFLAGS, &flags);
	SAFE_CLOSE(fd);
	return ret;
}

void tst_path_errors_setup(void)
{
	struct passwd *pw = SAFE_GETPWNAM("nobody");

	tst_path_errors_nobody_uid = pw->pw_uid;
	tst_path_errors_nobody_gid = pw->pw_gid;
	bad_addr = tst_get_bad_addr(NULL);
	memset(long_name, 'a', sizeof(long_name) - 1);
	SAFE_TOUCH("file", 0644, NULL);
	SAFE_MKDIR("nosearch", 0700);
	SAFE_TOUCH("nosearch/file", 0644, NULL);
	SAFE_SYMLINK("loop2", "loop1");
	SAFE_SYMLINK("loop1", "loop2");
	SAFE_TOUCH("immutable", 0644, NULL);
	immutable_set = !set_immutable(1);
	if (!immutable_set)
		tst_res(TINFO | TERRNO, "FS_IOC_SETFLAGS(FS_IMMUTABLE_FL) failed");
}

void tst_path_errors_cleanup(void)
{
	if (immutable_set == 1)
		set_immutable(0);
	immutable_set = -1;
}

const char *tst_path_errors_arg(const struct tst_path_error *row)
{
	if (!row->path)
		return bad_addr;
	if (!strcmp(row->path, TST_PATH_ERRORS_LONG))
		return long_name;
	return row->path;
}

void tst_path_errors_run_(const char *file, int line, const struct tst_path_error *row,
			  void (*check)(const struct tst_path_error *row))
{
	struct tst_path_state before;
	const char *path = tst_path_errors_arg(row);

	if (row->path && !strcmp(row->path, "immutable") && immutable_set != 1) {
		tst_res(TCONF, "the tmpdir filesystem has no immutable flag");
		return;
	}
	if (row->path)
		tst_path_state_get(path, &before);
	if (!row->as_nobody) {
		check(row);
	} else if (!SAFE_FORK()) {
		tst_become_nobody();
		check(row);
		exit(0);
	} else {
		tst_reap_children();
	}
	if (row->path)
		tst_path_unchanged_(file, line, path, &before);
}
