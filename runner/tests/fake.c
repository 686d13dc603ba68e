// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * A fake test for the runner's self-tests: `fake MODE [ARG]` behaves as MODE says (pass,
 * fail, hang, leave a mount...). Run as `TEST --metadata` it answers like a tst_test.h test,
 * with properties chosen by the name it was called by:
 *   fake_alone runs_alone; fake_dev needs_device; fake_t1 timeout 1 s; fake_kconf names a
 *   kernel config option (needs_kconfigs); fake_x_A_B holds A and B exclusively (exclusive);
 *   fake_legacy does not understand --metadata; anything else: plain parallel metadata.
 * Modes for the fault checks: escape (a child leaves the cgroup and the session, and stays),
 * badutf8 (a TFAIL line that is not UTF-8), leak-outside DIR (a mount and a loop device in
 * DIR), leak-memory (a loop device over a memfd named TMPDIR/img), sysctl
 * (fs.lease-break-time raised by one), immutable (an immutable file in TMPDIR), shm (a
 * checkpoint page /dev/shm/ltp_fake_PID, then killed by SIGKILL before it could remove it).
 */
#define _GNU_SOURCE
#include <fcntl.h>
#include <linux/fs.h>
#include <linux/loop.h>
#include <sys/syscall.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/ioctl.h>
#include <sys/mount.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

static void metadata(const char *name)
{
	int alone = strstr(name, "alone") != NULL, dev = strstr(name, "_dev") != NULL;
	int timeout = strstr(name, "_t1") ? 1 : 30, kconf = strstr(name, "_kconf") != NULL;
	const char *x = strstr(name, "_x_");
	char excl[256] = "";

	for (x = x ? x + 3 : NULL; x && *x && strlen(excl) < sizeof(excl) - 8;) {
		size_t len = strcspn(x, "_");

		snprintf(excl + strlen(excl), sizeof(excl) - strlen(excl), "%s\"%.*s\"",
			 *excl ? ", " : "", (int)(len < 32 ? len : 32), x);
		x += len + (x[len] == '_');
	}

	if (strstr(name, "legacy")) {
		fprintf(stderr, "%s: unknown option --metadata\n", name);
		exit(2);
	}
	printf("{\"ltk_metadata\": 1, \"name\": \"%s\", \"description\": \"runner fake\", "
	       "\"api\": \"tst_test\", \"needs_root\": false, \"needs_tmpdir\": true, "
	       "\"needs_device\": %s, \"format_device\": false, \"mount_device\": false, "
	       "\"all_filesystems\": false, \"filesystems\": [], \"skip_filesystems\": [], "
	       "\"timeout\": %d, \"runtime\": 0, \"runs_alone\": %s, \"tags\": [], "
	       "\"needs_kconfigs\": [%s], \"exclusive\": [%s]}\n",
	       name, dev ? "true" : "false", timeout, alone ? "true" : "false",
	       kconf ? "\"CONFIG_BLK_DEV_LOOP\"" : "", excl);
	exit(0);
}

static void summary(int p, int f, int b, int s, int w)
{
	fprintf(stderr, "\nSummary:\npassed   %d\nfailed   %d\nbroken   %d\nskipped  %d\n"
		"warnings %d\n", p, f, b, s, w);
}

/* Burn sec seconds of CPU time (not wall time): a CPU-bound test. */
static void busy(double sec)
{
	struct timespec a, b;
	volatile unsigned long x = 0;

	clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &a);
	do {
		for (int i = 0; i < 100000; i++)
			x += i;
		clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &b);
	} while (b.tv_sec - a.tv_sec + (b.tv_nsec - a.tv_nsec) / 1e9 < sec);
}

/* Attach the 1 MiB image fd to a free loop device (its name into dev), and leave it. */
static int leave_loop(int fd, char *dev, size_t len)
{
	int ctl, lfd, n;

	if (fd < 0 || ftruncate(fd, 1 << 20))
		return -1;
	ctl = open("/dev/loop-control", O_RDWR);
	n = ctl < 0 ? -1 : ioctl(ctl, LOOP_CTL_GET_FREE);
	if (n < 0)
		return -1;
	snprintf(dev, len, "/dev/loop%d", n);
	lfd = open(dev, O_RDWR);
	if (lfd < 0 || ioctl(lfd, LOOP_SET_FD, fd))
		return -1;
	return 0;
}

static int leave_mount_and_loop(const char *tmp)
{
	char img[4096], mnt[4096], dev[64];

	snprintf(img, sizeof(img), "%s/img", tmp);
	snprintf(mnt, sizeof(mnt), "%s/mnt", tmp);
	if (leave_loop(open(img, O_RDWR | O_CREAT, 0600), dev, sizeof(dev)))
		return 2;
	printf("attached %s\n", dev);
	if (mkdir(mnt, 0755) || mount("none", mnt, "tmpfs", 0, "size=1m"))
		return 2;
	printf("mounted tmpfs at %s\n", mnt);
	return 0;
}

/* A loop device over memory named after TMPDIR/img, as the library makes them. */
static int leave_memory_loop(const char *tmp)
{
	char name[4096], dev[64];

	snprintf(name, sizeof(name), "%s/img", tmp);
	if (leave_loop(syscall(__NR_memfd_create, name, 0), dev, sizeof(dev)))
		return 2;
	printf("attached %s over memory\n", dev);
	return 0;
}

/* What the runner promises each test: its own group, TMPDIR as cwd, stdin at EOF, PATH. */
static int check_env(void)
{
	const char *tmp = getenv("TMPDIR"), *root = getenv("LTPROOT"), *path = getenv("PATH");
	char cwd[4096], c;
	int bad = 0;

	if (getpgrp() != getpid())
		bad = printf("fake.c:20: TFAIL: not a process group leader\n");
	if (!tmp || !getcwd(cwd, sizeof(cwd)) || strcmp(tmp, cwd) || tmp[0] != '/')
		bad = printf("fake.c:21: TFAIL: TMPDIR %s is not the cwd\n", tmp ? tmp : "unset");
	if (read(0, &c, 1) != 0)
		bad = printf("fake.c:22: TFAIL: stdin is not at EOF\n");
	if (!root || !*root)
		bad = printf("fake.c:23: TFAIL: LTPROOT unset\n");
	if (!path || !root || strncmp(path, root, strlen(root)) ||
	    strncmp(path + strlen(root), "/testcases/bin:", 15))
		bad = printf("fake.c:24: TFAIL: PATH does not start with $LTPROOT/testcases/bin\n");
	if (!bad)
		printf("fake.c:25: TPASS: environment as promised\n");
	return bad ? 1 : 0;
}

/* Move to the root of the cgroup v2 hierarchy, out of the test's cgroup, if there is one. */
static void escape_cgroup(void)
{
	FILE *m = fopen("/proc/self/mountinfo", "r");
	char line[4096], dir[4096];

	while (m && fgets(line, sizeof(line), m)) {
		if (!strstr(line, " - cgroup2 ") || sscanf(line, "%*s %*s %*s %*s %4095s", dir) != 1)
			continue;
		strncat(dir, "/cgroup.procs", sizeof(dir) - strlen(dir) - 1);
		int fd = open(dir, O_WRONLY);

		if (fd >= 0) {
			if (write(fd, "0", 1) < 0)
				perror("fake: cgroup.procs");
			close(fd);
		}
		break;
	}
	if (m)
		fclose(m);
}

int main(int argc, char **argv)
{
	const char *name = strrchr(argv[0], '/') ? strrchr(argv[0], '/') + 1 : argv[0];
	const char *mode = argc > 1 ? argv[1] : "pass";
	double arg = argc > 2 ? atof(argv[2]) : 0;

	if (!strcmp(mode, "--metadata"))
		metadata(name);
	if (!strcmp(mode, "pass")) {
		printf("fake.c:1: TPASS: all good\n");
		summary(1, 0, 0, 0, 0);
		return 0;
	}
	if (!strcmp(mode, "fail")) {
		printf("fake.c:2: TFAIL: expected 1, got 2\n");
		summary(0, 1, 0, 0, 0);
		return 1;
	}
	if (!strcmp(mode, "brok")) {
		printf("fake.c:3: TBROK: setup failed\n");
		return 2;
	}
	if (!strcmp(mode, "conf")) {
		printf("fake.c:4: TCONF: not supported here\n");
		summary(0, 0, 0, 1, 0);
		return 32;
	}
	if (!strcmp(mode, "warn")) {
		printf("fake.c:5: TWARN: cleanup left something\n");
		return 4;
	}
	if (!strcmp(mode, "mixed")) {
		printf("fake.c:6: TPASS: one\nfake.c:7: TFAIL: two\nfake.c:8: TPASS: three\n"
		       "fake.c:9: TCONF: four\n");
		summary(2, 1, 0, 1, 0);
		return 1;
	}
	if (!strcmp(mode, "silent"))	/* a legacy test that says nothing */
		return 0;
	if (!strcmp(mode, "segv")) {
		struct rlimit r = { 0, 0 };

		setrlimit(RLIMIT_CORE, &r);
		raise(SIGSEGV);
		return 0;
	}
	if (!strcmp(mode, "hang")) {
		for (;;)
			pause();
	}
	if (!strcmp(mode, "ignterm")) {
		signal(SIGTERM, SIG_IGN);
		printf("ignoring SIGTERM\n");
		fflush(stdout);
		for (;;)
			pause();
	}
	if (!strcmp(mode, "orphan") || !strcmp(mode, "orphan-setsid") ||
	    !strcmp(mode, "escape")) {
		if (fork() == 0) {
			if (!strcmp(mode, "escape"))
				escape_cgroup();
			if (strcmp(mode, "orphan"))
				setsid();
			sleep(600);
			_exit(0);
		}
		printf("fake.c:10: TPASS: left a child behind\n");
		return 0;
	}
	if (!strcmp(mode, "env"))
		return check_env();
	if (!strcmp(mode, "badutf8")) {
		printf("fake.c:30: TFAIL: bytes \xff\xfe\xc3 and \x01 control\n");
		return 1;
	}
	if (!strcmp(mode, "leak"))
		return leave_mount_and_loop(getenv("TMPDIR"));
	if (!strcmp(mode, "leak-memory"))
		return leave_memory_loop(getenv("TMPDIR"));
	if (!strcmp(mode, "leak-outside") && argc > 2)	/* the directory is argv[2] */
		return leave_mount_and_loop(argv[2]);
	if (!strcmp(mode, "sysctl")) {
		FILE *f = fopen("/proc/sys/fs/lease-break-time", "r+");
		int v;

		if (!f || fscanf(f, "%d", &v) != 1 || fseek(f, 0, SEEK_SET) < 0 ||
		    fprintf(f, "%d\n", v + 1) < 0 || fclose(f))
			return 2;
		printf("fake.c:40: TPASS: fs.lease-break-time %d -> %d\n", v, v + 1);
		return 0;
	}
	if (!strcmp(mode, "immutable")) {
		int fd = open("pinned", O_RDONLY | O_CREAT, 0600), flags = 0;

		if (fd < 0 || ioctl(fd, FS_IOC_GETFLAGS, &flags))
			return 32;
		flags |= FS_IMMUTABLE_FL;
		if (ioctl(fd, FS_IOC_SETFLAGS, &flags))
			return 32;
		printf("fake.c:41: TPASS: left an immutable file\n");
		return 0;
	}
	if (!strcmp(mode, "files")) {
		char p[4096];

		snprintf(p, sizeof(p), "%s/leftover", getenv("TMPDIR"));
		close(open(p, O_WRONLY | O_CREAT, 0600));
		return 0;
	}
	if (!strcmp(mode, "shm")) {
		char p[64];

		snprintf(p, sizeof(p), "/dev/shm/ltp_fake_%d", (int)getpid());
		close(open(p, O_RDWR | O_CREAT | O_EXCL, 0600));
		raise(SIGKILL);
	}
	if (!strcmp(mode, "bigout")) {
		static char buf[1 << 16];

		memset(buf, 'x', sizeof(buf));
		buf[sizeof(buf) - 1] = '\n';
		for (int i = 0; i < 1600; i++)	/* 100 MiB */
			if (write(1, buf, sizeof(buf)) < 0)
				return 2;
		summary(1, 0, 0, 0, 0);
		return 0;
	}
	if (!strcmp(mode, "closeout")) {
		close(1);
		close(2);
		usleep(200000);
		return 0;
	}
	if (!strcmp(mode, "exit255"))
		return 255;
	if (!strcmp(mode, "kmsg")) {
		int fd = open("/dev/kmsg", O_WRONLY);

		if (fd < 0 || write(fd, "WARNING: CPU: 0 PID: 1 at ltk-fake\n", 35) < 0)
			return 32;
		close(fd);
		return 0;
	}
	if (!strcmp(mode, "sleep")) {
		usleep((useconds_t)(arg * 1e6));
		return 0;
	}
	if (!strcmp(mode, "busy")) {
		busy(arg);
		return 0;
	}
	fprintf(stderr, "fake: unknown mode %s\n", mode);
	return 2;
}
