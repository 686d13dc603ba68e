/* SPDX-License-Identifier: GPL-2.0-or-later */
/* .needs_cgroup_ctrls: cgroup controllers the test needs, mounted or found by the library. */
#ifndef TST_CGROUP_H__
#define TST_CGROUP_H__

enum tst_cg_ver {
	TST_CG_V1 = 1,
	TST_CG_V2 = 2,
};

#endif
