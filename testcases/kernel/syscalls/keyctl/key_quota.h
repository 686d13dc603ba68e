// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * The key-quota fixture shared by keyctl02, add_key02 and request_key03, which provoke
 * EDQUOT (and EKEYEXPIRED) as an unprivileged user whose byte quota (kernel.keys.maxbytes)
 * is small. The user is a uid of its own, not in use by any key (not listed in
 * /proc/key-users), so tests running at the same time do not share a quota:
 * - key_quota_setup(): picks that uid, reads kernel.keys.maxbytes and fills a payload of
 *   32000 bytes (TCONF when the quota does not fit in a "user" key's payload);
 * - key_quota_run_as_user(): in a child running as that uid inside a new anonymous
 *   session keyring of its own (every key goes away with the child), runs the test's body;
 * - key_quota_fill(): adds a filler key that leaves a given number of quota bytes free;
 * - the byte quota a user has used (from /proc/key-users) and bounded waits for the key
 *   garbage collector and for a key's timeout.
 */

#ifndef KEY_QUOTA_H
#define KEY_QUOTA_H

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <pwd.h>
#include "tst_test.h"
#include "tst_safe_macros.h"
#include "tst_safe_stdio.h"
#include "lapi/keyctl.h"

#define KEY_QUOTA_FILLER "ltk:filler"

static uid_t key_quota_uid;
static gid_t key_quota_gid;
static long key_quota_max;
static char key_quota_payload[32000];

/* Bytes of key quota in use by uid (the qnbytes of its /proc/key-users line), or -1. */
static inline long key_quota_lookup(uid_t uid)
{
	char line[256];
	long id, used = -1, max;
	FILE *f = SAFE_FOPEN("/proc/key-users", "r");

	while (fgets(line, sizeof(line), f)) {
		if (sscanf(line, " %ld: %*d %*d/%*d %*d/%*d %ld/%ld", &id, &used, &max) == 3 &&
		    id == (long)uid)
			break;
		used = -1;
	}
	SAFE_FCLOSE(f);
	return used;
}

static inline long key_quota_bytes_used(uid_t uid)
{
	long used = key_quota_lookup(uid);

	if (used < 0)
		tst_brk(TBROK, "no line for uid %u in /proc/key-users", (unsigned int)uid);
	return used;
}

/* Keys of an earlier iteration are freed by the key garbage collector, later: wait (5 s). */
static inline void key_quota_wait_below(uid_t uid, long bytes)
{
	int i;

	for (i = 0; i < 500 && key_quota_bytes_used(uid) > bytes; i++)
		usleep(10000);
}

/* A key's timeout passes by the clock: wait until reading it fails (at most 5 s). */
static inline void key_wait_expired(key_serial_t key)
{
	int i;

	for (i = 0; i < 500 && keyctl(KEYCTL_DESCRIBE, key, NULL, 0) >= 0; i++)
		usleep(10000);
}

static inline void key_quota_setup(void)
{
	uid_t uid = 2000000000 + getpid() % 100000;

	/* a uid no user database knows, without keys: its quota is all the test's */
	while (key_quota_lookup(uid) >= 0 || getpwuid(uid))
		uid++;
	key_quota_uid = uid;
	key_quota_gid = uid;
	tst_res(TINFO, "key quota user: uid %u", (unsigned int)uid);
	memset(key_quota_payload, 'q', sizeof(key_quota_payload));
	SAFE_FILE_SCANF("/proc/sys/kernel/keys/maxbytes", "%ld", &key_quota_max);
	if (key_quota_max + 100 > (long)sizeof(key_quota_payload))
		tst_brk(TCONF, "kernel.keys.maxbytes %ld is above the 32767-byte user payload",
			key_quota_max);
}

/*
 * Forks; the child becomes key_quota_uid in a new anonymous session keyring and runs body
 * with that keyring's ID. The key calls are what these tests check: their failure is a
 * TFAIL.
 */
static inline void key_quota_run_as_user(void (*body)(key_serial_t ring))
{
	key_serial_t ring;

	if (SAFE_FORK()) {
		tst_reap_children();
		return;
	}
	SAFE_SETGID(key_quota_gid);
	SAFE_SETUID(key_quota_uid);
	ring = keyctl(KEYCTL_JOIN_SESSION_KEYRING, NULL);
	if (ring <= 0 || keyctl(KEYCTL_GET_KEYRING_ID, KEY_SPEC_SESSION_KEYRING, 0) != ring)
		tst_brk(TFAIL | TERRNO, "KEYCTL_JOIN_SESSION_KEYRING(NULL) returned %d", ring);
	body(ring);
	exit(0);
}

/*
 * Adds a "user" key KEY_QUOTA_FILLER to ring whose payload leaves `left` bytes of the
 * user's quota free (after keys of an earlier iteration are collected).
 */
static inline key_serial_t key_quota_fill(key_serial_t ring, long left)
{
	key_serial_t k;
	long fill;

	key_quota_wait_below(key_quota_uid, key_quota_max / 2);
	fill = key_quota_max - key_quota_bytes_used(key_quota_uid) - left -
	       (long)sizeof(KEY_QUOTA_FILLER);
	if (fill <= 0 || fill >= (long)sizeof(key_quota_payload))
		tst_brk(TBROK, "a filler of %ld bytes cannot leave %ld of %ld quota bytes", fill,
			left, key_quota_max);
	k = add_key("user", KEY_QUOTA_FILLER, key_quota_payload, fill, ring);
	if (k <= 0)
		tst_brk(TBROK | TERRNO, "add_key() of a %ld-byte filler", fill);
	return k;
}

#endif /* KEY_QUOTA_H */
