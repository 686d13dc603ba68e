// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * sysfs(2) options 1, 2 and 3 agree with /proc/filesystems, which lists the registered
 * filesystem types in the same order as the kernel's list:
 * - option 3 returns the number of lines of /proc/filesystems;
 * - option 2 turns each index 0..n-1 into the name on that line;
 * - option 1 turns each name back into its index.
 * /proc/filesystems is read before the calls and after them: when a filesystem type was
 * registered meanwhile (a module loading beside the test), the whole round is run again.
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

static long count3, ret2[MAX_FS], ret1[MAX_FS];
static int err3, err2[MAX_FS], err1[MAX_FS];
static char got2[MAX_FS][256];

/* Every call of a round, results kept; 1 when /proc/filesystems did not change meanwhile. */
static int one_round(void)
{
	char before[MAX_FS][128];
	int i, nr_before;

	read_proc();
	memcpy(before, names, sizeof(before));
	nr_before = nr_fs;
	errno = 0;
	count3 = sysfs_raw(3, 0, 0);
	err3 = errno;
	for (i = 0; i < nr_fs; i++) {
		memset(got2[i], 0, sizeof(got2[i]));
		errno = 0;
		ret2[i] = sysfs_raw(2, i, (unsigned long)got2[i]);
		err2[i] = errno;
		errno = 0;
		ret1[i] = sysfs_raw(1, (unsigned long)names[i], 0);
		err1[i] = errno;
	}
	read_proc();
	return nr_fs == nr_before && !memcmp(before, names, sizeof(before));
}

static void run(void)
{
	int i, tries, bad2 = 0, bad1 = 0;

	for (tries = 1; !one_round() && tries < 5; tries++)
		tst_res(TINFO, "a filesystem type was registered during the calls: again");
	if (count3 != nr_fs) {
		errno = err3;
		tst_res(TFAIL | TERRNO, "option 3 returned %ld, /proc/filesystems has %d",
			count3, nr_fs);
		return;
	}
	tst_res(TPASS, "option 3: %d filesystem types", nr_fs);

	for (i = 0; i < nr_fs; i++) {
		if (ret2[i] || strcmp(got2[i], names[i])) {
			errno = err2[i];
			tst_res(TFAIL | TERRNO, "option 2 index %d: returned %ld, '%s', expected "
				"0, '%s'", i, ret2[i], got2[i], names[i]);
			bad2++;
		}
		if (ret1[i] != i) {
			errno = err1[i];
			tst_res(TFAIL | TERRNO, "option 1 '%s': returned %ld, expected %d",
				names[i], ret1[i], i);
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
