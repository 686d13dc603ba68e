/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * A filesystem whose write-back fails, for the errno tests of the sync calls (modern API).
 *
 * tst_failing_fs_setup() mounts a 4 MiB tmpfs at "small", makes a sparse 64 MiB file on
 * it, attaches a loop device to that file, puts ext2 (64 inodes) on the device and mounts
 * it at TST_FAILING_FS ("over"). Writing back more new data than the tmpfs can back then
 * fails in the loop driver with ENOSPC: the page cache reports that error to the data's
 * first sync (Linux 6.1 reports it as EIO), and the inode's metadata write after it fails
 * with EIO.
 *
 *	setup:    tst_failing_fs_setup();
 *	a case:   fd = tst_failing_fs_fill();   8 MiB of new data in TST_FAILING_FS "/data"
 *	          TST_EXP_FAIL(fsync(fd), ENOSPC);
 *	          tst_failing_fs_drop(&fd);     close and unlink it
 *	cleanup:  tst_failing_fs_cleanup();
 */
#ifndef TST_FAILING_FS_H__
#define TST_FAILING_FS_H__

#define TST_FAILING_FS "over"

void tst_failing_fs_setup(void);
int tst_failing_fs_fill(void);
void tst_failing_fs_drop(int *fd);
void tst_failing_fs_cleanup(void);

#endif
