// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * Capabilities through the raw capget()/capset() system calls, so the library needs no
 * libcap. Version 3 headers carry two 32-bit words per set.
 */
#include <errno.h>
#include <stdio.h>
#include <sys/syscall.h>
#include <unistd.h>
#include "tst_capability.h"
#include "ltk_core.h"

static int cap_get(struct __user_cap_data_struct data[2])
{
	struct __user_cap_header_struct hdr = {.version = _LINUX_CAPABILITY_VERSION_3};

	return syscall(SYS_capget, &hdr, data);
}

static int cap_set(struct __user_cap_data_struct data[2])
{
	struct __user_cap_header_struct hdr = {.version = _LINUX_CAPABILITY_VERSION_3};

	return syscall(SYS_capset, &hdr, data);
}

void tst_cap_action(struct tst_cap *cap)
{
	struct __user_cap_data_struct data[2];
	unsigned int idx = cap->id / 32;
	uint32_t bit = 1u << (cap->id % 32);
	char num[32];
	const char *name = cap->name;

	if (!name) {
		snprintf(num, sizeof(num), "capability %u", cap->id);
		name = num;
	}
	if (cap->id > CAP_LAST_CAP) {
		ltk_brk(__FILE__, __LINE__, TBROK, NULL, "Unknown capability %s (%u)", name,
			cap->id);
		return;
	}
	if (cap_get(data)) {
		ltk_brk(__FILE__, __LINE__, TBROK | TERRNO, NULL, "capget() failed");
		return;
	}

	switch (cap->action) {
	case TST_CAP_REQ:
		if (data[idx].effective & bit)
			return;
		if (!(data[idx].permitted & bit)) {
			ltk_brk(__FILE__, __LINE__, TCONF, NULL,
				"Need %s, which is not in the permitted capability set", name);
			return;
		}
		ltk_res(__FILE__, __LINE__, TINFO, "Adding %s to the effective capability set",
			name);
		data[idx].effective |= bit;
		break;
	case TST_CAP_DROP:
		if (!((data[idx].effective | data[idx].permitted) & bit))
			return;
		ltk_res(__FILE__, __LINE__, TINFO,
			"Dropping %s from the effective and permitted capability sets", name);
		data[idx].effective &= ~bit;
		data[idx].permitted &= ~bit;
		break;
	default:
		ltk_brk(__FILE__, __LINE__, TBROK, NULL, "Unknown capability action %u for %s",
			cap->action, name);
		return;
	}

	if (cap_set(data))
		ltk_brk(__FILE__, __LINE__, TBROK | TERRNO, NULL, "capset() for %s failed", name);
}

void tst_cap_setup(struct tst_cap *cap, unsigned int action)
{
	for (; cap->action; cap++) {
		if (cap->action == action)
			tst_cap_action(cap);
	}
}
