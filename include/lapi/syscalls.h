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
 * Calls this architecture lacks (x86_64 has no socketcall, no 16/32-bit uid calls, no stat64
 * ...): invalid, so a test asks  #if __NR_x != __LTP__NR_INVALID_SYSCALL  or gets ENOSYS and
 * TCONF from tst_syscall() at run time, as with LTP.
 */
#ifndef __NR_socketcall
# define __NR_socketcall __LTP__NR_INVALID_SYSCALL
#endif
/* i386 has semtimedop_time64 and the ipc() multiplexer, no semop or semtimedop of its own */
#ifndef __NR_semop
# define __NR_semop __LTP__NR_INVALID_SYSCALL
#endif
#ifndef __NR_semtimedop
# define __NR_semtimedop __LTP__NR_INVALID_SYSCALL
#endif
#ifndef __NR_kexec_file_load
# define __NR_kexec_file_load __LTP__NR_INVALID_SYSCALL
#endif
#ifndef __NR_ipc
# define __NR_ipc __LTP__NR_INVALID_SYSCALL
#endif
#ifndef __NR__llseek
# define __NR__llseek __LTP__NR_INVALID_SYSCALL
#endif
#ifndef __NR__newselect
# define __NR__newselect __LTP__NR_INVALID_SYSCALL
#endif
#ifndef __NR_fstat64
# define __NR_fstat64 __LTP__NR_INVALID_SYSCALL
#endif
#ifndef __NR_fstatat64
# define __NR_fstatat64 __LTP__NR_INVALID_SYSCALL
#endif
#ifndef __NR_lstat64
# define __NR_lstat64 __LTP__NR_INVALID_SYSCALL
#endif
#ifndef __NR_stat64
# define __NR_stat64 __LTP__NR_INVALID_SYSCALL
#endif
#ifndef __NR_statfs64
# define __NR_statfs64 __LTP__NR_INVALID_SYSCALL
#endif
#ifndef __NR_fstatfs64
# define __NR_fstatfs64 __LTP__NR_INVALID_SYSCALL
#endif
#ifndef __NR_fcntl64
# define __NR_fcntl64 __LTP__NR_INVALID_SYSCALL
#endif
#ifndef __NR_truncate64
# define __NR_truncate64 __LTP__NR_INVALID_SYSCALL
#endif
#ifndef __NR_ftruncate64
# define __NR_ftruncate64 __LTP__NR_INVALID_SYSCALL
#endif
#ifndef __NR_sendfile64
# define __NR_sendfile64 __LTP__NR_INVALID_SYSCALL
#endif
#ifndef __NR_chown32
# define __NR_chown32 __LTP__NR_INVALID_SYSCALL
#endif
#ifndef __NR_lchown32
# define __NR_lchown32 __LTP__NR_INVALID_SYSCALL
#endif
#ifndef __NR_fchown32
# define __NR_fchown32 __LTP__NR_INVALID_SYSCALL
#endif
#ifndef __NR_getuid32
# define __NR_getuid32 __LTP__NR_INVALID_SYSCALL
#endif
#ifndef __NR_geteuid32
# define __NR_geteuid32 __LTP__NR_INVALID_SYSCALL
#endif
#ifndef __NR_getgid32
# define __NR_getgid32 __LTP__NR_INVALID_SYSCALL
#endif
#ifndef __NR_getegid32
# define __NR_getegid32 __LTP__NR_INVALID_SYSCALL
#endif
#ifndef __NR_setuid32
# define __NR_setuid32 __LTP__NR_INVALID_SYSCALL
#endif
#ifndef __NR_setgid32
# define __NR_setgid32 __LTP__NR_INVALID_SYSCALL
#endif
#ifndef __NR_setreuid32
# define __NR_setreuid32 __LTP__NR_INVALID_SYSCALL
#endif
#ifndef __NR_setregid32
# define __NR_setregid32 __LTP__NR_INVALID_SYSCALL
#endif
#ifndef __NR_setresuid32
# define __NR_setresuid32 __LTP__NR_INVALID_SYSCALL
#endif
#ifndef __NR_getresuid32
# define __NR_getresuid32 __LTP__NR_INVALID_SYSCALL
#endif
#ifndef __NR_setresgid32
# define __NR_setresgid32 __LTP__NR_INVALID_SYSCALL
#endif
#ifndef __NR_getresgid32
# define __NR_getresgid32 __LTP__NR_INVALID_SYSCALL
#endif
#ifndef __NR_setfsuid32
# define __NR_setfsuid32 __LTP__NR_INVALID_SYSCALL
#endif
#ifndef __NR_setfsgid32
# define __NR_setfsgid32 __LTP__NR_INVALID_SYSCALL
#endif
#ifndef __NR_getgroups32
# define __NR_getgroups32 __LTP__NR_INVALID_SYSCALL
#endif
#ifndef __NR_setgroups32
# define __NR_setgroups32 __LTP__NR_INVALID_SYSCALL
#endif
#ifndef __NR_mmap2
# define __NR_mmap2 __LTP__NR_INVALID_SYSCALL
#endif
#ifndef __NR_sigaction
# define __NR_sigaction __LTP__NR_INVALID_SYSCALL
#endif
#ifndef __NR_sigprocmask
# define __NR_sigprocmask __LTP__NR_INVALID_SYSCALL
#endif
#ifndef __NR_sigpending
# define __NR_sigpending __LTP__NR_INVALID_SYSCALL
#endif
#ifndef __NR_sigsuspend
# define __NR_sigsuspend __LTP__NR_INVALID_SYSCALL
#endif
#ifndef __NR_sigreturn
# define __NR_sigreturn __LTP__NR_INVALID_SYSCALL
#endif
#ifndef __NR_signal
# define __NR_signal __LTP__NR_INVALID_SYSCALL
#endif
#ifndef __NR_sgetmask
# define __NR_sgetmask __LTP__NR_INVALID_SYSCALL
#endif
#ifndef __NR_ssetmask
# define __NR_ssetmask __LTP__NR_INVALID_SYSCALL
#endif
#ifndef __NR_waitpid
# define __NR_waitpid __LTP__NR_INVALID_SYSCALL
#endif
#ifndef __NR_nice
# define __NR_nice __LTP__NR_INVALID_SYSCALL
#endif
#ifndef __NR_stime
# define __NR_stime __LTP__NR_INVALID_SYSCALL
#endif
#ifndef __NR_oldstat
# define __NR_oldstat __LTP__NR_INVALID_SYSCALL
#endif
#ifndef __NR_oldfstat
# define __NR_oldfstat __LTP__NR_INVALID_SYSCALL
#endif
#ifndef __NR_oldlstat
# define __NR_oldlstat __LTP__NR_INVALID_SYSCALL
#endif
#ifndef __NR_readdir
# define __NR_readdir __LTP__NR_INVALID_SYSCALL
#endif
#ifndef __NR_umount
# define __NR_umount __LTP__NR_INVALID_SYSCALL
#endif
#ifndef __NR_bdflush
# define __NR_bdflush __LTP__NR_INVALID_SYSCALL
#endif
#ifndef __NR_break
# define __NR_break __LTP__NR_INVALID_SYSCALL
#endif
#ifndef __NR_ftime
# define __NR_ftime __LTP__NR_INVALID_SYSCALL
#endif
#ifndef __NR_gtty
# define __NR_gtty __LTP__NR_INVALID_SYSCALL
#endif
#ifndef __NR_stty
# define __NR_stty __LTP__NR_INVALID_SYSCALL
#endif
#ifndef __NR_lock
# define __NR_lock __LTP__NR_INVALID_SYSCALL
#endif
#ifndef __NR_mpx
# define __NR_mpx __LTP__NR_INVALID_SYSCALL
#endif
#ifndef __NR_prof
# define __NR_prof __LTP__NR_INVALID_SYSCALL
#endif
#ifndef __NR_profil
# define __NR_profil __LTP__NR_INVALID_SYSCALL
#endif
#ifndef __NR_ulimit
# define __NR_ulimit __LTP__NR_INVALID_SYSCALL
#endif
#ifndef __NR_olduname
# define __NR_olduname __LTP__NR_INVALID_SYSCALL
#endif
#ifndef __NR_oldolduname
# define __NR_oldolduname __LTP__NR_INVALID_SYSCALL
#endif
#ifndef __NR_idle
# define __NR_idle __LTP__NR_INVALID_SYSCALL
#endif
#ifndef __NR_vm86
# define __NR_vm86 __LTP__NR_INVALID_SYSCALL
#endif
#ifndef __NR_vm86old
# define __NR_vm86old __LTP__NR_INVALID_SYSCALL
#endif
#ifndef __NR_ugetrlimit
# define __NR_ugetrlimit __LTP__NR_INVALID_SYSCALL
#endif
#ifndef __NR_send
# define __NR_send __LTP__NR_INVALID_SYSCALL
#endif
#ifndef __NR_recv
# define __NR_recv __LTP__NR_INVALID_SYSCALL
#endif
#ifndef __NR_select_time32
# define __NR_select_time32 __LTP__NR_INVALID_SYSCALL
#endif
#ifndef __NR_fadvise64_64
# define __NR_fadvise64_64 __LTP__NR_INVALID_SYSCALL
#endif
#ifndef __NR_arm_fadvise64_64
# define __NR_arm_fadvise64_64 __LTP__NR_INVALID_SYSCALL
#endif
#ifndef __NR_sync_file_range2
# define __NR_sync_file_range2 __LTP__NR_INVALID_SYSCALL
#endif
#ifndef __NR_arm_sync_file_range
# define __NR_arm_sync_file_range __LTP__NR_INVALID_SYSCALL
#endif
#ifndef __NR_cacheflush
# define __NR_cacheflush __LTP__NR_INVALID_SYSCALL
#endif
#ifndef __NR_subpage_prot
# define __NR_subpage_prot __LTP__NR_INVALID_SYSCALL
#endif
#ifndef __NR_spu_run
# define __NR_spu_run __LTP__NR_INVALID_SYSCALL
#endif
#ifndef __NR_spu_create
# define __NR_spu_create __LTP__NR_INVALID_SYSCALL
#endif
#ifndef __NR_multiplexer
# define __NR_multiplexer __LTP__NR_INVALID_SYSCALL
#endif
#ifndef __NR_rtas
# define __NR_rtas __LTP__NR_INVALID_SYSCALL
#endif
#ifndef __NR_sys_debug_setcontext
# define __NR_sys_debug_setcontext __LTP__NR_INVALID_SYSCALL
#endif
#ifndef __NR_swapcontext
# define __NR_swapcontext __LTP__NR_INVALID_SYSCALL
#endif
#ifndef __NR_s390_runtime_instr
# define __NR_s390_runtime_instr __LTP__NR_INVALID_SYSCALL
#endif
#ifndef __NR_s390_pci_mmio_read
# define __NR_s390_pci_mmio_read __LTP__NR_INVALID_SYSCALL
#endif
#ifndef __NR_s390_pci_mmio_write
# define __NR_s390_pci_mmio_write __LTP__NR_INVALID_SYSCALL
#endif
#ifndef __NR_s390_guarded_storage
# define __NR_s390_guarded_storage __LTP__NR_INVALID_SYSCALL
#endif
#ifndef __NR_s390_sthyi
# define __NR_s390_sthyi __LTP__NR_INVALID_SYSCALL
#endif
#ifndef __NR_riscv_flush_icache
# define __NR_riscv_flush_icache __LTP__NR_INVALID_SYSCALL
#endif
#ifndef __NR_riscv_hwprobe
# define __NR_riscv_hwprobe __LTP__NR_INVALID_SYSCALL
#endif
#ifndef __NR_set_tls
# define __NR_set_tls __LTP__NR_INVALID_SYSCALL
#endif
#ifndef __NR_get_tls
# define __NR_get_tls __LTP__NR_INVALID_SYSCALL
#endif
#ifndef __NR_breakpoint
# define __NR_breakpoint __LTP__NR_INVALID_SYSCALL
#endif
#ifndef __NR_usr26
# define __NR_usr26 __LTP__NR_INVALID_SYSCALL
#endif
#ifndef __NR_usr32
# define __NR_usr32 __LTP__NR_INVALID_SYSCALL
#endif
#ifndef __NR_getpagesize
# define __NR_getpagesize __LTP__NR_INVALID_SYSCALL
#endif
#ifndef __NR_kern_features
# define __NR_kern_features __LTP__NR_INVALID_SYSCALL
#endif
#ifndef __NR_utrap_install
# define __NR_utrap_install __LTP__NR_INVALID_SYSCALL
#endif
#ifndef __NR_perfctr
# define __NR_perfctr __LTP__NR_INVALID_SYSCALL
#endif
#ifndef __NR_memory_ordering
# define __NR_memory_ordering __LTP__NR_INVALID_SYSCALL
#endif
#ifndef __NR_atomic_barrier
# define __NR_atomic_barrier __LTP__NR_INVALID_SYSCALL
#endif
#ifndef __NR_atomic_cmpxchg_32
# define __NR_atomic_cmpxchg_32 __LTP__NR_INVALID_SYSCALL
#endif
#ifndef __NR_or1k_atomic
# define __NR_or1k_atomic __LTP__NR_INVALID_SYSCALL
#endif
#ifndef __NR_pciconfig_read
# define __NR_pciconfig_read __LTP__NR_INVALID_SYSCALL
#endif
#ifndef __NR_pciconfig_write
# define __NR_pciconfig_write __LTP__NR_INVALID_SYSCALL
#endif
#ifndef __NR_pciconfig_iobase
# define __NR_pciconfig_iobase __LTP__NR_INVALID_SYSCALL
#endif
#ifndef __NR_get_thread_area
# define __NR_get_thread_area __LTP__NR_INVALID_SYSCALL
#endif
#ifndef __NR_set_thread_area_time32
# define __NR_set_thread_area_time32 __LTP__NR_INVALID_SYSCALL
#endif
#ifndef __NR_osf_getsysinfo
# define __NR_osf_getsysinfo __LTP__NR_INVALID_SYSCALL
#endif
#ifndef __NR_getxpid
# define __NR_getxpid __LTP__NR_INVALID_SYSCALL
#endif
#ifndef __NR_getxuid
# define __NR_getxuid __LTP__NR_INVALID_SYSCALL
#endif
#ifndef __NR_getxgid
# define __NR_getxgid __LTP__NR_INVALID_SYSCALL
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
