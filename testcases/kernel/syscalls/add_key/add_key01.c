// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * add_key(2) errors, in the order of the man page's ERRORS, in a child that joined a new
 * anonymous session keyring (nothing is left in a keyring of the host):
 * - EACCES: the target keyring grants its possessor view, read and search but not write;
 * - EFAULT: type outside the address space;
 * - EINVAL: type longer than 32 bytes; type "logon" with a description without a
 *   "service:" prefix;
 * - EKEYREVOKED: the target keyring was revoked;
 * - ENOKEY: the target keyring ID does not exist;
 * - EPERM: type ".ltk" (a dot-type is internal); type "keyring" with a description
 *   starting with a dot.
 * After each row no key "ltk:k" can be found from the session keyring.
 * EDQUOT and EKEYEXPIRED are checked by add_key02 (as an unprivileged user, with its small quota).
 *
 * Not provoked: ENOMEM (needs the kernel out of memory), EINVAL for invalid payload data
 * (the "user" type accepts any payload).
 */

#include <stdlib.h>
#include <string.h>
#include "tst_test.h"
#include "lapi/keyctl.h"

#define KEY_POS_VIEW_READ_SEARCH 0x0b000000

static char *bad_addr;
static key_serial_t ro_ring, revoked_ring;

static struct tcase {
	const char *type;
	const char *desc;
	key_serial_t *ring;
	key_serial_t ring_id;
	int exp_errno;
	const char *what;
} tcases[] = {
	{"user", "ltk:k", &ro_ring, 0, EACCES, "keyring without write permission"},
	{NULL, "ltk:k", NULL, KEY_SPEC_SESSION_KEYRING, EFAULT, "type outside memory"},
	{"abcdefghijabcdefghijabcdefghijabc", "ltk:k", NULL, KEY_SPEC_SESSION_KEYRING, EINVAL,
	 "type of 33 bytes"},
	{"logon", "nocolon", NULL, KEY_SPEC_SESSION_KEYRING, EINVAL,
	 "logon description without a prefix"},
	{"user", "ltk:k", &revoked_ring, 0, EKEYREVOKED, "revoked keyring"},
	{"user", "ltk:k", NULL, 0x7ffffff0, ENOKEY, "keyring that does not exist"},
	{".ltk", "ltk:k", NULL, KEY_SPEC_SESSION_KEYRING, EPERM, "type starting with a dot"},
	{"keyring", ".ltk:k", NULL, KEY_SPEC_SESSION_KEYRING, EPERM,
	 "keyring description starting with a dot"},
};

static void in_child(void)
{
	unsigned int i;
	long r;

	if (keyctl(KEYCTL_JOIN_SESSION_KEYRING, NULL) <= 0)
		tst_brk(TBROK | TERRNO, "KEYCTL_JOIN_SESSION_KEYRING");
	ro_ring = add_key("keyring", "ltk:ro", NULL, 0, KEY_SPEC_SESSION_KEYRING);
	revoked_ring = add_key("keyring", "ltk:revoked", NULL, 0, KEY_SPEC_SESSION_KEYRING);
	if (ro_ring <= 0 || revoked_ring <= 0)
		tst_brk(TBROK | TERRNO, "add_key(keyring)");
	if (keyctl(KEYCTL_SETPERM, ro_ring, KEY_POS_VIEW_READ_SEARCH) ||
	    keyctl(KEYCTL_REVOKE, revoked_ring))
		tst_brk(TBROK | TERRNO, "KEYCTL_SETPERM/KEYCTL_REVOKE");

	for (i = 0; i < ARRAY_SIZE(tcases); i++) {
		struct tcase *tc = &tcases[i];
		const char *type = tc->type ? tc->type : bad_addr;
		key_serial_t ring = tc->ring ? *tc->ring : tc->ring_id;

		TST_EXP_FAIL(add_key(type, tc->desc, "x", 1, ring), tc->exp_errno, "add_key() %s",
			     tc->what);
		r = keyctl(KEYCTL_SEARCH, KEY_SPEC_SESSION_KEYRING, "user", "ltk:k", 0);
		if (r != -1)
			tst_res(TFAIL, "%s: key ltk:k found (%ld)", tc->what, r);
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
	bad_addr = tst_get_bad_addr(NULL);
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
