// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * writev(2), from the man page's DESCRIPTION:
 * - "The writev() system call writes iovcnt buffers of data described by iov to the file
 *   associated with the file descriptor fd ("gather output")";
 * - "writev() ... processes the buffers in array order ... writev() writes out the entire
 *   contents of iov[0] before proceeding to iov[1], and so on": the file holds the
 *   buffers concatenated in order, zero-length buffers contribute nothing;
 * - "The data transfers performed by readv() and writev() are atomic: the data written by
 *   writev() is written as a single block that is not intermingled with output from
 *   writes in other processes": checked on an O_APPEND file written concurrently by two
 *   children, each record must be found whole;
 * - it returns the number of bytes written and moves the file offset like write(2).
 * The iovecs are guarded buffers (.bufs).
 */

#include <sys/uio.h>
#include <sys/stat.h>
#include "tst_test.h"
#include "tst_safe_prw.h"

#define FNAME "writev01_file"
#define RECORDS 200
#define REC_PARTS 3
#define PART 40

static struct iovec *iov;

static void writer(char c)
{
	struct iovec rec[REC_PARTS];
	char parts[REC_PARTS][PART];
	int fd = SAFE_OPEN(FNAME, O_WRONLY | O_APPEND);
	int i;

	for (i = 0; i < REC_PARTS; i++) {
		memset(parts[i], c, PART);
		rec[i].iov_base = parts[i];
		rec[i].iov_len = PART;
	}
	for (i = 0; i < RECORDS; i++)
		SAFE_WRITEV(1, fd, rec, REC_PARTS);
	SAFE_CLOSE(fd);
}

static void check_atomic(void)
{
	char rec[REC_PARTS * PART];
	int fd, i, j, torn = 0;

	fd = SAFE_OPEN(FNAME, O_CREAT | O_TRUNC | O_WRONLY, 0644);
	SAFE_CLOSE(fd);
	if (!SAFE_FORK()) {
		writer('a');
		exit(0);
	}
	if (!SAFE_FORK()) {
		writer('b');
		exit(0);
	}
	tst_reap_children();

	fd = SAFE_OPEN(FNAME, O_RDONLY);
	for (i = 0; i < 2 * RECORDS; i++) {
		SAFE_READ(1, fd, rec, sizeof(rec));
		for (j = 1; j < (int)sizeof(rec); j++)
			if (rec[j] != rec[0])
				torn = 1;
	}
	SAFE_CLOSE(fd);
	if (torn)
		tst_res(TFAIL, "concurrent writev() records were intermingled");
	else
		tst_res(TPASS, "%d concurrent writev() records of %d bytes are each whole",
			2 * RECORDS, REC_PARTS * PART);
}

static void run(void)
{
	char buf[32] = "";
	int fd = SAFE_OPEN(FNAME, O_RDWR | O_CREAT | O_TRUNC, 0644);

	memcpy(iov[0].iov_base, "abc", 3);
	memcpy(iov[2].iov_base, "defgh", 5);
	memcpy(iov[3].iov_base, "ijkl", 4);
	TST_EXP_VAL(writev(fd, iov, 4), 12, "writev() of buffers of 3, 0, 5 and 4 bytes");
	TST_EXP_EQ_LI(lseek(fd, 0, SEEK_CUR), 12);
	TST_EXP_VAL(writev(fd, iov, 0), 0, "writev() with iovcnt 0");
	SAFE_PREAD(0, fd, buf, sizeof(buf) - 1, 0);
	TST_EXP_EQ_STR(buf, "abcdefghijkl");
	SAFE_CLOSE(fd);

	check_atomic();
	SAFE_UNLINK(FNAME);
}

static struct tst_test test = {
	.test_all = run,
	.needs_tmpdir = 1,
	.forks_child = 1,
	.bufs = (struct tst_buffers []) {
		{&iov, .iov_sizes = (int[]){3, 0, 5, 4, -1}},
		{}
	},
};
