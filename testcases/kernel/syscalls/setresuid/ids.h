/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * The credential tests' view of the caller's ids, read from /proc/self/status (a different
 * interface from the get*id() calls): expect_ids("Uid", r, e, s, fs, why) checks the
 * four user ids ("Gid" the group ids) and reports a TPASS or a TFAIL naming them all;
 * expect_no_caps() checks that the effective and permitted capability sets are empty;
 * new_userns_self_map() moves the caller into a new user namespace where only uid and gid
 * 0 are mapped (to the caller's ids outside), so that every other id is invalid there;
 * in_child(fn) runs fn in a child and reaps it, so that the credentials it changes die
 * with it.
 */
#ifndef IDS_H__
#define IDS_H__

#include <sched.h>
#include <stdio.h>
#include <stdlib.h>
#include "tst_test.h"

static inline void expect_ids(const char *key, long r, long e, long s, long fs, const char *why)
{
	char fmt[32];
	long got[4] = {-1, -1, -1, -1};

	snprintf(fmt, sizeof(fmt), "%s: %%ld %%ld %%ld %%ld", key);
	SAFE_FILE_LINES_SCANF("/proc/self/status", fmt, &got[0], &got[1], &got[2], &got[3]);
	if (got[0] == r && got[1] == e && got[2] == s && got[3] == fs)
		tst_res(TPASS, "%s: %s %ld %ld %ld %ld", why, key, r, e, s, fs);
	else
		tst_res(TFAIL, "%s: %s %ld %ld %ld %ld, expected %ld %ld %ld %ld", why, key,
			got[0], got[1], got[2], got[3], r, e, s, fs);
}

static inline void expect_no_caps(const char *why)
{
	unsigned long long eff = 1, prm = 1;

	SAFE_FILE_LINES_SCANF("/proc/self/status", "CapEff: %llx", &eff);
	SAFE_FILE_LINES_SCANF("/proc/self/status", "CapPrm: %llx", &prm);
	TST_EXP_EXPR(!eff && !prm, "%s: CapEff %llx, CapPrm %llx are empty", why, eff, prm);
}

static inline void new_userns_self_map(void)
{
	int uid = geteuid(), gid = getegid();

	/* the ids outside are read before: inside they show as the overflow id */
	SAFE_UNSHARE(CLONE_NEWUSER);
	SAFE_FILE_PRINTF("/proc/self/uid_map", "0 %d 1", uid);
	SAFE_FILE_PRINTF("/proc/self/setgroups", "deny");
	SAFE_FILE_PRINTF("/proc/self/gid_map", "0 %d 1", gid);
}

static inline void in_child(void (*fn)(void))
{
	if (!SAFE_FORK()) {
		fn();
		exit(0);
	}
	tst_reap_children();
}

#endif
