// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * perf_event_open(2) with software events counting the calling thread (pid 0, cpu -1),
 * created disabled and enabled around a known workload:
 * - PERF_COUNT_SW_PAGE_FAULTS counts at least one fault per page when 256 pages of a new
 *   anonymous mapping are written once each;
 * - PERF_COUNT_SW_TASK_CLOCK counts the thread's CPU time: for a busy loop of at least
 *   20 ms of CPU time (CLOCK_THREAD_CPUTIME_ID) it is between half and twice that time
 *   (the bounds leave room for the enable/disable ioctls and clock granularity);
 * - while disabled, neither counter moves.
 * The test runs as root, so /proc/sys/kernel/perf_event_paranoid does not restrict it.
 */

#include <stdint.h>
#include <string.h>
#include <sys/ioctl.h>
#include <sys/mman.h>
#include <sys/syscall.h>
#include <linux/perf_event.h>
#include "tst_test.h"
#include "tst_timer.h"
#include "tst_safe_clocks.h"

#define PAGES 256

static long page_size;

static int open_sw(uint64_t config)
{
	struct perf_event_attr attr;

	memset(&attr, 0, sizeof(attr));
	attr.type = PERF_TYPE_SOFTWARE;
	attr.size = sizeof(attr);
	attr.config = config;
	attr.disabled = 1;
	attr.exclude_hv = 1;
	return syscall(__NR_perf_event_open, &attr, 0, -1, -1, 0);
}

static int read_count(int fd, uint64_t *val)
{
	*val = 0;
	return read(fd, val, sizeof(*val)) == sizeof(*val) ? 0 : -1;
}

static int enable(int fd, int on)
{
	return ioctl(fd, on ? PERF_EVENT_IOC_ENABLE : PERF_EVENT_IOC_DISABLE, 0);
}

static void test_page_faults(void)
{
	uint64_t before, after, idle;
	char *p;
	int fd, i;

	TST_EXP_FD_SILENT(open_sw(PERF_COUNT_SW_PAGE_FAULTS));
	if (TST_RET < 0) {
		tst_res(TFAIL | TTERRNO, "perf_event_open(PAGE_FAULTS)");
		return;
	}
	fd = TST_RET;
	p = SAFE_MMAP(NULL, PAGES * page_size, PROT_READ | PROT_WRITE,
		      MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
	if (read_count(fd, &before) || enable(fd, 1)) {
		tst_res(TFAIL | TERRNO, "PAGE_FAULTS: read or enable failed");
		goto out;
	}
	for (i = 0; i < PAGES; i++)
		p[i * page_size] = 1;
	if (enable(fd, 0) || read_count(fd, &after)) {
		tst_res(TFAIL | TERRNO, "PAGE_FAULTS: disable or read failed");
		goto out;
	}
	if (after - before >= PAGES)
		tst_res(TPASS, "PAGE_FAULTS counted %llu for %d new pages",
			(unsigned long long)(after - before), PAGES);
	else
		tst_res(TFAIL, "PAGE_FAULTS counted %llu for %d new pages",
			(unsigned long long)(after - before), PAGES);
	SAFE_MUNMAP(p, PAGES * page_size);
	p = SAFE_MMAP(NULL, PAGES * page_size, PROT_READ | PROT_WRITE,
		      MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
	for (i = 0; i < PAGES; i++)
		p[i * page_size] = 1;
	read_count(fd, &idle);
	if (idle == after)
		tst_res(TPASS, "PAGE_FAULTS did not move while disabled");
	else
		tst_res(TFAIL, "PAGE_FAULTS moved from %llu to %llu while disabled",
			(unsigned long long)after, (unsigned long long)idle);
out:
	SAFE_MUNMAP(p, PAGES * page_size);
	SAFE_CLOSE(fd);
}

static void test_task_clock(void)
{
	struct timespec t0, t1;
	uint64_t before, after, idle;
	long long cpu_ns;
	volatile unsigned long spin = 0;
	int fd;

	TST_EXP_FD_SILENT(open_sw(PERF_COUNT_SW_TASK_CLOCK));
	if (TST_RET < 0) {
		tst_res(TFAIL | TTERRNO, "perf_event_open(TASK_CLOCK)");
		return;
	}
	fd = TST_RET;
	if (read_count(fd, &before) || enable(fd, 1)) {
		tst_res(TFAIL | TERRNO, "TASK_CLOCK: read or enable failed");
		goto out;
	}
	SAFE_CLOCK_GETTIME(CLOCK_THREAD_CPUTIME_ID, &t0);
	do {
		spin++;
		SAFE_CLOCK_GETTIME(CLOCK_THREAD_CPUTIME_ID, &t1);
	} while (tst_timespec_diff_us(t1, t0) < 20000);
	if (enable(fd, 0) || read_count(fd, &after)) {
		tst_res(TFAIL | TERRNO, "TASK_CLOCK: disable or read failed");
		goto out;
	}
	cpu_ns = tst_timespec_diff_us(t1, t0) * 1000;
	if ((long long)(after - before) >= cpu_ns / 2 && (long long)(after - before) <= 2 * cpu_ns)
		tst_res(TPASS, "TASK_CLOCK counted %llu ns for %lld ns of CPU time",
			(unsigned long long)(after - before), cpu_ns);
	else
		tst_res(TFAIL, "TASK_CLOCK counted %llu ns for %lld ns of CPU time",
			(unsigned long long)(after - before), cpu_ns);
	for (spin = 0; spin < 1000000; spin++)
		;
	read_count(fd, &idle);
	if (idle == after)
		tst_res(TPASS, "TASK_CLOCK did not move while disabled");
	else
		tst_res(TFAIL, "TASK_CLOCK moved from %llu to %llu while disabled",
			(unsigned long long)after, (unsigned long long)idle);
out:
	SAFE_CLOSE(fd);
}

static void run(void)
{
	test_page_faults();
	test_task_clock();
}

static void setup(void)
{
	page_size = getpagesize();
}

static struct tst_test test = {
	.test_all = run,
	.setup = setup,
	.needs_root = 1,
	.needs_kconfigs = (const char *const []) {
		"CONFIG_PERF_EVENTS=y",
		NULL
	},
};
