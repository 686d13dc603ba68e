// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * sync_file_range01: what man 2 sync_file_range says the flags do, checked on every
 * filesystem by counting the bytes that reach the loop device (tst_dev_bytes_written)
 * after 8 MB were written to a new file without O_SYNC:
 *
 *   - "Specifying flags as 0 is permitted, as a no-op": returns 0 and writes none of
 *     the data.
 *   - WAIT_BEFORE | WRITE | WAIT_AFTER over the first 4 MB: when it returns, those 4 MB
 *     are on the device, and not the other half of the file (offset and nbytes select
 *     "the file range to be synchronized").
 *   - "if nbytes is zero, then all bytes from offset through to the end of file are
 *     synchronized": offset 4 MB, nbytes 0 puts the last 4 MB on the device, and only
 *     those.
 *   - WAIT_BEFORE | WRITE ("start-write-for-data-integrity") followed by WAIT_AFTER
 *     ("wait for completion of that operation"): all 8 MB on the device at the end.
 *
 * tmpfs has no device. FUSE filesystems are skipped: the FUSE protocol has no
 * sync_file_range request, the written pages go to the daemon (ntfs-3g), which keeps them
 * in its own device cache until an fsync, so nothing can be observed on the device.
 * The device is 128 MB so that ext4 does not start writeback by itself (it does when dirty
 * data approaches the free space of a small filesystem), and the test runs alone, because
 * other tests' dirty data would cross the system-wide writeback thresholds. A sync(2) by
 * any other process on the machine still writes the file back: an upper bound exceeded is
 * retried (see ATTEMPTS), a lower bound missed fails at once.
 */
#include "tst_test.h"

#define MNTPOINT "mntpoint"
#define FNAME MNTPOINT "/sync_file_range01_file"
#define MB (1024 * 1024)
#define FILE_MB 8
/*
 * Journal and metadata blocks a filesystem may write on its own meanwhile: well below the
 * 4 MB half of the file that must not be written.
 */
#define NOISE (1024 * 1024)

/*
 * Other processes' sync(2) and the flusher may write the file back while the call runs:
 * a case that sees more bytes on the device than the call should have written is tried
 * again, up to ATTEMPTS times; fewer bytes than it must write fail at once.
 */
#define ATTEMPTS 10

#define ALL_FLAGS (SYNC_FILE_RANGE_WAIT_BEFORE | SYNC_FILE_RANGE_WRITE | \
		   SYNC_FILE_RANGE_WAIT_AFTER)

static char *buf;
static int fd = -1, mnt_fd = -1;

static struct tcase {
	off_t offset;
	off_t nbytes;
	unsigned int flags;
	/* flags of a second call over the same range, 0 for none */
	unsigned int then_flags;
	unsigned long min_bytes;
	unsigned long max_bytes;
	const char *desc;
} tcases[] = {
	{0, 0, 0, 0, 0, NOISE, "flags 0 (no-op)"},
	{0, 4 * MB, ALL_FLAGS, 0, 4 * MB, 4 * MB + NOISE, "first 4 MB, all WAIT and WRITE flags"},
	{4 * MB, 0, ALL_FLAGS, 0, 4 * MB, 4 * MB + NOISE, "offset 4 MB, nbytes 0 (to end of file)"},
	{0, 0, SYNC_FILE_RANGE_WAIT_BEFORE | SYNC_FILE_RANGE_WRITE, SYNC_FILE_RANGE_WAIT_AFTER,
	 FILE_MB * MB, 0, "WAIT_BEFORE|WRITE, then WAIT_AFTER"},
};

/*
 * One attempt: 0 when done (passed or failed), 1 when the device got more than the call
 * should have written, which another process's sync(2) or the flusher may have caused.
 */
static int attempt(struct tcase *tc, int last)
{
	unsigned long before, written;
	int i, ret = 0;

	/*
	 * Count from before the writes: the kernel may write some of the data back on its
	 * own before the call (the man page allows it), and that data is on the device too.
	 * The upper bounds apply to what the call itself wrote.
	 */
	tst_dev_bytes_written(tst_device->dev);
	fd = SAFE_OPEN(FNAME, O_RDWR | O_CREAT | O_TRUNC, 0644);
	for (i = 0; i < FILE_MB; i++)
		SAFE_WRITE(1, fd, buf, MB);

	before = tst_dev_bytes_written(tst_device->dev);
	TST_EXP_PASS(sync_file_range(fd, tc->offset, tc->nbytes, tc->flags),
		     "sync_file_range(%lld, %lld, 0x%x)", (long long)tc->offset,
		     (long long)tc->nbytes, tc->flags);
	if (TST_PASS && tc->then_flags) {
		TST_EXP_PASS(sync_file_range(fd, tc->offset, tc->nbytes, tc->then_flags),
			     "sync_file_range(%lld, %lld, 0x%x)", (long long)tc->offset,
			     (long long)tc->nbytes, tc->then_flags);
	}
	written = tst_dev_bytes_written(tst_device->dev);

	if (!TST_PASS) {
		/* already reported */
	} else if (before + written < tc->min_bytes) {
		tst_res(TFAIL, "%s: %lu bytes reached the %s device, expected at least %lu",
			tc->desc, before + written, tst_device->fs_type, tc->min_bytes);
	} else if (tc->max_bytes && written > tc->max_bytes && !last) {
		tst_res(TINFO, "%s: %lu bytes reached the device, more than %lu: another "
			"process's sync(2) may have written the rest; trying again", tc->desc,
			written, tc->max_bytes);
		ret = 1;
	} else if (tc->max_bytes && written > tc->max_bytes) {
		tst_res(TFAIL, "%s: %lu bytes reached the %s device, expected at most %lu",
			tc->desc, written, tst_device->fs_type, tc->max_bytes);
	} else {
		tst_res(TPASS, "%s: %lu bytes reached the device", tc->desc, written);
	}

	SAFE_CLOSE(fd);
	SAFE_UNLINK(FNAME);
	/* Leave no dirty metadata behind to disturb the next case's count. */
	if (syncfs(mnt_fd))
		tst_brk(TBROK | TERRNO, "syncfs() failed");
	return ret;
}

static void run(unsigned int n)
{
	int i;

	for (i = 1; i < ATTEMPTS && attempt(&tcases[n], 0); i++)
		;
	if (i == ATTEMPTS)
		attempt(&tcases[n], 1);
}

static void setup(void)
{
	memset(buf, 'x', MB);
	mnt_fd = SAFE_OPEN(MNTPOINT, O_RDONLY | O_DIRECTORY);
}

static void cleanup(void)
{
	if (fd >= 0)
		SAFE_CLOSE(fd);
	if (mnt_fd >= 0)
		SAFE_CLOSE(mnt_fd);
}

static struct tst_test test = {
	.tcnt = ARRAY_SIZE(tcases),
	.test = run,
	.setup = setup,
	.cleanup = cleanup,
	.needs_root = 1,
	.mount_device = 1,
	.all_filesystems = 1,
	.mntpoint = MNTPOINT,
	.dev_min_size = 128,
	/* Writeback thresholds are system-wide: other tests' dirty data would start it. */
	.runs_alone = 1,
	.skip_filesystems = (const char *const []){"tmpfs", "fuse", NULL},
	.bufs = (struct tst_buffers []) {
		{&buf, .size = MB},
		{}
	},
};
