/* SPDX-License-Identifier: GPL-2.0-or-later */
/* .caps: capabilities required before setup() or dropped after it. */
#ifndef TST_CAPABILITY_H__
#define TST_CAPABILITY_H__

#include <stdint.h>
#include <linux/capability.h>

#define TST_CAP_DROP 1
#define TST_CAP_REQ  2

struct tst_cap {
	uint32_t action;
	uint32_t id;
	char *name;
};

#define TST_CAP(action, capability) { action, capability, #capability }

/*
 * TST_CAP_REQ: raise the capability in the effective set (TCONF when it is not in the
 * permitted set). TST_CAP_DROP: remove it from the effective and permitted sets.
 */
void tst_cap_action(struct tst_cap *cap);

/* Apply every entry of a {}-terminated array whose action is action. */
void tst_cap_setup(struct tst_cap *cap, unsigned int action);

#endif
