// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * Guarded buffers: argv[1] picks what to do with them.
 *   fill      fill every buffer to its last byte, free, pass
 *   overrun   write one byte past the end (must die of SIGSEGV)
 *   overread  read one byte past the end (must die of SIGSEGV)
 *   underrun  write one byte before the start (tst_free_all must warn)
 *   iovec     allocate iovecs of sizes 1, 0, 4097 and check them
 *   alloc     tst_buffers_alloc with a size, a string and an iovec entry
 */
#include <sys/wait.h>
#include "test.h"
#include "tst_buffers.h"

char *TCID = "feat_buffers";
int TST_TOTAL = 1;

static int end_touches_guard(void *buf, size_t size)
{
	pid_t pid = fork();
	int status;

	if (!pid) {
		volatile char *p = buf;

		signal(SIGSEGV, SIG_DFL);
		p[size] = 1;
		_exit(0);
	}
	waitpid(pid, &status, 0);
	return WIFSIGNALED(status) && WTERMSIG(status) == SIGSEGV;
}

static void do_iovec(void)
{
	int sizes[] = {1, 0, 4097, -1};
	struct iovec *iov = tst_iovec_alloc(sizes);
	int i;

	for (i = 0; i < 3; i++) {
		if (iov[i].iov_len != (size_t)sizes[i])
			tst_resm(TFAIL, "iov[%d].iov_len = %zu, expected %d", i, iov[i].iov_len,
				 sizes[i]);
		memset(iov[i].iov_base, 'x', iov[i].iov_len);
		if (!end_touches_guard(iov[i].iov_base, iov[i].iov_len))
			tst_resm(TFAIL, "iov[%d] does not end at a guard page", i);
	}
	if (!end_touches_guard(iov, 3 * sizeof(*iov)))
		tst_resm(TFAIL, "the iovec array does not end at a guard page");
	tst_resm(TPASS, "iovec sizes 1 0 4097 allocated and guarded");
}

static void do_alloc(void)
{
	char *buf, *str;
	struct iovec *iov;
	struct tst_buffers bufs[] = {
		{&buf, .size = 100},
		{&str, .str = "hello"},
		{&iov, .iov_sizes = (int[]){10, 20, -1}},
		{},
	};
	char *fmt;

	tst_buffers_alloc(bufs);
	fmt = tst_aprintf("%s-%d", str, 42);
	if (strcmp(str, "hello") || strcmp(fmt, "hello-42"))
		tst_resm(TFAIL, "string copies wrong: '%s' '%s'", str, fmt);
	else if (iov[0].iov_len != 10 || iov[1].iov_len != 20)
		tst_resm(TFAIL, "iovec lengths %zu %zu", iov[0].iov_len, iov[1].iov_len);
	else if (!end_touches_guard(buf, 100) || !end_touches_guard(fmt, 9))
		tst_resm(TFAIL, "buffer not guarded");
	else
		tst_resm(TPASS, "tst_buffers_alloc filled all pointers");
}

int main(int argc, char *argv[])
{
	const char *what = argc > 1 ? argv[1] : "fill";
	char *buf;

	if (!strcmp(what, "iovec")) {
		do_iovec();
	} else if (!strcmp(what, "alloc")) {
		do_alloc();
	} else {
		buf = tst_alloc(10);
		if (!strcmp(what, "fill")) {
			memset(buf, 'a', 10);
			tst_alloc(4096);
			tst_alloc(0);
			tst_resm(TPASS, "buffers filled");
		} else if (!strcmp(what, "overrun")) {
			signal(SIGSEGV, SIG_DFL);
			buf[10] = 1;
			tst_resm(TFAIL, "wrote past the end without a fault");
		} else if (!strcmp(what, "overread")) {
			signal(SIGSEGV, SIG_DFL);
			tst_resm(TFAIL, "read %d past the end without a fault",
				 ((volatile char *)buf)[10]);
		} else if (!strcmp(what, "underrun")) {
			buf[-1] = buf[-1] + 1;
			tst_resm(TPASS, "wrote one byte before the start");
		}
	}
	tst_free_all();
	tst_exit();
}
