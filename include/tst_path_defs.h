/* SPDX-License-Identifier: GPL-2.0-or-later */
/* /proc and /sys paths several memory and hugepage tests read and write. */
#ifndef TST_PATH_DEFS_H__
#define TST_PATH_DEFS_H__

#ifndef PATH_SYSVM
# define PATH_SYSVM "/proc/sys/vm/"
#endif
#ifndef PATH_MEMINFO
# define PATH_MEMINFO "/proc/meminfo"
#endif
#ifndef PATH_NR_HPAGES
# define PATH_NR_HPAGES "/proc/sys/vm/nr_hugepages"
#endif
#ifndef PATH_OC_HPAGES
# define PATH_OC_HPAGES "/proc/sys/vm/nr_overcommit_hugepages"
#endif
#ifndef PATH_HUGEPAGES
# define PATH_HUGEPAGES "/sys/kernel/mm/hugepages/"
#endif
#ifndef PATH_THP
# define PATH_THP "/sys/kernel/mm/transparent_hugepage/"
#endif
#ifndef PATH_KSM
# define PATH_KSM "/sys/kernel/mm/ksm/"
#endif

#endif
