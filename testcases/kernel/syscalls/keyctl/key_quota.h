// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * Helpers shared by the key tests (keyctl02, add_key02) that provoke EDQUOT and
 * EKEYEXPIRED: the byte quota a user has used, from /proc/key-users, and a bounded wait
 * for a key's timeout to pass.
 */

#ifndef KEY_QUOTA_H
#define KEY_QUOTA_H

#include <stdio.h>
#include <unistd.h>
#include "tst_test.h"
#include "tst_safe_stdio.h"
#include "lapi/keyctl.h"

/* Bytes of key quota in use by uid (the qnbytes of its /proc/key-users line). */
static inline long key_quota_bytes_used(uid_t uid)
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
	if (used < 0)
		tst_brk(TBROK, "no line for uid %d in /proc/key-users", (int)uid);
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

#endif /* KEY_QUOTA_H */
