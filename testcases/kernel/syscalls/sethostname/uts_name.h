/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * The two UTS names a test may change only inside its own UTS namespace: the host's
 * names never change. uts_name_test(set, proc_file, field) runs, in a child that made a
 * new UTS namespace:
 * - set(name, len) for "ltk-uts-test": uname() (field: offsetof nodename or domainname)
 *   and /proc/sys/kernel/<proc_file> show it; a len shorter than the string stores only
 *   len bytes;
 * - EFAULT for a name outside the address space; EINVAL for len -1 and for len 65 (over
 *   the 64 bytes a UTS name holds); EPERM for an unprivileged caller;
 * and then checks, in the test, that the host's name is the same as before.
 */
#ifndef UTS_NAME_H__
#define UTS_NAME_H__

#include <sched.h>
#include <stddef.h>
#include <stdlib.h>
#include <sys/utsname.h>
#include "tst_test.h"

static inline void uts_read(const char *proc_file, char *buf, size_t size)
{
	char path[64];

	snprintf(path, sizeof(path), "/proc/sys/kernel/%s", proc_file);
	SAFE_FILE_SCANF(path, "%63s", buf);
	(void)size;
}

static inline void uts_expect(const char *proc_file, size_t field, const char *exp,
			      const char *why)
{
	struct utsname u;
	char proc[65] = "";

	if (uname(&u))
		tst_brk(TBROK | TERRNO, "uname()");
	uts_read(proc_file, proc, sizeof(proc));
	TST_EXP_EXPR(!strcmp((char *)&u + field, exp) && !strcmp(proc, exp),
		     "%s: uname() '%s', /proc '%s' (expected '%s')", why, (char *)&u + field,
		     proc, exp);
}

static inline void uts_name_test(int (*set)(const char *, size_t), const char *proc_file,
				 size_t field)
{
	char before[65] = "", after[65] = "", *long_name;
	void *bad_addr = tst_get_bad_addr(NULL);

	long_name = tst_alloc(66);
	memset(long_name, 'a', 65);
	long_name[65] = '\0';
	uts_read(proc_file, before, sizeof(before));
	if (!SAFE_FORK()) {
		SAFE_UNSHARE(CLONE_NEWUTS);
		TST_EXP_PASS(set("ltk-uts-test", 12), "set the name to 'ltk-uts-test'");
		uts_expect(proc_file, field, "ltk-uts-test", "in the new UTS namespace");
		TST_EXP_PASS(set("ltk-uts-test", 3), "set with len 3");
		uts_expect(proc_file, field, "ltk", "len 3 stores 3 bytes");
		TST_EXP_FAIL(set(bad_addr, 8), EFAULT, "name outside the address space");
		TST_EXP_FAIL(set("x", (size_t)-1), EINVAL, "len -1");
		TST_EXP_FAIL(set(long_name, 65), EINVAL, "len 65");
		uts_expect(proc_file, field, "ltk", "the errors changed nothing");
		tst_become_nobody();
		TST_EXP_FAIL(set("nobodys", 7), EPERM, "unprivileged caller");
		uts_expect(proc_file, field, "ltk", "EPERM changed nothing");
		exit(0);
	}
	tst_reap_children();
	uts_read(proc_file, after, sizeof(after));
	TST_EXP_EXPR(!strcmp(before, after), "the host's %s is unchanged ('%s')", proc_file,
		     after);
}

#endif
