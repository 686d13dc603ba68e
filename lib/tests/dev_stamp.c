// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * Stamped sectors (tst_dev_stamp.h), counted in a plain file read with O_DIRECT:
 *   count DIR    64 sectors at an odd 512-byte offset: all found; another tag: none;
 *                one sector changed by a byte: one fewer; sectors beyond nsect: ignored
 *   tag          tags differ between calls and fit the field
 */
#include <fcntl.h>
#include <unistd.h>
#include "test.h"
#include "safe_macros.h"
#include "tst_dev_stamp.h"

char *TCID = "dev_stamp";
int TST_TOTAL = 1;

#define NSECT 64

static void expect(const char *what, unsigned long got, unsigned long exp)
{
	tst_resm(got == exp ? TPASS : TFAIL, "%s: %lu sectors found, expected %lu", what, got,
		 exp);
}

static void count(const char *dir)
{
	static char buf[NSECT * TST_DEV_STAMP_SECTOR];
	char tag[TST_DEV_STAMP_TAG_LEN], other[TST_DEV_STAMP_TAG_LEN], path[4096];
	int fd;

	tst_dev_stamp_tag(tag, sizeof(tag), "dev_stamp");
	tst_dev_stamp_tag(other, sizeof(other), "dev_stamp");
	snprintf(path, sizeof(path), "%s/stamped", dir);
	fd = SAFE_OPEN(NULL, path, O_RDWR | O_CREAT | O_TRUNC, 0600);
	tst_dev_stamp(buf, sizeof(buf), tag, 0);
	SAFE_PWRITE(NULL, 1, fd, buf, sizeof(buf), 3 * TST_DEV_STAMP_SECTOR);
	if (fsync(fd))
		tst_brkm(TBROK | TERRNO, NULL, "fsync");
	expect("written", tst_dev_count_stamped(path, tag, NSECT), NSECT);
	expect("another tag", tst_dev_count_stamped(path, other, NSECT), 0);
	expect("nsect 10", tst_dev_count_stamped(path, tag, 10), 10);
	/* the same sectors, one with a byte changed, written afresh */
	SAFE_CLOSE(NULL, fd);
	fd = SAFE_OPEN(NULL, path, O_RDWR | O_TRUNC);
	buf[5 * TST_DEV_STAMP_SECTOR + 300] ^= 0x21;
	SAFE_PWRITE(NULL, 1, fd, buf, sizeof(buf), 3 * TST_DEV_STAMP_SECTOR);
	if (fsync(fd))
		tst_brkm(TBROK | TERRNO, NULL, "fsync");
	expect("one byte changed", tst_dev_count_stamped(path, tag, NSECT), NSECT - 1);
	SAFE_CLOSE(NULL, fd);
	SAFE_UNLINK(NULL, path);
}

static void tags(void)
{
	char a[TST_DEV_STAMP_TAG_LEN], b[TST_DEV_STAMP_TAG_LEN];

	tst_dev_stamp_tag(a, sizeof(a), "a-rather-long-test-name-prefix");
	tst_dev_stamp_tag(b, sizeof(b), "a-rather-long-test-name-prefix");
	tst_resm(strlen(a) < TST_DEV_STAMP_TAG_LEN ? TPASS : TFAIL, "tag '%s' fits", a);
	tst_resm(strcmp(a, b) ? TPASS : TFAIL, "tags '%s' and '%s' differ", a, b);
}

int main(int argc, char *argv[])
{
	if (argc == 3 && !strcmp(argv[1], "count"))
		count(argv[2]);
	else if (argc == 2 && !strcmp(argv[1], "tag"))
		tags();
	else
		tst_brkm(TBROK, NULL, "usage: dev_stamp count DIR | tag");
	tst_exit();
}
