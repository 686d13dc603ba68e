// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * add_key(2), request_key(2) and keyctl(2) on "user" keys, in a child that first joins a
 * new anonymous session keyring (KEYCTL_JOIN_SESSION_KEYRING with NULL), so no key is left
 * in a keyring of the host: the keyring goes away with the child. Each step is checked
 * through another keyctl read:
 * - KEYCTL_GET_KEYRING_ID of the session keyring changes after joining;
 * - add_key() to the session keyring: KEYCTL_READ returns the payload, KEYCTL_DESCRIBE
 *   "user;0;0;<perm>;ltk:key1", KEYCTL_SEARCH of the session keyring finds the same id,
 *   KEYCTL_READ of the keyring lists it;
 * - add_key() with the same type and description updates the key in place: same id, new
 *   payload; KEYCTL_UPDATE changes the payload again;
 * - request_key() finds the existing key (no upcall) and returns its id;
 * - KEYCTL_UNLINK removes it from the keyring: KEYCTL_SEARCH fails with ENOKEY;
 * - KEYCTL_REVOKE on a second key: KEYCTL_READ fails with EKEYREVOKED;
 * - KEYCTL_INVALIDATE on a third key: KEYCTL_SEARCH no longer finds it.
 */

#include <stdlib.h>
#include <string.h>
#include "tst_test.h"
#include "lapi/keyctl.h"

static void check_payload(key_serial_t key, const char *exp, const char *what)
{
	char buf[64] = "";
	long n = keyctl(KEYCTL_READ, key, buf, sizeof(buf) - 1);

	if (n == (long)strlen(exp) && !memcmp(buf, exp, n))
		tst_res(TPASS, "%s: payload '%s'", what, exp);
	else
		tst_res(TFAIL | TERRNO, "%s: KEYCTL_READ returned %ld '%s', expected '%s'", what,
			n, buf, exp);
}

static void check_search(key_serial_t ring, const char *desc, long exp, const char *what)
{
	long r = keyctl(KEYCTL_SEARCH, ring, "user", desc, 0);

	if (exp > 0 && r == exp)
		tst_res(TPASS, "%s: KEYCTL_SEARCH finds %ld", what, r);
	else if (exp < 0 && r == -1 && errno == -exp)
		tst_res(TPASS | TERRNO, "%s: KEYCTL_SEARCH fails", what);
	else
		tst_res(TFAIL | TERRNO, "%s: KEYCTL_SEARCH returned %ld, expected %ld", what, r,
			exp);
}

static void in_child(void)
{
	key_serial_t old, ring, key, key2, key3, list[16];
	char desc[128] = "";
	long n, i;
	int found = 0;

	old = keyctl(KEYCTL_GET_KEYRING_ID, KEY_SPEC_SESSION_KEYRING, 1);
	ring = keyctl(KEYCTL_JOIN_SESSION_KEYRING, NULL);
	if (ring <= 0 || ring == old ||
	    keyctl(KEYCTL_GET_KEYRING_ID, KEY_SPEC_SESSION_KEYRING, 0) != ring)
		tst_brk(TFAIL | TERRNO, "joining a new session keyring: old %d, new %d", old,
			ring);
	tst_res(TPASS, "new session keyring %d (was %d)", ring, old);

	key = add_key("user", "ltk:key1", "one", 3, KEY_SPEC_SESSION_KEYRING);
	if (key <= 0)
		tst_brk(TFAIL | TERRNO, "add_key(user, ltk:key1)");
	check_payload(key, "one", "after add_key");
	n = keyctl(KEYCTL_DESCRIBE, key, desc, sizeof(desc) - 1);
	if (n > 0 && !strncmp(desc, "user;0;0;", 9) && strstr(desc, ";ltk:key1"))
		tst_res(TPASS, "KEYCTL_DESCRIBE: '%s'", desc);
	else
		tst_res(TFAIL | TERRNO, "KEYCTL_DESCRIBE returned %ld '%s'", n, desc);
	check_search(ring, "ltk:key1", key, "after add_key");
	n = keyctl(KEYCTL_READ, ring, list, sizeof(list));
	for (i = 0; i < n / (long)sizeof(list[0]) && i < 16; i++)
		found |= list[i] == key;
	if (found)
		tst_res(TPASS, "the session keyring lists key %d", key);
	else
		tst_res(TFAIL | TERRNO, "KEYCTL_READ of the keyring returned %ld without %d", n,
			key);

	TST_EXP_VAL(add_key("user", "ltk:key1", "two", 3, KEY_SPEC_SESSION_KEYRING), key,
		    "add_key() of an existing description");
	check_payload(key, "two", "after the second add_key");
	TST_EXP_PASS(keyctl(KEYCTL_UPDATE, key, "three", 5), "KEYCTL_UPDATE");
	check_payload(key, "three", "after KEYCTL_UPDATE");

	TST_EXP_VAL(request_key("user", "ltk:key1", NULL, 0), key, "request_key()");

	TST_EXP_PASS(keyctl(KEYCTL_UNLINK, key, ring), "KEYCTL_UNLINK");
	check_search(ring, "ltk:key1", -ENOKEY, "after KEYCTL_UNLINK");

	key2 = add_key("user", "ltk:key2", "x", 1, KEY_SPEC_SESSION_KEYRING);
	if (key2 <= 0)
		tst_brk(TFAIL | TERRNO, "add_key(user, ltk:key2)");
	TST_EXP_PASS(keyctl(KEYCTL_REVOKE, key2), "KEYCTL_REVOKE");
	TST_EXP_FAIL(keyctl(KEYCTL_READ, key2, desc, sizeof(desc)), EKEYREVOKED,
		     "KEYCTL_READ of a revoked key");

	key3 = add_key("user", "ltk:key3", "y", 1, KEY_SPEC_SESSION_KEYRING);
	if (key3 <= 0)
		tst_brk(TFAIL | TERRNO, "add_key(user, ltk:key3)");
	check_search(ring, "ltk:key3", key3, "before KEYCTL_INVALIDATE");
	TST_EXP_PASS(keyctl(KEYCTL_INVALIDATE, key3), "KEYCTL_INVALIDATE");
	n = keyctl(KEYCTL_SEARCH, ring, "user", "ltk:key3", 0);
	if (n == -1)
		tst_res(TPASS | TERRNO, "after KEYCTL_INVALIDATE: KEYCTL_SEARCH fails");
	else
		tst_res(TFAIL, "after KEYCTL_INVALIDATE: KEYCTL_SEARCH returned %ld", n);
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
