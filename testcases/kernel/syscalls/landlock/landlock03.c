// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * Landlock rights of ABI 3 and 5, each enforced by a child with landlock_restrict_self():
 * - LANDLOCK_ACCESS_FS_TRUNCATE (ABI 3) handled, allowed beneath "allowed" only: in
 *   "denied", truncate(), open(O_WRONLY | O_TRUNC) and ftruncate() on a descriptor opened
 *   after the restriction fail with EACCES and the file keeps its size; opening it for
 *   reading or writing (rights the ruleset does not handle) still works, and ftruncate()
 *   on a descriptor opened before the restriction works (the right is bound at open);
 *   in "allowed" truncate() works;
 * - LANDLOCK_ACCESS_FS_IOCTL_DEV (ABI 5) handled, allowed on /dev/null only: ioctl(TCGETS)
 *   on /dev/zero fails with EACCES, on /dev/null it reaches the driver (ENOTTY, as without
 *   Landlock), FIOCLEX on /dev/zero still works (it sets FD_CLOEXEC: always allowed), and
 *   FIONREAD on a regular file (not a device) still works.
 * The parts are TCONF when the ABI version probed in setup is lower.
 */

#include <sys/ioctl.h>
#include <sys/stat.h>
#include <termios.h>
#include "landlock_common.h"

#define SIZE 100

static int abi;

static off_t size_of(const char *path)
{
	struct stat st;

	SAFE_STAT(path, &st);
	return st.st_size;
}

static void fill(const char *path)
{
	int fd = SAFE_OPEN(path, O_CREAT | O_WRONLY | O_TRUNC, 0644);
	char buf[SIZE] = {};

	SAFE_WRITE(SAFE_WRITE_ALL, fd, buf, SIZE);
	SAFE_CLOSE(fd);
}

static void expect_size(const char *path, off_t want, const char *what)
{
	off_t got = size_of(path);

	if (got == want)
		tst_res(TPASS, "%s: %s has %lld bytes", what, path, (long long)want);
	else
		tst_res(TFAIL, "%s: %s has %lld bytes, expected %lld", what, path,
			(long long)got, (long long)want);
}

static void truncate_child(void)
{
	struct landlock_ruleset_attr attr = {.handled_access_fs = LANDLOCK_ACCESS_FS_TRUNCATE};
	struct landlock_path_beneath_attr rule = {
		.allowed_access = LANDLOCK_ACCESS_FS_TRUNCATE,
	};
	int ruleset, early, fd;

	ruleset = SAFE_LANDLOCK_CREATE_RULESET(&attr, sizeof(attr), 0);
	rule.parent_fd = SAFE_OPEN("allowed", O_PATH | O_DIRECTORY);
	SAFE_LANDLOCK_ADD_RULE(ruleset, LANDLOCK_RULE_PATH_BENEATH, &rule, 0);
	SAFE_CLOSE(rule.parent_fd);
	early = SAFE_OPEN("denied/early", O_WRONLY);
	landlock_enforce(ruleset);

	TST_EXP_FAIL(truncate("denied/file", 1), EACCES, "truncate(denied/file)");
	expect_size("denied/file", SIZE, "after the denied truncate()");
	TST_EXP_FAIL2(open("denied/file", O_WRONLY | O_TRUNC), EACCES,
		      "open(denied/file, O_WRONLY | O_TRUNC)");
	expect_size("denied/file", SIZE, "after the denied O_TRUNC");
	fd = TST_EXP_FD(open("denied/file", O_RDONLY), "open(denied/file, O_RDONLY)");
	if (fd >= 0)
		SAFE_CLOSE(fd);
	fd = TST_EXP_FD(open("denied/file", O_WRONLY), "open(denied/file, O_WRONLY)");
	if (fd >= 0) {
		TST_EXP_FAIL(ftruncate(fd, 1), EACCES, "ftruncate() of a descriptor opened after");
		SAFE_CLOSE(fd);
	}
	expect_size("denied/file", SIZE, "after the denied ftruncate()");
	TST_EXP_PASS(ftruncate(early, 2), "ftruncate() of a descriptor opened before");
	SAFE_CLOSE(early);
	expect_size("denied/early", 2, "after ftruncate() of the early descriptor");
	TST_EXP_PASS(truncate("allowed/file", 3), "truncate(allowed/file)");
	expect_size("allowed/file", 3, "after truncate() beneath the rule");
	exit(0);
}

static void ioctl_child(void)
{
	struct landlock_ruleset_attr attr = {.handled_access_fs = LANDLOCK_ACCESS_FS_IOCTL_DEV};
	struct landlock_path_beneath_attr rule = {
		.allowed_access = LANDLOCK_ACCESS_FS_IOCTL_DEV,
	};
	struct termios t;
	int ruleset, zero, null, reg, avail = -1;

	ruleset = SAFE_LANDLOCK_CREATE_RULESET(&attr, sizeof(attr), 0);
	rule.parent_fd = SAFE_OPEN("/dev/null", O_PATH);
	SAFE_LANDLOCK_ADD_RULE(ruleset, LANDLOCK_RULE_PATH_BENEATH, &rule, 0);
	SAFE_CLOSE(rule.parent_fd);
	landlock_enforce(ruleset);

	zero = SAFE_OPEN("/dev/zero", O_RDONLY);
	null = SAFE_OPEN("/dev/null", O_RDONLY);
	reg = SAFE_OPEN("allowed/file", O_RDONLY);
	TST_EXP_FAIL(ioctl(zero, TCGETS, &t), EACCES, "ioctl(/dev/zero, TCGETS)");
	TST_EXP_FAIL(ioctl(null, TCGETS, &t), ENOTTY, "ioctl(/dev/null, TCGETS), allowed");
	TST_EXP_PASS(ioctl(zero, FIOCLEX), "ioctl(/dev/zero, FIOCLEX)");
	TST_EXP_EXPR(SAFE_FCNTL(zero, F_GETFD) & FD_CLOEXEC, "FIOCLEX set FD_CLOEXEC");
	TST_EXP_PASS(ioctl(reg, FIONREAD, &avail), "ioctl(regular file, FIONREAD)");
	TST_EXP_EQ_LI(avail, SIZE);
	SAFE_CLOSE(zero);
	SAFE_CLOSE(null);
	SAFE_CLOSE(reg);
	exit(0);
}

static void run(void)
{
	fill("allowed/file");
	fill("denied/file");
	fill("denied/early");
	if (abi >= 3) {
		if (!SAFE_FORK())
			truncate_child();
		tst_reap_children();
	} else {
		tst_res(TCONF, "LANDLOCK_ACCESS_FS_TRUNCATE needs ABI 3, the kernel has %d", abi);
	}
	fill("allowed/file");
	if (abi >= 5) {
		if (!SAFE_FORK())
			ioctl_child();
		tst_reap_children();
	} else {
		tst_res(TCONF, "LANDLOCK_ACCESS_FS_IOCTL_DEV needs ABI 5, the kernel has %d", abi);
	}
}

static void setup(void)
{
	abi = landlock_probe();
	landlock_need_abi(abi, 3, "LANDLOCK_ACCESS_FS_TRUNCATE");
	SAFE_MKDIR("allowed", 0755);
	SAFE_MKDIR("denied", 0755);
}

static struct tst_test test = {
	.test_all = run,
	.setup = setup,
	.needs_tmpdir = 1,
	.forks_child = 1,
};
