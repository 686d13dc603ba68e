// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * memfd_create(2) errors, in the order of the man page's ERRORS section:
 *   EFAULT  "The address in name points to invalid memory."
 *   EINVAL  "flags included unknown bits." (an unknown low bit; a huge page size without
 *           MFD_HUGETLB; MFD_EXEC with MFD_NOEXEC_SEAL, which contradict each other,
 *           Linux 6.3)
 *   EINVAL  "name was too long. (The limit is 249 bytes, excluding the terminating null
 *           byte.)" (250 bytes fail; 249 bytes are checked to succeed)
 *   EMFILE  "The per-process limit on the number of open file descriptors has been
 *           reached." (RLIMIT_NOFILE lowered to the lowest free descriptor)
 * Not provoked:
 *   EINVAL  "Both MFD_HUGETLB and MFD_ALLOW_SEALING were specified": Linux 4.16 allows
 *           sealing on hugetlbfs, so the combination succeeds (memfd_create03 checks it).
 *   ENFILE  the system-wide file limit cannot be reached without disturbing the machine.
 *   ENOMEM  the kernel cannot be made short of memory safely.
 *
 * A failed call takes no descriptor: the lowest free one stays free.
 */

#include <string.h>
#include <sys/resource.h>
#include "tst_test.h"
#include "tst_fd_state.h"
#include "lapi/syscalls.h"
#include "lapi/memfd.h"

#define NAME_MAX_MEMFD 249

static char *long_name, *max_name;
static char *name = "memfd_create04";
static char *bad_name;
static struct rlimit orig_nofile;
static int lowered;

static void lower_nofile(void)
{
	struct rlimit rl = orig_nofile;
	int fd = SAFE_OPEN("/dev/null", O_RDONLY);

	/* fd is the lowest free descriptor: a limit equal to it leaves none free. */
	rl.rlim_cur = fd;
	SAFE_CLOSE(fd);
	SAFE_SETRLIMIT(RLIMIT_NOFILE, &rl);
	lowered = 1;
}

static void restore_nofile(void)
{
	SAFE_SETRLIMIT(RLIMIT_NOFILE, &orig_nofile);
	lowered = 0;
}

static struct tcase {
	char **name;
	unsigned int flags;
	int exp_errno;
	const char *desc;
	void (*pre)(void);
	void (*post)(void);
	int needs_noexec_kernel;
} tcases[] = {
	{&bad_name, 0, EFAULT, "name on an unmapped page", NULL, NULL, 0},
	{&name, 0x1000, EINVAL, "unknown flag 0x1000", NULL, NULL, 0},
	{&name, MFD_HUGE_2MB, EINVAL, "MFD_HUGE_2MB without MFD_HUGETLB", NULL, NULL, 0},
	{&name, MFD_EXEC | MFD_NOEXEC_SEAL, EINVAL, "MFD_EXEC | MFD_NOEXEC_SEAL", NULL, NULL, 1},
	{&long_name, 0, EINVAL, "250-byte name", NULL, NULL, 0},
	{&name, 0, EMFILE, "RLIMIT_NOFILE reached", lower_nofile, restore_nofile, 0},
};

static void run(unsigned int n)
{
	const struct tcase *tc = &tcases[n];
	int next;

	if (tc->needs_noexec_kernel && tst_kvercmp(6, 3, 0) < 0) {
		tst_res(TCONF, "%s needs Linux 6.3", tc->desc);
		return;
	}

	/* before pre(): no descriptor can be found once RLIMIT_NOFILE is lowered */
	next = tst_fd_lowest_free();
	if (tc->pre)
		tc->pre();
	TST_EXP_FAIL2(tst_syscall(__NR_memfd_create, *tc->name, tc->flags), tc->exp_errno,
		      "%s", tc->desc);
	if (tc->post)
		tc->post();
	if (TST_RET >= 0)
		SAFE_CLOSE(TST_RET);
	else if (!TST_FD_STILL_FREE(next))
		tst_res(TPASS, "%s: no descriptor taken (%d still free)", tc->desc, next);
}

static void run_limit(void)
{
	TST_EXP_FD(tst_syscall(__NR_memfd_create, max_name, 0), "249-byte name");
	if (TST_RET >= 0)
		SAFE_CLOSE(TST_RET);
}

static void run_all(unsigned int n)
{
	if (n < ARRAY_SIZE(tcases))
		run(n);
	else
		run_limit();
}

static void setup(void)
{
	long_name = SAFE_MALLOC(NAME_MAX_MEMFD + 2);
	memset(long_name, 'l', NAME_MAX_MEMFD + 1);
	long_name[NAME_MAX_MEMFD + 1] = 0;
	max_name = SAFE_MALLOC(NAME_MAX_MEMFD + 1);
	memset(max_name, 'm', NAME_MAX_MEMFD);
	max_name[NAME_MAX_MEMFD] = 0;
	bad_name = tst_get_bad_addr(NULL);
	SAFE_GETRLIMIT(RLIMIT_NOFILE, &orig_nofile);
}

static void cleanup(void)
{
	if (lowered)
		restore_nofile();
	free(long_name);
	free(max_name);
}

static struct tst_test test = {
	.tcnt = ARRAY_SIZE(tcases) + 1,
	.test = run_all,
	.setup = setup,
	.cleanup = cleanup,
};
