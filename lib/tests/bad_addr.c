// SPDX-License-Identifier: GPL-2.0-or-later
/* tst_get_bad_addr() and get_high_address(): syscalls using them fail with EFAULT. */
#include "test.h"
#include "tst_get_bad_addr.h"

char *TCID = "bad_addr";
int TST_TOTAL = 1;

int main(void)
{
	void *bad = tst_get_bad_addr(NULL);
	int fd = open("/dev/zero", O_RDONLY);
	int pipefd[2];

	if (fd < 0 || pipe(pipefd))
		tst_brkm(TBROK | TERRNO, NULL, "setup failed");

	TEST(read(fd, bad, 16));
	if (TEST_RETURN == -1 && TEST_ERRNO == EFAULT)
		tst_resm(TPASS | TTERRNO, "read() into the bad address failed");
	else
		tst_resm(TFAIL | TTERRNO, "read() returned %ld", TEST_RETURN);

	TEST(write(pipefd[1], bad, 16));
	if (TEST_RETURN == -1 && TEST_ERRNO == EFAULT)
		tst_resm(TPASS | TTERRNO, "write() from the bad address failed");
	else
		tst_resm(TFAIL | TTERRNO, "write() returned %ld", TEST_RETURN);

	TEST(read(fd, get_high_address(), 16));
	if (TEST_RETURN == -1 && TEST_ERRNO == EFAULT)
		tst_resm(TPASS | TTERRNO, "read() above the break failed");
	else
		tst_resm(TFAIL | TTERRNO, "read() above the break returned %ld", TEST_RETURN);

	if (tst_get_bad_addr(NULL) != bad)
		tst_resm(TPASS, "each call maps its own page");
	tst_exit();
}
