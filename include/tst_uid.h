/* SPDX-License-Identifier: GPL-2.0-or-later */
/* User and group ids for credential tests. */
#ifndef TST_UID_H__
#define TST_UID_H__

#include <sys/types.h>

/* A group id that no group in the group database uses, other than skip. TBROK if none. */
gid_t tst_get_free_gid_(const char *file, const int lineno, gid_t skip);
#define tst_get_free_gid(skip) tst_get_free_gid_(__FILE__, __LINE__, (skip))

/*
 * Fill buf[start..size-1] with distinct ids that are not the caller's real, effective or
 * saved id (for setreuid/setgroups tests). buf[0..start-1] are kept and not repeated.
 */
void tst_get_uids(uid_t *buf, unsigned int start, unsigned int size);
void tst_get_gids(gid_t *buf, unsigned int start, unsigned int size);

/*
 * Check getresuid()/getresgid() against the expected ids (-1 = any); TFAIL naming func and
 * both triples on a mismatch. Returns 1 when they match, 0 otherwise.
 */
int tst_check_resuid_(const char *file, const int lineno, const char *func,
		      uid_t exp_ruid, uid_t exp_euid, uid_t exp_suid);
#define tst_check_resuid(func, ruid, euid, suid) \
	tst_check_resuid_(__FILE__, __LINE__, (func), (ruid), (euid), (suid))

int tst_check_resgid_(const char *file, const int lineno, const char *func,
		      gid_t exp_rgid, gid_t exp_egid, gid_t exp_sgid);
#define tst_check_resgid(func, rgid, egid, sgid) \
	tst_check_resgid_(__FILE__, __LINE__, (func), (rgid), (egid), (sgid))

/*
 * LTK: drop the calling process to the user nobody and its group, with no supplementary
 * groups; leaving uid 0 clears every capability, so the process meets the permission
 * checks of an unprivileged user (the EACCES and EPERM rows of a test that runs as root).
 * Irreversible: call it in a child (SAFE_FORK()). TBROK when there is no user nobody, when
 * a call fails, or when the ids are not nobody's afterwards.
 */
void tst_become_nobody_(const char *file, const int lineno);
#define tst_become_nobody() tst_become_nobody_(__FILE__, __LINE__)

#endif
