// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * sysfs(2) errors, in the order of the man page's ERRORS:
 * - EFAULT: option 1 with fsname outside the address space; option 2 with buf outside it;
 * - EINVAL: option 1 with a name that is not a filesystem type; option 2 with the index
 *   equal to the number of lines of /proc/filesystems (out of bounds); options 0 and 4 (invalid).
 * A failed option 2 leaves the caller's buffer untouched. The count is read right before
 * the call and again after it; when a filesystem type was registered meanwhile (a module
 * loading beside the test), the row is tried again.
 */

#include <stdio.h>
#include <string.h>
#include <unistd.h>
#include <sys/syscall.h>
#include "tst_test.h"
#include "tst_safe_stdio.h"

static char *bad_addr;
static char buf[256];
static unsigned long nr_fs;

static struct tcase {
	int option;
	int arg1;	/* 0: bad address, 1: "ltk-nofs", 2: nr_fs, 3: 0 */
	int arg2;	/* 0: 0, 1: buf, 2: bad address */
	int exp_errno;
	const char *desc;
} tcases[] = {
	{1, 0, 0, EFAULT, "option 1, fsname outside the address space"},
	{2, 3, 2, EFAULT, "option 2, buf outside the address space"},
	{1, 1, 0, EINVAL, "option 1, unknown filesystem type"},
	{2, 2, 1, EINVAL, "option 2, index out of bounds"},
	{0, 3, 0, EINVAL, "option 0"},
	{4, 3, 0, EINVAL, "option 4"},
};

/* The count of filesystem types, as sysfs option 3 would give it. */
static unsigned long count_fs(void)
{
	FILE *f = SAFE_FOPEN("/proc/filesystems", "r");
	unsigned long n = 0;
	int c;

	while ((c = fgetc(f)) != EOF)
		n += c == '\n';
	SAFE_FCLOSE(f);
	return n;
}

static void run(unsigned int i)
{
	struct tcase *tc = &tcases[i];
	unsigned long a1, a2;
	int k, tries;

	for (tries = 1; ; tries++) {
		if (tc->arg1 == 2)
			nr_fs = count_fs();
		a1 = tc->arg1 == 0 ? (unsigned long)bad_addr :
		     tc->arg1 == 1 ? (unsigned long)"ltk-nofs" :
		     tc->arg1 == 2 ? nr_fs : 0;
		a2 = tc->arg2 == 1 ? (unsigned long)buf :
		     tc->arg2 == 2 ? (unsigned long)bad_addr : 0;
		memset(buf, 'X', sizeof(buf));
		TEST(syscall(__NR_sysfs, tc->option, a1, a2));
		if (tc->arg1 != 2 || count_fs() == nr_fs || tries == 5)
			break;
		tst_res(TINFO, "a filesystem type was registered during the call: again");
	}
	if (TST_RET != -1)
		tst_res(TFAIL, "sysfs() %s returned %ld, expected -1 with %s", tc->desc, TST_RET,
			tst_strerrno(tc->exp_errno));
	else if (TST_ERR != tc->exp_errno)
		tst_res(TFAIL | TTERRNO, "sysfs() %s: expected %s", tc->desc,
			tst_strerrno(tc->exp_errno));
	else
		tst_res(TPASS | TTERRNO, "sysfs() %s", tc->desc);
	for (k = 0; k < (int)sizeof(buf) && buf[k] == 'X'; k++)
		;
	if (k != sizeof(buf))
		tst_res(TFAIL, "%s: buffer changed at byte %d", tc->desc, k);
}

static void setup(void)
{
	bad_addr = tst_get_bad_addr(NULL);
}

static struct tst_test test = {
	.test = run,
	.tcnt = ARRAY_SIZE(tcases),
	.setup = setup,
	.needs_kconfigs = (const char *const []) {
		"CONFIG_SYSFS_SYSCALL=y",
		NULL
	},
};
