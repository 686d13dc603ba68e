/* SPDX-License-Identifier: GPL-2.0-or-later */
/* CPUs and virtualisation. */
#ifndef TST_CPU_H__
#define TST_CPU_H__

long tst_ncpus(void);		/* online */
long tst_ncpus_conf(void);	/* configured */
long tst_ncpus_max(void);	/* possible (kernel's limit) */
long tst_ncpus_available(void);	/* in this process's affinity mask */

/* "GenuineIntel", "AuthenticAMD" ... from /proc/cpuinfo, or "" when unknown. */
const char *tst_cpu_vendor(void);

#define VIRT_ANY	0	/* any hypervisor */
#define VIRT_XEN	1
#define VIRT_KVM	2
#define VIRT_IBMZ	3	/* IBM Z, LPAR or z/VM */
#define VIRT_IBMZ_LPAR	4
#define VIRT_IBMZ_ZVM	5
#define VIRT_HYPERV	6
#define VIRT_OTHER	0xffff	/* a hypervisor not listed above */

/*
 * 1 if running under the given kind of hypervisor, else 0. LTP_VIRT_OVERRIDE ("" for
 * none, kvm, xen, zvm, microsoft) replaces the detection. TBROK on an unknown type.
 */
int tst_is_virt(int virt_type);

#endif
