// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * preadv2(2) RWF_NOWAIT on every filesystem, from the man page: "Do not wait for data which
 * is not immediately available. If this flag is specified, the preadv2() system call will
 * return instantly if it would have to read data from the backing storage or wait for a
 * lock. If some data was successfully read, it will return the number of bytes read. If no
 * bytes were read, it will return -1 and set errno to EAGAIN".
 * - data in the page cache is returned in full with RWF_NOWAIT;
 * - after the file's pages are evicted (posix_fadvise POSIX_FADV_DONTNEED, verified with
 *   mincore(2)), a RWF_NOWAIT read of them fails with EAGAIN at once; where the
 *   filesystem keeps the pages (tmpfs) this part is TCONF;
 * - on an empty pipe (offset -1), RWF_NOWAIT fails with EAGAIN instead of blocking.
 * A filesystem that refuses RWF_NOWAIT (EOPNOTSUPP from a probe on a file in setup) is
 * reported as TCONF; so is the pipe case before Linux 6.6, decided by the version (6.1's
 * pipes refuse RWF_NOWAIT, 6.6's take it), never by the call under test.
 */

#include <sys/mman.h>
#include <sys/uio.h>
#include "tst_test.h"
#include "lapi/uio.h"

#define MNTPOINT "mntpoint"
#define FNAME MNTPOINT "/file"
#define SIZE (64 * 1024)

static char *data, *buf;
static int nowait_pipe;

static int resident_pages(int fd)
{
	long page = sysconf(_SC_PAGESIZE);
	unsigned char vec[SIZE / 4096 + 1];
	void *map = SAFE_MMAP(NULL, SIZE, PROT_READ, MAP_SHARED, fd, 0);
	int i, n = 0;

	if (mincore(map, SIZE, vec))
		tst_brk(TBROK | TERRNO, "mincore()");
	SAFE_MUNMAP(map, SIZE);
	for (i = 0; i < SIZE / page; i++)
		n += vec[i] & 1;
	return n;
}

static void run(void)
{
	struct iovec iov = {buf, SIZE};
	int fd, pipefd[2];

	fd = SAFE_OPEN(FNAME, O_RDONLY);
	SAFE_READ(1, fd, buf, SIZE);
	memset(buf, 0, SIZE);
	TST_EXP_VAL(preadv2(fd, &iov, 1, 0, RWF_NOWAIT), SIZE, "RWF_NOWAIT read of cached data");
	if (TST_PASS && memcmp(buf, data, SIZE))
		tst_res(TFAIL, "RWF_NOWAIT returned the wrong data");

	posix_fadvise(fd, 0, SIZE, POSIX_FADV_DONTNEED);
	if (resident_pages(fd)) {
		tst_res(TCONF, "%s keeps the file's pages in memory after POSIX_FADV_DONTNEED",
			tst_device->fs_type);
	} else {
		/* It may start readahead for later calls; it must not wait for it. */
		TST_EXP_FAIL2(preadv2(fd, &iov, 1, 0, RWF_NOWAIT), EAGAIN,
			      "RWF_NOWAIT read of evicted data");
	}
	SAFE_CLOSE(fd);

	if (!nowait_pipe) {
		tst_res(TCONF, "pipes take RWF_NOWAIT since Linux 6.6");
		return;
	}
	SAFE_PIPE(pipefd);
	TST_EXP_FAIL2(preadv2(pipefd[0], &iov, 1, -1, RWF_NOWAIT), EAGAIN,
		      "RWF_NOWAIT read of an empty pipe");
	SAFE_CLOSE(pipefd[0]);
	SAFE_CLOSE(pipefd[1]);
}

static void setup(void)
{
	struct iovec iov;
	int fd, i;

	data = SAFE_MALLOC(SIZE);
	buf = SAFE_MALLOC(SIZE);
	for (i = 0; i < SIZE; i++)
		data[i] = 'a' + i % 23;
	fd = SAFE_OPEN(FNAME, O_CREAT | O_RDWR | O_TRUNC, 0644);
	SAFE_WRITE(SAFE_WRITE_ALL, fd, data, SIZE);
	SAFE_FSYNC(fd);
	iov.iov_base = buf;
	iov.iov_len = 1;
	if (preadv2(fd, &iov, 1, 0, RWF_NOWAIT) < 0 && errno == EOPNOTSUPP)
		tst_brk(TCONF, "%s does not support RWF_NOWAIT", tst_device->fs_type);
	SAFE_CLOSE(fd);
	/* FMODE_NOWAIT on pipes came after 6.1 (EOPNOTSUPP there); 6.6 has it */
	nowait_pipe = tst_kvercmp(6, 6, 0) >= 0;
}

static void cleanup(void)
{
	free(data);
	free(buf);
}

static struct tst_test test = {
	.test_all = run,
	.setup = setup,
	.cleanup = cleanup,
	.needs_root = 1,
	.mount_device = 1,
	.all_filesystems = 1,
	.dev_min_size = 16,
	.mntpoint = MNTPOINT,
};
