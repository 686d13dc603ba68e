// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * .needs_cmds: "name" or "name OP version". The version of the installed tool comes from
 * its own version option (mkfs.ext4/mkfs.xfs/mkfs.btrfs -V, anything else --version):
 * the first word of its output that looks like a version number.
 */
#include <ctype.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <sys/mman.h>
#include "ltk_core.h"
#include "ltk_fs.h"
#include "tst_cmd.h"

#define MAX_PARTS 8

enum op { OP_LT, OP_GT, OP_LE, OP_GE, OP_EQ };

static const struct {
	const char *str;
	enum op op;
} ops[] = {
	{"<=", OP_LE}, {">=", OP_GE}, {"==", OP_EQ}, {"<", OP_LT}, {">", OP_GT},
};

/* "1.43.0" or "v6.2" -> numbers; returns the count, 0 when it is no version. */
static int parse_version(const char *str, long parts[MAX_PARTS])
{
	int n = 0;
	char *end;

	if (*str == 'v' || *str == 'V')
		str++;
	if (!isdigit((unsigned char)*str))
		return 0;
	while (n < MAX_PARTS) {
		if (!isdigit((unsigned char)*str))
			return 0;
		errno = 0;
		parts[n++] = strtol(str, &end, 10);
		if (errno)
			return 0;
		str = end;
		if (*str != '.')
			break;
		str++;
	}
	/* Allow a suffix like "-rc1" or "+git" after the numbers, nothing else. */
	if (*str && *str != '-' && *str != '+' && *str != '~' && *str != ',' && *str != ')')
		return 0;
	return n;
}

static int compare_versions(const long *a, int na, const long *b, int nb)
{
	int i;

	for (i = 0; i < na || i < nb; i++) {
		long x = i < na ? a[i] : 0, y = i < nb ? b[i] : 0;

		if (x != y)
			return x < y ? -1 : 1;
	}
	return 0;
}

static const char *version_option(const char *name)
{
	if (!strncmp(name, "mkfs.ext", 8) || !strcmp(name, "mke2fs") ||
	    !strcmp(name, "mkfs.xfs") || !strcmp(name, "mkfs.btrfs"))
		return "-V";
	return "--version";
}

/* Run "name -V" (or --version) and find the version word; 0 on success. */
static int tool_version(const char *name, char *ver, size_t ver_len, long parts[MAX_PARTS],
			int *nparts)
{
	const char *argv[] = {name, version_option(name), NULL};
	char out[4096], *word, *save;
	ssize_t len;
	int fd;

	fd = memfd_create("ltk_cmd_version", MFD_CLOEXEC);
	if (fd < 0)
		return -1;
	tst_cmd_fds_(NULL, argv, fd, fd, TST_CMD_PASS_RETVAL);
	len = pread(fd, out, sizeof(out) - 1, 0);
	close(fd);
	if (len <= 0)
		return -1;
	out[len] = '\0';

	for (word = strtok_r(out, " \t\n,", &save); word; word = strtok_r(NULL, " \t\n,", &save)) {
		*nparts = parse_version(word, parts);
		if (*nparts) {
			snprintf(ver, ver_len, "%s", word);
			return 0;
		}
	}
	return -1;
}

static int unsatisfied(int brk_nosupp, const char *fmt, const char *a, const char *b,
		       const char *c, const char *d)
{
	if (brk_nosupp)
		ltk_brk(__FILE__, __LINE__, TCONF, NULL, fmt, a, b, c, d);
	else
		ltk_res(__FILE__, __LINE__, TINFO, fmt, a, b, c, d);
	return 1;
}

int tst_check_cmd(const char *cmd, const int brk_nosupp)
{
	char buf[256], have[64], *name, *opstr, *ver, *extra, *save;
	long want_v[MAX_PARTS], have_v[MAX_PARTS];
	int nwant, nhave, cmp, ok = 0;
	size_t i;
	enum op op = OP_EQ;

	if (!cmd || snprintf(buf, sizeof(buf), "%s", cmd) >= (int)sizeof(buf)) {
		ltk_brk(__FILE__, __LINE__, TBROK, NULL, "Invalid command '%s'",
			cmd ? cmd : "(null)");
		return 1;
	}
	name = strtok_r(buf, " \t", &save);
	opstr = strtok_r(NULL, " \t", &save);
	ver = strtok_r(NULL, " \t", &save);
	extra = strtok_r(NULL, " \t", &save);
	if (!name || (opstr && !ver) || extra) {
		ltk_brk(__FILE__, __LINE__, TBROK, NULL,
			"Invalid command '%s', expected 'name' or 'name OP version'", cmd);
		return 1;
	}

	if (!ltk_find_in_path(name, NULL, 0)) {
		if (brk_nosupp)
			ltk_brk(__FILE__, __LINE__, TCONF, NULL, "Couldn't find '%s' in $PATH",
				name);
		else
			ltk_res(__FILE__, __LINE__, TINFO, "Couldn't find '%s' in $PATH", name);
		return 1;
	}
	if (!opstr)
		return 0;

	for (i = 0; i < ARRAY_SIZE(ops); i++) {
		if (!strcmp(opstr, ops[i].str)) {
			op = ops[i].op;
			break;
		}
	}
	if (i == ARRAY_SIZE(ops)) {
		ltk_brk(__FILE__, __LINE__, TBROK, NULL,
			"Invalid operator '%s' in '%s' (use < > <= >= ==)", opstr, cmd);
		return 1;
	}
	nwant = parse_version(ver, want_v);
	if (!nwant) {
		ltk_brk(__FILE__, __LINE__, TBROK, NULL, "Invalid version '%s' in '%s'", ver, cmd);
		return 1;
	}
	if (tool_version(name, have, sizeof(have), have_v, &nhave)) {
		ltk_brk(__FILE__, __LINE__, TBROK, NULL, "Cannot find the version of '%s'", name);
		return 1;
	}

	cmp = compare_versions(have_v, nhave, want_v, nwant);
	switch (op) {
	case OP_LT: ok = cmp < 0; break;
	case OP_GT: ok = cmp > 0; break;
	case OP_LE: ok = cmp <= 0; break;
	case OP_GE: ok = cmp >= 0; break;
	case OP_EQ: ok = cmp == 0; break;
	}
	if (ok)
		return 0;
	return unsatisfied(brk_nosupp, "%s has version %s, the test needs %s %s",
			   name, have, opstr, ver);
}
