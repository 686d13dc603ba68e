// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * syslog(2) (glibc's klogctl()) actions that leave the kernel's log untouched, each checked
 * through another interface:
 * - SYSLOG_ACTION_SIZE_BUFFER (10) returns the size of the log buffer: a power of two of at
 *   least 4096 bytes;
 * - SYSLOG_ACTION_READ_ALL (3) copies the last messages: a line written to /dev/kmsg just
 *   before is among them; with a len of 1024 it returns at most len bytes of whole lines
 *   and writes nothing past len;
 * - SYSLOG_ACTION_SIZE_UNREAD (9) returns a count >= 0 (it counts formatted text, so it
 *   may exceed the buffer's size);
 * - SYSLOG_ACTION_CONSOLE_LEVEL (8) sets console_loglevel: the first field of
 *   /proc/sys/kernel/printk follows it (the file is saved and restored);
 * - SYSLOG_ACTION_CONSOLE_OFF (6) sets console_loglevel to minimum_console_loglevel (the
 *   third field of that file) and SYSLOG_ACTION_CONSOLE_ON (7) brings back the level saved
 *   by CONSOLE_OFF;
 * - SYSLOG_ACTION_CLOSE (0) and SYSLOG_ACTION_OPEN (1) are no-ops returning 0.
 * SYSLOG_ACTION_READ, READ_CLEAR and CLEAR consume or clear the host's log and are not
 * called.
 */

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/klog.h>
#include "tst_test.h"

#define PRINTK "/proc/sys/kernel/printk"

static char *buf;
static int size;

static void printk_levels(int *console, int *minimum)
{
	int def;

	SAFE_FILE_SCANF(PRINTK, "%d %d %d", console, &def, minimum);
}

static void check_console(int exp, const char *what)
{
	int cur, min;

	printk_levels(&cur, &min);
	if (cur == exp)
		tst_res(TPASS, "%s: console_loglevel %d", what, cur);
	else
		tst_res(TFAIL, "%s: console_loglevel %d, expected %d", what, cur, exp);
}

static void test_size_buffer(void)
{
	TEST(klogctl(10, NULL, 0));
	size = TST_RET;
	if (TST_RET < 4096 || (TST_RET & (TST_RET - 1))) {
		tst_res(TFAIL | TTERRNO, "SIZE_BUFFER returned %ld, expected a power of two "
			">= 4096", TST_RET);
		size = 0;
		return;
	}
	tst_res(TPASS, "SIZE_BUFFER: %d bytes", size);
	free(buf);
	buf = SAFE_MALLOC(size + 1);
}

static void test_read_all(void)
{
	char marker[64];
	int fd, len;

	snprintf(marker, sizeof(marker), "ltk syslog01 marker %d\n", getpid());
	fd = SAFE_OPEN("/dev/kmsg", O_WRONLY);
	SAFE_WRITE(SAFE_WRITE_ALL, fd, marker, strlen(marker));
	SAFE_CLOSE(fd);

	TEST(klogctl(3, buf, size));
	if (TST_RET < 0 || TST_RET > size) {
		tst_res(TFAIL | TTERRNO, "READ_ALL returned %ld, expected 0..%d", TST_RET, size);
		return;
	}
	buf[TST_RET] = 0;
	marker[strlen(marker) - 1] = 0;
	if (strstr(buf, marker))
		tst_res(TPASS, "READ_ALL: %ld bytes holding '%s'", TST_RET, marker);
	else
		tst_res(TFAIL, "READ_ALL: %ld bytes without '%s'", TST_RET, marker);

	/* Whole records only: as many of the last ones as fit in len. */
	len = 1024;
	memset(buf, 'X', size + 1);
	TEST(klogctl(3, buf, len));
	if (TST_RET > 0 && TST_RET <= len && buf[TST_RET - 1] == '\n' && buf[len] == 'X')
		tst_res(TPASS, "READ_ALL with len %d: %ld bytes of whole lines", len, TST_RET);
	else
		tst_res(TFAIL | TTERRNO, "READ_ALL with len %d returned %ld, expected 1..%d "
			"bytes ending in a newline", len, TST_RET, len);
}

static void test_size_unread(void)
{
	TEST(klogctl(9, NULL, 0));
	if (TST_RET < 0)
		tst_res(TFAIL | TTERRNO, "SIZE_UNREAD returned %ld, expected >= 0", TST_RET);
	else
		tst_res(TPASS, "SIZE_UNREAD: %ld", TST_RET);
}

static void test_console(void)
{
	int orig, min, level;

	printk_levels(&orig, &min);
	level = orig == 5 ? 6 : 5;
	TST_EXP_PASS(klogctl(8, NULL, level), "CONSOLE_LEVEL %d", level);
	check_console(level, "after CONSOLE_LEVEL");

	TST_EXP_PASS(klogctl(6, NULL, 0), "CONSOLE_OFF");
	check_console(min, "after CONSOLE_OFF");
	TST_EXP_PASS(klogctl(7, NULL, 0), "CONSOLE_ON");
	check_console(level, "after CONSOLE_ON");

	TST_EXP_PASS(klogctl(8, NULL, orig), "CONSOLE_LEVEL %d", orig);
	check_console(orig, "after CONSOLE_LEVEL back");
}

static void run(void)
{
	TST_EXP_PASS(klogctl(0, NULL, 0), "CLOSE");
	TST_EXP_PASS(klogctl(1, NULL, 0), "OPEN");
	test_size_buffer();
	if (size) {
		test_read_all();
		test_size_unread();
	}
	test_console();
}

static void cleanup(void)
{
	free(buf);
}

static struct tst_test test = {
	.test_all = run,
	.cleanup = cleanup,
	.needs_root = 1,
	.save_restore = (const struct tst_path_val[]) {
		{PRINTK, NULL, TST_SR_TBROK},
		{}
	},
};
