// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * acct(2) errors, in the order of the man page's ERRORS:
 * - EACCES: filename is not a regular file (/dev/null); a file without write permission
 *   for a caller that kept CAP_SYS_PACCT but dropped CAP_DAC_OVERRIDE;
 * - EFAULT: filename outside the address space;
 * - EIO: a regular file that cannot be written: a file of a hugetlbfs mounted in the
 *   child's own mount namespace (hugetlbfs files have no write method; TCONF without
 *   hugetlbfs);
 * - EISDIR: filename is a directory;
 * - ELOOP: a symbolic link pointing to itself;
 * - ENAMETOOLONG: a name component longer than NAME_MAX;
 * - ENOENT: the file does not exist (and acct() does not create it);
 * - ENOTDIR: a component used as a directory is a regular file;
 * - EPERM: the caller lacks CAP_SYS_PACCT (nobody);
 * - EROFS: a file on a read-only filesystem.
 * The rows run in a child that is init of a new PID namespace (and mount namespace), so a
 * call that wrongly succeeded would not switch the host's accounting on. Afterwards a
 * process exits and no file of the test has grown: no row turned accounting on.
 *
 * Not provoked: ENFILE (needs the system-wide file table exhausted), ENOMEM (needs the
 * kernel out of memory), ENOSYS (the kernel here has CONFIG_BSD_PROCESS_ACCT), EUSERS
 * (needs the file table or memory exhausted).
 */

#include <pwd.h>
#include <limits.h>
#include <sched.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mount.h>
#include <sys/stat.h>
#include "tst_test.h"
#include "tst_safe_stdio.h"
#include "tst_clone.h"
#include "tst_capability.h"

#define MNT "mntpoint"
#define HUGE "huge"

static char *bad_addr;
static char longname[NAME_MAX + 2];
static uid_t nobody_uid;
static int has_huge;

enum who { ROOT, NO_DAC, NOBODY };

static struct tcase {
	const char *path;
	int exp_errno;
	enum who who;
	const char *desc;
} tcases[] = {
	{"/dev/null", EACCES, ROOT, "not a regular file"},
	{"readonly", EACCES, NO_DAC, "no write permission, no CAP_DAC_OVERRIDE"},
	{NULL, EFAULT, ROOT, "filename outside the address space"},
	{HUGE "/file", EIO, ROOT, "a hugetlbfs file, which cannot be written"},
	{"dir", EISDIR, ROOT, "a directory"},
	{"loop", ELOOP, ROOT, "symlink loop"},
	{longname, ENAMETOOLONG, ROOT, "component longer than NAME_MAX"},
	{"missing", ENOENT, ROOT, "file does not exist"},
	{"regular/file", ENOTDIR, ROOT, "component is a regular file"},
	{"regular", EPERM, NOBODY, "caller without CAP_SYS_PACCT"},
	{MNT "/file", EROFS, ROOT, "file on a read-only filesystem"},
};

static void one_case(struct tcase *tc)
{
	const char *path = tc->path ? tc->path : bad_addr;
	struct tst_cap dac[] = {
		{TST_CAP_DROP, CAP_DAC_OVERRIDE, "CAP_DAC_OVERRIDE"},
		{TST_CAP_DROP, CAP_DAC_READ_SEARCH, "CAP_DAC_READ_SEARCH"},
	};
	pid_t pid;

	if (tc->exp_errno == EIO && !has_huge) {
		tst_res(TCONF, "no hugetlbfs: acct() %s", tc->desc);
		return;
	}
	pid = SAFE_FORK();
	if (pid) {
		SAFE_WAITPID(pid, NULL, 0);
		return;
	}
	if (tc->who == NO_DAC) {
		tst_cap_action(&dac[0]);
		tst_cap_action(&dac[1]);
	} else if (tc->who == NOBODY) {
		SAFE_SETUID(nobody_uid);
	}
	TST_EXP_FAIL(acct(path), tc->exp_errno, "acct() %s", tc->desc);
	_exit(0);
}

static void check_size(const char *path)
{
	struct stat st;

	SAFE_STAT(path, &st);
	if (st.st_size)
		tst_res(TFAIL, "%s grew to %lld bytes: accounting was turned on", path,
			(long long)st.st_size);
	else
		tst_res(TPASS, "%s is still empty", path);
}

static void in_namespace(void)
{
	unsigned int i;

	/* the hugetlbfs mount stays in this child's mount namespace */
	SAFE_MOUNT(NULL, "/", NULL, MS_REC | MS_PRIVATE, NULL);
	if (has_huge) {
		SAFE_MOUNT("none", HUGE, "hugetlbfs", 0, NULL);
		SAFE_TOUCH(HUGE "/file", 0666, NULL);
	}
	for (i = 0; i < ARRAY_SIZE(tcases); i++)
		one_case(&tcases[i]);

	if (access("missing", F_OK) == 0)
		tst_res(TFAIL, "acct() created 'missing'");
	else if (errno != ENOENT)
		tst_brk(TBROK | TERRNO, "access(missing)");
	else
		tst_res(TPASS, "'missing' was not created");

	if (!SAFE_FORK())
		_exit(0);
	tst_reap_children();
	check_size("readonly");
	check_size("regular");
	if (has_huge)
		check_size(HUGE "/file");
}

static void run(void)
{
	const struct tst_clone_args args = {
		.flags = CLONE_NEWPID | CLONE_NEWNS,
		.exit_signal = SIGCHLD,
	};

	if (!SAFE_CLONE(&args)) {
		in_namespace();
		exit(0);
	}
	tst_reap_children();
}

static int kernel_has_fs(const char *type)
{
	char line[128], name[64];
	FILE *f = SAFE_FOPEN("/proc/filesystems", "r");
	int found = 0;

	while (!found && fgets(line, sizeof(line), f))
		found = sscanf(line, "nodev %63s", name) == 1 && !strcmp(name, type);
	SAFE_FCLOSE(f);
	return found;
}

static void setup(void)
{
	struct passwd *pw = SAFE_GETPWNAM("nobody");

	nobody_uid = pw->pw_uid;
	bad_addr = tst_get_bad_addr(NULL);
	memset(longname, 'a', sizeof(longname) - 1);
	SAFE_TOUCH("readonly", 0400, NULL);
	SAFE_TOUCH("regular", 0666, NULL);
	SAFE_MKDIR("dir", 0755);
	SAFE_SYMLINK("loop", "loop");
	SAFE_MKDIR(HUGE, 0755);
	has_huge = kernel_has_fs("hugetlbfs");
}

static struct tst_test test = {
	.test_all = run,
	.setup = setup,
	.needs_root = 1,
	.needs_tmpdir = 1,
	.needs_rofs = 1,
	.mntpoint = MNT,
	.forks_child = 1,
	.needs_kconfigs = (const char *const []) {
		"CONFIG_BSD_PROCESS_ACCT=y",
		NULL
	},
};
