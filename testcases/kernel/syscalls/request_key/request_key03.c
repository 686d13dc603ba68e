// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * request_key(2) EDQUOT, in a child running as an unprivileged uid of its own
 * (key_quota.h) inside a new anonymous session keyring of its own: a filler key leaves a
 * few (under 32) bytes of the user's byte quota (kernel.keys.maxbytes, read from
 * /proc/key-users) free, then request_key() of a "user" key that does not exist, with
 * callout info, must make a key under construction for the description of 64 bytes; it
 * cannot be charged and the call fails with EDQUOT before any request-key upcall.
 * Afterwards no key of that description can be found from the session keyring and the
 * quota bytes in use did not grow.
 * The other ERRORS are request_key02's.
 */

#include "tst_test.h"
#include "../keyctl/key_quota.h"

#define DESC "ltk:0123456789012345678901234567890123456789012345678901234567890"

static void in_child(key_serial_t ring)
{
	long before, after, found;

	/* leave a few bytes free, fewer than the 64 of the description */
	key_quota_fill(ring, 8);
	before = key_quota_bytes_used(key_quota_uid);
	if (before >= key_quota_max || before < key_quota_max - 32)
		tst_brk(TBROK, "quota bytes %ld of %ld after the filler", before, key_quota_max);
	TST_EXP_FAIL(request_key("user", DESC, "ltk callout", KEY_SPEC_SESSION_KEYRING),
		     EDQUOT, "request_key() with %ld of %ld quota bytes in use", before,
		     key_quota_max);
	after = key_quota_bytes_used(key_quota_uid);
	found = keyctl(KEYCTL_SEARCH, KEY_SPEC_SESSION_KEYRING, "user", DESC, 0);
	if (found != -1 || errno != ENOKEY)
		tst_res(TFAIL | TERRNO, "KEYCTL_SEARCH of the description returned %ld, "
			"expected ENOKEY", found);
	else if (after != before)
		tst_res(TFAIL, "quota bytes in use went from %ld to %ld", before, after);
	else
		tst_res(TPASS, "no key made, quota bytes still %ld", after);
}

static void run(void)
{
	key_quota_run_as_user(in_child);
}

static struct tst_test test = {
	.setup = key_quota_setup,
	.test_all = run,
	.needs_root = 1,
	.forks_child = 1,
	.needs_kconfigs = (const char *const []) {
		"CONFIG_KEYS=y",
		NULL
	},
};
