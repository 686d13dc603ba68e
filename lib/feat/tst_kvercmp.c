// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * Kernel version comparisons. The result is < 0 when the kernel is OLDER than the version
 * asked about (LTP's header comment says the opposite; its code and its users agree with
 * this, see doc/devices.md).
 */
#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/utsname.h>
#include "ltk_core.h"
#include "tst_kvercmp.h"

#define EXV_PARTS 16

int tst_parse_kver(const char *str_kver, int *v1, int *v2, int *v3)
{
	int *v[3] = {v1, v2, v3};
	const char *p = str_kver;
	char *end;
	long n;
	int i;

	*v1 = *v2 = *v3 = 0;
	if (!p)
		return 1;
	for (i = 0; i < 3; i++) {
		if (!isdigit((unsigned char)*p))
			return 1;
		n = strtol(p, &end, 10);
		if (n > 65535)
			return 1;
		*v[i] = n;
		p = end;
		/* "3.10" and "4.19-rc1" leave the remaining numbers at 0. */
		if (*p != '.')
			return 0;
		p++;
	}
	return 0;
}

void tst_getkver(int *k1, int *k2, int *k3)
{
	struct utsname u;

	uname(&u);
	if (tst_parse_kver(u.release, k1, k2, k3))
		ltk_brk(__FILE__, __LINE__, TBROK, NULL, "Invalid kernel version %s", u.release);
}

static int clamp(int v)
{
	return v > 255 ? 255 : v < -255 ? -255 : v;
}

/*
 * LTP computes (a << 16) + (b << 8) + c for both and subtracts, which orders 4.9.337
 * after 4.10.0. Compare part by part instead; the value is the same for the usual
 * small differences and the sign is always right.
 */
static int kver_cmp(int a, int b, int c, int r1, int r2, int r3)
{
	if (a != r1)
		return clamp(a - r1) * 65536;
	if (b != r2)
		return clamp(b - r2) * 256;
	return clamp(c - r3);
}

int tst_kvcmp(const char *cur_kver, int r1, int r2, int r3)
{
	int a, b, c;

	if (tst_parse_kver(cur_kver, &a, &b, &c)) {
		ltk_brk(__FILE__, __LINE__, TBROK, NULL, "Invalid kernel version %s", cur_kver);
		return 0;
	}
	return kver_cmp(a, b, c, r1, r2, r3);
}

int tst_kvercmp(int r1, int r2, int r3)
{
	struct utsname u;

	uname(&u);
	return tst_kvcmp(u.release, r1, r2, r3);
}

/* "2.6.32-131.0.15.el6.x86_64" -> 2 6 32 131 0 15: every number up to the first letter. */
static int split_exv(const char *s, long parts[EXV_PARTS])
{
	int n = 0;
	char *end;

	while (*s && n < EXV_PARTS) {
		if (!isdigit((unsigned char)*s))
			break;
		parts[n++] = strtol(s, &end, 10);
		s = end;
		if (*s != '.' && *s != '-')
			break;
		s++;
	}
	return n;
}

int tst_kvexcmp(const char *tst_exv, const char *cur_kver)
{
	long a[EXV_PARTS], b[EXV_PARTS];
	int na = split_exv(cur_kver, a), nb = split_exv(tst_exv, b), i;

	for (i = 0; i < na || i < nb; i++) {
		long x = i < na ? a[i] : 0, y = i < nb ? b[i] : 0;

		if (x != y)
			return x < y ? -1 : 1;
	}
	return 0;
}

const char *tst_kvcmp_distname(const char *kver)
{
	static char name[16];
	const char *p;
	int ver;

	p = strstr(kver, ".el");
	if (!p || !isdigit((unsigned char)p[3]))
		return NULL;
	ver = atoi(p + 3);
	p += 3;
	while (isdigit((unsigned char)*p))
		p++;
	if (!strncmp(p, "uek", 3))
		snprintf(name, sizeof(name), "OL%dUEK", ver);
	else
		snprintf(name, sizeof(name), "RHEL%d", ver);
	return name;
}

int tst_kvercmp2(int r1, int r2, int r3, struct tst_kern_exv *vers)
{
	const char *dist;
	struct utsname u;
	int i;

	uname(&u);
	dist = tst_kvcmp_distname(u.release);
	for (i = 0; dist && vers && vers[i].dist_name; i++) {
		if (!strcmp(dist, vers[i].dist_name)) {
			ltk_res(__FILE__, __LINE__, TINFO, "Detected %s using kernel version %s",
				dist, u.release);
			return tst_kvexcmp(vers[i].extra_ver, u.release);
		}
	}
	return tst_kvcmp(u.release, r1, r2, r3);
}
