// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * access(2) "checks whether the calling process can access the file pathname" using the
 * real user and group ids. Checked with files owned by root:root of several modes:
 * - as nobody:nogroup (no capabilities): R_OK, W_OK, X_OK succeed exactly when the "other"
 *   permission bit allows, EACCES otherwise; F_OK succeeds whatever the mode;
 * - as root: R_OK and W_OK succeed whatever the mode; X_OK "succeeds if execute permission
 *   is enabled for any of the file owner, group, or other" and fails with EACCES on a file
 *   without any execute bit; X_OK on a directory succeeds;
 * - with real uid nobody and effective uid root, the check uses the real ids: EACCES
 *   where root would be allowed (and the effective id still opens the file).
 */

#include <pwd.h>
#include <stdlib.h>
#include "tst_test.h"

static uid_t nobody_uid;
static gid_t nobody_gid;

static struct tcase {
	const char *path;
	int mode;
	int as_nobody;
	int exp_errno;
} tcases[] = {
	{"m0444", R_OK, 1, 0},
	{"m0444", W_OK, 1, EACCES},
	{"m0444", X_OK, 1, EACCES},
	{"m0222", W_OK, 1, 0},
	{"m0222", R_OK, 1, EACCES},
	{"m0111", X_OK, 1, 0},
	{"m0111", R_OK | W_OK, 1, EACCES},
	{"m0777", R_OK | W_OK | X_OK, 1, 0},
	{"m0770", R_OK, 1, EACCES},
	{"m0000", F_OK, 1, 0},
	{"m0000", R_OK | W_OK, 0, 0},
	{"m0000", X_OK, 0, EACCES},
	{"m0100", X_OK, 0, 0},
	{"m0010", X_OK, 0, 0},
	{"m0001", X_OK, 0, 0},
	{"dir0000", X_OK, 0, 0},
};

static const char *mode_name(int mode)
{
	static char buf[16];

	if (mode == F_OK)
		return "F_OK";
	snprintf(buf, sizeof(buf), "%s%s%s", mode & R_OK ? "R" : "", mode & W_OK ? "W" : "",
		 mode & X_OK ? "X" : "");
	return buf;
}

static void check(struct tcase *tc, const char *who)
{
	if (tc->exp_errno) {
		TST_EXP_FAIL(access(tc->path, tc->mode), tc->exp_errno, "%s: access(%s, %s)",
			     who, tc->path, mode_name(tc->mode));
	} else {
		TST_EXP_PASS(access(tc->path, tc->mode), "%s: access(%s, %s)", who, tc->path,
			     mode_name(tc->mode));
	}
}

static void drop_to_nobody(void)
{
	/* Leaving uid 0 clears the effective and permitted capabilities. */
	SAFE_SETGROUPS(0, NULL);
	SAFE_SETGID(nobody_gid);
	SAFE_SETUID(nobody_uid);
}

static void run(unsigned int n)
{
	struct tcase *tc = &tcases[n];

	if (!tc->as_nobody) {
		check(tc, "root");
		return;
	}
	if (!SAFE_FORK()) {
		drop_to_nobody();
		check(tc, "nobody");
		exit(0);
	}
	tst_reap_children();

	if (n)
		return;
	/* Once: real uid nobody, effective uid root. */
	if (!SAFE_FORK()) {
		int fd;

		SAFE_SETGROUPS(0, NULL);
		SAFE_SETRESGID(nobody_gid, 0, 0);
		SAFE_SETRESUID(nobody_uid, 0, 0);
		TST_EXP_FAIL(access("m0000", R_OK), EACCES,
			     "ruid nobody, euid root: access(m0000, R)");
		fd = SAFE_OPEN("m0000", O_RDONLY);
		SAFE_CLOSE(fd);
		exit(0);
	}
	tst_reap_children();
}

static void setup(void)
{
	static const int modes[] = {0444, 0222, 0111, 0777, 0770, 0000, 0100, 0010, 0001};
	struct passwd *pw = SAFE_GETPWNAM("nobody");
	char name[16];
	unsigned int i;

	nobody_uid = pw->pw_uid;
	nobody_gid = pw->pw_gid;
	for (i = 0; i < ARRAY_SIZE(modes); i++) {
		snprintf(name, sizeof(name), "m%04o", modes[i]);
		SAFE_TOUCH(name, 0600, NULL);
		SAFE_CHMOD(name, modes[i]);
	}
	SAFE_MKDIR("dir0000", 0755);
	SAFE_CHMOD("dir0000", 0);
}

static struct tst_test test = {
	.tcnt = ARRAY_SIZE(tcases),
	.test = run,
	.setup = setup,
	.needs_root = 1,
	.needs_tmpdir = 1,
	.forks_child = 1,
};
