// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * request_key(2) EDQUOT, in a child running as nobody inside a new anonymous session
 * keyring of its own: a filler key leaves a few (under 32) bytes of nobody's byte quota
 * (kernel.keys.maxbytes, read from /proc/key-users) free, then request_key() of a "user"
 * key that does not exist, with callout info, must make a key under construction for the
 * description of 64 bytes; it cannot be charged and the call fails with EDQUOT before any
 * request-key upcall. Afterwards no key of that description can be found from the session
 * keyring and the quota bytes in use did not grow.
 * The other ERRORS are request_key02's.
 */

#include <stdlib.h>
#include <string.h>
#include <pwd.h>
#include "tst_test.h"
#include "tst_safe_macros.h"
#include "lapi/keyctl.h"
#include "../keyctl/key_quota.h"

#define DESC "ltk:0123456789012345678901234567890123456789012345678901234567890"

static uid_t nobody_uid;
static gid_t nobody_gid;
static long max_bytes;
static char payload[32000];

static void in_child(void)
{
	long fill, before, after, found;

	SAFE_SETGID(nobody_gid);
	SAFE_SETUID(nobody_uid);
	if (keyctl(KEYCTL_JOIN_SESSION_KEYRING, NULL) <= 0)
		tst_brk(TBROK | TERRNO, "KEYCTL_JOIN_SESSION_KEYRING(NULL)");
	key_quota_wait_below(nobody_uid, max_bytes / 2);
	/* leave a few bytes free, fewer than the 64 of the description */
	fill = max_bytes - key_quota_bytes_used(nobody_uid) - 8 - sizeof("ltk:filler");
	if (add_key("user", "ltk:filler", payload, fill, KEY_SPEC_SESSION_KEYRING) <= 0)
		tst_brk(TBROK | TERRNO, "add_key() of a %ld-byte filler", fill);
	before = key_quota_bytes_used(nobody_uid);
	if (before >= max_bytes || before < max_bytes - 32)
		tst_brk(TBROK, "quota bytes %ld of %ld after the filler", before, max_bytes);
	TST_EXP_FAIL(request_key("user", DESC, "ltk callout", KEY_SPEC_SESSION_KEYRING),
		     EDQUOT, "request_key() with %ld of %ld quota bytes in use", before,
		     max_bytes);
	after = key_quota_bytes_used(nobody_uid);
	found = keyctl(KEYCTL_SEARCH, KEY_SPEC_SESSION_KEYRING, "user", DESC, 0);
	if (found != -1 || errno != ENOKEY)
		tst_res(TFAIL | TERRNO, "KEYCTL_SEARCH of the description returned %ld, "
			"expected ENOKEY", found);
	else if (after != before)
		tst_res(TFAIL, "quota bytes in use went from %ld to %ld", before, after);
	else
		tst_res(TPASS, "no key made, quota bytes still %ld", after);
	exit(0);
}

static void run(void)
{
	if (!SAFE_FORK())
		in_child();
	tst_reap_children();
}

static void setup(void)
{
	struct passwd *pw = SAFE_GETPWNAM("nobody");

	nobody_uid = pw->pw_uid;
	nobody_gid = pw->pw_gid;
	memset(payload, 'q', sizeof(payload));
	SAFE_FILE_SCANF("/proc/sys/kernel/keys/maxbytes", "%ld", &max_bytes);
	if (max_bytes > (long)sizeof(payload))
		tst_brk(TCONF, "kernel.keys.maxbytes %ld is above the 32767-byte user payload",
			max_bytes);
}

static struct tst_test test = {
	.setup = setup,
	.test_all = run,
	.needs_root = 1,
	.forks_child = 1,
	.needs_kconfigs = (const char *const []) {
		"CONFIG_KEYS=y",
		NULL
	},
};
