/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * A "now" window for file timestamps.
 *
 * The kernel stamps a file with the coarse realtime clock (the value of the last tick),
 * since 6.13 sometimes with the fine clock (multigrain timestamps), and then truncates
 * the value to the filesystem's granularity (1 ns on tmpfs and ext4, 100 ns on NTFS, 1 s
 * on ext2 with 128-byte inodes, 2 s for the FAT mtime, one day for the FAT atime). So a
 * timestamp set "to the current time" by an operation lies in
 *
 *	[ CLOCK_REALTIME_COARSE read before, truncated to the granularity,
 *	  CLOCK_REALTIME read after ]
 *
 * and nothing wider: no second of slack either side. time(NULL) is not a bound: it reads
 * the coarse seconds, behind a fine-clock timestamp of the same second.
 *
 *	struct tst_fs_time_gran gran;
 *	struct tst_time_window win;
 *
 *	tst_fs_time_gran(MNTPOINT, &gran);	(in setup: measured once per filesystem)
 *	tst_time_window_start(&win);
 *	TST_EXP_PASS(utimes(path, NULL));
 *	tst_time_window_end(&win);
 *	SAFE_STAT(path, &st);
 *	TST_TIME_WINDOW_CHECK(&win, "mtime", &st.st_mtim, gran.mtime_ns);
 */
#ifndef TST_TIME_WINDOW_H__
#define TST_TIME_WINDOW_H__

#include <time.h>

/* Granularities in nanoseconds; ctime follows mtime's (one s_time_gran per superblock). */
struct tst_fs_time_gran {
	long long atime_ns;
	long long mtime_ns;
};

/*
 * Measures the timestamp granularity of the filesystem that holds directory dir: a
 * scratch file there gets atime = mtime = 1000166399.999999999 (the last nanosecond of a
 * UTC day, an even second) by utimensat(2); what stat(2) reads back is that value
 * truncated, and the distance to the next nanosecond is the granularity (1 ns to one
 * day). statx(2) reports no granularity, hence the measurement. TBROK when the probe
 * fails or reads back something that is not a truncation of what was set.
 */
void tst_fs_time_gran(const char *dir, struct tst_fs_time_gran *gran);

struct tst_time_window {
	struct timespec start;	/* CLOCK_REALTIME_COARSE before the operation */
	struct timespec end;	/* CLOCK_REALTIME after it */
};

void tst_time_window_start(struct tst_time_window *win);
void tst_time_window_end(struct tst_time_window *win);

/* Nanoseconds since the epoch; the two ends of the window for a granularity. */
long long tst_ts_ns(const struct timespec *ts);
long long tst_time_window_lo(const struct tst_time_window *win, long long gran_ns);
long long tst_time_window_hi(const struct tst_time_window *win);

/* 1 when ts lies in the window widened by gran_ns (truncation of the start), else 0. */
int tst_time_window_has(const struct tst_time_window *win, const struct timespec *ts,
			long long gran_ns);

/*
 * Sleeps until a timestamp the kernel takes from now on is later than ts on a filesystem
 * of granularity gran_ns: until CLOCK_REALTIME_COARSE, truncated to gran_ns, is past ts.
 * A test that stats a file, waits so, and changes it sees the change in the timestamp
 * after half a granule on average (1 s granularity: 0.5 s), where sleeping a whole
 * granule and a margin costs all of it.
 */
void tst_time_window_wait_past(const struct timespec *ts, long long gran_ns);

/* TPASS or TFAIL "<what> <ts> in [lo, hi]" at the caller's file:line. */
#define TST_TIME_WINDOW_CHECK(win, what, ts, gran_ns) \
	tst_time_window_check_(__FILE__, __LINE__, (win), (what), (ts), (gran_ns))
int tst_time_window_check_(const char *file, int line, const struct tst_time_window *win,
			   const char *what, const struct timespec *ts, long long gran_ns);

#endif
