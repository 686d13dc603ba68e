// SPDX-License-Identifier: GPL-2.0-or-later
/* Available memory and swap, memory pollution, OOM-killer protection. */
#include <errno.h>
#include <stdio.h>
#include <string.h>
#include <sys/mman.h>
#include <unistd.h>
#include "ltk_cold.h"
#include "tst_memutils.h"
#include "ltk_core.h"
#include "ltk_sysfile.h"

#define CHUNK_SIZE ((size_t)128 << 20)
#define MAX_CHUNKS 4096

long long tst_available_mem(void)
{
	long long avail = ltk_read_meminfo("MemAvailable");
	long long free_kb, cached;

	if (avail >= 0)
		return avail;
	free_kb = ltk_read_meminfo("MemFree");
	cached = ltk_read_meminfo("Cached");
	if (free_kb < 0) {
		ltk_brk(__FILE__, __LINE__, TBROK, NULL,
			"No MemAvailable or MemFree in /proc/meminfo");
		return 0;
	}
	return free_kb + (cached > 0 ? cached : 0);
}

long long tst_available_swap(void)
{
	long long swap = ltk_read_meminfo("SwapFree");

	return swap < 0 ? 0 : swap;
}

void tst_pollute_memory(size_t maxsize, int fillchar)
{
	long long total_kb = ltk_read_meminfo("MemTotal");
	long long avail = tst_available_mem() * 1024;
	long long safety = total_kb > 0 ? total_kb * 1024 / 32 : 0;
	static void *chunks[MAX_CHUNKS] LTK_COLD;
	static size_t lens[MAX_CHUNKS] LTK_COLD;
	size_t i, cnt = 0, len;

	if (safety < 128ll << 20)
		safety = 128ll << 20;
	if (avail - safety <= 0) {
		ltk_res(__FILE__, __LINE__, TINFO, "Not enough free memory to pollute");
		return;
	}
	if (maxsize > (unsigned long long)(avail - safety))
		maxsize = avail - safety;

	while (maxsize && cnt < MAX_CHUNKS) {
		len = maxsize < CHUNK_SIZE ? maxsize : CHUNK_SIZE;
		chunks[cnt] = mmap(NULL, len, PROT_READ | PROT_WRITE,
				   MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
		if (chunks[cnt] == MAP_FAILED)
			break;
		memset(chunks[cnt], fillchar, len);
		lens[cnt] = len;
		maxsize -= len;
		cnt++;
	}
	/* all chunks are held until the end, or the same pages would be filled again */
	for (i = 0; i < cnt; i++)
		munmap(chunks[i], lens[i]);
}

static void set_oom_score_adj(pid_t pid, int value)
{
	char path[64], val[16];

	if (pid)
		snprintf(path, sizeof(path), "/proc/%d/oom_score_adj", (int)pid);
	else
		snprintf(path, sizeof(path), "/proc/self/oom_score_adj");
	snprintf(val, sizeof(val), "%d", value);

	if (!ltk_write_file(path, val))
		return;
	if (errno == EACCES || errno == EPERM) {
		ltk_res(__FILE__, __LINE__, TINFO,
			"Cannot set %s to %d without CAP_SYS_RESOURCE, OOM protection not changed",
			path, value);
		return;
	}
	if (errno == ENOENT) {
		ltk_res(__FILE__, __LINE__, TINFO, "%s is gone, process %d exited?", path,
			(int)pid);
		return;
	}
	ltk_brk(__FILE__, __LINE__, TBROK | TERRNO, NULL, "Failed to write %s to %s", val, path);
}

void tst_enable_oom_protection(pid_t pid)
{
	set_oom_score_adj(pid, -1000);
}

void tst_disable_oom_protection(pid_t pid)
{
	set_oom_score_adj(pid, 0);
}
