// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * The add_key(2) ERRORS that add_key01 leaves out, in a child running as an unprivileged
 * uid of its own (key_quota.h) inside a new anonymous session keyring of its own (every
 * key goes away with the child):
 * - EDQUOT: a "user" key whose payload is 100 bytes more than what is left of the user's
 *   byte quota (kernel.keys.maxbytes, read from /proc/key-users);
 * - EKEYEXPIRED: a key added to a keyring whose KEYCTL_SET_TIMEOUT of 1 s has passed.
 * After each row the description cannot be found from the session keyring (KEYCTL_SEARCH
 * fails with ENOKEY) and the user's used quota bytes did not grow by the refused payload
 * (6.1 charges a few bytes of bookkeeping on the first key call: 1000 bytes of slack, far
 * below the payload of about 20000 bytes).
 *
 * Not provoked: ENOMEM (needs the kernel out of memory). The other ERRORS are add_key01's.
 */

#include "tst_test.h"
#include "../keyctl/key_quota.h"

static key_serial_t add_key_over_quota(void)
{
	long len;

	key_quota_wait_below(key_quota_uid, key_quota_max / 2);
	len = key_quota_max - key_quota_bytes_used(key_quota_uid) + 100;
	return add_key("user", "ltk:big", key_quota_payload, len, KEY_SPEC_SESSION_KEYRING);
}

static key_serial_t add_key_expired(void)
{
	key_serial_t ring = add_key("keyring", "ltk:expiring", NULL, 0,
				    KEY_SPEC_SESSION_KEYRING);

	if (ring <= 0)
		tst_brk(TBROK | TERRNO, "add_key() of keyring ltk:expiring");
	if (keyctl(KEYCTL_SET_TIMEOUT, ring, 1))
		tst_brk(TBROK | TERRNO, "KEYCTL_SET_TIMEOUT");
	key_wait_expired(ring);
	return add_key("user", "ltk:big", "x", 1, ring);
}

static struct tcase {
	key_serial_t (*call)(void);
	int exp_errno;
	const char *desc;
} tcases[] = {
	{add_key_over_quota, EDQUOT, "payload past the user's byte quota"},
	{add_key_expired, EKEYEXPIRED, "into an expired keyring"},
};

static void run_case(struct tcase *tc)
{
	long used_before, used_after, found;

	used_before = key_quota_bytes_used(key_quota_uid);
	TST_EXP_FAIL(tc->call(), tc->exp_errno, "add_key() %s", tc->desc);
	used_after = key_quota_bytes_used(key_quota_uid);
	found = keyctl(KEYCTL_SEARCH, KEY_SPEC_SESSION_KEYRING, "user", "ltk:big", 0);
	if (found != -1 || errno != ENOKEY)
		tst_res(TFAIL | TERRNO, "%s: KEYCTL_SEARCH of ltk:big returned %ld, expected ENOKEY",
			tc->desc, found);
	else if (tc->exp_errno == EDQUOT && used_after >= used_before + 1000)
		tst_res(TFAIL, "%s: quota bytes in use grew from %ld to %ld (payload charged)",
			tc->desc, used_before, used_after);
	else
		tst_res(TPASS, "%s: no key ltk:big, quota bytes %ld then %ld", tc->desc,
			used_before, used_after);
}

static void in_child(key_serial_t ring)
{
	unsigned int i;

	for (i = 0; i < ARRAY_SIZE(tcases); i++)
		run_case(&tcases[i]);
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
