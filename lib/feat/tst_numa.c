// SPDX-License-Identifier: GPL-2.0-or-later
/* NUMA nodes and where pages are (include/tst_numa.h). */
#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/syscall.h>
#include <unistd.h>
#include "ltk_core.h"
#include "tst_numa.h"

#define NODE_DIR "/sys/devices/system/node"

static long long node_free_kb(unsigned int node)
{
	char path[128], line[256];
	long long kb = -1;
	FILE *f;

	snprintf(path, sizeof(path), NODE_DIR "/node%u/meminfo", node);
	f = fopen(path, "r");
	if (!f)
		return -1;
	while (fgets(line, sizeof(line), f)) {
		char *p = strstr(line, "MemFree:");

		if (p) {
			kb = atoll(p + strlen("MemFree:"));
			break;
		}
	}
	fclose(f);
	return kb;
}

static int cmp_uint(const void *a, const void *b)
{
	unsigned int x = *(const unsigned int *)a, y = *(const unsigned int *)b;

	return x < y ? -1 : x > y;
}

struct tst_nodemap *tst_get_nodemap(int type, size_t min_mem_kb)
{
	struct tst_nodemap *nodes;
	struct dirent *de;
	unsigned int id, n = 0, max = 64;
	DIR *dir = opendir(NODE_DIR);

	nodes = calloc(1, sizeof(*nodes) + max * sizeof(nodes->map[0]));
	if (!nodes) {
		if (dir)
			closedir(dir);
		ltk_brk(__FILE__, __LINE__, TBROK | TERRNO, NULL, "calloc() failed");
		return NULL;
	}
	if (!dir) {
		/* No NUMA in the kernel: one node, 0, with all the memory. */
		nodes->map[n++] = 0;
	} else {
		while ((de = readdir(dir))) {
			if (sscanf(de->d_name, "node%u", &id) != 1)
				continue;
			if ((type & TST_NUMA_MEM) && node_free_kb(id) < (long long)min_mem_kb)
				continue;
			if (n == max) {
				struct tst_nodemap *bigger;

				max *= 2;
				bigger = realloc(nodes, sizeof(*nodes) + max * sizeof(nodes->map[0]));
				if (!bigger)
					break;
				nodes = bigger;
			}
			nodes->map[n++] = id;
		}
		closedir(dir);
	}
	qsort(nodes->map, n, sizeof(nodes->map[0]), cmp_uint);
	nodes->cnt = n;
	nodes->counters = calloc(n ? n : 1, sizeof(*nodes->counters));
	if (!nodes->counters) {
		free(nodes);
		ltk_brk(__FILE__, __LINE__, TBROK | TERRNO, NULL, "calloc() failed");
		return NULL;
	}
	ltk_res(__FILE__, __LINE__, TINFO, "Found %u NUMA memory nodes", n);
	return nodes;
}

void tst_nodemap_free(struct tst_nodemap *nodes)
{
	if (!nodes)
		return;
	free(nodes->counters);
	free(nodes);
}

void tst_nodemap_reset_counters(struct tst_nodemap *nodes)
{
	memset(nodes->counters, 0, nodes->cnt * sizeof(*nodes->counters));
}

void tst_nodemap_print_counters(struct tst_nodemap *nodes)
{
	unsigned int i;

	for (i = 0; i < nodes->cnt; i++)
		ltk_res(__FILE__, __LINE__, TINFO, "Node %u allocated %u pages", nodes->map[i],
			nodes->counters[i]);
}

void tst_nodemap_count_pages(struct tst_nodemap *nodes, void *ptr, size_t size)
{
	size_t page = getpagesize(), count = size / page, i;
	void **pages = malloc(count * sizeof(*pages));
	int *status = malloc(count * sizeof(*status));
	unsigned int j;

	if (!pages || !status) {
		free(pages);
		free(status);
		ltk_brk(__FILE__, __LINE__, TBROK | TERRNO, NULL, "malloc() failed");
		return;
	}
	for (i = 0; i < count; i++)
		pages[i] = (char *)ptr + i * page;
	/* move_pages() without target nodes only reports where each page is. */
	if (syscall(__NR_move_pages, 0, count, pages, NULL, status, 0)) {
		free(pages);
		free(status);
		ltk_brk(__FILE__, __LINE__, TBROK | TERRNO, NULL, "move_pages() query failed");
		return;
	}
	for (i = 0; i < count; i++) {
		for (j = 0; j < nodes->cnt; j++) {
			if (status[i] >= 0 && nodes->map[j] == (unsigned int)status[i]) {
				nodes->counters[j]++;
				break;
			}
		}
	}
	free(pages);
	free(status);
}

const char *tst_mempolicy_mode_name(int mode)
{
	static const char *const names[] = {
		"MPOL_DEFAULT", "MPOL_PREFERRED", "MPOL_BIND", "MPOL_INTERLEAVE", "MPOL_LOCAL",
		"MPOL_PREFERRED_MANY", "MPOL_WEIGHTED_INTERLEAVE",
	};

	if (mode >= 0 && mode < (int)(sizeof(names) / sizeof(names[0])))
		return names[mode];
	return "???";
}

void *tst_numa_map(const char *path, size_t size)
{
	void *ptr;
	int fd = -1;

	if (path) {
		fd = open(path, O_CREAT | O_RDWR | O_CLOEXEC, 0600);
		if (fd < 0 || ftruncate(fd, size)) {
			ltk_brk(__FILE__, __LINE__, TBROK | TERRNO, NULL, "preparing %s failed", path);
			if (fd >= 0)
				close(fd);
			return NULL;
		}
	}
	ptr = mmap(NULL, size, PROT_READ | PROT_WRITE,
		   path ? MAP_SHARED : MAP_PRIVATE | MAP_ANONYMOUS, fd, 0);
	if (fd >= 0)
		close(fd);
	if (ptr == MAP_FAILED) {
		ltk_brk(__FILE__, __LINE__, TBROK | TERRNO, NULL, "mmap() failed");
		return NULL;
	}
	return ptr;
}
