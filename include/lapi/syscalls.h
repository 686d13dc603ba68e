/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * Raw system calls, including the ones newer than the installed kernel headers.
 *
 * tst_syscall(NR, ...) calls syscall(2) and returns its result: -1 with errno set on
 * failure. A syscall number the headers and this file do not know is __LTP__NR_INVALID_SYSCALL
 * and gives -1/ENOSYS without entering the kernel. On ENOSYS it calls the hook
 * tst_syscall_enosys_() when the program links one in (the modern face defines it and
 * turns ENOSYS into TCONF); without a hook the caller simply sees -1/ENOSYS.
 */
#ifndef LAPI_SYSCALLS_H__
#define LAPI_SYSCALLS_H__

#include <errno.h>
#include <unistd.h>
#include <sys/syscall.h>

#define __LTP__NR_INVALID_SYSCALL -1

/*
 * Numbers from 424 on are shared by every architecture except alpha (which adds 110), so
 * the fallbacks below are right wherever the unified table applies.
 */
#ifndef __alpha__
# define LTK_NR_UNIFIED_(n) (n)
#else
# define LTK_NR_UNIFIED_(n) ((n) + 110)
#endif

#ifndef __NR_pidfd_send_signal
# define __NR_pidfd_send_signal LTK_NR_UNIFIED_(424)
#endif
#ifndef __NR_io_uring_setup
# define __NR_io_uring_setup LTK_NR_UNIFIED_(425)
#endif
#ifndef __NR_io_uring_enter
# define __NR_io_uring_enter LTK_NR_UNIFIED_(426)
#endif
#ifndef __NR_io_uring_register
# define __NR_io_uring_register LTK_NR_UNIFIED_(427)
#endif
#ifndef __NR_open_tree
# define __NR_open_tree LTK_NR_UNIFIED_(428)
#endif
#ifndef __NR_move_mount
# define __NR_move_mount LTK_NR_UNIFIED_(429)
#endif
#ifndef __NR_fsopen
# define __NR_fsopen LTK_NR_UNIFIED_(430)
#endif
#ifndef __NR_fsconfig
# define __NR_fsconfig LTK_NR_UNIFIED_(431)
#endif
#ifndef __NR_fsmount
# define __NR_fsmount LTK_NR_UNIFIED_(432)
#endif
#ifndef __NR_fspick
# define __NR_fspick LTK_NR_UNIFIED_(433)
#endif
#ifndef __NR_pidfd_open
# define __NR_pidfd_open LTK_NR_UNIFIED_(434)
#endif
#ifndef __NR_clone3
# define __NR_clone3 LTK_NR_UNIFIED_(435)
#endif
#ifndef __NR_close_range
# define __NR_close_range LTK_NR_UNIFIED_(436)
#endif
#ifndef __NR_openat2
# define __NR_openat2 LTK_NR_UNIFIED_(437)
#endif
#ifndef __NR_pidfd_getfd
# define __NR_pidfd_getfd LTK_NR_UNIFIED_(438)
#endif
#ifndef __NR_faccessat2
# define __NR_faccessat2 LTK_NR_UNIFIED_(439)
#endif
#ifndef __NR_process_madvise
# define __NR_process_madvise LTK_NR_UNIFIED_(440)
#endif
#ifndef __NR_epoll_pwait2
# define __NR_epoll_pwait2 LTK_NR_UNIFIED_(441)
#endif
#ifndef __NR_mount_setattr
# define __NR_mount_setattr LTK_NR_UNIFIED_(442)
#endif
#ifndef __NR_quotactl_fd
# define __NR_quotactl_fd LTK_NR_UNIFIED_(443)
#endif
#ifndef __NR_landlock_create_ruleset
# define __NR_landlock_create_ruleset LTK_NR_UNIFIED_(444)
#endif
#ifndef __NR_landlock_add_rule
# define __NR_landlock_add_rule LTK_NR_UNIFIED_(445)
#endif
#ifndef __NR_landlock_restrict_self
# define __NR_landlock_restrict_self LTK_NR_UNIFIED_(446)
#endif
#ifndef __NR_memfd_secret
# if defined(__x86_64__) || defined(__i386__) || defined(__aarch64__) || \
	defined(__riscv) || defined(__s390x__)
#  define __NR_memfd_secret LTK_NR_UNIFIED_(447)
# else
#  define __NR_memfd_secret __LTP__NR_INVALID_SYSCALL
# endif
#endif
#ifndef __NR_process_mrelease
# define __NR_process_mrelease LTK_NR_UNIFIED_(448)
#endif
#ifndef __NR_futex_waitv
# define __NR_futex_waitv LTK_NR_UNIFIED_(449)
#endif
#ifndef __NR_set_mempolicy_home_node
# define __NR_set_mempolicy_home_node LTK_NR_UNIFIED_(450)
#endif
#ifndef __NR_cachestat
# define __NR_cachestat LTK_NR_UNIFIED_(451)
#endif
#ifndef __NR_fchmodat2
# define __NR_fchmodat2 LTK_NR_UNIFIED_(452)
#endif
#ifndef __NR_futex_wake
# define __NR_futex_wake LTK_NR_UNIFIED_(454)
#endif
#ifndef __NR_futex_wait
# define __NR_futex_wait LTK_NR_UNIFIED_(455)
#endif
#ifndef __NR_futex_requeue
# define __NR_futex_requeue LTK_NR_UNIFIED_(456)
#endif
#ifndef __NR_statmount
# define __NR_statmount LTK_NR_UNIFIED_(457)
#endif
#ifndef __NR_listmount
# define __NR_listmount LTK_NR_UNIFIED_(458)
#endif
#ifndef __NR_lsm_get_self_attr
# define __NR_lsm_get_self_attr LTK_NR_UNIFIED_(459)
#endif
#ifndef __NR_lsm_set_self_attr
# define __NR_lsm_set_self_attr LTK_NR_UNIFIED_(460)
#endif
#ifndef __NR_lsm_list_modules
# define __NR_lsm_list_modules LTK_NR_UNIFIED_(461)
#endif
#ifndef __NR_mseal
# define __NR_mseal LTK_NR_UNIFIED_(462)
#endif
#ifndef __NR_setxattrat
# define __NR_setxattrat LTK_NR_UNIFIED_(463)
#endif
#ifndef __NR_getxattrat
# define __NR_getxattrat LTK_NR_UNIFIED_(464)
#endif
#ifndef __NR_listxattrat
# define __NR_listxattrat LTK_NR_UNIFIED_(465)
#endif
#ifndef __NR_removexattrat
# define __NR_removexattrat LTK_NR_UNIFIED_(466)
#endif
#ifndef __NR_open_tree_attr
# define __NR_open_tree_attr LTK_NR_UNIFIED_(467)
#endif
#ifndef __NR_file_getattr
# define __NR_file_getattr LTK_NR_UNIFIED_(468)
#endif
#ifndef __NR_file_setattr
# define __NR_file_setattr LTK_NR_UNIFIED_(469)
#endif

/*
 * The 64-bit time variants exist only on 32-bit architectures; elsewhere they are invalid,
 * which tests check with  #if (__NR_clock_gettime64 != __LTP__NR_INVALID_SYSCALL).
 */
#ifndef __NR_clock_gettime64
# define __NR_clock_gettime64 __LTP__NR_INVALID_SYSCALL
#endif
#ifndef __NR_clock_settime64
# define __NR_clock_settime64 __LTP__NR_INVALID_SYSCALL
#endif
#ifndef __NR_clock_adjtime64
# define __NR_clock_adjtime64 __LTP__NR_INVALID_SYSCALL
#endif
#ifndef __NR_clock_getres_time64
# define __NR_clock_getres_time64 __LTP__NR_INVALID_SYSCALL
#endif
#ifndef __NR_clock_nanosleep_time64
# define __NR_clock_nanosleep_time64 __LTP__NR_INVALID_SYSCALL
#endif
#ifndef __NR_timer_gettime64
# define __NR_timer_gettime64 __LTP__NR_INVALID_SYSCALL
#endif
#ifndef __NR_timer_settime64
# define __NR_timer_settime64 __LTP__NR_INVALID_SYSCALL
#endif
#ifndef __NR_timerfd_gettime64
# define __NR_timerfd_gettime64 __LTP__NR_INVALID_SYSCALL
#endif
#ifndef __NR_timerfd_settime64
# define __NR_timerfd_settime64 __LTP__NR_INVALID_SYSCALL
#endif
#ifndef __NR_utimensat_time64
# define __NR_utimensat_time64 __LTP__NR_INVALID_SYSCALL
#endif
#ifndef __NR_pselect6_time64
# define __NR_pselect6_time64 __LTP__NR_INVALID_SYSCALL
#endif
#ifndef __NR_ppoll_time64
# define __NR_ppoll_time64 __LTP__NR_INVALID_SYSCALL
#endif
#ifndef __NR_io_pgetevents_time64
# define __NR_io_pgetevents_time64 __LTP__NR_INVALID_SYSCALL
#endif
#ifndef __NR_recvmmsg_time64
# define __NR_recvmmsg_time64 __LTP__NR_INVALID_SYSCALL
#endif
#ifndef __NR_mq_timedsend_time64
# define __NR_mq_timedsend_time64 __LTP__NR_INVALID_SYSCALL
#endif
#ifndef __NR_mq_timedreceive_time64
# define __NR_mq_timedreceive_time64 __LTP__NR_INVALID_SYSCALL
#endif
#ifndef __NR_semtimedop_time64
# define __NR_semtimedop_time64 __LTP__NR_INVALID_SYSCALL
#endif
#ifndef __NR_rt_sigtimedwait_time64
# define __NR_rt_sigtimedwait_time64 __LTP__NR_INVALID_SYSCALL
#endif
#ifndef __NR_futex_time64
# define __NR_futex_time64 __LTP__NR_INVALID_SYSCALL
#endif
#ifndef __NR_sched_rr_get_interval_time64
# define __NR_sched_rr_get_interval_time64 __LTP__NR_INVALID_SYSCALL
#endif

/*
 * Defined by the modern face (ENOSYS -> TCONF); a weak reference, so programs that do not
 * link it (legacy tests, helpers) keep the plain -1/ENOSYS result.
 */
extern void tst_syscall_enosys_(const char *file, const int lineno, long nr, const char *name)
	__attribute__((weak));

static inline long ltk_syscall_nr_checked_(long nr)
{
	if (nr == __LTP__NR_INVALID_SYSCALL) {
		errno = ENOSYS;
		return -1;
	}
	return 0;
}

#define tst_syscall(NR, ...) ({ \
	long ltk_sys_ret_ = ltk_syscall_nr_checked_(NR); \
	if (!ltk_sys_ret_) \
		ltk_sys_ret_ = syscall(NR, ##__VA_ARGS__); \
	if (ltk_sys_ret_ == -1 && errno == ENOSYS && tst_syscall_enosys_) { \
		tst_syscall_enosys_(__FILE__, __LINE__, (NR), #NR); \
		errno = ENOSYS; \
	} \
	ltk_sys_ret_; \
})

/* The 2015 name. */
#define ltp_syscall tst_syscall

#endif
