// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * write(2): EDQUOT, "the user's quota of disk blocks on the filesystem containing the file
 * referred to by fd has been exhausted". On ext4 with user quotas enforced, nobody may own
 * 64 KiB: as nobody, 4 KiB writes to a new file succeed until the next one fails, and that
 * one must fail with EDQUOT (not ENOSPC: the filesystem has megabytes free) after at least
 * half the limit was written and no more than the limit. The failed write() changes
 * nothing: the file's size is what the successful writes made it, and its bytes are theirs.
 * TCONF without CONFIG_QUOTA and CONFIG_QFMT_V2 (quota_nobody.h).
 */

#include <fcntl.h>
#include <string.h>
#include <sys/stat.h>
#include "tst_test.h"
#include "tst_safe_prw.h"
#include "../quotactl/quota_nobody.h"

#define LIMIT_KB 64
#define CHUNK 4096
#define FILE_PATH QUOTA_DIR "/file"

static void check_content(int fd, size_t size)
{
	char buf[CHUNK];
	size_t off;

	for (off = 0; off < size; off += CHUNK) {
		SAFE_PREAD(1, fd, buf, CHUNK, off);
		if (buf[0] != (char)(off / CHUNK + 1) || buf[CHUNK - 1] != (char)(off / CHUNK + 1)) {
			tst_res(TFAIL, "bytes at %zu are not those written there", off);
			return;
		}
	}
	tst_res(TPASS, "the %zu bytes written read back", size);
}

static void fill_as_nobody(void)
{
	char buf[CHUNK];
	size_t written = 0;
	struct stat st;
	ssize_t ret;
	int fd;

	tst_become_nobody();
	fd = SAFE_OPEN(FILE_PATH, O_CREAT | O_EXCL | O_RDWR, 0644);
	for (;;) {
		memset(buf, (int)(written / CHUNK + 1), CHUNK);
		ret = write(fd, buf, CHUNK);
		if (ret != CHUNK)
			break;
		written += CHUNK;
		if (written > 2 * LIMIT_KB * 1024)
			break;
	}
	if (ret == CHUNK) {
		tst_res(TFAIL, "nobody wrote %zu bytes with a limit of %d KiB", written, LIMIT_KB);
	} else if (ret >= 0) {
		tst_res(TFAIL, "write() returned %zd after %zu bytes", ret, written);
	} else if (errno != EDQUOT) {
		tst_res(TFAIL | TERRNO, "write() after %zu bytes failed, expected EDQUOT", written);
	} else if (written < LIMIT_KB * 1024 / 2) {
		tst_res(TFAIL, "EDQUOT after only %zu bytes with a limit of %d KiB", written,
			LIMIT_KB);
	} else {
		tst_res(TPASS, "write() beyond nobody's block limit: EDQUOT after %zu bytes",
			written);
	}
	SAFE_FSTAT(fd, &st);
	TST_EXP_EQ_LU(st.st_size, written);
	check_content(fd, written);
	SAFE_CLOSE(fd);
	exit(0);
}

static void run(void)
{
	if (!SAFE_FORK())
		fill_as_nobody();
	tst_reap_children();
	SAFE_UNLINK(FILE_PATH);
}

static void setup(void)
{
	quota_setup(0, LIMIT_KB);
}

static struct tst_test test = {
	.test_all = run,
	.setup = setup,
	QUOTA_TEST_FIELDS,
};
