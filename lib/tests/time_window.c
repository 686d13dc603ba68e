// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * The "now" window for file timestamps (tst_time_window.h):
 *   gran DIR        tst_fs_time_gran(DIR) prints atime and mtime granularity
 *   bounds          window ends for made-up clock readings and granularities
 *   check           TST_TIME_WINDOW_CHECK inside, at both ends and just outside
 *   now DIR N       N times: window around utimensat(NULL) and write(); each stamp inside
 *   wait DIR        tst_time_window_wait_past(): the coarse clock is past a second taken
 *                   just before, and a file of DIR touched after it has a later mtime
 */
#include <fcntl.h>
#include <stdlib.h>
#include <unistd.h>
#include <sys/stat.h>
#include "test.h"
#include "safe_macros.h"
#include "tst_time_window.h"

char *TCID = "time_window";
int TST_TOTAL = 1;

#define SEC 1000000000LL

static void gran(const char *dir)
{
	struct tst_fs_time_gran g;

	tst_fs_time_gran(dir, &g);
	tst_resm(TINFO, "gran atime %lld mtime %lld", g.atime_ns, g.mtime_ns);
}

static void expect(const char *what, long long got, long long exp)
{
	tst_resm(got == exp ? TPASS : TFAIL, "%s = %lld, expected %lld", what, got, exp);
}

static void bounds(void)
{
	struct tst_time_window w = {{100, 500000000}, {101, 200000000}};

	expect("lo(1 ns)", tst_time_window_lo(&w, 1), 100 * SEC + 500000000);
	expect("lo(100 ns)", tst_time_window_lo(&w, 100), 100 * SEC + 500000000);
	expect("lo(10 ms)", tst_time_window_lo(&w, 10000000), 100 * SEC + 500000000);
	expect("lo(1 s)", tst_time_window_lo(&w, SEC), 100 * SEC);
	expect("lo(2 s)", tst_time_window_lo(&w, 2 * SEC), 100 * SEC);
	w.start.tv_sec = 101;
	w.end.tv_sec = 102;
	expect("lo(2 s), odd second", tst_time_window_lo(&w, 2 * SEC), 100 * SEC);
	expect("lo(1 day)", tst_time_window_lo(&w, 86400 * SEC), 0);
	expect("hi", tst_time_window_hi(&w), 102 * SEC + 200000000);
}

static void check(void)
{
	struct tst_time_window w = {{100, 500000000}, {101, 200000000}};
	struct timespec in = {100, 700000000}, lo = {100, 500000000}, hi = {101, 200000000};
	struct timespec below = {100, 499999999}, above = {101, 200000001};
	struct timespec trunc = {100, 0};

	TST_TIME_WINDOW_CHECK(&w, "inside", &in, 1);
	TST_TIME_WINDOW_CHECK(&w, "start", &lo, 1);
	TST_TIME_WINDOW_CHECK(&w, "end", &hi, 1);
	TST_TIME_WINDOW_CHECK(&w, "below", &below, 1);
	TST_TIME_WINDOW_CHECK(&w, "above", &above, 1);
	TST_TIME_WINDOW_CHECK(&w, "truncated to 1 s", &trunc, SEC);
	TST_TIME_WINDOW_CHECK(&w, "truncated to 1 s, 1 ns granularity", &trunc, 1);
}

static void now(const char *dir, int n)
{
	struct tst_fs_time_gran g;
	struct tst_time_window w;
	char path[4096];
	struct stat st;
	int i, fd, bad = 0;

	tst_fs_time_gran(dir, &g);
	snprintf(path, sizeof(path), "%s/file", dir);
	fd = SAFE_OPEN(NULL, path, O_RDWR | O_CREAT | O_TRUNC, 0600);
	for (i = 0; i < n; i++) {
		tst_time_window_start(&w);
		if (i % 2 ? write(fd, "x", 1) != 1 : futimens(fd, NULL))
			tst_brkm(TBROK | TERRNO, NULL, "%s", i % 2 ? "write" : "futimens");
		tst_time_window_end(&w);
		SAFE_FSTAT(NULL, fd, &st);
		if (!tst_time_window_has(&w, &st.st_mtim, g.mtime_ns) ||
		    !tst_time_window_has(&w, &st.st_ctim, g.mtime_ns) ||
		    (i % 2 == 0 && !tst_time_window_has(&w, &st.st_atim, g.atime_ns))) {
			bad++;
			TST_TIME_WINDOW_CHECK(&w, "mtime", &st.st_mtim, g.mtime_ns);
			TST_TIME_WINDOW_CHECK(&w, "ctime", &st.st_ctim, g.mtime_ns);
		}
	}
	SAFE_CLOSE(NULL, fd);
	SAFE_UNLINK(NULL, path);
	tst_resm(bad ? TFAIL : TPASS, "%d of %d timestamps outside their window", bad, n);
}

static void wait_past(const char *dir)
{
	struct timespec c0, c1;
	struct tst_fs_time_gran g;
	struct stat st0, st1;
	char path[4096];
	int fd;

	clock_gettime(CLOCK_REALTIME_COARSE, &c0);
	tst_time_window_wait_past(&c0, SEC);
	clock_gettime(CLOCK_REALTIME_COARSE, &c1);
	tst_resm(c1.tv_sec > c0.tv_sec ? TPASS : TFAIL,
		 "coarse clock %lld.%09ld after waiting past %lld.%09ld in 1 s steps",
		 (long long)c1.tv_sec, c1.tv_nsec, (long long)c0.tv_sec, c0.tv_nsec);

	tst_fs_time_gran(dir, &g);
	snprintf(path, sizeof(path), "%s/file", dir);
	fd = SAFE_OPEN(NULL, path, O_RDWR | O_CREAT | O_TRUNC, 0600);
	SAFE_FSTAT(NULL, fd, &st0);
	tst_time_window_wait_past(&st0.st_mtim, g.mtime_ns);
	if (futimens(fd, NULL))
		tst_brkm(TBROK | TERRNO, NULL, "futimens");
	SAFE_FSTAT(NULL, fd, &st1);
	SAFE_CLOSE(NULL, fd);
	SAFE_UNLINK(NULL, path);
	tst_resm(tst_ts_ns(&st1.st_mtim) > tst_ts_ns(&st0.st_mtim) ? TPASS : TFAIL,
		 "mtime %lld.%09ld, then %lld.%09ld after the wait (granularity %lld ns)",
		 (long long)st0.st_mtim.tv_sec, st0.st_mtim.tv_nsec,
		 (long long)st1.st_mtim.tv_sec, st1.st_mtim.tv_nsec, g.mtime_ns);
}

int main(int argc, char *argv[])
{
	const char *mode = argc > 1 ? argv[1] : "";

	if (!strcmp(mode, "gran") && argc == 3)
		gran(argv[2]);
	else if (!strcmp(mode, "bounds"))
		bounds();
	else if (!strcmp(mode, "check"))
		check();
	else if (!strcmp(mode, "now") && argc == 4)
		now(argv[2], atoi(argv[3]));
	else if (!strcmp(mode, "wait") && argc == 3)
		wait_past(argv[2]);
	else
		tst_brkm(TBROK, NULL, "usage: time_window gran DIR | bounds | check | now DIR N | wait DIR");
	tst_exit();
}
