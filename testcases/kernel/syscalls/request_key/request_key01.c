// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * request_key(2) searches the caller's thread, process and session keyrings for a key of
 * the given type and description and returns its ID; given a destination keyring, it
 * links the key found there. In a child that joined a new anonymous session keyring
 * (nothing touches a keyring of the host):
 * - a "user" key added to the session keyring is found: the ID add_key() returned, and
 *   KEYCTL_READ of that ID gives the payload;
 * - a key in the process keyring is found as well;
 * - of two keys with the same description, one in the process keyring and one in the
 *   session keyring, the process keyring's is found (the thread, process, session order);
 * - with a destination keyring "ltk:dest", the key found is linked there: KEYCTL_READ of
 *   "ltk:dest" lists its ID, which it did not before;
 * - the description must match exactly: "ltk:a" is not found as "ltk:" or "ltk:ab"
 *   (ENOKEY, no callout_info so no upcall), and a key of another type ("logon") with the
 *   same description is not found as "user".
 */

#include <stdlib.h>
#include <string.h>
#include "tst_test.h"
#include "lapi/keyctl.h"

static key_serial_t add(const char *type, const char *desc, const char *payload,
			key_serial_t ring)
{
	key_serial_t k = add_key(type, desc, payload, payload ? strlen(payload) : 0, ring);

	if (k <= 0)
		tst_brk(TBROK | TERRNO, "add_key(%s, %s)", type, desc);
	return k;
}

static int ring_holds(key_serial_t ring, key_serial_t key)
{
	key_serial_t ids[64];
	long n = keyctl(KEYCTL_READ, ring, ids, sizeof(ids)), i;

	if (n < 0)
		tst_brk(TBROK | TERRNO, "KEYCTL_READ of keyring %d", ring);
	for (i = 0; i < n / (long)sizeof(key_serial_t) && i < 64; i++) {
		if (ids[i] == key)
			return 1;
	}
	return 0;
}

static void expect_found(const char *type, const char *desc, key_serial_t dest,
			 key_serial_t want, const char *payload, const char *what)
{
	char buf[64] = "";
	long n;

	TEST(request_key(type, desc, NULL, dest));
	if (TST_RET != want) {
		tst_res(TFAIL | TTERRNO, "%s: request_key(%s, %s) returned %ld, expected %d",
			what, type, desc, TST_RET, want);
		return;
	}
	n = keyctl(KEYCTL_READ, want, buf, sizeof(buf) - 1);
	if (n == (long)strlen(payload) && !memcmp(buf, payload, n))
		tst_res(TPASS, "%s: key %d found, payload '%s'", what, want, payload);
	else
		tst_res(TFAIL | TERRNO, "%s: key %d payload '%s', expected '%s'", what, want, buf,
			payload);
}

static void in_child(void)
{
	key_serial_t a, p, shadow, proc_dup, dest;

	if (keyctl(KEYCTL_JOIN_SESSION_KEYRING, NULL) <= 0)
		tst_brk(TBROK | TERRNO, "KEYCTL_JOIN_SESSION_KEYRING");
	a = add("user", "ltk:a", "alpha", KEY_SPEC_SESSION_KEYRING);
	p = add("user", "ltk:p", "proc", KEY_SPEC_PROCESS_KEYRING);
	shadow = add("user", "ltk:both", "session", KEY_SPEC_SESSION_KEYRING);
	proc_dup = add("user", "ltk:both", "process", KEY_SPEC_PROCESS_KEYRING);
	add("logon", "ltk:logon", "secret", KEY_SPEC_SESSION_KEYRING);
	dest = add("keyring", "ltk:dest", NULL, KEY_SPEC_SESSION_KEYRING);

	expect_found("user", "ltk:a", 0, a, "alpha", "session keyring");
	expect_found("user", "ltk:p", 0, p, "proc", "process keyring");
	expect_found("user", "ltk:both", 0, proc_dup, "process",
		     "process keyring before session keyring");
	if (shadow == proc_dup)
		tst_brk(TBROK, "the two ltk:both keys have the same ID");

	if (ring_holds(dest, a))
		tst_brk(TBROK, "ltk:dest holds ltk:a before the request");
	expect_found("user", "ltk:a", dest, a, "alpha", "with a destination keyring");
	if (ring_holds(dest, a))
		tst_res(TPASS, "ltk:a is linked in ltk:dest");
	else
		tst_res(TFAIL, "ltk:a is not linked in ltk:dest");

	TST_EXP_FAIL2(request_key("user", "ltk:", NULL, 0), ENOKEY, "description 'ltk:'");
	TST_EXP_FAIL2(request_key("user", "ltk:ab", NULL, 0), ENOKEY, "description 'ltk:ab'");
	TST_EXP_FAIL2(request_key("user", "ltk:logon", NULL, 0), ENOKEY,
		      "a logon key requested as user");
	exit(0);
}

static void run(void)
{
	if (!SAFE_FORK())
		in_child();
	tst_reap_children();
}

static struct tst_test test = {
	.test_all = run,
	.forks_child = 1,
	.needs_kconfigs = (const char *const []) {
		"CONFIG_KEYS=y",
		NULL
	},
};
