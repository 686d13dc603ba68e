// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * clock_gettime(2) in a time namespace (man 7 time_namespaces): "the offsets ... for the
 * CLOCK_MONOTONIC and CLOCK_BOOTTIME clocks" apply to the processes in it; other clocks
 * are not virtualized. A child unshares CLONE_NEWTIME, writes offsets of +1000 s
 * (monotonic) and +2000 s (boottime) to /proc/self/timens_offsets and forks a grandchild,
 * which enters the namespace:
 * - through the raw system call and the vDSO, the grandchild's CLOCK_MONOTONIC (and
 *   MONOTONIC_RAW, MONOTONIC_COARSE) lies 1000 s ahead of the child's reads around it,
 *   CLOCK_BOOTTIME 2000 s ahead;
 * - CLOCK_REALTIME is the same inside and outside;
 * - /proc/<grandchild>/timens_offsets shows the offsets;
 * - clock_nanosleep(CLOCK_MONOTONIC, TIMER_ABSTIME) inside, to the namespace's now + 10
 *   ms, sleeps about 10 ms (under 1 s), not the 1000 s of the host's clock.
 * The host's clocks are never touched: offsets only exist in the new namespace.
 */

#include <sched.h>
#include <sys/syscall.h>
#include "tst_test.h"
#include "tst_safe_stdio.h"
#include "tst_timing.h"

#ifndef CLONE_NEWTIME
# define CLONE_NEWTIME 0x00000080
#endif

#define MONO_OFF (1000 * TST_NS_PER_SEC)
#define BOOT_OFF (2000 * TST_NS_PER_SEC)

struct reads {
	long long raw, vdso;
};

static struct {
	clockid_t id;
	const char *name;
	long long off;
} clocks[] = {
	{CLOCK_MONOTONIC, "CLOCK_MONOTONIC", MONO_OFF},
	{CLOCK_MONOTONIC_RAW, "CLOCK_MONOTONIC_RAW", MONO_OFF},
	{CLOCK_MONOTONIC_COARSE, "CLOCK_MONOTONIC_COARSE", MONO_OFF},
	{CLOCK_BOOTTIME, "CLOCK_BOOTTIME", BOOT_OFF},
	{CLOCK_REALTIME, "CLOCK_REALTIME", 0},
};

static struct reads *shared;

static long long raw_ns(clockid_t id)
{
	struct timespec ts = {0x5a5a5a5a, 0};

	if (syscall(__NR_clock_gettime, id, &ts))
		return -1;
	return ts.tv_sec * TST_NS_PER_SEC + ts.tv_nsec;
}

static void inside(void)
{
	struct timespec req;
	long long t, start;
	unsigned int i;

	for (i = 0; i < ARRAY_SIZE(clocks); i++) {
		shared[i].raw = raw_ns(clocks[i].id);
		shared[i].vdso = tst_timing_now(clocks[i].id);
	}
	t = tst_timing_now(CLOCK_MONOTONIC) + 10 * TST_NS_PER_MS;
	req.tv_sec = t / TST_NS_PER_SEC;
	req.tv_nsec = t % TST_NS_PER_SEC;
	start = tst_timing_now(CLOCK_BOOTTIME);
	TEST(syscall(__NR_clock_nanosleep, CLOCK_MONOTONIC, TIMER_ABSTIME, &req, NULL));
	t = tst_timing_now(CLOCK_BOOTTIME) - start;
	if (TST_RET || t > TST_NS_PER_SEC || t < 10 * TST_NS_PER_MS - TST_NS_PER_MS)
		tst_res(TFAIL | TTERRNO, "TIMER_ABSTIME sleep to the namespace's now + 10 ms: "
			"returned %ld after %lld us", TST_RET, t / 1000);
	else
		tst_res(TPASS, "TIMER_ABSTIME sleep on the namespace's clock: %lld us", t / 1000);
}

static void child(void)
{
	long long before[ARRAY_SIZE(clocks)], after[ARRAY_SIZE(clocks)], lo, hi;
	char path[64], buf[256];
	unsigned int i;
	int fd, ok = 1;
	pid_t pid;

	SAFE_UNSHARE(CLONE_NEWTIME);
	fd = SAFE_OPEN("/proc/self/timens_offsets", O_WRONLY);
	snprintf(buf, sizeof(buf), "monotonic %lld 0\nboottime %lld 0\n",
		 MONO_OFF / TST_NS_PER_SEC, BOOT_OFF / TST_NS_PER_SEC);
	SAFE_WRITE(SAFE_WRITE_ALL, fd, buf, strlen(buf));
	SAFE_CLOSE(fd);
	for (i = 0; i < ARRAY_SIZE(clocks); i++)
		before[i] = tst_timing_now(clocks[i].id);
	pid = SAFE_FORK();
	if (!pid) {
		inside();
		TST_CHECKPOINT_WAKE_AND_WAIT(0);
		exit(0);
	}
	TST_CHECKPOINT_WAIT(0);
	for (i = 0; i < ARRAY_SIZE(clocks); i++)
		after[i] = tst_timing_now(clocks[i].id);
	snprintf(path, sizeof(path), "/proc/%d/timens_offsets", pid);
	SAFE_FILE_SCANF(path, "%[^\x01]", buf);
	TST_CHECKPOINT_WAKE(0);
	SAFE_WAITPID(pid, NULL, 0);
	for (i = 0; i < ARRAY_SIZE(clocks); i++) {
		lo = before[i] + clocks[i].off;
		hi = after[i] + clocks[i].off;
		/* The coarse clock may lag the child's fine reads by a tick or so. */
		if (clocks[i].id == CLOCK_MONOTONIC_COARSE)
			lo -= 100 * TST_NS_PER_MS;
		if (shared[i].raw < lo || shared[i].raw > hi || shared[i].vdso < lo ||
		    shared[i].vdso > hi) {
			tst_res(TFAIL, "%s inside: system call %lld, vDSO %lld ns; expected %lld.."
				"%lld", clocks[i].name, shared[i].raw, shared[i].vdso, lo, hi);
			ok = 0;
		}
	}
	if (ok)
		tst_res(TPASS, "inside the namespace MONOTONIC is +1000 s, BOOTTIME +2000 s, "
			"REALTIME unchanged (system call and vDSO)");
	if (!strstr(buf, "monotonic") || !strstr(buf, "1000") || !strstr(buf, "2000"))
		tst_res(TFAIL, "/proc/<pid>/timens_offsets reads '%s'", buf);
	else
		tst_res(TPASS, "/proc/<pid>/timens_offsets shows the offsets");
}

static void run(void)
{
	if (!SAFE_FORK()) {
		child();
		exit(0);
	}
	tst_reap_children();
}

static void setup(void)
{
	int status;
	pid_t pid;

	if (access("/proc/self/timens_offsets", F_OK))
		tst_brk(TCONF, "no time namespaces (/proc/self/timens_offsets missing)");
	pid = SAFE_FORK();
	if (!pid)
		exit(unshare(CLONE_NEWTIME) ? errno : 0);
	SAFE_WAITPID(pid, &status, 0);
	if (WEXITSTATUS(status) == EINVAL)
		tst_brk(TCONF, "unshare(CLONE_NEWTIME): EINVAL, no time namespaces");
	if (WEXITSTATUS(status))
		tst_brk(TBROK, "unshare(CLONE_NEWTIME) probe: %s",
			tst_strerrno(WEXITSTATUS(status)));
	shared = SAFE_MMAP(NULL, getpagesize(), PROT_READ | PROT_WRITE,
			   MAP_SHARED | MAP_ANONYMOUS, -1, 0);
}

static void cleanup(void)
{
	if (shared)
		SAFE_MUNMAP(shared, getpagesize());
}

static struct tst_test test = {
	.setup = setup,
	.cleanup = cleanup,
	.test_all = run,
	.needs_root = 1,
	.forks_child = 1,
	.needs_checkpoints = 1,
};
