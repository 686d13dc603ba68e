// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * clone3(2) with each CLONE_NEW* flag puts the child in a new namespace of that type: its
 * /proc/self/ns link differs from the caller's (which stays as it was), and one effect of
 * the new namespace is seen:
 * - CLONE_NEWNS: a tmpfs the child mounts (after making its mounts private) holds a file
 *   the child sees and the caller, looking at the same directory, does not;
 * - CLONE_NEWUTS: the hostname the child sets is its own; the caller's is unchanged;
 * - CLONE_NEWIPC: the caller's System V message queue does not exist for the child
 *   (msgctl(IPC_STAT) fails with EINVAL) and still exists afterwards;
 * - CLONE_NEWPID: the child is pid 1 and its parent pid is 0;
 * - CLONE_NEWNET: the child's only network interface is lo;
 * - CLONE_NEWUSER: the child (root outside) is the overflow uid inside until the caller
 *   writes "0 0 1" to its uid_map and gid_map; then it is uid and gid 0;
 * - CLONE_NEWCGROUP: every line of the child's /proc/self/cgroup is the root, "/", while
 *   the caller's is not (where the test's own cgroups are all the root, a helper process
 *   first moves into a cgroup v2 group and makes the child);
 * - CLONE_NEWTIME: the child's children are in its time namespace too
 *   (/proc/PID/ns/time_for_children), and its offsets are 0: its CLOCK_MONOTONIC lies
 *   between the caller's readings before the clone and after the child's exit.
 * CLONE_INTO_CGROUP: with a cgroup v2 hierarchy mounted in the test's directory, the child
 * starts in a new group given by a directory descriptor: its /proc/self/cgroup names the
 * group, and the group's cgroup.procs lists it. Errors, after which no child exists and
 * the group's cgroup.procs is empty: EACCES for a caller (nobody) not allowed to write
 * the group's cgroup.procs; EOPNOTSUPP for a group in the "domain invalid" state (a
 * domain sibling of a threaded group).
 *
 * Not provoked: EBUSY (a group with a domain controller enabled: needs a controller
 * enabled in the root group's cgroup.subtree_control, a change of the host's hierarchy).
 * The other ERRORS of clone3() are clone301's.
 */

#include <linux/sched.h>
#include <net/if.h>
#include <sched.h>
#include <signal.h>
#include <stdlib.h>
#include <sys/ipc.h>
#include <sys/mount.h>
#include <sys/msg.h>
#include <sys/syscall.h>
#include <sys/utsname.h>
#include <sys/wait.h>
#include "tst_test.h"
#include "tst_safe_clocks.h"
#include "tst_safe_stdio.h"
#include "tst_safe_sysv_ipc.h"
#include "../unshare/ns_util.h"

#ifndef CLONE_NEWTIME
# define CLONE_NEWTIME 0x00000080
#endif
#ifndef CLONE_INTO_CGROUP
# define CLONE_INTO_CGROUP 0x200000000ULL
#endif

#define MNT "mnt"
#define CG "cg"
#define HOSTNAME "ltk-clone302"

static struct shared {
	struct timespec child_mono;
} *shm;

static int msq = -1;
static int cg_mounted;
static int cg_fd = -1, inv_fd = -1;
static char cg_name[64], dom_name[64], thr_name[80], inv_name[80];
static int caller_all_root;

static pid_t do_clone3(uint64_t flags, int fd)
{
	struct tst_clone_args args = {
		.flags = flags,
		.exit_signal = SIGCHLD,
		.cgroup = fd < 0 ? 0 : fd,
	};

	return syscall(__NR_clone3, &args, sizeof(args));
}

static void child_mnt(void)
{
	SAFE_MOUNT(NULL, "/", NULL, MS_REC | MS_PRIVATE, NULL);
	SAFE_MOUNT("ltk", MNT, "tmpfs", 0, NULL);
	SAFE_FILE_PRINTF(MNT "/marker", "x");
	TST_EXP_PASS(access(MNT "/marker", F_OK), "the child sees a file in its tmpfs");
	TST_CHECKPOINT_WAKE_AND_WAIT(0);
}

static void parent_mnt(pid_t pid)
{
	TST_CHECKPOINT_WAIT(0);
	TST_EXP_FAIL(access(MNT "/marker", F_OK), ENOENT,
		     "the caller does not see the child's mount");
	TST_CHECKPOINT_WAKE(0);
}

static void child_uts(void)
{
	struct utsname u;

	SAFE_SETHOSTNAME(HOSTNAME, strlen(HOSTNAME));
	if (uname(&u))
		tst_brk(TBROK | TERRNO, "uname()");
	TST_EXP_EQ_STR(u.nodename, HOSTNAME);
}

static void child_ipc(void)
{
	struct msqid_ds ds;

	TST_EXP_FAIL(msgctl(msq, IPC_STAT, &ds), EINVAL,
		     "the caller's message queue %d in the child", msq);
}

static void child_pid(void)
{
	TST_EXP_EQ_LI(getpid(), 1);
	TST_EXP_EQ_LI(getppid(), 0);
}

static void child_net(void)
{
	struct if_nameindex *ifs = if_nameindex(), *i;
	int n = 0, lo = 0;

	if (!ifs)
		tst_brk(TBROK | TERRNO, "if_nameindex()");
	for (i = ifs; i->if_index; i++) {
		n++;
		lo |= !strcmp(i->if_name, "lo");
	}
	if_freenameindex(ifs);
	TST_EXP_EXPR(n == 1 && lo, "the child has only lo (%d interfaces)", n);
}

static void child_user(void)
{
	int overflow;

	SAFE_FILE_SCANF("/proc/sys/kernel/overflowuid", "%d", &overflow);
	TST_EXP_EQ_LI(getuid(), overflow);
	TST_CHECKPOINT_WAKE_AND_WAIT(0);
	TST_EXP_EQ_LI(getuid(), 0);
	TST_EXP_EQ_LI(getgid(), 0);
}

static void parent_user(pid_t pid)
{
	TST_CHECKPOINT_WAIT(0);
	ns_map_root(pid, 0);
	TST_CHECKPOINT_WAKE(0);
}

static void child_cgroup(void)
{
	TST_EXP_EXPR(ns_cgroup_all_root(), "every /proc/self/cgroup line of the child is /");
}

static void child_time(void)
{
	ino_t ino = ns_ino(0, "time");
	pid_t pid;

	TST_EXP_EQ_LU(ns_ino(0, "time_for_children"), ino);
	pid = SAFE_FORK();
	if (!pid) {
		TST_EXP_EQ_LU(ns_ino(0, "time"), ino);
		_exit(0);
	}
	SAFE_WAITPID(pid, NULL, 0);
	SAFE_CLOCK_GETTIME(CLOCK_MONOTONIC, &shm->child_mono);
}

static struct tcase {
	uint64_t flag;
	const char *ns;
	const char *desc;
	void (*child)(void);
	void (*parent)(pid_t pid);
} tcases[] = {
	{CLONE_NEWNS, "mnt", "CLONE_NEWNS", child_mnt, parent_mnt},
	{CLONE_NEWUTS, "uts", "CLONE_NEWUTS", child_uts, NULL},
	{CLONE_NEWIPC, "ipc", "CLONE_NEWIPC", child_ipc, NULL},
	{CLONE_NEWPID, "pid", "CLONE_NEWPID", child_pid, NULL},
	{CLONE_NEWNET, "net", "CLONE_NEWNET", child_net, NULL},
	{CLONE_NEWUSER, "user", "CLONE_NEWUSER", child_user, parent_user},
	{CLONE_NEWCGROUP, "cgroup", "CLONE_NEWCGROUP", child_cgroup, NULL},
	{CLONE_NEWTIME, "time", "CLONE_NEWTIME", child_time, NULL},
	{CLONE_INTO_CGROUP, NULL, "CLONE_INTO_CGROUP", NULL, NULL},
};

static int ns_differs(const char *ns, ino_t before, const char *desc)
{
	ino_t now = ns_ino(0, ns);

	if (now == before) {
		tst_res(TFAIL, "%s: the child's /proc/self/ns/%s is the caller's (%lu)", desc, ns,
			(unsigned long)now);
		return 0;
	}
	tst_res(TPASS, "%s: the child's /proc/self/ns/%s is new", desc, ns);
	return 1;
}

static void new_ns(struct tcase *tc)
{
	ino_t before = ns_ino(0, tc->ns);
	pid_t caller = getpid(), pid;
	struct timespec t0, t1;
	char host[HOST_NAME_MAX + 1], after_host[HOST_NAME_MAX + 1];
	struct msqid_ds ds;
	int status;

	SAFE_GETHOSTNAME(host, sizeof(host));
	SAFE_CLOCK_GETTIME(CLOCK_MONOTONIC, &t0);
	pid = do_clone3(tc->flag, -1);
	if (!pid) {
		if (getpid() == caller) {
			tst_res(TFAIL, "%s: clone3() returned 0 in the caller", tc->desc);
			return;
		}
		if (!ns_differs(tc->ns, before, tc->desc))
			_exit(1);
		tc->child();
		_exit(0);
	}
	if (pid < 0) {
		tst_res(TFAIL | TERRNO, "clone3(%s)", tc->desc);
		return;
	}
	if (tc->parent)
		tc->parent(pid);
	SAFE_WAITPID(pid, &status, 0);
	SAFE_CLOCK_GETTIME(CLOCK_MONOTONIC, &t1);
	if (!WIFEXITED(status) || WEXITSTATUS(status))
		tst_res(TFAIL, "%s: child %s", tc->desc, tst_strstatus(status));
	TST_EXP_EQ_LU(ns_ino(0, tc->ns), before);

	switch (tc->flag) {
	case CLONE_NEWUTS:
		SAFE_GETHOSTNAME(after_host, sizeof(after_host));
		TST_EXP_EQ_STR(after_host, host);
		break;
	case CLONE_NEWIPC:
		TST_EXP_PASS(msgctl(msq, IPC_STAT, &ds), "the caller's queue after the child");
		break;
	case CLONE_NEWTIME:
		TST_EXP_EXPR(tst_timespec_diff_ns(shm->child_mono, t0) >= 0 &&
			     tst_timespec_diff_ns(t1, shm->child_mono) >= 0,
			     "the child's CLOCK_MONOTONIC (no offset) lies in the caller's window");
		break;
	}
}

/* CLONE_NEWCGROUP from a process whose cgroups are not all the root. */
static void new_cgroup(struct tcase *tc)
{
	char path[128];
	pid_t pid;

	if (!caller_all_root) {
		new_ns(tc);
		return;
	}
	if (!cg_mounted) {
		tst_res(TCONF, "%s: the test's cgroups are all /, and no cgroup v2 to leave it",
			tc->desc);
		return;
	}
	tst_res(TINFO, "the test's cgroups are all /: a helper in group %s makes the child",
		cg_name);
	pid = SAFE_FORK();
	if (!pid) {
		snprintf(path, sizeof(path), CG "/%s/cgroup.procs", cg_name);
		SAFE_FILE_PRINTF(path, "0");
		if (ns_cgroup_all_root())
			tst_brk(TBROK, "the helper is still in the root cgroup");
		new_ns(tc);
		exit(0);
	}
	tst_reap_children();
}

static int in_group(pid_t pid)
{
	char path[128], line[64];
	int found = 0, p;
	FILE *f;

	snprintf(path, sizeof(path), CG "/%s/cgroup.procs", cg_name);
	f = SAFE_FOPEN(path, "r");
	while (fgets(line, sizeof(line), f)) {
		if (sscanf(line, "%d", &p) == 1 && p == pid)
			found = 1;
	}
	SAFE_FCLOSE(f);
	return found;
}

static int procs_count(const char *group)
{
	char path[128], line[64];
	int n = 0;
	FILE *f;

	snprintf(path, sizeof(path), CG "/%s/cgroup.procs", group);
	f = SAFE_FOPEN(path, "r");
	while (fgets(line, sizeof(line), f))
		n++;
	SAFE_FCLOSE(f);
	return n;
}

/* clone3(CLONE_INTO_CGROUP) into fd fails with exp and makes no child. */
static void into_fail(int fd, int exp, const char *desc)
{
	pid_t caller = getpid(), pid = do_clone3(CLONE_INTO_CGROUP, fd);

	if (!pid && getpid() != caller)
		_exit(0);
	if (!pid) {
		tst_res(TFAIL, "CLONE_INTO_CGROUP %s: clone3() returned 0", desc);
	} else if (pid > 0) {
		tst_res(TFAIL, "CLONE_INTO_CGROUP %s: clone3() made child %d", desc, pid);
		SAFE_WAITPID(pid, NULL, 0);
	} else if (errno == exp) {
		tst_res(TPASS | TERRNO, "CLONE_INTO_CGROUP %s", desc);
	} else {
		tst_res(TFAIL | TERRNO, "CLONE_INTO_CGROUP %s: expected %s", desc,
			tst_strerrno(exp));
	}
	TST_EXP_FAIL2(waitpid(-1, NULL, WNOHANG), ECHILD, "no child was made");
}

static void into_cgroup(struct tcase *tc)
{
	pid_t caller = getpid(), pid;
	char want[80], got[256] = "";
	int status;

	if (!cg_mounted) {
		tst_res(TCONF, "%s: no cgroup v2 hierarchy could be mounted", tc->desc);
		return;
	}
	pid = do_clone3(CLONE_INTO_CGROUP, cg_fd);
	if (!pid) {
		if (getpid() == caller) {
			tst_res(TFAIL, "%s: clone3() returned 0 in the caller", tc->desc);
			return;
		}
		SAFE_FILE_LINES_SCANF("/proc/self/cgroup", "0::%255s", got);
		snprintf(want, sizeof(want), "/%s", cg_name);
		if (strlen(got) < strlen(want) || strcmp(got + strlen(got) - strlen(want), want))
			tst_res(TFAIL, "%s: the child's cgroup is %s, expected .../%s", tc->desc,
				got, cg_name);
		else
			tst_res(TPASS, "%s: the child starts in %s", tc->desc, got);
		TST_CHECKPOINT_WAKE_AND_WAIT(0);
		_exit(0);
	}
	if (pid < 0) {
		tst_res(TFAIL | TERRNO, "clone3(%s)", tc->desc);
		return;
	}
	TST_CHECKPOINT_WAIT(0);
	TST_EXP_EXPR(in_group(pid), "%s: the group's cgroup.procs lists the child %d",
		     tc->desc, pid);
	TST_CHECKPOINT_WAKE(0);
	SAFE_WAITPID(pid, &status, 0);
	if (!WIFEXITED(status) || WEXITSTATUS(status))
		tst_res(TFAIL, "%s: child %s", tc->desc, tst_strstatus(status));

	pid = SAFE_FORK();
	if (!pid) {
		tst_become_nobody();
		into_fail(cg_fd, EACCES, "by nobody, the group's cgroup.procs not writable");
		exit(0);
	}
	tst_reap_children();
	TST_EXP_EQ_LI(procs_count(cg_name), 0);

	into_fail(inv_fd, EOPNOTSUPP, "into a group in the domain invalid state");
	TST_EXP_EQ_LI(procs_count(inv_name), 0);
}

static void run(unsigned int i)
{
	struct tcase *tc = &tcases[i];

	if (tc->flag == CLONE_INTO_CGROUP)
		into_cgroup(tc);
	else if (tc->flag == CLONE_NEWCGROUP)
		new_cgroup(tc);
	else
		new_ns(tc);
}

/* CG/group followed by file, in buf (of 256 bytes). */
static char *cg_path(char *buf, const char *group, const char *file)
{
	snprintf(buf, 256, CG "/%s%s", group, file);
	return buf;
}

static void setup(void)
{
	char path[256], type[64];

	ns_require_all();
	shm = SAFE_MMAP(NULL, sizeof(*shm), PROT_READ | PROT_WRITE, MAP_SHARED | MAP_ANONYMOUS,
			-1, 0);
	msq = SAFE_MSGGET(IPC_PRIVATE, IPC_CREAT | 0600);
	SAFE_MKDIR(MNT, 0755);
	caller_all_root = ns_cgroup_all_root();

	SAFE_MKDIR(CG, 0755);
	if (mount("ltk", CG, "cgroup2", 0, NULL)) {
		if (errno != ENODEV && errno != EPERM && errno != EBUSY)
			tst_brk(TBROK | TERRNO, "mount(cgroup2)");
		tst_res(TINFO | TERRNO, "no cgroup v2 hierarchy");
		return;
	}
	cg_mounted = 1;
	snprintf(cg_name, sizeof(cg_name), "ltk-clone302-%d", getpid());
	snprintf(path, sizeof(path), CG "/%s", cg_name);
	SAFE_MKDIR(path, 0755);
	cg_fd = SAFE_OPEN(path, O_RDONLY | O_DIRECTORY);

	/* a threaded child makes its parent a threaded domain, a second child domain invalid */
	snprintf(dom_name, sizeof(dom_name), "ltk-clone302-dt-%d", getpid());
	snprintf(thr_name, sizeof(thr_name), "%s/threaded", dom_name);
	snprintf(inv_name, sizeof(inv_name), "%s/invalid", dom_name);
	SAFE_MKDIR(cg_path(path, dom_name, ""), 0755);
	SAFE_MKDIR(cg_path(path, thr_name, ""), 0755);
	SAFE_MKDIR(cg_path(path, inv_name, ""), 0755);
	SAFE_FILE_PRINTF(cg_path(path, thr_name, "/cgroup.type"), "threaded");
	SAFE_FILE_SCANF(cg_path(path, inv_name, "/cgroup.type"), "%63[^\n]", type);
	if (strcmp(type, "domain invalid"))
		tst_brk(TBROK, "%s is '%s', not 'domain invalid'", inv_name, type);
	inv_fd = SAFE_OPEN(cg_path(path, inv_name, ""), O_RDONLY | O_DIRECTORY);
}

static void remove_group(const char *path)
{
	if (rmdir(path) && errno != ENOENT)
		tst_res(TWARN | TERRNO, "rmdir(%s)", path);
}

static void cleanup(void)
{
	char path[256];

	if (cg_fd >= 0)
		SAFE_CLOSE(cg_fd);
	if (inv_fd >= 0)
		SAFE_CLOSE(inv_fd);
	if (cg_mounted) {
		snprintf(path, sizeof(path), CG "/%s", cg_name);
		remove_group(path);
		if (dom_name[0]) {
			remove_group(cg_path(path, inv_name, ""));
			remove_group(cg_path(path, thr_name, ""));
			remove_group(cg_path(path, dom_name, ""));
		}
		SAFE_UMOUNT(CG);
	}
	if (msq >= 0)
		SAFE_MSGCTL(msq, IPC_RMID, NULL);
	if (shm)
		SAFE_MUNMAP(shm, sizeof(*shm));
}

static struct tst_test test = {
	.description = "clone3(): each CLONE_NEW* namespace and CLONE_INTO_CGROUP",
	.tcnt = ARRAY_SIZE(tcases),
	.test = run,
	.setup = setup,
	.cleanup = cleanup,
	.needs_root = 1,
	.needs_tmpdir = 1,
	.forks_child = 1,
	.needs_checkpoints = 1,
	.min_kver = "5.7",
};
