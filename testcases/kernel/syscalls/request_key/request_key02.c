// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * request_key(2) errors, in the order of the man page's ERRORS, in a child that joined a
 * new anonymous session keyring (nothing touches a keyring of the host). No row passes
 * callout_info except the size and address rows, which fail before any upcall:
 * - EACCES: the destination keyring grants its possessor view, read and search but not
 *   write;
 * - EFAULT: type, description, callout_info outside the address space;
 * - EINVAL: type of 33 bytes; the empty type; description of 4096 bytes plus the null
 *   byte; callout_info longer than a page;
 * - EKEYEXPIRED: the destination keyring's timeout (1 s, set with KEYCTL_SET_TIMEOUT) has
 *   passed (waited for by polling KEYCTL_READ until it reports EKEYEXPIRED, at most 10 s);
 *   an expired key that matches is not reported: request_key() skips it to obtain a
 *   replacement (ENOKEY here, without callout_info), which is checked too;
 * - EKEYREJECTED: the matching key is an X.509 certificate whose signature does not match
 *   the CA it names, and the destination keyring is restricted to keys that CA signed
 *   (key_certs.h): the keyring refuses the link; its contents are checked unchanged (TCONF
 *   for the row without the X.509 parser, RSA or SHA-256 in the kernel config);
 * - EKEYREVOKED: the only matching key was revoked (KEYCTL_REVOKE);
 * - ENOKEY: no key of that description; a type the kernel does not know; a destination
 *   keyring ID that does not exist;
 * - EPERM: type ".dead" (a type starting with a period).
 * After each row the session keyring holds the same keys as before (KEYCTL_READ).
 *
 * EDQUOT is checked by request_key03 (as an unprivileged user, with its small quota).
 *
 * Not provoked: EINTR (needs a request-key upcall in progress: the upcall program is the
 * host's), ENOMEM (needs the kernel out of memory). EKEYREJECTED is checked through the
 * keyring's restriction; a key rejected by a request-key program with KEYCTL_REJECT (the
 * man page's example) needs an upcall too.
 */

#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include "tst_test.h"
#include "lapi/keyctl.h"
#include "../keyctl/key_certs.h"

#define KEY_POS_VIEW_READ_SEARCH 0x0b000000
#define MAX_KEYS 32

static char *bad_addr, *long_desc, *long_callout;
static key_serial_t ro_ring, exp_ring, signed_ring;
static int has_certs;

enum arg { OK, BAD, LONG };

static struct tcase {
	const char *type;
	enum arg type_arg;
	const char *desc;
	enum arg desc_arg;
	enum arg callout_arg;
	key_serial_t *ring;
	key_serial_t ring_id;
	int exp_errno;
	const char *what;
	int needs_certs;
} tcases[] = {
	{"user", OK, "ltk:there", OK, OK, &ro_ring, 0, EACCES,
	 "destination keyring without write permission"},
	{NULL, BAD, "ltk:k", OK, OK, NULL, 0, EFAULT, "type outside memory"},
	{"user", OK, NULL, BAD, OK, NULL, 0, EFAULT, "description outside memory"},
	{"user", OK, "ltk:k", OK, BAD, NULL, 0, EFAULT, "callout_info outside memory"},
	{"abcdefghijabcdefghijabcdefghijabc", OK, "ltk:k", OK, OK, NULL, 0, EINVAL,
	 "type of 33 bytes"},
	{"", OK, "ltk:k", OK, OK, NULL, 0, EINVAL, "empty type"},
	{"user", OK, NULL, LONG, OK, NULL, 0, EINVAL, "description of 4097 bytes"},
	{"user", OK, "ltk:k", OK, LONG, NULL, 0, EINVAL, "callout_info longer than a page"},
	{"user", OK, "ltk:there", OK, OK, &exp_ring, 0, EKEYEXPIRED,
	 "expired destination keyring"},
	{"user", OK, "ltk:expired", OK, OK, NULL, 0, ENOKEY, "expired key, skipped"},
	{"asymmetric", OK, "ltk:altered", OK, OK, &signed_ring, 0, EKEYREJECTED,
	 "badly signed certificate into a keyring for signed keys", 1},
	{"user", OK, "ltk:revoked", OK, OK, NULL, 0, EKEYREVOKED, "revoked key"},
	{"user", OK, "ltk:missing", OK, OK, NULL, 0, ENOKEY, "no such key"},
	{"ltk_no_such_type", OK, "ltk:k", OK, OK, NULL, 0, ENOKEY, "unknown type"},
	{"user", OK, "ltk:there", OK, OK, NULL, 0x7ffffff0, ENOKEY,
	 "destination keyring that does not exist"},
	{".dead", OK, "ltk:k", OK, OK, NULL, 0, EPERM, "type starting with a period"},
};

static long keyring_keys(key_serial_t ring, key_serial_t *ids)
{
	long n = keyctl(KEYCTL_READ, ring, ids, MAX_KEYS * sizeof(*ids));

	if (n < 0)
		tst_brk(TBROK | TERRNO, "KEYCTL_READ of keyring %d", ring);
	return n;
}

static long session_keys(key_serial_t *ids)
{
	return keyring_keys(KEY_SPEC_SESSION_KEYRING, ids);
}

static key_serial_t add(const char *type, const char *desc)
{
	key_serial_t k = add_key(type, desc, type[0] == 'u' ? "x" : NULL,
				 type[0] == 'u' ? 1 : 0, KEY_SPEC_SESSION_KEYRING);

	if (k <= 0)
		tst_brk(TBROK | TERRNO, "add_key(%s, %s)", type, desc);
	return k;
}

static void make_keys(void)
{
	key_serial_t expired, revoked;
	char buf[8];
	int i;

	add("user", "ltk:there");
	ro_ring = add("keyring", "ltk:ro");
	revoked = add("user", "ltk:revoked");
	expired = add("user", "ltk:expired");
	exp_ring = add("keyring", "ltk:expring");
	if (has_certs) {
		key_serial_t altered;

		key_certs_signed_only(KEY_SPEC_SESSION_KEYRING, &signed_ring, &altered);
	}
	if (keyctl(KEYCTL_SETPERM, ro_ring, KEY_POS_VIEW_READ_SEARCH) ||
	    keyctl(KEYCTL_REVOKE, revoked) || keyctl(KEYCTL_SET_TIMEOUT, expired, 1) ||
	    keyctl(KEYCTL_SET_TIMEOUT, exp_ring, 1))
		tst_brk(TBROK | TERRNO, "KEYCTL_SETPERM/REVOKE/SET_TIMEOUT");
	for (i = 0; i < 200; i++) {
		if (keyctl(KEYCTL_READ, expired, buf, sizeof(buf)) < 0 && errno == EKEYEXPIRED &&
		    keyctl(KEYCTL_READ, exp_ring, buf, sizeof(buf)) < 0 && errno == EKEYEXPIRED)
			return;
		usleep(50000);
	}
	tst_brk(TBROK, "the keys with a 1 s timeout did not expire in 10 s");
}

static const char *arg(enum arg a, const char *ok, const char *lng)
{
	return a == BAD ? bad_addr : a == LONG ? lng : ok;
}

static void in_child(void)
{
	key_serial_t before[MAX_KEYS], after[MAX_KEYS];
	key_serial_t signed_before[MAX_KEYS], signed_after[MAX_KEYS];
	long nb, na, nsb = 0, nsa;
	unsigned int i;

	if (keyctl(KEYCTL_JOIN_SESSION_KEYRING, NULL) <= 0)
		tst_brk(TBROK | TERRNO, "KEYCTL_JOIN_SESSION_KEYRING");
	make_keys();
	nb = session_keys(before);
	for (i = 0; i < ARRAY_SIZE(tcases); i++) {
		struct tcase *tc = &tcases[i];
		key_serial_t ring = tc->ring ? *tc->ring : tc->ring_id;

		if (tc->needs_certs && !has_certs) {
			tst_res(TCONF, "no X.509 parser, RSA or SHA-256 in the kernel: %s",
				tc->what);
			continue;
		}
		if (tc->needs_certs)
			nsb = keyring_keys(signed_ring, signed_before);
		TST_EXP_FAIL2(request_key(arg(tc->type_arg, tc->type, NULL),
					  arg(tc->desc_arg, tc->desc, long_desc),
					  tc->callout_arg == OK ? NULL :
					  arg(tc->callout_arg, NULL, long_callout), ring),
			      tc->exp_errno, "request_key() %s", tc->what);
		na = session_keys(after);
		if (na != nb || memcmp(before, after, nb))
			tst_res(TFAIL, "%s: the session keyring changed (%ld bytes, was %ld)",
				tc->what, na, nb);
		if (!tc->needs_certs)
			continue;
		nsa = keyring_keys(signed_ring, signed_after);
		if (nsa != nsb || memcmp(signed_before, signed_after, nsb))
			tst_res(TFAIL, "%s: the destination keyring changed (%ld bytes, was %ld)",
				tc->what, nsa, nsb);
	}
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
	size_t page = getpagesize();

	bad_addr = tst_get_bad_addr(NULL);
	has_certs = key_certs_supported();
	long_desc = tst_alloc(4098);
	memset(long_desc, 'd', 4097);
	long_desc[4097] = '\0';
	long_callout = tst_alloc(page + 2);
	memset(long_callout, 'c', page + 1);
	long_callout[page + 1] = '\0';
}

static struct tst_test test = {
	.test_all = run,
	.setup = setup,
	.forks_child = 1,
	.needs_kconfigs = (const char *const []) {
		"CONFIG_KEYS=y",
		NULL
	},
};
