// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * shmget(2) fails with the errors of man 2 shmget, in its order (in a new IPC namespace;
 * a segment of 4096 bytes, mode 0600, exists for the key):
 * - EACCES: nobody asks for it with mode 0600;
 * - EEXIST: IPC_CREAT | IPC_EXCL for the key;
 * - EINVAL: a new segment of size 0 (below SHMMIN), and of SHMMAX + 1 (the namespace's
 *   /proc/sys/kernel/shmmax lowered to 1 MiB);
 * - EINVAL: the key's segment is smaller than the size asked for (8192);
 * - ENOENT: no segment for another key and no IPC_CREAT;
 * - ENOMEM: a segment of twice the machine's RAM plus swap (from sysinfo()), without
 *   SHM_NORESERVE: its memory cannot be committed (with vm.overcommit_memory 1 nothing is
 *   committed, and on a 32-bit ABI the size may not fit size_t: then the row is skipped);
 * - ENOSPC: SHMMNI (shmmni of the namespace) lowered to 1 with one segment; SHMALL lowered
 *   to the pages in use;
 * - EPERM: SHM_HUGETLB asked for by nobody (no CAP_IPC_LOCK, not in
 *   /proc/sys/vm/hugetlb_shm_group).
 * A failed shmget() creates no segment (/proc/sysvipc/shm keeps one line).
 *
 * Not provoked: ENFILE needs the system-wide file table full, which would break every
 * process of the host.
 */

#include <stdint.h>
#include <stdlib.h>
#include <sys/sysinfo.h>
#include "tst_safe_file_ops.h"
#include "sysvipc.h"

static int id = -1, hugetlb_gid = -1, overcommit;
static char shmmax[64], shmall[64];
static size_t too_big;

static void expect_segments(int exp)
{
	char line[256];
	int n = -1;
	FILE *f = SAFE_FOPEN("/proc/sysvipc/shm", "r");

	while (fgets(line, sizeof(line), f))
		n++;
	SAFE_FCLOSE(f);
	if (n != exp)
		tst_res(TFAIL, "%d segments after the failed shmget(), expected %d", n, exp);
}

static void run(void)
{
	char buf[64];

	if (!SAFE_FORK()) {
		ipc_become_nobody();
		TST_EXP_FAIL2(shmget(TEST_KEY, 4096, 0600), EACCES, "nobody: shmget(0600 segment)");
		if (getgid() != (gid_t)hugetlb_gid)
			TST_EXP_FAIL2(shmget(IPC_PRIVATE, 2 << 20, SHM_HUGETLB | 0600), EPERM,
				      "nobody: shmget(SHM_HUGETLB)");
		exit(0);
	}
	tst_reap_children();
	TST_EXP_FAIL2(shmget(TEST_KEY, 4096, IPC_CREAT | IPC_EXCL | 0600), EEXIST,
		      "shmget(existing key, IPC_CREAT | IPC_EXCL)");
	TST_EXP_FAIL2(shmget(IPC_PRIVATE, 0, 0600), EINVAL, "shmget(size 0)");
	ipc_write_limit("/proc/sys/kernel/shmmax", "1048576");
	TST_EXP_FAIL2(shmget(IPC_PRIVATE, 1048577, 0600), EINVAL, "shmget(SHMMAX + 1)");
	TST_EXP_FAIL2(shmget(TEST_KEY, 8192, 0600), EINVAL, "shmget(key of 4096 bytes, 8192)");
	TST_EXP_FAIL2(shmget(TEST_KEY + 1, 4096, 0600), ENOENT, "shmget(missing key)");
	expect_segments(1);
	ipc_write_limit("/proc/sys/kernel/shmmax", shmmax);
	if (overcommit == 1)
		tst_res(TCONF, "vm.overcommit_memory is 1: no ENOMEM row");
	else if (!too_big)
		tst_res(TCONF, "twice RAM + swap does not fit size_t: no ENOMEM row");
	else
		TST_EXP_FAIL2(shmget(IPC_PRIVATE, too_big, 0600), ENOMEM,
			      "shmget(%zu bytes, twice RAM + swap)", too_big);
	expect_segments(1);
	ipc_write_limit("/proc/sys/kernel/shmmni", "1");
	TST_EXP_FAIL2(shmget(IPC_PRIVATE, 4096, 0600), ENOSPC, "shmget() at SHMMNI 1");
	ipc_write_limit("/proc/sys/kernel/shmmni", "4096");
	snprintf(buf, sizeof(buf), "%d", 4096 / getpagesize());
	ipc_write_limit("/proc/sys/kernel/shmall", buf);
	TST_EXP_FAIL2(shmget(IPC_PRIVATE, 4096, 0600), ENOSPC, "shmget() at SHMALL in use");
	expect_segments(1);
	ipc_write_limit("/proc/sys/kernel/shmall", shmall);
}

static void setup(void)
{
	struct sysinfo si;
	unsigned long long need;

	SAFE_SYSINFO(&si);
	need = 2ULL * ((unsigned long long)si.totalram + si.totalswap) * si.mem_unit;
	if (need <= SIZE_MAX)
		too_big = need;
	SAFE_FILE_SCANF("/proc/sys/vm/overcommit_memory", "%d", &overcommit);
	ipc_ns_setup();
	id = SAFE_SHMGET(TEST_KEY, 4096, IPC_CREAT | 0600);
	SAFE_FILE_SCANF("/proc/sys/kernel/shmmax", "%63s", shmmax);
	SAFE_FILE_SCANF("/proc/sys/kernel/shmall", "%63s", shmall);
	if (access("/proc/sys/vm/hugetlb_shm_group", F_OK) == 0)
		SAFE_FILE_SCANF("/proc/sys/vm/hugetlb_shm_group", "%d", &hugetlb_gid);
}

static void cleanup(void)
{
	if (id >= 0)
		SAFE_SHMCTL(id, IPC_RMID, NULL);
}

static struct tst_test test = {
	.test_all = run,
	.setup = setup,
	.cleanup = cleanup,
	.needs_root = 1,
	.forks_child = 1,
};
