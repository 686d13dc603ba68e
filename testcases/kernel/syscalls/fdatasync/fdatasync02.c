// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * fdatasync02: fdatasync(2) fails with the errno that man 2 fdatasync (the page shared
 * with fsync) lists under ERRORS:
 *
 *   EBADF          fd is not a valid open file descriptor (-1, and a closed descriptor)
 *   EIO            an error during synchronization: the second fdatasync() of a file whose
 *                  data the device could not hold (the inode's write then fails), or the
 *                  first; retried with new data when another process's sync(2) took
 *                  the metadata error first (sync_errors.h)
 *   ENOSPC         "disk space was exhausted while synchronizing": new data on a loop
 *                  device whose sparse backing file's tmpfs is full
 *                  (tst_failing_fs.h)
 *                  Linux 6.1 reports this write-back failure as EIO instead (6.18 says
 *                  ENOSPC); both are the man page's words for a failed write-back, so
 *                  that case accepts either, and success still fails the test.
 *   EROFS, EINVAL  fd is bound to a special file which does not support synchronization:
 *                  a pipe, a FIFO and a socket (Linux answers EINVAL; the man page allows
 *                  either)
 *
 * Not provoked here:
 *   EINTR          fdatasync() of local data is not interrupted by signals in a way a test
 *                  can rely on.
 *   EDQUOT         (in "ENOSPC, EDQUOT", checked through ENOSPC) quotas: this kernel has
 *                  neither the quota format ext4 uses (CONFIG_QFMT_V2) nor XFS quota.
 */
#define SYNC_CALL fdatasync
#define SYNC_NAME "fdatasync"
#define FIFO_NAME "fdatasync02_fifo"
#include "../fsync/sync_errors.h"
