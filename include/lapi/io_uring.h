/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * io_uring: the three system calls, the kernel ABI for headers that lack it (or lack its
 * newer opcodes and flags), and io_uring_setup_supported_by_kernel() for a test's setup.
 */
#ifndef LAPI_IO_URING_H__
#define LAPI_IO_URING_H__

#include <signal.h>
#include <stddef.h>
#include <stdint.h>
#include <unistd.h>
#include <linux/types.h>
#include "lapi/syscalls.h"

#if defined(__has_include)
# if __has_include(<linux/io_uring.h>)
#  include <linux/io_uring.h>
# endif
#endif

#ifndef IORING_OFF_SQ_RING
/* No <linux/io_uring.h>: the ABI of Linux 5.6 (the later fields are padding there). */
struct io_uring_sqe {
	__u8 opcode;
	__u8 flags;
	__u16 ioprio;
	__s32 fd;
	union {
		__u64 off;
		__u64 addr2;
	};
	union {
		__u64 addr;
		__u64 splice_off_in;
	};
	__u32 len;
	union {
		__u32 rw_flags;
		__u32 fsync_flags;
		__u16 poll_events;
		__u32 poll32_events;
		__u32 sync_range_flags;
		__u32 msg_flags;
		__u32 timeout_flags;
		__u32 accept_flags;
		__u32 cancel_flags;
		__u32 open_flags;
		__u32 statx_flags;
		__u32 fadvise_advice;
		__u32 splice_flags;
	};
	__u64 user_data;
	union {
		__u16 buf_index;
		__u16 buf_group;
	} __attribute__((packed));
	__u16 personality;
	__s32 splice_fd_in;
	__u64 __pad2[2];
};

struct io_uring_cqe {
	__u64 user_data;
	__s32 res;
	__u32 flags;
};

struct io_sqring_offsets {
	__u32 head;
	__u32 tail;
	__u32 ring_mask;
	__u32 ring_entries;
	__u32 flags;
	__u32 dropped;
	__u32 array;
	__u32 resv1;
	__u64 resv2;
};

struct io_cqring_offsets {
	__u32 head;
	__u32 tail;
	__u32 ring_mask;
	__u32 ring_entries;
	__u32 overflow;
	__u32 cqes;
	__u32 flags;
	__u32 resv1;
	__u64 resv2;
};

struct io_uring_params {
	__u32 sq_entries;
	__u32 cq_entries;
	__u32 flags;
	__u32 sq_thread_cpu;
	__u32 sq_thread_idle;
	__u32 features;
	__u32 wq_fd;
	__u32 resv[3];
	struct io_sqring_offsets sq_off;
	struct io_cqring_offsets cq_off;
};

# define IOSQE_FIXED_FILE	(1U << 0)
# define IOSQE_IO_DRAIN		(1U << 1)
# define IOSQE_IO_LINK		(1U << 2)
# define IOSQE_IO_HARDLINK	(1U << 3)
# define IOSQE_ASYNC		(1U << 4)
# define IOSQE_BUFFER_SELECT	(1U << 5)

# define IORING_SETUP_IOPOLL	(1U << 0)
# define IORING_SETUP_SQPOLL	(1U << 1)
# define IORING_SETUP_SQ_AFF	(1U << 2)
# define IORING_SETUP_CQSIZE	(1U << 3)
# define IORING_SETUP_CLAMP	(1U << 4)
# define IORING_SETUP_ATTACH_WQ	(1U << 5)

# define IORING_OFF_SQ_RING	0ULL
# define IORING_OFF_CQ_RING	0x8000000ULL
# define IORING_OFF_SQES	0x10000000ULL

# define IORING_SQ_NEED_WAKEUP	(1U << 0)
# define IORING_ENTER_GETEVENTS	(1U << 0)
# define IORING_ENTER_SQ_WAKEUP	(1U << 1)

# define IORING_FEAT_SINGLE_MMAP	(1U << 0)
# define IORING_FEAT_NODROP		(1U << 1)
# define IORING_FEAT_SUBMIT_STABLE	(1U << 2)
# define IORING_FEAT_RW_CUR_POS		(1U << 3)
# define IORING_FEAT_CUR_PERSONALITY	(1U << 4)

# define IORING_REGISTER_BUFFERS	0
# define IORING_UNREGISTER_BUFFERS	1
# define IORING_REGISTER_FILES		2
# define IORING_UNREGISTER_FILES	3
# define IORING_REGISTER_EVENTFD	4
# define IORING_UNREGISTER_EVENTFD	5
# define IORING_REGISTER_FILES_UPDATE	6
# define IORING_REGISTER_EVENTFD_ASYNC	7
# define IORING_REGISTER_PROBE		8
# define IORING_REGISTER_PERSONALITY	9
# define IORING_UNREGISTER_PERSONALITY	10

# define IORING_OP_NOP			0
# define IORING_OP_READV		1
# define IORING_OP_WRITEV		2
# define IORING_OP_FSYNC		3
# define IORING_OP_READ_FIXED		4
# define IORING_OP_WRITE_FIXED		5
# define IORING_OP_POLL_ADD		6
# define IORING_OP_POLL_REMOVE		7
# define IORING_OP_SYNC_FILE_RANGE	8
# define IORING_OP_SENDMSG		9
# define IORING_OP_RECVMSG		10
# define IORING_OP_TIMEOUT		11
# define IORING_OP_TIMEOUT_REMOVE	12
# define IORING_OP_ACCEPT		13
# define IORING_OP_ASYNC_CANCEL		14
# define IORING_OP_LINK_TIMEOUT		15
# define IORING_OP_CONNECT		16
# define IORING_OP_FALLOCATE		17
# define IORING_OP_OPENAT		18
# define IORING_OP_CLOSE		19
# define IORING_OP_FILES_UPDATE		20
# define IORING_OP_STATX		21
# define IORING_OP_READ			22
# define IORING_OP_WRITE		23
# define IORING_OP_FADVISE		24
# define IORING_OP_MADVISE		25
# define IORING_OP_SEND			26
# define IORING_OP_RECV			27
# define IORING_OP_OPENAT2		28
# define IORING_OP_EPOLL_CTL		29
# define IORING_OP_SPLICE		30
# define IORING_OP_PROVIDE_BUFFERS	31
# define IORING_OP_REMOVE_BUFFERS	32
#endif /* IORING_OFF_SQ_RING */

/*
 * Opcodes newer than the installed headers. They are enumerators there, which #ifndef
 * cannot see; a macro of the same name and value after the enum is harmless.
 */
#define IORING_OP_TEE			33
#define IORING_OP_SHUTDOWN		34
#define IORING_OP_RENAMEAT		35
#define IORING_OP_UNLINKAT		36
#define IORING_OP_MKDIRAT		37
#define IORING_OP_SYMLINKAT		38
#define IORING_OP_LINKAT		39
#define IORING_OP_MSG_RING		40
#define IORING_OP_FSETXATTR		41
#define IORING_OP_SETXATTR		42
#define IORING_OP_FGETXATTR		43
#define IORING_OP_GETXATTR		44
#define IORING_OP_SOCKET		45
#define IORING_OP_URING_CMD		46
#define IORING_OP_SEND_ZC		47
#define IORING_OP_SENDMSG_ZC		48
#define IORING_OP_READ_MULTISHOT	49
#define IORING_OP_WAITID		50
#define IORING_OP_FUTEX_WAIT		51
#define IORING_OP_FUTEX_WAKE		52
#define IORING_OP_FUTEX_WAITV		53
#define IORING_OP_FIXED_FD_INSTALL	54
#define IORING_OP_FTRUNCATE		55
#define IORING_OP_BIND			56
#define IORING_OP_LISTEN		57

#ifndef IORING_SETUP_R_DISABLED
# define IORING_SETUP_R_DISABLED	(1U << 6)
#endif
#ifndef IORING_SETUP_SUBMIT_ALL
# define IORING_SETUP_SUBMIT_ALL	(1U << 7)
#endif
#ifndef IORING_SETUP_COOP_TASKRUN
# define IORING_SETUP_COOP_TASKRUN	(1U << 8)
#endif
#ifndef IORING_SETUP_TASKRUN_FLAG
# define IORING_SETUP_TASKRUN_FLAG	(1U << 9)
#endif
#ifndef IORING_SETUP_SQE128
# define IORING_SETUP_SQE128		(1U << 10)
#endif
#ifndef IORING_SETUP_CQE32
# define IORING_SETUP_CQE32		(1U << 11)
#endif
#ifndef IORING_SETUP_SINGLE_ISSUER
# define IORING_SETUP_SINGLE_ISSUER	(1U << 12)
#endif
#ifndef IORING_SETUP_DEFER_TASKRUN
# define IORING_SETUP_DEFER_TASKRUN	(1U << 13)
#endif
#ifndef IORING_SETUP_NO_MMAP
# define IORING_SETUP_NO_MMAP		(1U << 14)
#endif
#ifndef IORING_SETUP_REGISTERED_FD_ONLY
# define IORING_SETUP_REGISTERED_FD_ONLY (1U << 15)
#endif
#ifndef IORING_SETUP_NO_SQARRAY
# define IORING_SETUP_NO_SQARRAY	(1U << 16)
#endif
#ifndef IORING_ENTER_SQ_WAIT
# define IORING_ENTER_SQ_WAIT		(1U << 2)
#endif
#ifndef IORING_ENTER_EXT_ARG
# define IORING_ENTER_EXT_ARG		(1U << 3)
#endif
#ifndef IORING_ENTER_REGISTERED_RING
# define IORING_ENTER_REGISTERED_RING	(1U << 4)
#endif
#ifndef IORING_FEAT_FAST_POLL
# define IORING_FEAT_FAST_POLL		(1U << 5)
#endif
#ifndef IORING_FEAT_POLL_32BITS
# define IORING_FEAT_POLL_32BITS	(1U << 6)
#endif
#ifndef IORING_FEAT_SQPOLL_NONFIXED
# define IORING_FEAT_SQPOLL_NONFIXED	(1U << 7)
#endif
#ifndef IORING_FEAT_EXT_ARG
# define IORING_FEAT_EXT_ARG		(1U << 8)
#endif
#ifndef IORING_FEAT_NATIVE_WORKERS
# define IORING_FEAT_NATIVE_WORKERS	(1U << 9)
#endif
#ifndef IORING_FEAT_RSRC_TAGS
# define IORING_FEAT_RSRC_TAGS		(1U << 10)
#endif
#ifndef IORING_FEAT_CQE_SKIP
# define IORING_FEAT_CQE_SKIP		(1U << 11)
#endif
#ifndef IORING_FEAT_LINKED_FILE
# define IORING_FEAT_LINKED_FILE	(1U << 12)
#endif
#ifndef IORING_FEAT_REG_REG_RING
# define IORING_FEAT_REG_REG_RING	(1U << 13)
#endif

static inline int io_uring_setup(unsigned int entries, struct io_uring_params *p)
{
	return syscall(__NR_io_uring_setup, entries, p);
}

/* sig, when given, is a full mask: the kernel takes _NSIG / 8 bytes of it. */
static inline int io_uring_enter(int fd, unsigned int to_submit, unsigned int min_complete,
				 unsigned int flags, sigset_t *sig)
{
	return syscall(__NR_io_uring_enter, fd, to_submit, min_complete, flags, sig,
		       sig ? _NSIG / 8 : 0);
}

static inline int io_uring_register(int fd, unsigned int opcode, void *arg,
				    unsigned int nr_args)
{
	return syscall(__NR_io_uring_register, fd, opcode, arg, nr_args);
}

/*
 * TCONF unless the kernel has io_uring and lets this process use it (ENOSYS, or EPERM
 * while kernel.io_uring_disabled is set); for a test's setup.
 */
void ltk_io_uring_supported_(const char *file, const int lineno, void (*cleanup_fn)(void));
#define io_uring_setup_supported_by_kernel() ltk_io_uring_supported_(__FILE__, __LINE__, NULL)

#endif
