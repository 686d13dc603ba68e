// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * Small helpers LTP's tests call: an unlinked file in a directory, preallocating through
 * an fd, whether a range of the address space is mapped, /proc/meminfo in the log, and
 * saving and restoring the wall clock (tst_wallclock.h).
 */
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>
#include <sys/stat.h>
#include "ltk_core.h"
#include "tst_fs.h"
#include "tst_memutils.h"
#include "tst_tmpdir.h"
#include "tst_wallclock.h"


int tst_creat_unlinked(const char *path, int flags, mode_t mode)
{
	static const char chars[] = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789";
	const char *id = TCID ? TCID : "ltk";
	char name[4096];
	struct timespec ts;
	unsigned long r;
	int fd, i, tries;

	for (tries = 0; tries < 100; tries++) {
		clock_gettime(CLOCK_MONOTONIC, &ts);
		r = ts.tv_nsec ^ ((unsigned long)getpid() << 16) ^ ((unsigned long)tries << 24);
		i = snprintf(name, sizeof(name), "%s/ltp_%.3s", path, id);
		for (int k = 0; k < 6 && i < (int)sizeof(name) - 1; k++, r /= 62)
			name[i++] = chars[r % 62];
		name[i] = '\0';
		fd = open(name, O_CREAT | O_EXCL | O_RDWR | O_CLOEXEC | flags, mode);
		if (fd >= 0) {
			if (unlink(name))
				ltk_brk(__FILE__, __LINE__, TBROK | TERRNO, NULL,
					"unlink(%s) failed", name);
			return fd;
		}
		if (errno != EEXIST)
			break;
	}
	ltk_brk(__FILE__, __LINE__, TBROK | TERRNO, NULL, "open(%s, O_CREAT | O_EXCL) failed",
		name);
	return -1;
}

int tst_prealloc_size_fd(int fd, size_t bs, size_t bcount)
{
	int ret = fallocate(fd, 0, 0, (off_t)bs * bcount);

	if (ret && (errno == EOPNOTSUPP || errno == ENOSYS))
		return tst_fill_fd(fd, 0, bs, bcount);
	return ret;
}

int tst_mapping_in_range(unsigned long low, unsigned long high)
{
	unsigned long start, end;
	char line[512];
	FILE *f = fopen("/proc/self/maps", "r");
	int found = 0;

	if (!f) {
		ltk_brk(__FILE__, __LINE__, TBROK | TERRNO, NULL, "fopen(/proc/self/maps) failed");
		return 0;
	}
	while (!found && fgets(line, sizeof(line), f)) {
		if (sscanf(line, "%lx-%lx", &start, &end) == 2 && start < high && end > low)
			found = 1;
	}
	fclose(f);
	return found;
}

void tst_print_meminfo(void)
{
	char line[256];
	FILE *f = fopen("/proc/meminfo", "r");

	if (!f) {
		ltk_res(__FILE__, __LINE__, TWARN | TERRNO, "fopen(/proc/meminfo) failed");
		return;
	}
	ltk_res(__FILE__, __LINE__, TINFO, "/proc/meminfo:");
	fflush(stdout);
	while (fgets(line, sizeof(line), f))
		fputs(line, stderr);
	fclose(f);
}

static struct timespec real_begin, mono_begin;
static int clock_saved;

void tst_wallclock_save(void)
{
	if (clock_gettime(CLOCK_REALTIME, &real_begin) ||
	    clock_gettime(CLOCK_MONOTONIC_RAW, &mono_begin)) {
		ltk_brk(__FILE__, __LINE__, TBROK | TERRNO, NULL, "clock_gettime() failed");
		return;
	}
	clock_saved = 1;
}

void tst_wallclock_restore(void)
{
	struct timespec now;
	long long ns;

	if (!clock_saved)
		return;
	if (clock_gettime(CLOCK_MONOTONIC_RAW, &now)) {
		ltk_brk(__FILE__, __LINE__, TBROK | TERRNO, NULL, "clock_gettime() failed");
		return;
	}
	ns = (now.tv_sec - mono_begin.tv_sec) * 1000000000LL + now.tv_nsec - mono_begin.tv_nsec;
	ns += real_begin.tv_sec * 1000000000LL + real_begin.tv_nsec;
	now.tv_sec = ns / 1000000000LL;
	now.tv_nsec = ns % 1000000000LL;
	if (clock_settime(CLOCK_REALTIME, &now))
		ltk_brk(__FILE__, __LINE__, TBROK | TERRNO, NULL, "clock_settime() failed");
	clock_saved = 0;
}
