// SPDX-License-Identifier: GPL-2.0-or-later
/* CPU counts, the CPU vendor, and which hypervisor (if any) we run under. */
#include <sched.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include "ltk_core.h"
#include "tst_cpu.h"

long tst_ncpus(void)
{
	long n = sysconf(_SC_NPROCESSORS_ONLN);

	if (n < 1)
		ltk_brk(__FILE__, __LINE__, TBROK | TERRNO, NULL,
			"sysconf(_SC_NPROCESSORS_ONLN) failed");
	return n;
}

long tst_ncpus_conf(void)
{
	long n = sysconf(_SC_NPROCESSORS_CONF);

	if (n < 1)
		ltk_brk(__FILE__, __LINE__, TBROK | TERRNO, NULL,
			"sysconf(_SC_NPROCESSORS_CONF) failed");
	return n;
}

/* "0-7" or "0-3,8-11": the highest number + 1. */
long tst_ncpus_max(void)
{
	char buf[1024], *p;
	long max = -1, n;
	FILE *f;

	f = fopen("/sys/devices/system/cpu/possible", "r");
	if (f) {
		if (fgets(buf, sizeof(buf), f)) {
			for (p = buf; *p; ) {
				n = strtol(p, &p, 10);
				if (n > max)
					max = n;
				if (*p == '-' || *p == ',')
					p++;
				else
					break;
			}
		}
		fclose(f);
	}
	if (max >= 0)
		return max + 1;
	return tst_ncpus_conf();
}

long tst_ncpus_available(void)
{
	cpu_set_t *set;
	size_t size;
	long ncpus = tst_ncpus_max(), n;

	set = CPU_ALLOC(ncpus);
	if (!set)
		return tst_ncpus();
	size = CPU_ALLOC_SIZE(ncpus);
	CPU_ZERO_S(size, set);
	if (sched_getaffinity(0, size, set)) {
		CPU_FREE(set);
		return tst_ncpus();
	}
	n = CPU_COUNT_S(size, set);
	CPU_FREE(set);
	return n;
}

const char *tst_cpu_vendor(void)
{
	static char vendor[64];
	char line[256], *val;
	FILE *f;

	if (vendor[0])
		return vendor;
	f = fopen("/proc/cpuinfo", "r");
	if (!f)
		return vendor;
	while (fgets(line, sizeof(line), f)) {
		if (strncmp(line, "vendor_id", 9))
			continue;
		val = strchr(line, ':');
		if (!val)
			break;
		val += strspn(val + 1, " \t") + 1;
		val[strcspn(val, "\n")] = '\0';
		snprintf(vendor, sizeof(vendor), "%s", val);
		break;
	}
	fclose(f);
	return vendor;
}

static int file_has(const char *path, const char *what)
{
	char buf[4096];
	size_t n;
	FILE *f;

	f = fopen(path, "r");
	if (!f)
		return 0;
	n = fread(buf, 1, sizeof(buf) - 1, f);
	fclose(f);
	buf[n] = '\0';
	return strstr(buf, what) != NULL;
}

/* Hypervisor vendor from CPUID leaf 0x40000000 (x86), "" elsewhere or on bare metal. */
static void cpuid_hv_vendor(char sig[13])
{
	sig[0] = '\0';
#if defined(__x86_64__) || defined(__i386__)
	unsigned int a, b, c, d;

	__asm__ volatile("cpuid" : "=a"(a), "=b"(b), "=c"(c), "=d"(d) : "a"(1), "c"(0));
	if (!(c & (1u << 31)))
		return;
	__asm__ volatile("cpuid" : "=a"(a), "=b"(b), "=c"(c), "=d"(d) : "a"(0x40000000), "c"(0));
	memcpy(sig, &b, 4);
	memcpy(sig + 4, &c, 4);
	memcpy(sig + 8, &d, 4);
	sig[12] = '\0';
#endif
}

/* Which VIRT_* we run under, VIRT_OTHER for an unknown hypervisor, -1 for none. */
static int detect_virt(void)
{
	char sig[13];

	if (file_has("/sys/hypervisor/type", "xen") || file_has("/proc/xen/capabilities", ""))
		return VIRT_XEN;
	cpuid_hv_vendor(sig);
	if (!strcmp(sig, "KVMKVMKVM") || !strncmp(sig, "Linux KVM Hv", 12))
		return VIRT_KVM;
	if (!strcmp(sig, "XenVMMXenVMM"))
		return VIRT_XEN;
	if (!strcmp(sig, "Microsoft Hv"))
		return VIRT_HYPERV;
	if (file_has("/proc/sysinfo", "z/VM"))
		return VIRT_IBMZ_ZVM;
	if (file_has("/proc/sysinfo", "LPAR"))
		return VIRT_IBMZ_LPAR;
	if (file_has("/sys/class/dmi/id/sys_vendor", "QEMU") ||
	    file_has("/sys/class/dmi/id/product_name", "KVM"))
		return VIRT_KVM;
	if (sig[0] || file_has("/proc/cpuinfo", " hypervisor"))
		return VIRT_OTHER;
	return -1;
}

static int override_virt(const char *env)
{
	if (!*env)
		return -1;
	if (!strcmp(env, "kvm"))
		return VIRT_KVM;
	if (!strcmp(env, "xen"))
		return VIRT_XEN;
	if (!strcmp(env, "zvm"))
		return VIRT_IBMZ_ZVM;
	if (!strcmp(env, "microsoft"))
		return VIRT_HYPERV;
	ltk_brk(__FILE__, __LINE__, TBROK, NULL,
		"Invalid LTP_VIRT_OVERRIDE='%s' (use '', kvm, xen, zvm or microsoft)", env);
	return -1;
}

int tst_is_virt(int virt_type)
{
	const char *env = getenv("LTP_VIRT_OVERRIDE");
	int virt = env ? override_virt(env) : detect_virt();

	switch (virt_type) {
	case VIRT_ANY:
		return virt != -1;
	case VIRT_IBMZ:
		return virt == VIRT_IBMZ_LPAR || virt == VIRT_IBMZ_ZVM;
	case VIRT_XEN:
	case VIRT_KVM:
	case VIRT_IBMZ_LPAR:
	case VIRT_IBMZ_ZVM:
	case VIRT_HYPERV:
	case VIRT_OTHER:
		return virt == virt_type;
	}
	ltk_brk(__FILE__, __LINE__, TBROK, NULL, "invalid virt_type flag: %d", virt_type);
	return -1;
}
