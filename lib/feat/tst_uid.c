// SPDX-License-Identifier: GPL-2.0-or-later
/* Unused ids and credential checks for uid/gid tests. */
#include <errno.h>
#include <grp.h>
#include <pwd.h>
#include <unistd.h>
#include "ltk_core.h"
#include "tst_uid.h"

/* Search upwards from here: below are system ids that a test should not borrow. */
#define FIRST_FREE_ID 1000
#define LAST_FREE_ID 65533

gid_t tst_get_free_gid_(const char *file, const int lineno, gid_t skip)
{
	gid_t gid;

	for (gid = FIRST_FREE_ID; gid < LAST_FREE_ID; gid++) {
		if (gid == skip)
			continue;
		errno = 0;
		if (!getgrgid(gid) && !errno)
			return gid;
		/* A database error is not "free": keep looking rather than guess. */
	}
	ltk_brk(file, lineno, TBROK, NULL, "No free group id in %d..%d", FIRST_FREE_ID,
		LAST_FREE_ID);
	return (gid_t)-1;
}

static int used_id(unsigned int id, const unsigned int *buf, unsigned int n,
		   const unsigned int *own, unsigned int nown)
{
	unsigned int i;

	for (i = 0; i < n; i++)
		if (buf[i] == id)
			return 1;
	for (i = 0; i < nown; i++)
		if (own[i] == id)
			return 1;
	return 0;
}

static void fill_ids(unsigned int *buf, unsigned int start, unsigned int size,
		     const unsigned int *own, unsigned int nown)
{
	unsigned int id = 1, i;

	for (i = start; i < size; i++) {
		while (used_id(id, buf, i, own, nown))
			id++;
		buf[i] = id++;
	}
}

void tst_get_uids(uid_t *buf, unsigned int start, unsigned int size)
{
	unsigned int own[3];
	uid_t r, e, s;

	getresuid(&r, &e, &s);
	own[0] = r;
	own[1] = e;
	own[2] = s;
	fill_ids((unsigned int *)buf, start, size, own, 3);
}

void tst_get_gids(gid_t *buf, unsigned int start, unsigned int size)
{
	unsigned int own[3];
	gid_t r, e, s;

	getresgid(&r, &e, &s);
	own[0] = r;
	own[1] = e;
	own[2] = s;
	fill_ids((unsigned int *)buf, start, size, own, 3);
}

static int match(unsigned int got, unsigned int exp)
{
	return exp == (unsigned int)-1 || got == exp;
}

int tst_check_resuid_(const char *file, const int lineno, const char *func,
		      uid_t exp_ruid, uid_t exp_euid, uid_t exp_suid)
{
	uid_t r, e, s;

	if (getresuid(&r, &e, &s)) {
		ltk_brk(file, lineno, TBROK | TERRNO, NULL, "getresuid() failed");
		return 0;
	}
	if (match(r, exp_ruid) && match(e, exp_euid) && match(s, exp_suid))
		return 1;
	ltk_res(file, lineno, TFAIL, "%s: got uids [%d, %d, %d], expected [%d, %d, %d]", func,
		(int)r, (int)e, (int)s, (int)exp_ruid, (int)exp_euid, (int)exp_suid);
	return 0;
}

int tst_check_resgid_(const char *file, const int lineno, const char *func,
		      gid_t exp_rgid, gid_t exp_egid, gid_t exp_sgid)
{
	gid_t r, e, s;

	if (getresgid(&r, &e, &s)) {
		ltk_brk(file, lineno, TBROK | TERRNO, NULL, "getresgid() failed");
		return 0;
	}
	if (match(r, exp_rgid) && match(e, exp_egid) && match(s, exp_sgid))
		return 1;
	ltk_res(file, lineno, TFAIL, "%s: got gids [%d, %d, %d], expected [%d, %d, %d]", func,
		(int)r, (int)e, (int)s, (int)exp_rgid, (int)exp_egid, (int)exp_sgid);
	return 0;
}

void tst_become_nobody_(const char *file, const int lineno)
{
	struct passwd *pw;
	uid_t r, e, s;
	gid_t rg, eg, sg;

	errno = 0;
	pw = getpwnam("nobody");
	if (!pw) {
		ltk_brk(file, lineno, TBROK | (errno ? TERRNO : 0), NULL,
			"There is no user nobody");
		return;
	}
	if (setgroups(0, NULL) || setgid(pw->pw_gid) || setuid(pw->pw_uid)) {
		ltk_brk(file, lineno, TBROK | TERRNO, NULL,
			"Could not become nobody (uid %d, gid %d)", (int)pw->pw_uid,
			(int)pw->pw_gid);
		return;
	}
	if (getresuid(&r, &e, &s) || getresgid(&rg, &eg, &sg) || getgroups(0, NULL) ||
	    r != pw->pw_uid || e != r || s != r || rg != pw->pw_gid || eg != rg || sg != rg)
		ltk_brk(file, lineno, TBROK, NULL,
			"Becoming nobody (uid %d, gid %d) succeeded but left uids %d %d %d, "
			"gids %d %d %d, %d supplementary groups", (int)pw->pw_uid,
			(int)pw->pw_gid, (int)r, (int)e, (int)s, (int)rg, (int)eg, (int)sg,
			getgroups(0, NULL));
}
