// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * syslog(2) (glibc's klogctl()) errors, in the order of the man page's ERRORS:
 * - EINVAL: an unknown type (100); SYSLOG_ACTION_READ_ALL with buf NULL, with len < 0;
 *   SYSLOG_ACTION_CONSOLE_LEVEL with a level of 0 and of 9 (outside 1..8);
 * - EPERM: a caller without CAP_SYSLOG and CAP_SYS_ADMIN (nobody) changing the console
 *   level (CONSOLE_LEVEL, CONSOLE_OFF, CONSOLE_ON) and, with /proc/sys/kernel/dmesg_restrict
 *   set to 1 (saved and restored), reading the log (READ_ALL) or its size (SIZE_BUFFER).
 * After each row the console level in /proc/sys/kernel/printk is unchanged, and a failed
 * READ_ALL left the caller's buffer untouched.
 *
 * Not provoked: ENOSYS (the kernel here has CONFIG_PRINTK), ERESTARTSYS (only seen by a
 * tracer, and the blocking SYSLOG_ACTION_READ would consume the host's log). Clearing the
 * host's log (CLEAR, READ_CLEAR) is never attempted, not even where it must fail.
 */

#include <pwd.h>
#include <stdlib.h>
#include <string.h>
#include <sys/klog.h>
#include "tst_test.h"

#define PRINTK "/proc/sys/kernel/printk"
#define BUFSZ 256

static char *buf;
static uid_t nobody_uid;

static struct tcase {
	int type;
	int has_buf;
	int len;
	int as_nobody;
	int exp_errno;
	const char *desc;
} tcases[] = {
	{100, 1, BUFSZ, 0, EINVAL, "unknown type 100"},
	{3, 0, BUFSZ, 0, EINVAL, "READ_ALL, buf NULL"},
	{3, 1, -1, 0, EINVAL, "READ_ALL, len -1"},
	{8, 0, 0, 0, EINVAL, "CONSOLE_LEVEL 0"},
	{8, 0, 9, 0, EINVAL, "CONSOLE_LEVEL 9"},
	{8, 0, 5, 1, EPERM, "nobody: CONSOLE_LEVEL 5"},
	{6, 0, 0, 1, EPERM, "nobody: CONSOLE_OFF"},
	{7, 0, 0, 1, EPERM, "nobody: CONSOLE_ON"},
	{3, 1, BUFSZ, 1, EPERM, "nobody, dmesg_restrict 1: READ_ALL"},
	{10, 0, 0, 1, EPERM, "nobody, dmesg_restrict 1: SIZE_BUFFER"},
};

static int console_level(void)
{
	int level;

	SAFE_FILE_SCANF(PRINTK, "%d", &level);
	return level;
}

static void run(unsigned int i)
{
	struct tcase *tc = &tcases[i];
	int before = console_level(), after, k;
	pid_t pid = 0;

	memset(buf, 'X', BUFSZ);
	if (tc->as_nobody) {
		pid = SAFE_FORK();
		if (pid) {
			SAFE_WAITPID(pid, NULL, 0);
			goto check_level;
		}
		SAFE_SETUID(nobody_uid);
	}
	TST_EXP_FAIL(klogctl(tc->type, tc->has_buf ? buf : NULL, tc->len), tc->exp_errno,
		     "syslog() %s", tc->desc);
	if (tc->has_buf) {
		for (k = 0; k < BUFSZ && buf[k] == 'X'; k++)
			;
		if (k != BUFSZ)
			tst_res(TFAIL, "%s: buffer changed at byte %d", tc->desc, k);
	}
	if (!pid && tc->as_nobody)
		_exit(0);

check_level:
	after = console_level();
	if (after != before)
		tst_res(TFAIL, "%s: console_loglevel %d, was %d", tc->desc, after, before);
}

static void setup(void)
{
	struct passwd *pw = SAFE_GETPWNAM("nobody");

	nobody_uid = pw->pw_uid;
	buf = SAFE_MALLOC(BUFSZ);
}

static void cleanup(void)
{
	free(buf);
}

static struct tst_test test = {
	.test = run,
	.tcnt = ARRAY_SIZE(tcases),
	.setup = setup,
	.cleanup = cleanup,
	.needs_root = 1,
	.forks_child = 1,
	.save_restore = (const struct tst_path_val[]) {
		{"/proc/sys/kernel/dmesg_restrict", "1", TST_SR_TBROK},
		{PRINTK, NULL, TST_SR_TBROK},
		{}
	},
};
