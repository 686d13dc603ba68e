// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * A tiny test for tools/canfail (run by canfail.t under build/lib/canfail.so): the library
 * opens and reads a file (SAFE_* calls, never perturbed), the test's own code makes one
 * call of each kind canfail perturbs and checks its result: a read of 5 bytes, an open
 * that fails with ENOENT, a stat of the file's size and a raw lseek through tst_syscall.
 */

#include "tst_test.h"
#include "lapi/syscalls.h"

#define FNAME "canfail_file"

static void run(void)
{
	struct stat st;
	char buf[8] = "";
	int fd = SAFE_OPEN(FNAME, O_RDONLY);

	SAFE_READ(1, fd, buf, 2);
	SAFE_LSEEK(fd, 0, SEEK_SET);
	TST_EXP_VAL(read(fd, buf, sizeof(buf)), 5, "read()");
	if (!memcmp(buf, "hello", 5))
		tst_res(TPASS, "read() returned the file's bytes");
	else
		tst_res(TFAIL, "read() returned '%.5s'", buf);
	TST_EXP_VAL(tst_syscall(__NR_lseek, fd, 0, SEEK_CUR), 5, "syscall(__NR_lseek)");
	SAFE_CLOSE(fd);
	TST_EXP_FAIL(open("missing", O_RDONLY), ENOENT, "open(missing)");
	if (TST_RET >= 0) {
		char link[64], target[256] = "";
		ssize_t n;

		snprintf(link, sizeof(link), "/proc/self/fd/%ld", TST_RET);
		n = readlink(link, target, sizeof(target) - 1);
		tst_res(TINFO, "the descriptor open(missing) returned is %s",
			n > 0 ? target : "unreadable");
		close(TST_RET);
	}
	TST_EXP_PASS(stat(FNAME, &st), "stat()");
	TST_EXP_EQ_LI(st.st_size, 5);
}

static void setup(void)
{
	SAFE_FILE_PRINTF(FNAME, "hello");
}

static struct tst_test test = {
	.test_all = run,
	.setup = setup,
	.needs_tmpdir = 1,
};
