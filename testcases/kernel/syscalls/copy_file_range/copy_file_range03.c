// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * copy_file_range(2) refuses files it must not copy to or from, and changes nothing:
 *   ETXTBSY  "Either fd_in or fd_out refers to an active swap file": a swap file on the
 *            test's device, enabled with swapon(2) for these two rows only, as fd_out
 *            and as fd_in;
 *   EINVAL   "Either fd_in or fd_out is not a regular file": the test's block device as
 *            fd_out and as fd_in (the FIFO, pipe and character device rows are
 *            copy_file_range02's).
 * Before Linux 5.3 the kernel checked neither: a copy into an active swap file corrupted
 * the swap area, and a copy to or from a block device went through (fixed by 96e6e8f4a68d,
 * "vfs: add missing checks to copy_file_range"); so this test needs 5.3.
 * After each failed call both descriptors keep their offset, flags and file (size, data,
 * times), the offsets passed by pointer are not moved, and the first 64 KiB of the block
 * device read the same. Swap files need a filesystem that can hold one (probed in setup:
 * TCONF otherwise) and a kernel with CONFIG_SWAP.
 */

#include <stdlib.h>
#include <sys/swap.h>
#include "tst_test.h"
#include "tst_fd_state.h"
#include "tst_safe_prw.h"
#include "tse_swap.h"
#include "../swapon/swap_common.h"

#define MNT "mntpoint"
#define SWAPFILE MNT "/swapfile"
#define DEV_SUM_LEN 65536

static int file_fd = -1, swap_fd = -1, dev_rd = -1, dev_wr = -1, swap_on, have_swap;

static struct tcase {
	int *fd_in;
	int *fd_out;
	int swap;
	int exp_errno;
	const char *desc;
} tcases[] = {
	{&file_fd, &swap_fd, 1, ETXTBSY, "fd_out an active swap file"},
	{&swap_fd, &file_fd, 1, ETXTBSY, "fd_in an active swap file"},
	{&file_fd, &dev_wr, 0, EINVAL, "fd_out a block device"},
	{&dev_rd, &file_fd, 0, EINVAL, "fd_in a block device"},
};

static unsigned long dev_sum(void)
{
	static unsigned char buf[DEV_SUM_LEN];
	unsigned long sum = 0;
	size_t i;

	SAFE_PREAD(1, dev_rd, buf, sizeof(buf), 0);
	for (i = 0; i < sizeof(buf); i++)
		sum = sum * 31 + buf[i];
	return sum;
}

static void run(unsigned int n)
{
	struct tcase *tc = &tcases[n];
	struct tst_fd_state in_before, out_before;
	loff_t off_in = 0, off_out = 0;
	unsigned long sum_before;

	if (tc->swap && !have_swap) {
		tst_res(TCONF, "%s cannot hold a swap file", tst_device->fs_type);
		return;
	}
	if (tc->swap) {
		if (swapon(SWAPFILE, 0))
			tst_brk(TBROK | TERRNO, "swapon(%s)", SWAPFILE);
		swap_on = 1;
	}
	sum_before = dev_sum();
	tst_fd_state_get(*tc->fd_in, &in_before);
	tst_fd_state_get(*tc->fd_out, &out_before);
	TST_EXP_FAIL2(copy_file_range(*tc->fd_in, &off_in, *tc->fd_out, &off_out, 4096, 0),
		      tc->exp_errno, "copy_file_range() with %s", tc->desc);
	if (!TST_FD_UNCHANGED(*tc->fd_in, &in_before) &&
	    !TST_FD_UNCHANGED(*tc->fd_out, &out_before)) {
		if (off_in || off_out)
			tst_res(TFAIL, "%s: *off_in %lld *off_out %lld, were 0 0", tc->desc,
				(long long)off_in, (long long)off_out);
		else if (dev_sum() != sum_before)
			tst_res(TFAIL, "%s: the block device's first %d bytes changed", tc->desc,
				DEV_SUM_LEN);
		else
			tst_res(TPASS, "%s: descriptors, files, offsets and device unchanged",
				tc->desc);
	}
	if (tc->swap) {
		if (swapoff(SWAPFILE))
			tst_brk(TBROK | TERRNO, "swapoff(%s)", SWAPFILE);
		swap_on = 0;
	}
}

static void setup(void)
{
	static char buf[8192];

	memset(buf, 'c', sizeof(buf));
	file_fd = SAFE_OPEN(MNT "/file", O_RDWR | O_CREAT, 0644);
	SAFE_WRITE(SAFE_WRITE_ALL, file_fd, buf, sizeof(buf));
	dev_rd = SAFE_OPEN(tst_device->dev, O_RDONLY);
	dev_wr = SAFE_OPEN(tst_device->dev, O_WRONLY);
	have_swap = is_swap_supported(MNT "/probe");
	if (have_swap) {
		SAFE_MAKE_SWAPFILE_SIZE(SWAPFILE, SWAP_MB);
		/* opened before swapon(): an active swap file is not opened for writing */
		swap_fd = SAFE_OPEN(SWAPFILE, O_RDWR);
	}
}

static void cleanup(void)
{
	if (swap_on)
		swap_release(SWAPFILE);
	if (swap_fd > -1)
		SAFE_CLOSE(swap_fd);
	if (file_fd > -1)
		SAFE_CLOSE(file_fd);
	if (dev_rd > -1)
		SAFE_CLOSE(dev_rd);
	if (dev_wr > -1)
		SAFE_CLOSE(dev_wr);
}

static struct tst_test test = {
	.tcnt = ARRAY_SIZE(tcases),
	.test = run,
	.setup = setup,
	.cleanup = cleanup,
	.needs_root = 1,
	/* swap areas are machine-wide: no two tests enable them at once */
	.exclusive = (const char *const []){"swap", NULL},
	.mount_device = 1,
	.dev_min_size = 16,
	.mntpoint = MNT,
	.min_kver = "5.3",
	.tags = (const struct tst_tag[]) {
		{"linux-git", "96e6e8f4a68d"},
		{}
	},
};
