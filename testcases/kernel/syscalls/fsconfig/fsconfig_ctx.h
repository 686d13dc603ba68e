/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * What a filesystem context turns into, for the fsconfig tests that check that a failed
 * fsconfig() left the context as it was: the superblock is created (unless it already is),
 * mounted detached with fsmount() and described through the mount's descriptor.
 */
#ifndef FSCONFIG_CTX_H__
#define FSCONFIG_CTX_H__

#include <sys/stat.h>
#include <sys/statvfs.h>
#include <sys/statfs.h>
#include "tst_test.h"
#include "lapi/newmount.h"

struct ctx_result {
	unsigned long long bytes;
	unsigned long long files;
	int rdonly;
	unsigned int mode;
};

/* 0 with *res filled, -1 after a TFAIL when the context cannot create its superblock */
static inline int ctx_describe(int fd, int created, struct ctx_result *res)
{
	struct statfs sf;
	struct stat st;
	int mfd;

	if (!created && tst_syscall(__NR_fsconfig, fd, FSCONFIG_CMD_CREATE, NULL, NULL, 0)) {
		tst_res(TFAIL | TERRNO, "FSCONFIG_CMD_CREATE of the context");
		return -1;
	}
	mfd = tst_syscall(__NR_fsmount, fd, FSMOUNT_CLOEXEC, 0);
	if (mfd < 0)
		tst_brk(TBROK | TERRNO, "fsmount()");
	if (fstatfs(mfd, &sf))
		tst_brk(TBROK | TERRNO, "fstatfs() of the mount");
	SAFE_FSTAT(mfd, &st);
	SAFE_CLOSE(mfd);
	res->bytes = (unsigned long long)sf.f_blocks * sf.f_bsize;
	res->files = sf.f_files;
	res->rdonly = !!(sf.f_flags & ST_RDONLY);
	res->mode = st.st_mode & 07777;
	return 0;
}

/* TPASS if the context fd (already created or not) still gives what ref describes */
static inline void ctx_check_unchanged(const char *desc, int fd, int created,
				       const struct ctx_result *ref)
{
	struct ctx_result res;

	if (ctx_describe(fd, created, &res))
		return;
	if (res.bytes != ref->bytes || res.files != ref->files || res.rdonly != ref->rdonly ||
	    res.mode != ref->mode) {
		tst_res(TFAIL, "%s: the context changed: size %llu, inodes %llu, ro %d, mode 0%o; "
			"expected %llu, %llu, %d, 0%o", desc, res.bytes, res.files, res.rdonly,
			res.mode, ref->bytes, ref->files, ref->rdonly, ref->mode);
		return;
	}
	tst_res(TPASS, "%s: the context is unchanged (size %llu, inodes %llu, ro %d, mode 0%o)",
		desc, res.bytes, res.files, res.rdonly, res.mode);
}

#endif
