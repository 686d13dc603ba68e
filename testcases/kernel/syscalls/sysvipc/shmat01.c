// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * shmat(2) attaches a segment as man 2 shmat describes, checked through /proc/self/maps,
 * shmctl IPC_STAT and the memory itself:
 * - with shmaddr NULL the segment is mapped shared and read-write: what a child writes
 *   through its attach (inherited over fork) the parent reads; shm_nattch counts the
 *   attaches (2 while the child has it), shm_lpid is the last attacher and shm_atime set;
 * - SHM_RDONLY maps it read-only ("r--s"), and a write kills the writer with SIGSEGV;
 * - SHM_RND rounds an unaligned address down to a multiple of SHMLBA;
 * - SHM_REMAP replaces an existing mapping at the address: the page holding 'A' now shows
 *   the segment's contents;
 * - SHM_EXEC maps it executable as well ("rwxs").
 */

#include <signal.h>
#include <stdlib.h>
#include <sys/mman.h>
#include <sys/wait.h>
#include "sysvipc.h"

#define SIZE 8192

static int id = -1;

/* A free SHMLBA-aligned address for SIZE bytes. */
static char *free_addr(void)
{
	char *p = SAFE_MMAP(NULL, SIZE + SHMLBA, PROT_NONE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
	char *a = (char *)(((unsigned long)p + SHMLBA - 1) & ~(unsigned long)(SHMLBA - 1));

	SAFE_MUNMAP(p, SIZE + SHMLBA);
	return a;
}

static void shared(void)
{
	struct shmid_ds ds;
	char perms[5] = "", *p;
	pid_t pid;

	p = shmat(id, NULL, 0);
	if (p == (void *)-1) {
		tst_res(TFAIL | TERRNO, "shmat(NULL, 0)");
		return;
	}
	TST_EXP_EXPR(ipc_map_perms(p, perms) && !strcmp(perms, "rw-s"),
		     "shmat(NULL, 0) mapped it 'rw-s' (got '%s')", perms);
	pid = SAFE_FORK();
	if (!pid) {
		strcpy(p, "from the child");
		TST_CHECKPOINT_WAKE_AND_WAIT(0);
		exit(0);
	}
	TST_CHECKPOINT_WAIT(0);
	SAFE_SHMCTL(id, IPC_STAT, &ds);
	TST_EXP_EQ_LU(ds.shm_nattch, 2);
	TST_EXP_EQ_LI(ds.shm_lpid, getpid());
	TST_EXP_EXPR(ds.shm_atime > 0, "shm_atime is set");
	TST_EXP_EQ_STR(p, "from the child");
	TST_CHECKPOINT_WAKE(0);
	SAFE_WAITPID(pid, NULL, 0);
	SAFE_SHMDT(p);
}

static void rdonly(void)
{
	char perms[5] = "", *p;
	int status;
	pid_t pid;

	p = shmat(id, NULL, SHM_RDONLY);
	if (p == (void *)-1) {
		tst_res(TFAIL | TERRNO, "shmat(SHM_RDONLY)");
		return;
	}
	TST_EXP_EXPR(ipc_map_perms(p, perms) && !strcmp(perms, "r--s"),
		     "SHM_RDONLY mapped it 'r--s' (got '%s')", perms);
	TST_EXP_EQ_STR(p, "from the child");
	pid = SAFE_FORK();
	if (!pid) {
		p[0] = 'X';
		exit(0);
	}
	SAFE_WAITPID(pid, &status, 0);
	TST_EXP_EXPR(WIFSIGNALED(status) && WTERMSIG(status) == SIGSEGV,
		     "a write to the SHM_RDONLY attach is killed by SIGSEGV");
	SAFE_SHMDT(p);
}

static void rnd_remap_exec(void)
{
	char perms[5] = "", *a = free_addr(), *p, *m;

	p = shmat(id, a + 100, SHM_RND);
	TST_EXP_EXPR(p == a, "SHM_RND rounded %p down to %p (got %p)", a + 100, a, p);
	if (p != (void *)-1)
		SAFE_SHMDT(p);

	m = SAFE_MMAP(a, SIZE, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS | MAP_FIXED,
		      -1, 0);
	m[0] = 'A';
	p = shmat(id, a, SHM_REMAP);
	TST_EXP_EXPR(p == a && a[0] == 'f', "SHM_REMAP replaced the mapping at %p", a);
	if (p != (void *)-1)
		SAFE_SHMDT(p);

	p = shmat(id, NULL, SHM_EXEC);
	TST_EXP_EXPR(p != (void *)-1 && ipc_map_perms(p, perms) && !strcmp(perms, "rwxs"),
		     "SHM_EXEC mapped it 'rwxs' (got '%s')", perms);
	if (p != (void *)-1)
		SAFE_SHMDT(p);
}

static void run(void)
{
	shared();
	rdonly();
	rnd_remap_exec();
}

static void setup(void)
{
	ipc_ns_setup();
	id = SAFE_SHMGET(IPC_PRIVATE, SIZE, 0600);
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
	.needs_checkpoints = 1,
};
