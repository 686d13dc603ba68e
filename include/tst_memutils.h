/* SPDX-License-Identifier: GPL-2.0-or-later */
/* Memory state of the system, and helpers for tests that use a lot of it. */
#ifndef TST_MEMUTILS_H__
#define TST_MEMUTILS_H__

#include <stddef.h>
#include <sys/types.h>

/*
 * Memory available for new allocations in kB (MemAvailable, or MemFree + Cached on kernels
 * without it). .min_mem_avail is in MB: compare with tst_available_mem() / 1024.
 */
long long tst_available_mem(void);

/* Free swap in kB (SwapFree); .min_swap_avail is in MB. */
long long tst_available_swap(void);

/*
 * Fill up to maxsize bytes of fresh anonymous memory with fillchar and free it again, so
 * that later allocations get pages that held this pattern. Never takes more than the
 * available memory minus a safety margin (the larger of 128 MB and 1/32 of RAM).
 */
void tst_pollute_memory(size_t maxsize, int fillchar);

/*
 * Make pid (0: the caller) the OOM killer's last choice (oom_score_adj -1000). Lowering
 * the score needs CAP_SYS_RESOURCE: without it a TINFO says so and the score is kept.
 */
void tst_enable_oom_protection(pid_t pid);

/* Back to the default score (0), which needs no privilege. */
void tst_disable_oom_protection(pid_t pid);

/* 1 when some mapping of this process overlaps [low, high), else 0. */
int tst_mapping_in_range(unsigned long low, unsigned long high);
/* Copy /proc/meminfo into the log (after a TINFO line). */
void tst_print_meminfo(void);

#endif
