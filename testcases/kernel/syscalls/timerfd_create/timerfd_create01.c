// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * timerfd_create(2) as man 2 timerfd_create describes it: "creates a new timer object,
 * and returns a file descriptor that refers to that timer":
 * - for CLOCK_REALTIME, CLOCK_MONOTONIC and CLOCK_BOOTTIME: a new fd (the lowest free
 *   one), "initially disarmed" (timerfd_gettime() reads zero); armed for 10 ms, it
 *   becomes readable (poll POLLIN) and read() returns the 8-byte expiration count 1;
 * - TFD_NONBLOCK sets O_NONBLOCK on the open file (fcntl F_GETFL): read() of a timer not
 *   expired fails with EAGAIN; without it, O_NONBLOCK is clear;
 * - TFD_CLOEXEC sets FD_CLOEXEC (fcntl F_GETFD); without it, it is clear;
 * - read() with a buffer of fewer than 8 bytes fails with EINVAL.
 */

#include <poll.h>
#include <stdint.h>
#include <sys/timerfd.h>
#include "tst_test.h"
#include "tst_safe_timerfd.h"
#include "tst_timing.h"

static const struct {
	clockid_t id;
	const char *name;
} clocks[] = {
	{CLOCK_REALTIME, "CLOCK_REALTIME"},
	{CLOCK_MONOTONIC, "CLOCK_MONOTONIC"},
	{CLOCK_BOOTTIME, "CLOCK_BOOTTIME"},
};

static void check_clock(clockid_t clk, const char *name)
{
	struct itimerspec ts = {.it_value = {0, 10000000}}, cur = {{1, 1}, {1, 1}};
	struct pollfd pfd;
	uint64_t count = 0;
	int fd, expect_fd;

	fd = SAFE_OPEN("/dev/null", O_RDONLY);
	expect_fd = fd;
	SAFE_CLOSE(fd);
	fd = timerfd_create(clk, 0);
	if (fd < 0) {
		tst_res(TFAIL | TERRNO, "timerfd_create(%s, 0)", name);
		return;
	}
	if (fd != expect_fd) {
		tst_res(TFAIL, "timerfd_create(%s) returned fd %d, the lowest free is %d", name, fd,
			expect_fd);
		goto out;
	}
	SAFE_TIMERFD_GETTIME(fd, &cur);
	if (cur.it_value.tv_sec || cur.it_value.tv_nsec || cur.it_interval.tv_sec ||
	    cur.it_interval.tv_nsec) {
		tst_res(TFAIL, "%s: a new timerfd is armed", name);
		goto out;
	}
	SAFE_TIMERFD_SETTIME(fd, 0, &ts, NULL);
	pfd = (struct pollfd){.fd = fd, .events = POLLIN};
	if (poll(&pfd, 1, 10000) != 1 || !(pfd.revents & POLLIN)) {
		tst_res(TFAIL, "%s: not readable 10 s after a 10 ms arm", name);
		goto out;
	}
	if (SAFE_READ(1, fd, &count, sizeof(count)) != sizeof(count) || count != 1)
		tst_res(TFAIL, "%s: read() returned count %llu, expected 1", name,
			(unsigned long long)count);
	else
		tst_res(TPASS, "%s: fd %d, disarmed, readable after expiry, count 1", name, fd);
out:
	SAFE_CLOSE(fd);
}

static void check_flags(int flags, const char *name)
{
	int fd = timerfd_create(CLOCK_MONOTONIC, flags), fl, fdfl;
	uint64_t count;
	char small[4];

	if (fd < 0) {
		tst_res(TFAIL | TERRNO, "timerfd_create(CLOCK_MONOTONIC, %s)", name);
		return;
	}
	fl = SAFE_FCNTL(fd, F_GETFL);
	fdfl = SAFE_FCNTL(fd, F_GETFD);
	if (!!(fl & O_NONBLOCK) != !!(flags & TFD_NONBLOCK) ||
	    !!(fdfl & FD_CLOEXEC) != !!(flags & TFD_CLOEXEC)) {
		tst_res(TFAIL, "%s: O_NONBLOCK %s, FD_CLOEXEC %s", name,
			fl & O_NONBLOCK ? "set" : "clear", fdfl & FD_CLOEXEC ? "set" : "clear");
		goto out;
	}
	if (flags & TFD_NONBLOCK) {
		TST_EXP_FAIL2(read(fd, &count, sizeof(count)), EAGAIN,
			      "read() of an unexpired TFD_NONBLOCK timerfd");
		TST_EXP_FAIL2(read(fd, small, sizeof(small)), EINVAL,
			      "read() of a timerfd into 4 bytes");
	}
	tst_res(TPASS, "%s: O_NONBLOCK %s, FD_CLOEXEC %s", name,
		fl & O_NONBLOCK ? "set" : "clear", fdfl & FD_CLOEXEC ? "set" : "clear");
out:
	SAFE_CLOSE(fd);
}

static void run(void)
{
	unsigned int i;

	for (i = 0; i < ARRAY_SIZE(clocks); i++)
		check_clock(clocks[i].id, clocks[i].name);
	check_flags(0, "flags 0");
	check_flags(TFD_NONBLOCK, "TFD_NONBLOCK");
	check_flags(TFD_CLOEXEC, "TFD_CLOEXEC");
	check_flags(TFD_NONBLOCK | TFD_CLOEXEC, "TFD_NONBLOCK | TFD_CLOEXEC");
}

static struct tst_test test = {
	.test_all = run,
};
