// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * renameat2(2) errors of its flags (man 2 rename), on the tmpdir:
 *
 *   EACCES (as for rename()) RENAME_EXCHANGE where nobody may not write the directory
 *   EEXIST flags contains RENAME_NOREPLACE and newpath already exists
 *   EINVAL an invalid flag was specified in flags
 *   EINVAL both RENAME_NOREPLACE and RENAME_EXCHANGE were specified
 *   EINVAL both RENAME_WHITEOUT and RENAME_EXCHANGE were specified
 *   ENOENT flags contains RENAME_EXCHANGE and newpath does not exist
 *
 * The errors renameat2() shares with rename() and renameat() are checked through renameat2()
 * itself (flags 0) in renameat02's second variant.
 *
 * Not provoked: EPERM ("RENAME_WHITEOUT without CAP_MKNOD": Linux 5.8 allowed unprivileged
 * whiteouts; renameat203 checks both behaviours), EINVAL ("the filesystem does not support
 * one of the flags": every filesystem here supports all three; renameat201-203 turn it into
 * TCONF per filesystem)
 */

#include <pwd.h>
#include "tst_test.h"
#include "lapi/rename.h"

static struct tcase {
	const char *new;
	unsigned int flags;
	int exp_errno;
	int as_nobody;
	const char *desc;
} tcases[] = {
	{"other", RENAME_EXCHANGE, EACCES, 1,
		"RENAME_EXCHANGE out of a directory nobody cannot write"},
	{"other", RENAME_NOREPLACE, EEXIST, 0, "RENAME_NOREPLACE onto an existing file"},
	{"new", 0x80000000, EINVAL, 0, "an undefined flag"},
	{"other", RENAME_NOREPLACE | RENAME_EXCHANGE, EINVAL, 0, "NOREPLACE|EXCHANGE"},
	{"other", RENAME_WHITEOUT | RENAME_EXCHANGE, EINVAL, 0, "WHITEOUT|EXCHANGE"},
	{"new", RENAME_EXCHANGE, ENOENT, 0, "RENAME_EXCHANGE with a missing newpath"},
};

static void check(struct tcase *tc)
{
	TST_EXP_FAIL(tst_syscall(__NR_renameat2, AT_FDCWD, "open/file", AT_FDCWD, tc->new,
				 tc->flags), tc->exp_errno, "renameat2() %s", tc->desc);
}

static void run(unsigned int n)
{
	struct tcase *tc = &tcases[n];
	char buf[8] = "";

	if (!tc->as_nobody) {
		check(tc);
	} else if (!SAFE_FORK()) {
		tst_become_nobody();
		check(tc);
		exit(0);
	}
	tst_reap_children();
	SAFE_FILE_SCANF("open/file", "%7s", buf);
	if (strcmp(buf, "file") || !access("new", F_OK) || !access("open/new", F_OK))
		tst_res(TFAIL, "a failed renameat2() changed the names");
}

static void setup(void)
{
	struct passwd *pw = SAFE_GETPWNAM("nobody");

	SAFE_MKDIR("open", 0777);
	SAFE_FILE_PRINTF("open/file", "file");
	SAFE_CHOWN("open/file", pw->pw_uid, pw->pw_gid);
	SAFE_FILE_PRINTF("other", "other");
}

static struct tst_test test = {
	.tcnt = ARRAY_SIZE(tcases),
	.test = run,
	.setup = setup,
	.needs_root = 1,
	.needs_tmpdir = 1,
	.forks_child = 1,
};
