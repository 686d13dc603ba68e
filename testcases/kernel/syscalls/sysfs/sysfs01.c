// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * sysfs(2) options 1, 2 and 3 agree with /proc/filesystems, which lists the registered
 * filesystem types in the same order as the kernel's list:
 * - option 3 returns the number of lines of /proc/filesystems;
 * - option 2 turns each index 0..n-1 into the name on that line;
 * - option 1 turns each name back into its index.
 */

#include <stdio.h>
#include <string.h>
#include <unistd.h>
#include <sys/syscall.h>
#include "tst_test.h"
#include "tst_safe_stdio.h"

#define MAX_FS 256

static char names[MAX_FS][128];
static int nr_fs;

static long sysfs_raw(int option, unsigned long a1, unsigned long a2)
{
	return syscall(__NR_sysfs, option, a1, a2);
}

static void read_proc(void)
{
	FILE *f = SAFE_FOPEN("/proc/filesystems", "r");
	char line[128], *name;

	nr_fs = 0;
	while (fgets(line, sizeof(line), f) && nr_fs < MAX_FS) {
		line[strcspn(line, "\n")] = 0;
		name = strchr(line, '\t');
		name = name ? name + 1 : line;
		snprintf(names[nr_fs++], sizeof(names[0]), "%s", name);
	}
	SAFE_FCLOSE(f);
}

static void run(void)
{
	char buf[256];
	int i, bad2 = 0, bad1 = 0;

	read_proc();
	TEST(sysfs_raw(3, 0, 0));
	if (TST_RET != nr_fs) {
		tst_res(TFAIL | TTERRNO, "option 3 returned %ld, /proc/filesystems has %d",
			TST_RET, nr_fs);
		return;
	}
	tst_res(TPASS, "option 3: %d filesystem types", nr_fs);

	for (i = 0; i < nr_fs; i++) {
		memset(buf, 0, sizeof(buf));
		TEST(sysfs_raw(2, i, (unsigned long)buf));
		if (TST_RET || strcmp(buf, names[i])) {
			tst_res(TFAIL | TTERRNO, "option 2 index %d: returned %ld, '%s', expected "
				"0, '%s'", i, TST_RET, buf, names[i]);
			bad2++;
		}
		TEST(sysfs_raw(1, (unsigned long)names[i], 0));
		if (TST_RET != i) {
			tst_res(TFAIL | TTERRNO, "option 1 '%s': returned %ld, expected %d",
				names[i], TST_RET, i);
			bad1++;
		}
	}
	if (!bad2)
		tst_res(TPASS, "option 2: every index gives the name in /proc/filesystems");
	if (!bad1)
		tst_res(TPASS, "option 1: every name gives its index");
}

static struct tst_test test = {
	.test_all = run,
	.needs_kconfigs = (const char *const []) {
		"CONFIG_SYSFS_SYSCALL=y",
		NULL
	},
};
