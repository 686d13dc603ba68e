// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * setns(2) moves the caller into the namespaces of another process. Holder processes make
 * namespaces of each type; a child joins one and checks that its /proc/self/ns inode is
 * the holder's and that it sees what the holder set up there:
 *   - by an nsfs descriptor (/proc/PID/ns/NAME) with the matching nstype:
 *     UTS (the holder's hostname), IPC (the holder's System V message queue id exists),
 *     network (only lo), mount (the holder's tmpfs is mounted; the cwd moved to the
 *     namespace's root), cgroup (every /proc/self/cgroup line is the holder's root, "/"),
 *     PID (the caller stays, its next child has the holder's PID namespace and a pid that
 *     differs from the one its parent sees), time (the caller's CLOCK_MONOTONIC moves
 *     1000 s ahead), user (uid 0 of the holder's namespace, mapped to 0, with every
 *     capability);
 *   - nstype 0 with an nsfs descriptor joins whatever namespace it names;
 *   - by a pidfd (pidfd_open()) with CLONE_NEWUTS | CLONE_NEWIPC | CLONE_NEWNET: all three
 *     at once.
 */
#include <sched.h>
#include <signal.h>
#include <sys/ipc.h>
#include <sys/msg.h>
#include <sys/mman.h>
#include <sys/mount.h>
#include <sys/syscall.h>
#include <sys/utsname.h>
#include <net/if.h>
#include "tst_test.h"
#include "tst_safe_sysv_ipc.h"
#include "tst_safe_net.h"
#include "tst_safe_stdio.h"
#include "../unshare/ns_util.h"

#ifndef CLONE_NEWTIME
# define CLONE_NEWTIME 0x00000080
#endif

#define HOSTNAME "ltk-setns01"

static struct shared {
	int msq;
	pid_t all, pid1, time1, user;
} *sh;
static pid_t holder;
static char mnt_path[PATH_MAX];

static void hold(void)
{
	TST_CHECKPOINT_WAKE(0);
	for (;;)
		pause();
}

static pid_t start_holder(void (*prepare)(void))
{
	pid_t pid = SAFE_FORK();

	if (!pid) {
		prepare();
		hold();
	}
	TST_CHECKPOINT_WAIT(0);
	return pid;
}

static void prep_all(void)
{
	SAFE_UNSHARE(CLONE_NEWUTS | CLONE_NEWIPC | CLONE_NEWNET | CLONE_NEWNS | CLONE_NEWCGROUP);
	SAFE_SETHOSTNAME(HOSTNAME, strlen(HOSTNAME));
	sh->msq = SAFE_MSGGET(IPC_PRIVATE, IPC_CREAT | 0600);
	SAFE_MOUNT(NULL, "/", NULL, MS_REC | MS_PRIVATE, NULL);
	SAFE_MOUNT("none", mnt_path, "tmpfs", 0, NULL);
}

/* The PID and time namespaces made by unshare() are for children: a child holds them. */
static pid_t hold_in_child(void)
{
	pid_t pid = SAFE_FORK();

	if (!pid) {
		for (;;)
			pause();
	}
	return pid;
}

static void prep_pid1(void)
{
	SAFE_UNSHARE(CLONE_NEWPID);
	sh->pid1 = hold_in_child();
}

static void prep_time(void)
{
	SAFE_UNSHARE(CLONE_NEWTIME);
	SAFE_FILE_PRINTF("/proc/self/timens_offsets", "monotonic 1000 0");
	sh->time1 = hold_in_child();
}

static void prep_user(void)
{
	SAFE_UNSHARE(CLONE_NEWUSER);
}

static int join(pid_t holder, const char *ns, int nstype, const char *desc)
{
	char path[64];
	int fd;

	snprintf(path, sizeof(path), "/proc/%d/ns/%s", holder, ns);
	fd = SAFE_OPEN(path, O_RDONLY);
	TST_EXP_PASS(setns(fd, nstype), "setns(%s, %s)", path, desc);
	SAFE_CLOSE(fd);
	if (!TST_PASS)
		return 0;
	/* Joining a PID namespace changes the one of the caller's future children. */
	TST_EXP_EXPR(ns_ino(0, nstype == CLONE_NEWPID ? "pid_for_children" : ns) ==
		     ns_ino(holder, ns), "%s: in the holder's namespace", desc);
	return TST_PASS;
}

static void check_uts(void)
{
	struct utsname u;

	uname(&u);
	TST_EXP_EXPR(!strcmp(u.nodename, HOSTNAME), "the hostname is %s", u.nodename);
}

static void check_ipc(void)
{
	TST_EXP_PASS(msgctl(sh->msq, IPC_STAT, &(struct msqid_ds){}),
		     "msgctl(IPC_STAT) of the holder's queue %d", sh->msq);
}

static void check_net(void)
{
	struct if_nameindex *ifs = if_nameindex(), *i;
	int n = 0;

	for (i = ifs; i && i->if_index; i++)
		n++;
	TST_EXP_EXPR(n == 1 && ifs && !strcmp(ifs[0].if_name, "lo"), "only lo (%d interfaces)",
		     n);
	if (ifs)
		if_freenameindex(ifs);
}

static void check_mnt(void)
{
	struct stat a, b;
	char cwd[PATH_MAX], parent[PATH_MAX + 4];

	TST_EXP_EXPR(getcwd(cwd, sizeof(cwd)) && !strcmp(cwd, "/"), "the cwd is / (%s)", cwd);
	snprintf(parent, sizeof(parent), "%s/..", mnt_path);
	SAFE_STAT(mnt_path, &a);
	SAFE_STAT(parent, &b);
	TST_EXP_EXPR(a.st_dev != b.st_dev, "the holder's tmpfs is mounted at %s", mnt_path);
}

static void check_cgroup(void)
{
	TST_EXP_EXPR(ns_cgroup_all_root(), "every /proc/self/cgroup line is the namespace root");
}

static void check_pid(void)
{
	int pfd[2];
	pid_t inner = 0, outer;
	ino_t target = ns_ino(sh->pid1, "pid");

	SAFE_PIPE(pfd);
	outer = SAFE_FORK();
	if (!outer) {
		inner = getpid();
		SAFE_WRITE(SAFE_WRITE_ALL, pfd[1], &inner, sizeof(inner));
		TST_EXP_EXPR(ns_ino(0, "pid") == target, "the next child is in the holder's "
			     "PID namespace");
		exit(0);
	}
	SAFE_READ(1, pfd[0], &inner, sizeof(inner));
	SAFE_WAITPID(outer, NULL, 0);
	TST_EXP_EXPR(inner != outer, "the child is pid %d inside, %d outside", inner, outer);
}

static void check_time(void)
{
	struct timespec before, after;

	clock_gettime(CLOCK_MONOTONIC, &before);
	if (!join(sh->time1, "time", CLONE_NEWTIME, "CLONE_NEWTIME"))
		return;
	clock_gettime(CLOCK_MONOTONIC, &after);
	TST_EXP_EXPR(after.tv_sec - before.tv_sec >= 1000 && after.tv_sec - before.tv_sec < 1010,
		     "CLOCK_MONOTONIC moved %ld s ahead (1000 set)",
		     (long)(after.tv_sec - before.tv_sec));
}

static void check_user(void)
{
	TST_EXP_EXPR(getuid() == 0 && getgid() == 0, "uid %d gid %d in the holder's "
		     "user namespace", getuid(), getgid());
	ns_check_all_caps("in the holder's user namespace");
}

static void by_pidfd(void)
{
	int fd = syscall(SYS_pidfd_open, sh->all, 0);

	if (fd < 0)
		tst_brk(TBROK | TERRNO, "pidfd_open(%d)", sh->all);
	TST_EXP_PASS(setns(fd, CLONE_NEWUTS | CLONE_NEWIPC | CLONE_NEWNET),
		     "setns(pidfd, CLONE_NEWUTS | CLONE_NEWIPC | CLONE_NEWNET)");
	SAFE_CLOSE(fd);
	if (!TST_PASS)
		return;
	TST_EXP_EXPR(ns_ino(0, "uts") == ns_ino(sh->all, "uts") &&
		     ns_ino(0, "ipc") == ns_ino(sh->all, "ipc") &&
		     ns_ino(0, "net") == ns_ino(sh->all, "net"),
		     "the pidfd joined the holder's UTS, IPC and network namespaces");
	check_uts();
	check_ipc();
	check_net();
}

static void join_uts(void)
{
	if (join(sh->all, "uts", CLONE_NEWUTS, "CLONE_NEWUTS"))
		check_uts();
}

static void join_ipc(void)
{
	if (join(sh->all, "ipc", CLONE_NEWIPC, "CLONE_NEWIPC"))
		check_ipc();
}

static void join_net(void)
{
	if (join(sh->all, "net", CLONE_NEWNET, "CLONE_NEWNET"))
		check_net();
}

static void join_mnt(void)
{
	if (join(sh->all, "mnt", CLONE_NEWNS, "CLONE_NEWNS"))
		check_mnt();
}

static void join_cgroup(void)
{
	if (join(sh->all, "cgroup", CLONE_NEWCGROUP, "CLONE_NEWCGROUP"))
		check_cgroup();
}

static void join_pid(void)
{
	if (join(sh->pid1, "pid", CLONE_NEWPID, "CLONE_NEWPID"))
		check_pid();
}

static void join_user(void)
{
	if (join(sh->user, "user", CLONE_NEWUSER, "CLONE_NEWUSER"))
		check_user();
}

static void join_any(void)
{
	if (join(sh->all, "uts", 0, "nstype 0"))
		check_uts();
}

static struct tcase {
	void (*prep)(void);
	void (*join)(void);
} tcases[] = {
	{prep_all, join_uts},
	{prep_all, join_ipc},
	{prep_all, join_net},
	{prep_all, join_mnt},
	{prep_all, join_cgroup},
	{prep_pid1, join_pid},
	{prep_time, check_time},
	{prep_user, join_user},
	{prep_all, join_any},
	{prep_all, by_pidfd},
};

static void stop_holder(void)
{
	pid_t inner = sh->pid1 > 0 ? sh->pid1 : sh->time1;

	if (inner > 0)
		SAFE_KILL(inner, SIGKILL);
	SAFE_KILL(holder, SIGKILL);
	SAFE_WAITPID(holder, NULL, 0);
	holder = 0;
	sh->pid1 = sh->time1 = 0;
}

static void run(unsigned int n)
{
	const struct tcase *tc = &tcases[n];
	pid_t pid;

	holder = start_holder(tc->prep);
	if (tc->prep == prep_all)
		sh->all = holder;
	if (tc->prep == prep_user) {
		sh->user = holder;
		ns_map_root(holder, 0);
	}
	pid = SAFE_FORK();
	if (!pid) {
		tc->join();
		exit(0);
	}
	SAFE_WAITPID(pid, NULL, 0);
	stop_holder();
	tst_reap_children();
}

static void setup(void)
{
	ns_require_all();
	sh = SAFE_MMAP(NULL, sizeof(*sh), PROT_READ | PROT_WRITE, MAP_SHARED | MAP_ANONYMOUS,
		       -1, 0);
	SAFE_MKDIR("mnt", 0755);
	if (!realpath("mnt", mnt_path))
		tst_brk(TBROK | TERRNO, "realpath(mnt)");
}

static void cleanup(void)
{
	if (holder > 0)
		stop_holder();
}

static struct tst_test test = {
	.tcnt = ARRAY_SIZE(tcases),
	.test = run,
	.setup = setup,
	.cleanup = cleanup,
	.needs_root = 1,
	.needs_tmpdir = 1,
	.forks_child = 1,
	.needs_checkpoints = 1,
};
