// SPDX-License-Identifier: GPL-2.0-or-later
/* The "now" window for file timestamps and the measured timestamp granularity. */
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <unistd.h>
#include <sys/stat.h>
#include "ltk_core.h"
#include "tst_clocks.h"
#include "tst_time_window.h"

#ifndef CLOCK_REALTIME_COARSE
# define CLOCK_REALTIME_COARSE 5
#endif

#define NS_PER_SEC 1000000000LL
/* 1000166400 s is a multiple of 86400 s: midnight UTC, 2001-09-11. */
#define PROBE_SEC 1000166399

long long tst_ts_ns(const struct timespec *ts)
{
	return ts->tv_sec * NS_PER_SEC + ts->tv_nsec;
}

static int probe(int fd, const char *path, struct tst_fs_time_gran *gran)
{
	struct timespec ts[2] = {{PROBE_SEC, 999999999}, {PROBE_SEC, 999999999}};
	long long next = (PROBE_SEC + 1) * NS_PER_SEC;
	struct stat st;

	if (futimens(fd, ts)) {
		ltk_brk(__FILE__, __LINE__, TBROK | TERRNO, NULL, "futimens(%s) failed", path);
		return -1;
	}
	if (fstat(fd, &st)) {
		ltk_brk(__FILE__, __LINE__, TBROK | TERRNO, NULL, "fstat(%s) failed", path);
		return -1;
	}
	gran->atime_ns = next - tst_ts_ns(&st.st_atim);
	gran->mtime_ns = next - tst_ts_ns(&st.st_mtim);
	/* A truncation keeps a multiple of the granularity, at most one day below. */
	if (gran->atime_ns < 1 || gran->atime_ns > 86400 * NS_PER_SEC ||
	    gran->mtime_ns < 1 || gran->mtime_ns > 86400 * NS_PER_SEC ||
	    next % gran->atime_ns || next % gran->mtime_ns) {
		ltk_brk(__FILE__, __LINE__, TBROK, NULL,
			"%s: set atime = mtime = %d.999999999, read back %lld.%09ld and %lld.%09ld",
			path, PROBE_SEC, (long long)st.st_atim.tv_sec, st.st_atim.tv_nsec,
			(long long)st.st_mtim.tv_sec, st.st_mtim.tv_nsec);
		return -1;
	}
	return 0;
}

void tst_fs_time_gran(const char *dir, struct tst_fs_time_gran *gran)
{
	char path[4096];
	int fd, ret;

	snprintf(path, sizeof(path), "%s/.tst_time_gran.%d", dir, (int)getpid());
	fd = open(path, O_RDWR | O_CREAT | O_EXCL, 0600);
	if (fd < 0) {
		ltk_brk(__FILE__, __LINE__, TBROK | TERRNO, NULL, "open(%s, O_CREAT) failed", path);
		return;
	}
	ret = probe(fd, path, gran);
	close(fd);
	if (unlink(path))
		ltk_brk(__FILE__, __LINE__, TBROK | TERRNO, NULL, "unlink(%s) failed", path);
	else if (!ret)
		ltk_res(__FILE__, __LINE__, TINFO, "%s keeps mtime to %lld ns, atime to %lld ns",
			dir, gran->mtime_ns, gran->atime_ns);
}

static void read_clock(clockid_t clk, struct timespec *ts)
{
	if (tst_clock_gettime(clk, ts))
		ltk_brk(__FILE__, __LINE__, TBROK | TERRNO, NULL, "clock_gettime(%s) failed",
			tst_clock_name(clk));
}

void tst_time_window_start(struct tst_time_window *win)
{
	read_clock(CLOCK_REALTIME_COARSE, &win->start);
}

void tst_time_window_end(struct tst_time_window *win)
{
	read_clock(CLOCK_REALTIME, &win->end);
}

void tst_time_window_wait_past(const struct timespec *ts, long long gran_ns)
{
	long long target, now;
	struct timespec c, d;

	if (gran_ns < 1)
		gran_ns = 1;
	/* The first granule after the one holding ts. */
	target = (tst_ts_ns(ts) / gran_ns + 1) * gran_ns;
	for (;;) {
		read_clock(CLOCK_REALTIME_COARSE, &c);
		now = tst_ts_ns(&c);
		if (now >= target)
			return;
		/* The coarse clock lags by up to a tick: after the first sleep, 1 ms steps. */
		now = target - now > 1000000 ? target - now : 1000000;
		d.tv_sec = now / NS_PER_SEC;
		d.tv_nsec = now % NS_PER_SEC;
		nanosleep(&d, NULL);
	}
}

long long tst_time_window_lo(const struct tst_time_window *win, long long gran_ns)
{
	long long start = tst_ts_ns(&win->start);

	if (gran_ns < 1)
		gran_ns = 1;
	return start - start % gran_ns;
}

long long tst_time_window_hi(const struct tst_time_window *win)
{
	return tst_ts_ns(&win->end);
}

int tst_time_window_has(const struct tst_time_window *win, const struct timespec *ts,
			long long gran_ns)
{
	long long t = tst_ts_ns(ts);

	return t >= tst_time_window_lo(win, gran_ns) && t <= tst_time_window_hi(win);
}

int tst_time_window_check_(const char *file, int line, const struct tst_time_window *win,
			   const char *what, const struct timespec *ts, long long gran_ns)
{
	long long lo = tst_time_window_lo(win, gran_ns), hi = tst_time_window_hi(win);
	int ok = tst_time_window_has(win, ts, gran_ns);

	ltk_res(file, line, ok ? TPASS : TFAIL,
		"%s %lld.%09ld %s the window [%lld.%09lld, %lld.%09lld] (granularity %lld ns)",
		what, (long long)ts->tv_sec, ts->tv_nsec, ok ? "in" : "outside",
		lo / NS_PER_SEC, lo % NS_PER_SEC, hi / NS_PER_SEC, hi % NS_PER_SEC, gran_ns);
	return ok;
}
