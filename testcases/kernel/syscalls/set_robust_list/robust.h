/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * Shared by the robust list tests: raw calls (the C library registers its own list for
 * every thread and must not see ours replaced behind its back outside a child), and a
 * lock entry in shared memory: a struct robust_list link followed by the futex word, at
 * futex_offset from the link as the kernel expects.
 */
#ifndef ROBUST_H__
#define ROBUST_H__

#include <linux/futex.h>
#include <stddef.h>
#include <sys/syscall.h>
#include "tst_test.h"

struct robust_lock {
	struct robust_list link;
	uint32_t word;
};

struct robust_area {
	struct robust_list_head head;
	struct robust_lock locks[2];
};

static inline long sys_set_robust_list(struct robust_list_head *head, size_t len)
{
	return syscall(__NR_set_robust_list, head, len);
}

static inline long sys_get_robust_list(int pid, struct robust_list_head **head, size_t *len)
{
	return syscall(__NR_get_robust_list, pid, head, len);
}

/* A circular list of the given locks, as the kernel walks it. */
static inline void robust_init(struct robust_area *a, int nlocks)
{
	struct robust_list *prev = &a->head.list;
	int i;

	a->head.futex_offset = offsetof(struct robust_lock, word);
	a->head.list_op_pending = NULL;
	for (i = 0; i < nlocks; i++) {
		prev->next = &a->locks[i].link;
		prev = &a->locks[i].link;
	}
	prev->next = &a->head.list;
}

#endif
