// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * perf_event_open(2) EINTR: "Returned when trying to mix perf and ftrace handling for a
 * uprobe." A uprobe event "uprobes/ltk_eintr_<pid>" is defined through tracefs
 * (uprobe_events) on a function of this test that is never called, and:
 * - while ftrace has the event enabled (its "enable" file reads 1), perf_event_open() of it
 *   as a PERF_TYPE_TRACEPOINT event (config: its "id") fails with EINTR, no descriptor is
 *   left open and the "enable" file still reads 1;
 * - once ftrace disabled it, the same perf_event_open() succeeds.
 * tracefs is mounted in the test's own mount namespace; the event is disabled and removed
 * in cleanup. The probed function never runs, so nothing is ever traced. Removing an event
 * empties every trace buffer of the machine, so the test does not run (TCONF) while ftrace is
 * in use: a tracer or an event enabled, a trace instance, or entries in the buffer.
 */

#include <dirent.h>
#include <sched.h>
#include <stdio.h>
#include <stdint.h>
#include <string.h>
#include <sys/mount.h>
#include <sys/syscall.h>
#include <linux/perf_event.h>
#include "tst_test.h"
#include "tst_safe_stdio.h"
#include "tst_fd_state.h"

#define TRACEFS "tracefs"
#define UPROBE_EVENTS TRACEFS "/uprobe_events"

static char event[64], enable_path[256];
static int mounted, defined;
static struct perf_event_attr attr;

/* The probed function: never called. */
static void __attribute__((noinline)) ltk_probed(void)
{
	__asm__ volatile("" ::: "memory");
}

/* The offset in this test's executable of the code at addr, from /proc/self/maps. */
static unsigned long file_offset(uintptr_t addr, char *path, size_t size)
{
	char line[512], file[256];
	unsigned long start, end, off;
	FILE *f = SAFE_FOPEN("/proc/self/maps", "r");

	while (fgets(line, sizeof(line), f)) {
		if (sscanf(line, "%lx-%lx %*s %lx %*s %*s %255s", &start, &end, &off, file) != 4)
			continue;
		if (addr >= start && addr < end) {
			SAFE_FCLOSE(f);
			snprintf(path, size, "%s", file);
			return addr - start + off;
		}
	}
	SAFE_FCLOSE(f);
	tst_brk(TBROK, "no mapping of %p in /proc/self/maps", (void *)addr);
	return 0;
}

static int enabled(void)
{
	int val;

	SAFE_FILE_SCANF(enable_path, "%d", &val);
	return val;
}

static long open_event(void)
{
	return syscall(__NR_perf_event_open, &attr, 0, -1, -1, 0);
}

static void run(void)
{
	int free_fd;

	SAFE_FILE_PRINTF(enable_path, "1");
	if (enabled() != 1)
		tst_brk(TBROK, "%s does not read 1 after enabling", enable_path);
	free_fd = tst_fd_lowest_free();
	TST_EXP_FAIL(open_event(), EINTR, "perf_event_open() of a uprobe ftrace has enabled");
	/* TST_FD_STILL_FREE() reports a TFAIL itself */
	if (!TST_FD_STILL_FREE(free_fd)) {
		if (enabled() != 1)
			tst_res(TFAIL, "%s no longer reads 1", enable_path);
		else
			tst_res(TPASS, "no descriptor left, ftrace still has the event");
	}
	if (TST_RET >= 0)
		SAFE_CLOSE(TST_RET);

	SAFE_FILE_PRINTF(enable_path, "0");
	TST_EXP_FD(open_event(), "perf_event_open() of the uprobe once ftrace disabled it");
	if (TST_RET >= 0)
		SAFE_CLOSE(TST_RET);
}

/* Copies to line the first line of path that is not a '#' comment; 0 when there is none. */
static int first_entry(const char *path, char *line, size_t size)
{
	FILE *f = SAFE_FOPEN(path, "r");
	int found = 0;

	while (!found && fgets(line, size, f))
		found = line[0] != '#';
	SAFE_FCLOSE(f);
	if (found)
		line[strcspn(line, "\n")] = 0;
	return found;
}

/* Why ftrace is in use on this machine, or NULL. */
static const char *ftrace_user(char *why, size_t size)
{
	char line[256];
	DIR *d;
	struct dirent *e;
	int found = 0;

	SAFE_FILE_SCANF(TRACEFS "/current_tracer", "%255s", line);
	if (strcmp(line, "nop")) {
		snprintf(why, size, "the tracer %s is set", line);
		return why;
	}
	if (first_entry(TRACEFS "/set_event", line, sizeof(line))) {
		snprintf(why, size, "the event %s is enabled", line);
		return why;
	}
	d = SAFE_OPENDIR(TRACEFS "/instances");
	while ((e = SAFE_READDIR(d)) && e->d_name[0] == '.')
		;
	if (e) {
		snprintf(why, size, "the trace instance %s exists", e->d_name);
		found = 1;
	}
	SAFE_CLOSEDIR(d);
	if (found)
		return why;
	if (first_entry(TRACEFS "/trace", line, sizeof(line))) {
		snprintf(why, size, "the trace buffer holds entries");
		return why;
	}
	return NULL;
}

static void setup(void)
{
	char path[256], def[512], id_path[256];
	unsigned long off = file_offset((uintptr_t)ltk_probed, path, sizeof(path));
	unsigned long long id;
	int fd;

	if (unshare(CLONE_NEWNS))
		tst_brk(TBROK | TERRNO, "unshare(CLONE_NEWNS)");
	SAFE_MOUNT(NULL, "/", NULL, MS_REC | MS_PRIVATE, NULL);
	SAFE_MKDIR(TRACEFS, 0755);
	SAFE_MOUNT("tracefs", TRACEFS, "tracefs", 0, NULL);
	mounted = 1;
	if (ftrace_user(def, sizeof(def)))
		tst_brk(TCONF, "ftrace is in use here (%s): removing a uprobe event would empty "
			"its buffers", def);

	snprintf(event, sizeof(event), "ltk_eintr_%d", getpid());
	snprintf(def, sizeof(def), "p:uprobes/%s %s:0x%lx\n", event, path, off);
	fd = SAFE_OPEN(UPROBE_EVENTS, O_WRONLY | O_APPEND);
	SAFE_WRITE(SAFE_WRITE_ALL, fd, def, strlen(def));
	SAFE_CLOSE(fd);
	defined = 1;
	tst_res(TINFO, "uprobe %s at %s:0x%lx", event, path, off);

	snprintf(enable_path, sizeof(enable_path), TRACEFS "/events/uprobes/%s/enable", event);
	snprintf(id_path, sizeof(id_path), TRACEFS "/events/uprobes/%s/id", event);
	SAFE_FILE_SCANF(id_path, "%llu", &id);
	attr.type = PERF_TYPE_TRACEPOINT;
	attr.size = sizeof(attr);
	attr.config = id;
	attr.sample_period = 1;
	attr.sample_type = PERF_SAMPLE_RAW;
	attr.disabled = 1;
}

static void cleanup(void)
{
	char def[128];
	int fd;

	if (defined) {
		FILE_PRINTF(enable_path, "0");
		snprintf(def, sizeof(def), "-:uprobes/%s\n", event);
		fd = SAFE_OPEN(UPROBE_EVENTS, O_WRONLY | O_APPEND);
		if (write(fd, def, strlen(def)) != (ssize_t)strlen(def))
			tst_res(TWARN | TERRNO, "removing uprobe %s", event);
		SAFE_CLOSE(fd);
	}
	if (mounted)
		SAFE_UMOUNT(TRACEFS);
}

static struct tst_test test = {
	.test_all = run,
	.setup = setup,
	.cleanup = cleanup,
	.needs_root = 1,
	.needs_tmpdir = 1,
	.needs_kconfigs = (const char *const []) {
		"CONFIG_PERF_EVENTS=y",
		"CONFIG_UPROBE_EVENTS=y",
		NULL
	},
};
