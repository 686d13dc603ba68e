/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * prctl(2) options newer than some libcs, as LTP's prctl and security tests use them.
 */
#ifndef LAPI_PRCTL_H__
#define LAPI_PRCTL_H__

#include <sys/prctl.h>

#ifndef PR_SET_PDEATHSIG
# define PR_SET_PDEATHSIG 1
#endif
#ifndef PR_GET_PDEATHSIG
# define PR_GET_PDEATHSIG 2
#endif
#ifndef PR_GET_DUMPABLE
# define PR_GET_DUMPABLE 3
#endif
#ifndef PR_SET_DUMPABLE
# define PR_SET_DUMPABLE 4
#endif
#ifndef PR_SET_NAME
# define PR_SET_NAME 15
#endif
#ifndef PR_GET_NAME
# define PR_GET_NAME 16
#endif
#ifndef PR_GET_SECCOMP
# define PR_GET_SECCOMP 21
#endif
#ifndef PR_SET_SECCOMP
# define PR_SET_SECCOMP 22
#endif
#ifndef PR_CAPBSET_READ
# define PR_CAPBSET_READ 23
#endif
#ifndef PR_CAPBSET_DROP
# define PR_CAPBSET_DROP 24
#endif
#ifndef PR_GET_TSC
# define PR_GET_TSC 25
#endif
#ifndef PR_SET_TSC
# define PR_SET_TSC 26
#endif
#ifndef PR_GET_SECUREBITS
# define PR_GET_SECUREBITS 27
#endif
#ifndef PR_SET_SECUREBITS
# define PR_SET_SECUREBITS 28
#endif
#ifndef PR_SET_TIMERSLACK
# define PR_SET_TIMERSLACK 29
#endif
#ifndef PR_GET_TIMERSLACK
# define PR_GET_TIMERSLACK 30
#endif
#ifndef PR_SET_CHILD_SUBREAPER
# define PR_SET_CHILD_SUBREAPER 36
#endif
#ifndef PR_GET_CHILD_SUBREAPER
# define PR_GET_CHILD_SUBREAPER 37
#endif
#ifndef PR_SET_NO_NEW_PRIVS
# define PR_SET_NO_NEW_PRIVS 38
#endif
#ifndef PR_GET_NO_NEW_PRIVS
# define PR_GET_NO_NEW_PRIVS 39
#endif
#ifndef PR_GET_TID_ADDRESS
# define PR_GET_TID_ADDRESS 40
#endif
#ifndef PR_SET_THP_DISABLE
# define PR_SET_THP_DISABLE 41
#endif
#ifndef PR_GET_THP_DISABLE
# define PR_GET_THP_DISABLE 42
#endif
#ifndef PR_SET_MM
# define PR_SET_MM 35
#endif
#ifndef PR_SET_MM_MAP
# define PR_SET_MM_MAP 14
#endif
#ifndef PR_SET_MM_MAP_SIZE
# define PR_SET_MM_MAP_SIZE 15
#endif
#ifndef PR_CAP_AMBIENT
# define PR_CAP_AMBIENT 47
#endif
#ifndef PR_CAP_AMBIENT_IS_SET
# define PR_CAP_AMBIENT_IS_SET 1
#endif
#ifndef PR_CAP_AMBIENT_RAISE
# define PR_CAP_AMBIENT_RAISE 2
#endif
#ifndef PR_CAP_AMBIENT_LOWER
# define PR_CAP_AMBIENT_LOWER 3
#endif
#ifndef PR_CAP_AMBIENT_CLEAR_ALL
# define PR_CAP_AMBIENT_CLEAR_ALL 4
#endif
#ifndef PR_GET_SPECULATION_CTRL
# define PR_GET_SPECULATION_CTRL 52
#endif
#ifndef PR_SET_SPECULATION_CTRL
# define PR_SET_SPECULATION_CTRL 53
#endif
#ifndef PR_SET_IO_FLUSHER
# define PR_SET_IO_FLUSHER 57
#endif
#ifndef PR_GET_IO_FLUSHER
# define PR_GET_IO_FLUSHER 58
#endif
#ifndef PR_SET_SYSCALL_USER_DISPATCH
# define PR_SET_SYSCALL_USER_DISPATCH 59
#endif
#ifndef PR_SCHED_CORE
# define PR_SCHED_CORE 62
#endif
#ifndef PR_SET_VMA
# define PR_SET_VMA 0x53564d41
#endif
#ifndef PR_SET_VMA_ANON_NAME
# define PR_SET_VMA_ANON_NAME 0
#endif
#ifndef PR_SET_MDWE
# define PR_SET_MDWE 65
#endif
#ifndef PR_GET_MDWE
# define PR_GET_MDWE 66
#endif
#ifndef PR_MDWE_REFUSE_EXEC_GAIN
# define PR_MDWE_REFUSE_EXEC_GAIN (1UL << 0)
#endif
#ifndef PR_MDWE_NO_INHERIT
# define PR_MDWE_NO_INHERIT (1UL << 1)
#endif
#ifndef PR_SET_MEMORY_MERGE
# define PR_SET_MEMORY_MERGE 67
#endif
#ifndef PR_GET_MEMORY_MERGE
# define PR_GET_MEMORY_MERGE 68
#endif
#ifndef PR_GET_AUXV
# define PR_GET_AUXV 0x41555856
#endif
#ifndef PR_SET_TAGGED_ADDR_CTRL
# define PR_SET_TAGGED_ADDR_CTRL 55
#endif
#ifndef PR_GET_TAGGED_ADDR_CTRL
# define PR_GET_TAGGED_ADDR_CTRL 56
#endif
#ifndef PR_SET_SHADOW_STACK_STATUS
# define PR_SET_SHADOW_STACK_STATUS 75
#endif
#ifndef PR_GET_SHADOW_STACK_STATUS
# define PR_GET_SHADOW_STACK_STATUS 74
#endif
#ifndef PR_FUTEX_HASH
# define PR_FUTEX_HASH 78
#endif

#endif
