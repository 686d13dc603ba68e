/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * Kernel version checks. All compare functions return a value < 0 when the running (or
 * given) kernel is OLDER than r1.r2.r3, 0 when equal and > 0 when newer.
 */
#ifndef TST_KVERCMP_H
#define TST_KVERCMP_H

/* Distribution kernels whose backports make a plain version compare wrong. */
struct tst_kern_exv {
	char *dist_name;	/* "RHEL5", "RHEL6", "OL6UEK" ... */
	char *extra_ver;	/* version of that distribution's kernel, "2.6.32-131.0.15" */
};

int tst_kvercmp(int r1, int r2, int r3);
/* As tst_kvercmp, but on a kernel of a listed distribution compare with its extra_ver. */
int tst_kvercmp2(int r1, int r2, int r3, struct tst_kern_exv *vers);
/* Compare the release string cur_kver ("6.18.44-fc") with r1.r2.r3. */
int tst_kvcmp(const char *cur_kver, int r1, int r2, int r3);
/* Compare "a.b.c-d.e..." component-wise with cur_kver. */
int tst_kvexcmp(const char *tst_exv, const char *cur_kver);
/* Distribution tag of a release string ("RHEL6", "OL6UEK") or NULL. */
const char *tst_kvcmp_distname(const char *cur_kver);
/* Parse "3.10", "4.19.1-foo" into three numbers (missing ones are 0). 0 or 1 on error. */
int tst_parse_kver(const char *str_kver, int *v1, int *v2, int *v3);
/* Version of the running kernel; TBROK if uname's release cannot be parsed. */
void tst_getkver(int *k1, int *k2, int *k3);

#endif
