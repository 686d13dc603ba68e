// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * timerfd_settime(2) as man 2 timerfd_settime describes it, observed through read():
 * - "arms (starts) or disarms (stops) the timer": read() returns after a 10 ms one-shot
 *   (poll() bounds the wait to 10 s); samples from before the call to the read's return,
 *   none early, the median at most 100 ms late (tst_timing);
 * - TFD_TIMER_ABSTIME on CLOCK_MONOTONIC and CLOCK_REALTIME: read() returns once the clock
 *   has reached a target 10 ms ahead (sampled the same way);
 * - an interval: "read ... returns an unsigned 8-byte integer containing the number of
 *   expirations that have occurred": a 2 ms periodic timer, left alone for 50 ms, reads
 *   the whole periods passed (between those before the read and those after it, less
 *   one at the low end);
 * - old_value "returns the setting of the timer at the time of the call": re-arming the
 *   periodic timer returns interval 2 ms and a value in [0, 2 ms];
 * - new_value zero "disarms the timer": a non-blocking read fails with EAGAIN 50 ms later;
 * - re-arming discards expirations not yet read: a timer expired once, then re-armed for
 *   1 s, is not readable;
 * - TFD_TIMER_ABSTIME | TFD_TIMER_CANCEL_ON_SET on CLOCK_REALTIME, with nobody setting the
 *   clock, expires normally: read() returns the count 1, not ECANCELED (the cancellation
 *   itself, which needs CLOCK_REALTIME set, is clock_settime02's and settimeofday02's).
 */

#include <poll.h>
#include <stdint.h>
#include <sys/timerfd.h>
#include "tst_test.h"
#include "tst_timing.h"

static struct tst_timing timing = {
	.expect_ns = 10 * TST_NS_PER_MS,
	.percentile = 50,
	.late_ns = 100 * TST_NS_PER_MS,
};

static const struct {
	clockid_t id;
	const char *name;
} clocks[] = {
	{CLOCK_MONOTONIC, "CLOCK_MONOTONIC"},
	{CLOCK_REALTIME, "CLOCK_REALTIME"},
};

static int fd = -1;

static struct itimerspec spec(long long value, long long interval)
{
	return (struct itimerspec){
		.it_interval = {interval / TST_NS_PER_SEC, interval % TST_NS_PER_SEC},
		.it_value = {value / TST_NS_PER_SEC, value % TST_NS_PER_SEC},
	};
}

static int arm(int flags, long long value, long long interval, struct itimerspec *old)
{
	struct itimerspec ts = spec(value, interval);

	TEST(timerfd_settime(fd, flags, &ts, old));
	if (TST_RET)
		tst_res(TFAIL | TTERRNO, "timerfd_settime(%s, %lld ns, interval %lld ns)",
			flags ? "TFD_TIMER_ABSTIME" : "relative", value, interval);
	return TST_RET;
}

/* A read's count once readable, 0 (after a TFAIL) if not readable within 10 s. */
static uint64_t expirations(void)
{
	struct pollfd pfd = {.fd = fd, .events = POLLIN};
	uint64_t count = 0;

	if (poll(&pfd, 1, 10000) != 1) {
		tst_res(TFAIL, "the timerfd is not readable within 10 s");
		return 0;
	}
	if (read(fd, &count, sizeof(count)) != sizeof(count)) {
		tst_res(TFAIL | TERRNO, "read() of the timerfd");
		return 0;
	}
	return count;
}

static void sample(clockid_t clk, int flags, const char *name)
{
	long long start, target;
	int i;

	timing.name = name;
	tst_timing_reset(&timing);
	for (i = 0; i < 10; i++) {
		start = tst_timing_now(clk);
		target = flags ? start + timing.expect_ns : timing.expect_ns;
		if (arm(flags, target, 0, NULL) || expirations() != 1)
			return;
		tst_timing_add(&timing, tst_timing_now(clk) - start);
	}
	tst_timing_judge(&timing);
}

static void periodic(void)
{
	struct itimerspec old;
	long long start, before, after, lo, hi, period = 2 * TST_NS_PER_MS;
	uint64_t count, dummy;

	start = tst_timing_now(CLOCK_MONOTONIC);
	if (arm(0, period, period, NULL))
		return;
	usleep(50000);
	before = tst_timing_now(CLOCK_MONOTONIC);
	count = expirations();
	after = tst_timing_now(CLOCK_MONOTONIC);
	lo = (before - start) / period - 1;
	hi = (after - start) / period;
	if ((long long)count < lo || (long long)count > hi)
		tst_res(TFAIL, "2 ms periodic after %lld us: count %llu, expected %lld..%lld",
			(before - start) / 1000, (unsigned long long)count, lo, hi);
	else
		tst_res(TPASS, "2 ms periodic after %lld us: count %llu (%lld..%lld)",
			(before - start) / 1000, (unsigned long long)count, lo, hi);
	if (arm(0, 0, 0, &old))
		return;
	if (old.it_interval.tv_sec || old.it_interval.tv_nsec != period ||
	    old.it_value.tv_sec || old.it_value.tv_nsec < 0 || old.it_value.tv_nsec > period)
		tst_res(TFAIL, "old_value interval {%ld, %ld}, value {%ld, %ld}",
			(long)old.it_interval.tv_sec, old.it_interval.tv_nsec,
			(long)old.it_value.tv_sec, old.it_value.tv_nsec);
	else
		tst_res(TPASS, "old_value interval 2 ms, value %ld ns", old.it_value.tv_nsec);
	SAFE_FCNTL(fd, F_SETFL, O_NONBLOCK);
	usleep(50000);
	TST_EXP_FAIL2(read(fd, &dummy, sizeof(dummy)), EAGAIN,
		      "read() 50 ms after disarming");

	if (arm(0, TST_NS_PER_MS, 0, NULL))
		goto out;
	usleep(20000);
	if (arm(0, TST_NS_PER_SEC, 0, NULL))
		goto out;
	TST_EXP_FAIL2(read(fd, &dummy, sizeof(dummy)), EAGAIN,
		      "read() after an expired timer was re-armed for 1 s");
out:
	SAFE_FCNTL(fd, F_SETFL, 0);
}

static void cancel_on_set(void)
{
	long long target;

	fd = timerfd_create(CLOCK_REALTIME, 0);
	if (fd < 0)
		tst_brk(TBROK | TERRNO, "timerfd_create(CLOCK_REALTIME)");
	target = tst_timing_now(CLOCK_REALTIME) + 10 * TST_NS_PER_MS;
	if (!arm(TFD_TIMER_ABSTIME | TFD_TIMER_CANCEL_ON_SET, target, 0, NULL)) {
		if (expirations() == 1 && tst_timing_now(CLOCK_REALTIME) >= target)
			tst_res(TPASS, "TFD_TIMER_CANCEL_ON_SET, clock not set: expired normally");
		else
			tst_res(TFAIL, "TFD_TIMER_CANCEL_ON_SET timer did not expire as armed");
	}
	SAFE_CLOSE(fd);
}

static void run(void)
{
	char name[64];
	unsigned int i;

	for (i = 0; i < ARRAY_SIZE(clocks); i++) {
		fd = timerfd_create(clocks[i].id, 0);
		if (fd < 0)
			tst_brk(TBROK | TERRNO, "timerfd_create(%s)", clocks[i].name);
		snprintf(name, sizeof(name), "%s timerfd, 10 ms", clocks[i].name);
		sample(CLOCK_MONOTONIC, 0, name);
		snprintf(name, sizeof(name), "%s timerfd, TFD_TIMER_ABSTIME now + 10 ms",
			 clocks[i].name);
		sample(clocks[i].id, TFD_TIMER_ABSTIME, name);
		SAFE_CLOSE(fd);
	}
	fd = timerfd_create(CLOCK_MONOTONIC, 0);
	if (fd < 0)
		tst_brk(TBROK | TERRNO, "timerfd_create(CLOCK_MONOTONIC)");
	periodic();
	SAFE_CLOSE(fd);
	cancel_on_set();
}

static void cleanup(void)
{
	if (fd >= 0)
		SAFE_CLOSE(fd);
}

static struct tst_test test = {
	.cleanup = cleanup,
	.test_all = run,
};
