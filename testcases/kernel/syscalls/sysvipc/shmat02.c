// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * shmat(2) fails with the errors of man 2 shmat, in its order (in a new IPC namespace):
 * - EACCES: nobody attaches root's segment of mode 0600; and attaches a 0644 segment
 *   read-write;
 * - EINVAL: shmid -1; an unaligned address without SHM_RND; SHM_REMAP with a NULL address;
 *   SHM_RND with an address that rounds into an existing mapping (no SHM_REMAP);
 * - ENOMEM: a child's RLIMIT_AS lowered to its own address-space size (VmSize): the
 *   attach needs address space beyond it.
 * After each failure no mapping was added (the number of /proc/self/maps lines is the
 * same) and shm_nattch is unchanged.
 *
 * Not provoked: EIDRM needs the segment removed between the lookup and the attach inside
 * the kernel (Linux lets a segment marked for removal be attached again by its id, and a
 * destroyed one's id gives EINVAL).
 */

#include <stdlib.h>
#include <sys/mman.h>
#include <sys/resource.h>
#include "tst_safe_file_ops.h"
#include "sysvipc.h"

static int priv = -1, ro = -1;

static int maps_lines(void)
{
	char line[512];
	int n = 0;
	FILE *f = SAFE_FOPEN("/proc/self/maps", "r");

	while (fgets(line, sizeof(line), f))
		n++;
	SAFE_FCLOSE(f);
	return n;
}

static void fails(int id, const void *addr, int flags, int exp_errno, const char *what)
{
	struct shmid_ds ds;
	unsigned long nattch = 0;
	int before = maps_lines();
	void *p;

	if (id >= 0 && !shmctl(id, IPC_STAT, &ds))
		nattch = ds.shm_nattch;
	p = shmat(id, addr, flags);
	if (p != (void *)-1) {
		tst_res(TFAIL, "shmat() %s succeeded", what);
		SAFE_SHMDT(p);
		return;
	}
	if (errno != exp_errno) {
		tst_res(TFAIL | TERRNO, "shmat() %s: expected %s", what, tst_strerrno(exp_errno));
		return;
	}
	tst_res(TPASS | TERRNO, "shmat() %s", what);
	if (maps_lines() != before)
		tst_res(TFAIL, "the failed shmat() changed /proc/self/maps");
	if (id >= 0 && !shmctl(id, IPC_STAT, &ds) && ds.shm_nattch != nattch)
		tst_res(TFAIL, "shm_nattch changed to %lu", (unsigned long)ds.shm_nattch);
}

/*
 * In a child: shmat() with RLIMIT_AS at the current VmSize; nothing is allocated between
 * the two setrlimit() calls, so only the attach needs the missing address space.
 */
static void no_address_space(void)
{
	struct rlimit old, low;
	unsigned long kb;
	int before = maps_lines();

	SAFE_GETRLIMIT(RLIMIT_AS, &old);
	SAFE_FILE_LINES_SCANF("/proc/self/status", "VmSize: %lu", &kb);
	low = (struct rlimit){kb * 1024, old.rlim_max};
	SAFE_SETRLIMIT(RLIMIT_AS, &low);
	TEST((long)shmat(priv, NULL, 0));
	SAFE_SETRLIMIT(RLIMIT_AS, &old);
	if (TST_RET != -1) {
		tst_res(TFAIL, "shmat() beyond RLIMIT_AS succeeded");
		SAFE_SHMDT((void *)TST_RET);
	} else if (TST_ERR != ENOMEM) {
		tst_res(TFAIL | TTERRNO, "shmat() beyond RLIMIT_AS: expected ENOMEM");
	} else {
		tst_res(TPASS | TTERRNO, "shmat() beyond RLIMIT_AS %lu kB", kb);
	}
	if (maps_lines() != before)
		tst_res(TFAIL, "the failed shmat() changed /proc/self/maps");
}

static void run(void)
{
	char *a;

	if (!SAFE_FORK()) {
		ipc_become_nobody();
		fails(priv, NULL, 0, EACCES, "nobody, 0600 segment");
		fails(ro, NULL, 0, EACCES, "nobody, 0644 segment read-write");
		exit(0);
	}
	tst_reap_children();
	fails(-1, NULL, 0, EINVAL, "shmid -1");
	a = SAFE_MMAP(NULL, 3 * SHMLBA, PROT_NONE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
	fails(priv, a + 100, 0, EINVAL, "unaligned address without SHM_RND");
	fails(priv, NULL, SHM_REMAP, EINVAL, "SHM_REMAP with a NULL address");
	fails(priv, a + 100, SHM_RND, EINVAL, "over an existing mapping without SHM_REMAP");
	SAFE_MUNMAP(a, 3 * SHMLBA);
	if (!SAFE_FORK()) {
		no_address_space();
		exit(0);
	}
	tst_reap_children();
}

static void setup(void)
{
	ipc_ns_setup();
	priv = SAFE_SHMGET(IPC_PRIVATE, 16 << 20, 0600);
	ro = SAFE_SHMGET(IPC_PRIVATE, 4096, 0644);
}

static void cleanup(void)
{
	if (priv >= 0)
		SAFE_SHMCTL(priv, IPC_RMID, NULL);
	if (ro >= 0)
		SAFE_SHMCTL(ro, IPC_RMID, NULL);
}

static struct tst_test test = {
	.test_all = run,
	.setup = setup,
	.cleanup = cleanup,
	.needs_root = 1,
	.forks_child = 1,
};
