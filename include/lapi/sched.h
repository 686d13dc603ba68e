/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * Scheduling and cloning beyond what libc declares: struct sched_attr with
 * sched_setattr()/sched_getattr(), struct clone_args with clone3(), getcpu(), and the CLONE_*
 * and SCHED_* constants of newer kernels.
 */
#ifndef LAPI_SCHED_H__
#define LAPI_SCHED_H__

#include <sched.h>
#include <stdint.h>
#include <unistd.h>
#include "config.h"
#include "lapi/syscalls.h"
#include "lapi/namespaces_constants.h"

#ifndef HAVE_STRUCT_SCHED_ATTR
struct sched_attr {
	uint32_t size;
	uint32_t sched_policy;
	uint64_t sched_flags;
	int32_t sched_nice;
	uint32_t sched_priority;
	uint64_t sched_runtime;
	uint64_t sched_deadline;
	uint64_t sched_period;
	uint32_t sched_util_min;
	uint32_t sched_util_max;
};
#endif

#ifndef HAVE_SCHED_SETATTR
static inline int sched_setattr(pid_t pid, const struct sched_attr *attr, unsigned int flags)
{
	return syscall(__NR_sched_setattr, pid, attr, flags);
}
#endif
#ifndef HAVE_SCHED_GETATTR
static inline int sched_getattr(pid_t pid, struct sched_attr *attr, unsigned int size,
				unsigned int flags)
{
	return syscall(__NR_sched_getattr, pid, attr, size, flags);
}
#endif

#ifndef HAVE_STRUCT_CLONE_ARGS
struct clone_args {
	uint64_t __attribute__((aligned(8))) flags;
	uint64_t __attribute__((aligned(8))) pidfd;
	uint64_t __attribute__((aligned(8))) child_tid;
	uint64_t __attribute__((aligned(8))) parent_tid;
	uint64_t __attribute__((aligned(8))) exit_signal;
	uint64_t __attribute__((aligned(8))) stack;
	uint64_t __attribute__((aligned(8))) stack_size;
	uint64_t __attribute__((aligned(8))) tls;
	uint64_t __attribute__((aligned(8))) set_tid;
	uint64_t __attribute__((aligned(8))) set_tid_size;
	uint64_t __attribute__((aligned(8))) cgroup;
};
#else
# include <linux/sched.h>
#endif

/* The first version of struct clone_args (CLONE_ARGS_SIZE_VER0). */
struct clone_args_minimal {
	uint64_t __attribute__((aligned(8))) flags;
	uint64_t __attribute__((aligned(8))) pidfd;
	uint64_t __attribute__((aligned(8))) child_tid;
	uint64_t __attribute__((aligned(8))) parent_tid;
	uint64_t __attribute__((aligned(8))) exit_signal;
	uint64_t __attribute__((aligned(8))) stack;
	uint64_t __attribute__((aligned(8))) stack_size;
	uint64_t __attribute__((aligned(8))) tls;
};

#ifndef HAVE_CLONE3
static inline int clone3(struct clone_args *args, size_t size)
{
	return tst_syscall(__NR_clone3, args, size);
}
#endif

/* TCONF unless the kernel has clone3() (ENOSYS from a NULL call, which otherwise fails). */
static inline void clone3_supported_by_kernel(void)
{
	errno = 0;
	syscall(__NR_clone3, NULL, 0);
	if (errno == ENOSYS) {
		errno = 0;
		tst_syscall(__NR_clone3, NULL, 0);
	}
}

#ifndef HAVE_GETCPU
static inline int getcpu(unsigned int *cpu, unsigned int *node)
{
	return syscall(__NR_getcpu, cpu, node, NULL);
}
#endif

#ifndef SCHED_DEADLINE
# define SCHED_DEADLINE 6
#endif
#ifndef SCHED_ATTR_SIZE_VER0
# define SCHED_ATTR_SIZE_VER0 48
#endif
#ifndef SCHED_ATTR_SIZE_VER1
# define SCHED_ATTR_SIZE_VER1 56
#endif
#ifndef SCHED_FLAG_RESET_ON_FORK
# define SCHED_FLAG_RESET_ON_FORK 0x01
#endif
#ifndef SCHED_FLAG_RECLAIM
# define SCHED_FLAG_RECLAIM 0x02
#endif
#ifndef SCHED_FLAG_DL_OVERRUN
# define SCHED_FLAG_DL_OVERRUN 0x04
#endif
#ifndef SCHED_FLAG_KEEP_POLICY
# define SCHED_FLAG_KEEP_POLICY 0x08
#endif
#ifndef SCHED_FLAG_KEEP_PARAMS
# define SCHED_FLAG_KEEP_PARAMS 0x10
#endif
#ifndef SCHED_FLAG_UTIL_CLAMP_MIN
# define SCHED_FLAG_UTIL_CLAMP_MIN 0x20
#endif
#ifndef SCHED_FLAG_UTIL_CLAMP_MAX
# define SCHED_FLAG_UTIL_CLAMP_MAX 0x40
#endif
#ifndef CLONE_VM
# define CLONE_VM 0x00000100
#endif
#ifndef CLONE_FS
# define CLONE_FS 0x00000200
#endif
#ifndef CLONE_FILES
# define CLONE_FILES 0x00000400
#endif
#ifndef CLONE_SIGHAND
# define CLONE_SIGHAND 0x00000800
#endif
#ifndef CLONE_PIDFD
# define CLONE_PIDFD 0x00001000
#endif
#ifndef CLONE_PTRACE
# define CLONE_PTRACE 0x00002000
#endif
#ifndef CLONE_VFORK
# define CLONE_VFORK 0x00004000
#endif
#ifndef CLONE_PARENT
# define CLONE_PARENT 0x00008000
#endif
#ifndef CLONE_THREAD
# define CLONE_THREAD 0x00010000
#endif
#ifndef CLONE_SYSVSEM
# define CLONE_SYSVSEM 0x00040000
#endif
#ifndef CLONE_SETTLS
# define CLONE_SETTLS 0x00080000
#endif
#ifndef CLONE_PARENT_SETTID
# define CLONE_PARENT_SETTID 0x00100000
#endif
#ifndef CLONE_CHILD_CLEARTID
# define CLONE_CHILD_CLEARTID 0x00200000
#endif
#ifndef CLONE_DETACHED
# define CLONE_DETACHED 0x00400000
#endif
#ifndef CLONE_UNTRACED
# define CLONE_UNTRACED 0x00800000
#endif
#ifndef CLONE_CHILD_SETTID
# define CLONE_CHILD_SETTID 0x01000000
#endif
#ifndef CLONE_IO
# define CLONE_IO 0x80000000
#endif
#ifndef CLONE_CLEAR_SIGHAND
# define CLONE_CLEAR_SIGHAND 0x100000000ULL
#endif
#ifndef CLONE_INTO_CGROUP
# define CLONE_INTO_CGROUP 0x200000000ULL
#endif
#ifndef CLONE_ARGS_SIZE_VER0
# define CLONE_ARGS_SIZE_VER0 64
#endif
#ifndef CLONE_ARGS_SIZE_VER1
# define CLONE_ARGS_SIZE_VER1 80
#endif
#ifndef CLONE_ARGS_SIZE_VER2
# define CLONE_ARGS_SIZE_VER2 88
#endif

#endif
