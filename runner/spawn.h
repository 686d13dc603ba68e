/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * Starting a process without fork()'s copy-on-write: clone3() with CLONE_VM | CLONE_VFORK,
 * as posix_spawn() does, but born in a cgroup (CLONE_INTO_CGROUP), which posix_spawn()
 * cannot do before glibc 2.41.
 */
#ifndef LTK_SPAWN_H
#define LTK_SPAWN_H

#include <sys/types.h>

/*
 * Runs fn(arg) in a child that shares the runner's memory and runs on a stack of its own,
 * while the runner waits until the child has exec'ed or exited. fn must not return, touch
 * the heap or change anything of the runner's but errno: it ends in execve() or _exit().
 * cgroup_fd: the directory of the cgroup to be born in, or -1.
 * Returns the child's pid, or -1 with errno: ENOSYS where this build has no such spawn
 * (not x86_64, or built with a sanitizer), and whatever clone3() answers (ENOSYS, EINVAL
 * on kernels before 5.7 for CLONE_INTO_CGROUP, ...). The caller then forks.
 */
pid_t spawn_shared(int cgroup_fd, int (*fn)(void *), void *arg);

#endif
