// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * readlink(2) on every filesystem: it "places the contents of the symbolic link pathname
 * in the buffer buf, which has size bufsiz. readlink() does not append a terminating null
 * byte to buf. It will (silently) truncate the contents (to a length of bufsiz characters),
 * in case the buffer is too small"; "On success, these calls return the number of bytes
 * placed in buf." Checked: the full contents and their length, no NUL written after them,
 * truncation to bufsiz with the bytes after the buffer untouched, bufsiz 1, and a symlink
 * to a symlink is read one level only.
 */

#include "tst_test.h"

#define MNTPOINT "mntpoint"
#define M(p) MNTPOINT "/" p
#define TARGET "some/target/name"
#define TLEN ((ssize_t)sizeof(TARGET) - 1)

static void run(void)
{
	char buf[64];

	memset(buf, '#', sizeof(buf));
	TST_EXP_VAL(readlink(M("link"), buf, sizeof(buf)), TLEN);
	TST_EXP_EXPR(!memcmp(buf, TARGET, TLEN), "the contents are the target string");
	TST_EXP_EXPR(buf[TLEN] == '#', "no terminating NUL was appended");

	memset(buf, '#', sizeof(buf));
	TST_EXP_VAL(readlink(M("link"), buf, 4), 4, "readlink() into a 4-byte buffer");
	TST_EXP_EXPR(!memcmp(buf, "some", 4) && buf[4] == '#',
		     "truncated to 4 bytes, nothing written beyond");

	memset(buf, '#', sizeof(buf));
	TST_EXP_VAL(readlink(M("link"), buf, 1), 1, "readlink() into a 1-byte buffer");
	TST_EXP_EXPR(buf[0] == 's' && buf[1] == '#', "one byte, no NUL");

	memset(buf, '#', sizeof(buf));
	TST_EXP_VAL(readlink(M("link2"), buf, sizeof(buf)), 4, "readlink() of a link to a link");
	TST_EXP_EXPR(!memcmp(buf, "link", 4), "only the first level is read");
}

static void setup(void)
{
	SAFE_SYMLINK(TARGET, M("link"));
	SAFE_SYMLINK("link", M("link2"));
}

static struct tst_test test = {
	.test_all = run,
	.setup = setup,
	.needs_root = 1,
	.mount_device = 1,
	.all_filesystems = 1,
	.dev_min_size = 16,
	.mntpoint = MNTPOINT,
	/* the whole test is about symlinks, which FAT and exFAT cannot store (symlink(): EPERM) */
	.skip_filesystems = (const char *const []){"vfat", "exfat", NULL},
};
