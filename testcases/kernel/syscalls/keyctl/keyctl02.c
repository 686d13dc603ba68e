// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * keyctl(2) error paths, in a child running as an unprivileged uid of its own
 * (key_quota.h) inside a new anonymous session keyring of its own
 * (KEYCTL_JOIN_SESSION_KEYRING with NULL), so every key it makes goes away with the child.
 * Rows in the order of the man page's ERRORS:
 * - EACCES: KEYCTL_READ of a key whose permissions are only possessor view and setattr;
 * - EDEADLK: KEYCTL_LINK of keyring A into keyring B while B is already linked into A;
 * - EDQUOT: KEYCTL_UPDATE of a user key with a 4096-byte payload after a filler key has
 *   left only 1000 bytes of the user's byte quota (kernel.keys.maxbytes) free;
 * - EEXIST: a second KEYCTL_RESTRICT_KEYRING of a keyring that is already restricted;
 * - EFAULT: KEYCTL_SEARCH with a description outside the address space;
 * - EINVAL: KEYCTL_SETPERM with a bit outside the four permission bytes (0x40000000);
 * - EKEYEXPIRED: KEYCTL_READ of a key after its KEYCTL_SET_TIMEOUT of 1 s has passed;
 * - EKEYREJECTED: KEYCTL_LINK of an X.509 certificate ("asymmetric" key) into a keyring
 *   restricted (KEYCTL_RESTRICT_KEYRING, "key_or_keyring:<CA key>") to keys the test's CA
 *   signed, when the certificate names that CA but its subject was altered after signing:
 *   the keyring rejects it, while the unaltered certificate links (key_certs.h; TCONF
 *   without the X.509 parser, RSA or SHA-256 in the kernel config);
 * - ELOOP: KEYCTL_LINK of a keyring that heads a chain of 8 nested keyrings;
 * - EMSGSIZE: KEYCTL_DH_COMPUTE asking the KDF for 2000 bytes (the limit is 1024); TCONF
 *   without CONFIG_KEY_DH_OPERATIONS (from the kernel config);
 * - ENOENT: KEYCTL_UNLINK of a key that is not linked to the keyring;
 * - ENOTDIR: KEYCTL_LINK into a user key;
 * - EOPNOTSUPP: KEYCTL_READ of a "logon" key (that type cannot be read), and an unknown
 *   operation (9999);
 * - EPERM: KEYCTL_LINK into a keyring restricted by KEYCTL_RESTRICT_KEYRING with a NULL
 *   type (rejects every link).
 * Each row checks that the failed call changed nothing: the KEYCTL_DESCRIBE text (type,
 * owner, permissions, description) and the KEYCTL_READ result (payload or keyring
 * contents) of the key the call was aimed at are the same after the call as before it.
 *
 * Not provoked: EAGAIN and ETIMEDOUT (KEYCTL_DH_COMPUTE only: its crypto set-up cannot be
 * made to fail or time out from user space), EKEYREJECTED for a key rejected by
 * KEYCTL_REJECT (that needs the authorisation key of a request_key() upcall run by
 * /sbin/request-key),
 * ENFILE (a full keyring only before Linux 3.13), ENOMEM (needs the kernel out of memory).
 */

#include <stdint.h>
#include "tst_test.h"
#include "tst_kconfig.h"
#include "key_quota.h"
#include "key_certs.h"

#define CHAIN_LEN 8
#define NEED_DH 1
#define NEED_X509 2

struct snap {
	char desc[256];
	char data[512];
	long desc_ret, data_ret;
	int data_errno;
};

static char *bad_addr;

static key_serial_t ring, filler;
static int has_dh, has_x509;

static key_serial_t mk(const char *type, const char *desc, const char *data,
		       key_serial_t dest)
{
	key_serial_t k = add_key(type, desc, data, data ? strlen(data) : 0, dest);

	if (k <= 0)
		tst_brk(TBROK | TERRNO, "add_key(%s, %s)", type, desc);
	return k;
}

static void take_snap(key_serial_t key, struct snap *s)
{
	memset(s, 0, sizeof(*s));
	s->desc_ret = keyctl(KEYCTL_DESCRIBE, key, s->desc, sizeof(s->desc) - 1);
	errno = 0;
	s->data_ret = keyctl(KEYCTL_READ, key, s->data, sizeof(s->data));
	s->data_errno = s->data_ret < 0 ? errno : 0;
}

struct args {
	long op, a2, a3, a4, a5;
	key_serial_t watch;
};

static void prep_eacces(struct args *a)
{
	key_serial_t k = mk("user", "ltk:noread", "secret", ring);

	TST_EXP_PASS_SILENT(keyctl(KEYCTL_SETPERM, k, KEY_POS_VIEW | KEY_POS_SETATTR));
	*a = (struct args){KEYCTL_READ, k, (long)key_quota_payload, 64, 0, k};
}

static void prep_edeadlk(struct args *a)
{
	key_serial_t ka = mk("keyring", "ltk:A", NULL, ring);
	key_serial_t kb = mk("keyring", "ltk:B", NULL, ka);

	*a = (struct args){KEYCTL_LINK, ka, kb, 0, 0, kb};
}

static void prep_edquot(struct args *a)
{
	key_serial_t k = mk("user", "ltk:quota", "small", ring);

	/* leave about 1000 bytes of the user's quota free, then ask for 4096 more */
	filler = key_quota_fill(ring, 1000);
	*a = (struct args){KEYCTL_UPDATE, k, (long)key_quota_payload, 4096, 0, k};
}

static void prep_eexist(struct args *a)
{
	key_serial_t k = mk("keyring", "ltk:restricted1", NULL, ring);

	TST_EXP_PASS_SILENT(keyctl(KEYCTL_RESTRICT_KEYRING, k, NULL, NULL));
	*a = (struct args){KEYCTL_RESTRICT_KEYRING, k, 0, 0, 0, k};
}

static void prep_efault(struct args *a)
{
	*a = (struct args){KEYCTL_SEARCH, ring, (long)"user", (long)bad_addr, 0, ring};
}

static void prep_einval(struct args *a)
{
	key_serial_t k = mk("user", "ltk:perm", "p", ring);

	*a = (struct args){KEYCTL_SETPERM, k, 0x40000000 | KEY_POS_VIEW, 0, 0, k};
}

static void prep_ekeyexpired(struct args *a)
{
	key_serial_t k = mk("user", "ltk:expiring", "e", ring);

	TST_EXP_PASS_SILENT(keyctl(KEYCTL_SET_TIMEOUT, k, 1));
	key_wait_expired(k);
	*a = (struct args){KEYCTL_READ, k, (long)key_quota_payload, 64, 0, ring};
}

static void prep_ekeyrejected(struct args *a)
{
	key_serial_t signed_only, altered;

	key_certs_signed_only(ring, &signed_only, &altered);
	*a = (struct args){KEYCTL_LINK, altered, signed_only, 0, 0, signed_only};
}

static void prep_eloop(struct args *a)
{
	key_serial_t head = mk("keyring", "ltk:chain0", NULL, ring), k = head;
	key_serial_t target = mk("keyring", "ltk:target", NULL, ring);
	char name[32];
	int i;

	for (i = 1; i < CHAIN_LEN; i++) {
		snprintf(name, sizeof(name), "ltk:chain%d", i);
		k = mk("keyring", name, NULL, k);
	}
	*a = (struct args){KEYCTL_LINK, head, target, 0, 0, target};
}

/* struct keyctl_dh_params and struct keyctl_kdf_params of linux/keyctl.h */
static struct {
	int32_t priv, prime, base;
} dh_params;
static struct {
	char *hashname;
	char *otherinfo;
	uint32_t otherinfolen;
	uint32_t spare[8];
} kdf_params = {.hashname = "sha256"};

static void prep_emsgsize(struct args *a)
{
	/* the KDF output length is checked before the keys or the hash are looked at */
	*a = (struct args){KEYCTL_DH_COMPUTE, (long)&dh_params, (long)key_quota_payload, 2000,
			   (long)&kdf_params, ring};
}

static void prep_enoent(struct args *a)
{
	key_serial_t k = mk("user", "ltk:unlinked", "u", ring);
	key_serial_t other = mk("keyring", "ltk:other", NULL, ring);

	*a = (struct args){KEYCTL_UNLINK, k, other, 0, 0, ring};
}

static void prep_enotdir(struct args *a)
{
	key_serial_t k = mk("user", "ltk:notring", "n", ring);
	key_serial_t k2 = mk("user", "ltk:linkme", "l", ring);

	*a = (struct args){KEYCTL_LINK, k2, k, 0, 0, k};
}

static void prep_eopnotsupp_logon(struct args *a)
{
	key_serial_t k = mk("logon", "ltk:logon", "hidden", ring);

	*a = (struct args){KEYCTL_READ, k, (long)key_quota_payload, 64, 0, k};
}

static void prep_eopnotsupp_op(struct args *a)
{
	*a = (struct args){9999, ring, 0, 0, 0, ring};
}

static void prep_eperm(struct args *a)
{
	key_serial_t k = mk("keyring", "ltk:restricted2", NULL, ring);
	key_serial_t k2 = mk("user", "ltk:reject", "r", ring);

	TST_EXP_PASS_SILENT(keyctl(KEYCTL_RESTRICT_KEYRING, k, NULL, NULL));
	*a = (struct args){KEYCTL_LINK, k2, k, 0, 0, k};
}

static struct tcase {
	void (*prep)(struct args *a);
	int needs;	/* NEED_DH or NEED_X509: a kernel feature */
	int exp_errno;
	const char *desc;
} tcases[] = {
	{prep_eacces, 0, EACCES, "KEYCTL_READ without read permission"},
	{prep_edeadlk, 0, EDEADLK, "KEYCTL_LINK making a cycle"},
	{prep_edquot, 0, EDQUOT, "KEYCTL_UPDATE past the user's byte quota"},
	{prep_eexist, 0, EEXIST, "KEYCTL_RESTRICT_KEYRING of a restricted keyring"},
	{prep_efault, 0, EFAULT, "KEYCTL_SEARCH with a bad description pointer"},
	{prep_einval, 0, EINVAL, "KEYCTL_SETPERM with an invalid bit"},
	{prep_ekeyexpired, 0, EKEYEXPIRED, "KEYCTL_READ of an expired key"},
	{prep_ekeyrejected, NEED_X509, EKEYREJECTED,
	 "KEYCTL_LINK of an altered certificate into a keyring for signed keys"},
	{prep_eloop, 0, ELOOP, "KEYCTL_LINK of a chain nested too deep"},
	{prep_emsgsize, NEED_DH, EMSGSIZE, "KEYCTL_DH_COMPUTE with a 2000-byte KDF output"},
	{prep_enoent, 0, ENOENT, "KEYCTL_UNLINK of a key not in the keyring"},
	{prep_enotdir, 0, ENOTDIR, "KEYCTL_LINK into a user key"},
	{prep_eopnotsupp_logon, 0, EOPNOTSUPP, "KEYCTL_READ of a logon key"},
	{prep_eopnotsupp_op, 0, EOPNOTSUPP, "unknown operation 9999"},
	{prep_eperm, 0, EPERM, "KEYCTL_LINK into a keyring that rejects links"},
};

static void run_case(struct tcase *tc)
{
	struct args a;
	struct snap before, after;

	if (tc->needs == NEED_DH && !has_dh) {
		tst_res(TCONF, "CONFIG_KEY_DH_OPERATIONS is not set: %s", tc->desc);
		return;
	}
	if (tc->needs == NEED_X509 && !has_x509) {
		tst_res(TCONF, "no X.509 parser, RSA or SHA-256 in the kernel: %s", tc->desc);
		return;
	}
	tc->prep(&a);
	take_snap(a.watch, &before);
	TST_EXP_FAIL(keyctl(a.op, a.a2, a.a3, a.a4, a.a5), tc->exp_errno, "%s", tc->desc);
	take_snap(a.watch, &after);
	if (filler > 0) {
		keyctl(KEYCTL_INVALIDATE, filler);
		filler = 0;
	}
	if (memcmp(&before, &after, sizeof(before)))
		tst_res(TFAIL, "%s: key %d changed: '%s' (read %ld, errno %d) became '%s' "
			"(read %ld, errno %d)", tc->desc, a.watch, before.desc, before.data_ret,
			before.data_errno, after.desc, after.data_ret, after.data_errno);
	else
		tst_res(TPASS, "%s: key %d unchanged ('%s', read %ld)", tc->desc, a.watch,
			before.desc, before.data_ret);
}

static void in_child(key_serial_t session)
{
	unsigned int i;

	ring = session;
	for (i = 0; i < ARRAY_SIZE(tcases); i++)
		run_case(&tcases[i]);
}

static void run(void)
{
	key_quota_run_as_user(in_child);
}

static void setup(void)
{
	key_quota_setup();
	bad_addr = tst_get_bad_addr(NULL);
	has_dh = tst_kconfig_get("CONFIG_KEY_DH_OPERATIONS") == 'y';
	has_x509 = key_certs_supported();
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
