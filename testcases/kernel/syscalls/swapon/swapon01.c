// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * swapon(2) "sets the swap area to the file or block device specified by path", on a swap
 * file on each filesystem that can hold one (the others, and FUSE ones, report TCONF from
 * a probe that enables and disables a small swap file):
 * - without SWAP_FLAG_PREFER, /proc/swaps lists the file as an area of at most the file's
 *   size less the header page (less where the filesystem did not place whole pages
 *   contiguously, as ext2 does), with a negative (kernel-assigned) priority;
 * - with SWAP_FLAG_PREFER and priority 1234 ("(swapflags & SWAP_FLAG_PRIO_MASK) <<
 *   SWAP_FLAG_PRIO_SHIFT"), /proc/swaps shows priority 1234; SwapTotal in /proc/meminfo
 *   grows by the area's size (other swap areas of the machine are left alone);
 * - with SWAP_FLAG_DISCARD the area is enabled as well;
 * - each area is gone from /proc/swaps after swapoff(), so the machine's swap state ends
 *   as it began.
 */

#include "tst_test.h"
#include "swap_common.h"

#define MNT "mnt"
#define SWAPFILE MNT "/swapfile"

static int supported;

static long meminfo_kb(const char *field)
{
	char fmt[64];
	long kb;

	snprintf(fmt, sizeof(fmt), "%s: %%ld", field);
	SAFE_FILE_LINES_SCANF("/proc/meminfo", fmt, &kb);
	return kb;
}

static void check_on(int flags, int exp_prio, const char *what)
{
	long size = 0, total_before = meminfo_kb("SwapTotal"), total;
	long exp_size = SWAP_MB * 1024 - getpagesize() / 1024;
	int prio = 0;

	TST_EXP_PASS(swapon(SWAPFILE, flags), "swapon(%s)", what);
	if (!TST_PASS)
		return;
	total = meminfo_kb("SwapTotal");
	if (!swap_entry(SWAPFILE, &size, &prio))
		tst_res(TFAIL, "%s: the file is not in /proc/swaps", what);
	else if (size > exp_size || size < exp_size / 2)
		tst_res(TFAIL, "%s: size %ld kB, expected up to %ld", what, size, exp_size);
	else if (exp_prio ? prio != exp_prio : prio >= 0)
		tst_res(TFAIL, "%s: priority %d, expected %s%d", what, prio, exp_prio ? "" : "< ",
			exp_prio);
	else if (total - total_before != size)
		tst_res(TFAIL, "%s: SwapTotal grew by %ld kB, the area has %ld", what,
			total - total_before, size);
	else
		tst_res(TPASS, "%s: /proc/swaps lists %ld kB at priority %d, SwapTotal +%ld kB",
			what, size, prio, size);

	TST_EXP_PASS(swapoff(SWAPFILE), "swapoff()");
	if (swap_entry(SWAPFILE, NULL, NULL))
		tst_res(TFAIL, "%s: still in /proc/swaps after swapoff()", what);
	if (meminfo_kb("SwapTotal") != total_before)
		tst_res(TFAIL, "%s: SwapTotal %ld kB after swapoff(), %ld before", what,
			meminfo_kb("SwapTotal"), total_before);
}

static void run(void)
{
	check_on(0, 0, "flags 0");
	check_on(SWAP_FLAG_PREFER | ((1234 << SWAP_FLAG_PRIO_SHIFT) & SWAP_FLAG_PRIO_MASK), 1234,
		 "SWAP_FLAG_PREFER, priority 1234");
	check_on(SWAP_FLAG_DISCARD, 0, "SWAP_FLAG_DISCARD");
}

static void setup(void)
{
	is_swap_supported(MNT "/probe");
	SAFE_MAKE_SWAPFILE_SIZE(SWAPFILE, SWAP_MB);
	supported = 1;
}

static void cleanup(void)
{
	if (supported)
		swap_release(SWAPFILE);
}

static struct tst_test test = {
	.test_all = run,
	.setup = setup,
	.cleanup = cleanup,
	.needs_root = 1,
	.mount_device = 1,
	.mntpoint = MNT,
	.all_filesystems = 1,
	.dev_min_size = 16,
	.skip_filesystems = (const char *const []){"tmpfs", NULL},
	/* swap areas are machine-wide: no two tests enable them at once */
	.exclusive = (const char *const []){"swap", NULL},
	.needs_kconfigs = (const char *const []){"CONFIG_SWAP", NULL},
};
