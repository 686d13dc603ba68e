// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * utime(2) and utimes(2) ERRORS (one man page), one row per entry in its order: EACCES
 * (search permission denied on a prefix; times NULL, not the owner, no write access: both
 * as nobody with no capabilities), ENOENT (filename does not exist), EPERM (times given,
 * not the owner, as nobody), EROFS (file on the library's read-only filesystem,
 * .needs_rofs). Each row runs through the utime and the utimes system calls; after each
 * failure the file is as it was (tst_path_errors.h: timestamps, mode, owner, links, size).
 */

#include <pwd.h>
#include <stdlib.h>
#include <sys/time.h>
#include <utime.h>
#include "tst_test.h"
#include "tst_path_errors.h"
#include "lapi/syscalls.h"

static uid_t nobody_uid;
static gid_t nobody_gid;

static struct tcase {
	const char *path;
	int null_times;
	int as_nobody;
	int exp_errno;
	const char *desc;
} tcases[] = {
	{"nosearch/file", 1, 1, EACCES, "search permission denied on a prefix"},
	{"roots", 1, 1, EACCES, "times NULL, not owner, no write access"},
	{"missing", 1, 0, ENOENT, "file does not exist"},
	{"roots_w", 0, 1, EPERM, "times given, not the owner"},
	{"rofs/file", 1, 0, EROFS, "file on a read-only filesystem"},
};

static void check(struct tcase *tc)
{
	struct utimbuf ub = {1000000000, 1000000000};
	struct timeval tv[2] = {{1000000000, 0}, {1000000000, 0}};

	TST_EXP_FAIL(tst_syscall(__NR_utime, tc->path, tc->null_times ? NULL : &ub),
		     tc->exp_errno, "utime(): %s", tc->desc);
	TST_EXP_FAIL(tst_syscall(__NR_utimes, tc->path, tc->null_times ? NULL : tv),
		     tc->exp_errno, "utimes(): %s", tc->desc);
}

/* The name the row could have created or changed, NULL when there is none to stat. */
static const char *witness(struct tcase *tc)
{
	return tc->path;
}

static void run(unsigned int n)
{
	struct tcase *tc = &tcases[n];
	const char *path = witness(tc);
	struct tst_path_state before;

	if (path)
		tst_path_state_get(path, &before);

	if (!tc->as_nobody) {
		check(tc);
	} else if (!SAFE_FORK()) {
		/* Leaving uid 0 clears the effective and permitted capabilities. */
		SAFE_SETGROUPS(0, NULL);
		SAFE_SETGID(nobody_gid);
		SAFE_SETUID(nobody_uid);
		check(tc);
		exit(0);
	}
	tst_reap_children();
	if (path)
		TST_PATH_UNCHANGED(path, &before);
}

static void setup(void)
{
	struct passwd *pw = SAFE_GETPWNAM("nobody");

	nobody_uid = pw->pw_uid;
	nobody_gid = pw->pw_gid;
	SAFE_TOUCH("roots", 0644, NULL);
	SAFE_TOUCH("roots_w", 0666, NULL);
	SAFE_CHMOD("roots_w", 0666);
	SAFE_MKDIR("nosearch", 0700);
	SAFE_TOUCH("nosearch/file", 0666, NULL);
}

static struct tst_test test = {
	.tcnt = ARRAY_SIZE(tcases),
	.test = run,
	.setup = setup,
	.needs_root = 1,
	.needs_rofs = 1,
	.mntpoint = "rofs",
	.forks_child = 1,
};
