/* SPDX-License-Identifier: GPL-2.0-or-later */
/* Namespace names of tst_ns_create and tst_ns_exec: "net,ipc,uts,mnt,pid,user,cgroup,time". */
#ifndef TST_NS_COMMON_H
#define TST_NS_COMMON_H

#include <sched.h>
#include <stdio.h>
#include <string.h>

static const struct {
	const char *name;
	int flag;
} ns_names[] = {
	{"net", CLONE_NEWNET}, {"ipc", CLONE_NEWIPC}, {"uts", CLONE_NEWUTS},
	{"mnt", CLONE_NEWNS}, {"pid", CLONE_NEWPID}, {"user", CLONE_NEWUSER},
	{"cgroup", CLONE_NEWCGROUP}, {"time", CLONE_NEWTIME},
};

/* The CLONE_NEW* flags of a comma-separated list; -1 (with a message) on a bad name. */
static int ns_flags(const char *prog, const char *list)
{
	char buf[256], *tok, *save;
	size_t i;
	int flags = 0, found;

	snprintf(buf, sizeof(buf), "%s", list);
	for (tok = strtok_r(buf, ",", &save); tok; tok = strtok_r(NULL, ",", &save)) {
		found = 0;
		for (i = 0; i < sizeof(ns_names) / sizeof(ns_names[0]); i++) {
			if (!strcmp(tok, ns_names[i].name)) {
				flags |= ns_names[i].flag;
				found = 1;
			}
		}
		if (!found) {
			fprintf(stderr, "%s: unknown namespace '%s' (net,ipc,uts,mnt,pid,user,"
				"cgroup,time)\n", prog, tok);
			return -1;
		}
	}
	if (!flags)
		fprintf(stderr, "%s: no namespace given\n", prog);
	return flags ? flags : -1;
}

#endif
