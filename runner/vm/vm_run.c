// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * `ltk vm --kernel BZIMAGE [VM OPTIONS] [ltk run OPTIONS]`: boot another kernel under QEMU
 * with an initramfs built from the host (vm_initramfs.c), share this LTK tree read-only and
 * the results directory read-write over 9p at the same paths as on the host, and run
 * `ltk run` inside. The host watches the serial console: the runner's "LTK: starting <tag>"
 * markers (written to /dev/kmsg, shown with loglevel=5) say which test runs; a kernel panic
 * or a silent guest is charged to that test (brok, written into the journal) and a fresh VM
 * continues with `ltk run --resume`, so one crashing test does not lose the run.
 */
#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <poll.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/ioctl.h>
#include <sys/prctl.h>
#include <sys/stat.h>
#include <sys/utsname.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>
#include "metadata.h"
#include "report.h"
#include "result.h"
#include "tree.h"
#include "util.h"
#include "vm.h"

extern char **environ;

static const char vm_usage[] =
"Usage: ltk vm --kernel BZIMAGE [VM OPTIONS] [ltk run OPTIONS]\n"
"       ltk vm --kernel BZIMAGE --resume DIR [VM OPTIONS]\n"
"\n"
"Boots BZIMAGE under QEMU with an initramfs built from this machine (busybox, the kernel's\n"
"modules, mkfs tools), shares this LTK tree read-only and the results directory over 9p and\n"
"runs `ltk run` inside with the ltk run OPTIONS (-f, -s, -S, --timeout...).\n"
"\n"
"VM options:\n"
"  --kernel FILE       the kernel image (bzImage) to boot (required)\n"
"  --modules DIR       its modules (default /lib/modules/RELEASE, RELEASE from the image)\n"
"  --without-module NAME  leave a module the initramfs would load out (e.g. exfat: its\n"
"                      filesystem is then not tested)\n"
"  --results DIR       results directory (default results/<timestamp>); with -j N, the\n"
"                      shards go to DIR/shard-K\n"
"  --resume DIR        continue a run cut off on the host\n"
"  -j N                run N VMs at once, VM K running --shard K/N of the tests\n"
"  --memory MB         guest memory (default 2048)\n"
"  --cpus N            guest CPUs (default 1)\n"
"  --accel auto|kvm|tcg  KVM, or QEMU's emulation (default auto: KVM when it boots)\n"
"  --vm-timeout DURATION  hard limit for the whole run in the VM(s) (default 12h)\n"
"  --hang-timeout DURATION  a guest silent this long is hung (default 120s)\n"
"  --qemu PATH         the QEMU binary (default qemu-system-x86_64)\n"
"  --no-vmlinux        boot the bzImage as it is (default: its payload, decompressed once,\n"
"                      when the kernel has a PVH entry: faster under emulation)\n"
"  --no-snapshot       boot the kernel every time (default: the first VM saves the booted\n"
"                      guest, with every module loaded, in the cache; later VMs restore it)\n"
"  -v                  show the whole console, not only the runner's lines\n"
"  --initramfs-only OUT  only build the initramfs and copy it to OUT, boot nothing: for\n"
"                      LAVA (doc/lava.md), where `ltk.shell` on the kernel command line\n"
"                      makes its /init give a root shell on the console\n"
"\n"
"Exit status: ltk run's (bits 1 fail, 2 brok, 4 timeout, 8 tainted), plus 16 when the guest\n"
"kernel panicked or hung; 64 usage error; 70 the VM could not be built or did not boot.\n";

struct vm_opts {
	const char *kernel, *modules, *qemu, *accel;
	char *results, *resume;
	int memory, cpus, jobs, verbose;
	double vm_timeout, hang_timeout;
	char **pass;		/* options for ltk run */
	int npass;
	struct tree tree;
	struct vm_image img;
	char *cache;		/* <cache>/ltk/vm */
	char *boot_image;	/* the uncompressed vmlinux, or NULL: boot the bzImage */
	char *durations;	/* -j N: the guests' durations file as it was at the start */
	size_t durations_len;
	int compressed;		/* --no-vmlinux */
	int no_snapshot;	/* --no-snapshot */
	const char *initramfs_out;	/* --initramfs-only OUT */
};

static char *absolute(const char *p)
{
	char cwd[PATH_MAX];

	if (p[0] == '/')
		return xstrdup(p);
	if (!getcwd(cwd, sizeof(cwd)))
		return xstrdup(p);
	return xasprintf("%s/%s", cwd, p);
}

/*
 * A runtest or skip file given as a path is copied into the results directory, which the guest
 * sees at the same path, and where a later `--resume` finds it again.
 */
static char *guest_file(const char *dir, const char *arg, int *n)
{
	if (!strchr(arg, '/'))
		return xstrdup(arg);
	size_t len;
	char *data = read_file(arg, &len), *host;

	if (!data) {
		warnx_("cannot read %s: %s", arg, strerror(errno));
		return NULL;
	}
	host = xasprintf("%s/ltk-vm-files", dir);
	mkdir_p(host, 0755);
	free(host);
	host = xasprintf("%s/ltk-vm-files/%d-%s", dir, ++*n, strrchr(arg, '/') + 1);
	if (write_file_atomic(host, data, len)) {
		warnx_("cannot write %s: %s", host, strerror(errno));
		free(host);
		host = NULL;
	}
	free(data);
	return host;
}

/* Rewrite -f and -S values that are paths; returns the quoted option words, or NULL. */
static char *guest_args(const struct vm_opts *o, const char *dir)
{
	struct sbuf sb = {0};
	int nfile = 0;

	for (int i = 0; i < o->npass; i++) {
		char *q, *v = NULL;
		int file_opt = (!strcmp(o->pass[i], "-f") || !strcmp(o->pass[i], "-S")) &&
			       i + 1 < o->npass;

		q = shell_quote(o->pass[i]);
		sb_printf(&sb, " %s", q);
		free(q);
		if (!file_opt)
			continue;
		struct sbuf list = {0};
		char *copy = xstrdup(o->pass[++i]), *save, *one;

		for (one = strtok_r(copy, ",", &save); one; one = strtok_r(NULL, ",", &save)) {
			v = guest_file(dir, one, &nfile);
			if (!v) {
				free(copy);
				free(list.s);
				free(sb.s);
				return NULL;
			}
			sb_printf(&list, "%s%s", list.len ? "," : "", v);
			free(v);
		}
		free(copy);
		q = shell_quote(list.s ? list.s : "");
		sb_printf(&sb, " %s", q);
		free(q);
		free(list.s);
	}
	return sb.s ? sb.s : xstrdup("");
}

struct share {
	const char *tag, *path, *mount;
	int rw;
};

static void add_mount(struct sbuf *sb, const struct share *s)
{
	char *q = shell_quote(s->mount);

	sb_printf(sb, "mkdir -p %s 2>/dev/null\n"
		  "mount -t 9p -o trans=virtio,version=9p2000.L,msize=262144,%s %s %s || "
		  "{ echo 'LTK-VM: cannot mount %s'; return; }\n",
		  q, s->rw ? "rw" : "ro,cache=loose", s->tag, q, s->tag);
	free(q);
}

/* The trees to share: the build (or install) dir and, when apart, the source tree. */
static int tree_shares(const struct vm_opts *o, struct share *sh, char **src)
{
	int n = 0;
	char *s = xstrdup(o->tree.runtest_dir), *real;

	*strrchr(s, '/') = 0;
	real = realpath(s, NULL);
	free(s);
	*src = real ? real : xstrdup("/");
	size_t l = strlen(*src);

	sh[n++] = (struct share){ "ltksrc", *src, *src, 0 };
	if (strncmp(o->tree.root, *src, l) || (o->tree.root[l] && o->tree.root[l] != '/'))
		sh[n++] = (struct share){ "ltkroot", o->tree.root, o->tree.root, 0 };
	return n;
}

#define MAX_RUNNING	16	/* tests the guest runs at once that a crash can be charged to */
#define CONSOLE_TAIL	40	/* console lines kept for a crashed test's log */
#define MAX_SHARES	8	/* 9p shares: the tree, its sources, results, cache, control */
#define QEMU_ARGS	(48 + 4 * MAX_SHARES)
#define MAX_STUCK	2	/* crashed sessions in a row that recorded nothing: give up */

/* The console lines the guest's init and the runner's kernel-log markers write. */
#define MARK_STARTING	"LTK: starting "
#define MARK_FINISHED	"LTK: finished "
#define MARK_BOOTED	"LTK-VM: booted"
#define MARK_EXIT	"LTK-VM: exit "
#define MARK_ALIVE	"LTK-VM: alive"
#define MARK_SNAPSHOT	"LTK-VM: snapshot"

/* What follows prefix at the start of s, or NULL. */
static const char *after(const char *s, const char *prefix)
{
	size_t n = strlen(prefix);

	return s && !strncmp(s, prefix, n) ? s + n : NULL;
}

struct console {
	int fd_log;
	char line[4096];
	size_t len;
	char *running[MAX_RUNNING];	/* tags started and not finished */
	double started[MAX_RUNNING];
	int nrunning;
	char *panic, *oops;	/* the first such line */
	int exit_code;		/* from "LTK-VM: exit N", -1 before */
	int booted, kernel_output, verbose;
	int at_snapshot;	/* the guest waits at its snapshot point */
	off_t log_start;	/* where this session starts in console.log */
	double t0, t_boot, t_first;
	char *tail[CONSOLE_TAIL];	/* the last console lines, for the crashed test's log */
	int ntail;
	const char *prefix;
};

static void tail_add(struct console *c, const char *l)
{
	if (c->ntail == CONSOLE_TAIL) {
		free(c->tail[0]);
		memmove(c->tail, c->tail + 1, (CONSOLE_TAIL - 1) * sizeof(char *));
		c->ntail--;
	}
	c->tail[c->ntail++] = xstrdup(l);
}

static void console_line(struct console *c, char *l)
{
	const char *p;
	double stamp;
	int at = 0;
	/* kernel lines start with the printk time "[    7.513408] " */
	int kernel = sscanf(l, "[%lf]%n", &stamp, &at) == 1 && at > 0;

	tail_add(c, l);
	c->kernel_output |= kernel;
	if (kernel && (p = after(strstr(l, MARK_STARTING), MARK_STARTING))) {
		if (c->nrunning == MAX_RUNNING) {
			warnx_("more than %d tests at once in the guest: a crash now is charged "
			       "to the first %d only", MAX_RUNNING, MAX_RUNNING);
		} else {
			c->running[c->nrunning] = xstrdup(p);
			c->started[c->nrunning++] = now_real();
		}
		if (!c->t_first)
			c->t_first = now_mono();
	} else if (kernel && (p = after(strstr(l, MARK_FINISHED), MARK_FINISHED))) {
		for (int i = 0; i < c->nrunning; i++) {
			if (strcmp(c->running[i], p))
				continue;
			free(c->running[i]);
			c->running[i] = c->running[--c->nrunning];
			c->started[i] = c->started[c->nrunning];
			break;
		}
	} else if (after(l, MARK_BOOTED)) {
		c->booted = 1;
		c->t_boot = now_mono();
	} else if (after(l, MARK_SNAPSHOT)) {
		c->at_snapshot = 1;
	} else if ((p = after(l, MARK_EXIT))) {
		c->exit_code = atoi(p);
	} else if (!kernel) {
		/* the runner's own output may quote kernel messages: only the kernel's count */
	} else if (strstr(l, "Kernel panic") && !c->panic) {
		c->panic = xstrdup(strstr(l, "Kernel panic"));
	} else if (!c->oops && (strstr(l, "BUG:") || strstr(l, "Oops") ||
				strstr(l, "general protection fault"))) {
		c->oops = xstrdup(l + at + (l[at] == ' '));
	}
	if (c->verbose || (!kernel && !after(l, MARK_ALIVE)))
		printf("%s%s\n", c->prefix, l);
}

static void console_feed(struct console *c, const char *buf, size_t n)
{
	if (c->fd_log >= 0 && write(c->fd_log, buf, n) < 0)
		c->fd_log = -1;
	for (size_t i = 0; i < n; i++) {
		if (buf[i] == '\n' || c->len == sizeof(c->line) - 1) {
			c->line[c->len] = 0;
			if (c->len && c->line[c->len - 1] == '\r')
				c->line[--c->len] = 0;
			console_line(c, c->line);
			c->len = 0;
		} else {
			c->line[c->len++] = buf[i];
		}
	}
	fflush(stdout);
}

static void console_free(struct console *c)
{
	for (int i = 0; i < c->nrunning; i++)
		free(c->running[i]);
	for (int i = 0; i < c->ntail; i++)
		free(c->tail[i]);
	free(c->panic);
	free(c->oops);
}

enum outcome {
	VM_DONE, VM_PANIC, VM_HUNG, VM_DIED, VM_NOBOOT, VM_TIMEOUT, VM_KVM_DEAD, VM_INTERRUPTED,
	VM_NO_RESTORE	/* the saved guest could not be restored */
};

/* SIGINT, SIGTERM, SIGHUP: QEMU runs in its own process group, so it is stopped here */
static volatile sig_atomic_t interrupted;

static void on_signal(int sig)
{
	interrupted = sig;
}

/* QEMU's option syntax: a comma inside a value is written twice. */
static char *qemu_escape(const char *s)
{
	struct sbuf sb = {0};

	for (; *s; s++) {
		if (*s == ',')
			sb_add(&sb, ",", 1);
		sb_add(&sb, s, 1);
	}
	return sb.s ? sb.s : xstrdup("");
}

/*
 * How a session starts: a plain boot; a boot that stops at the guest's snapshot point to be
 * saved; or the saved guest restored.
 */
enum start { START_BOOT, START_SAVE, START_RESTORE };

/* QEMU's QMP socket of the VM whose control directory is ctl (caller frees). */
static char *qmp_socket(const char *ctl)
{
	return xasprintf("%s/qmp.sock", ctl);
}

/* The kernel command line; ltk.snapshot makes /init stop at its snapshot point. */
#define KERNEL_ARGS "console=ttyS0,115200 loglevel=5 printk.devkmsg=on printk.time=1 panic=-1 " \
		    "rdinit=/init random.trust_cpu=on no_timer_check pci=noacpi"

static pid_t start_qemu(const struct vm_opts *o, const char *accel, const struct share *sh,
			int nsh, const char *ctl, enum start how, const char *snapshot, int *out,
			int *in)
{
	char *argv[QEMU_ARGS], mem[16], cpus[16], *sock, *qmp, *incoming = NULL;
	char *fs[MAX_SHARES], *dev[MAX_SHARES];
	int n = 0, p[2], pin[2];
	pid_t pid;

	snprintf(mem, sizeof(mem), "%d", o->memory);
	snprintf(cpus, sizeof(cpus), "%d", o->cpus);
	argv[n++] = (char *)o->qemu;
	argv[n++] = "-nodefaults";
	argv[n++] = "-no-user-config";
	argv[n++] = "-display";
	argv[n++] = "none";
	argv[n++] = "-serial";
	argv[n++] = "stdio";
	argv[n++] = "-monitor";
	argv[n++] = "none";
	sock = qmp_socket(ctl);
	qmp = xasprintf("unix:%s,server=on,wait=off", sock);
	free(sock);
	argv[n++] = "-qmp";
	argv[n++] = qmp;
	/* a new generation ID in every restored guest: the kernel reseeds its random pool */
	argv[n++] = "-device";
	argv[n++] = "vmgenid,guid=auto";
	argv[n++] = "-nic";
	argv[n++] = "none";
	argv[n++] = "-no-reboot";
	argv[n++] = "-accel";
	argv[n++] = (char *)(strcmp(accel, "kvm") ? "tcg" : "kvm");
	argv[n++] = "-cpu";
	argv[n++] = (char *)(strcmp(accel, "kvm") ? "max" : "host");
	argv[n++] = "-m";
	argv[n++] = mem;
	argv[n++] = "-smp";
	argv[n++] = cpus;
	argv[n++] = "-kernel";
	argv[n++] = (char *)(o->boot_image ? o->boot_image : o->kernel);
	argv[n++] = "-initrd";
	argv[n++] = o->img.initramfs;
	argv[n++] = "-append";
	/* no_timer_check: under emulation on a loaded host the IO-APIC timer check can fail
	 * ("IO-APIC + timer doesn't work") and panic the boot before init. pci=noacpi: the
	 * interrupt of each PCI device from the firmware's routing table rather than from
	 * ACPI's link objects, whose AML took 0.3 s per 9p device under emulation. */
	argv[n++] = how == START_BOOT ? KERNEL_ARGS : KERNEL_ARGS " ltk.snapshot";
	for (int i = 0; i < nsh; i++) {
		char *path = qemu_escape(sh[i].path);

		fs[i] = xasprintf("local,id=fs%d,path=%s,security_model=none%s", i, path,
				  sh[i].rw ? "" : ",readonly=on");
		free(path);
		dev[i] = xasprintf("virtio-9p-pci,fsdev=fs%d,mount_tag=%s", i, sh[i].tag);
		argv[n++] = "-fsdev";
		argv[n++] = fs[i];
		argv[n++] = "-device";
		argv[n++] = dev[i];
	}
	if (how == START_RESTORE) {
		incoming = vm_snapshot_incoming(snapshot);
		argv[n++] = "-incoming";
		argv[n++] = incoming;
	}
	argv[n] = NULL;
	if (pipe2(p, O_CLOEXEC)) {
		pid = -1;
		goto out;
	}
	if (pipe2(pin, O_CLOEXEC)) {
		close(p[0]);
		close(p[1]);
		pid = -1;
		goto out;
	}
	pid = fork();
	if (pid == 0) {
		/* the console's input: the go-line at the snapshot point (vm_snapshot.c) */
		dup2(pin[0], 0);
		dup2(p[1], 1);
		dup2(p[1], 2);
		setpgid(0, 0);
		prctl(PR_SET_PDEATHSIG, SIGKILL);	/* not left running if ltk is killed */
		execvp(argv[0], argv);
		fprintf(stderr, "ltk vm: cannot run %s: %s\n", argv[0], strerror(errno));
		_exit(127);
	}
	close(p[1]);
	close(pin[0]);
	*out = p[0];
	*in = pin[1];
out:
	for (int i = 0; i < nsh; i++) {
		free(fs[i]);
		free(dev[i]);
	}
	free(qmp);
	free(incoming);
	return pid;
}

static void kill_qemu(pid_t pid)
{
	kill(-pid, SIGKILL);
	kill(pid, SIGKILL);
}

/* The console of the boot up to the snapshot point, kept beside the snapshot as SNAPSHOT.log. */
static void save_boot_log(const struct console *c, const char *snapshot)
{
	off_t end = c->fd_log >= 0 ? lseek(c->fd_log, 0, SEEK_END) : -1;
	size_t len = end > c->log_start ? end - c->log_start : 0;
	char *buf = xmalloc(len + 1), *path = xasprintf("%s.log", snapshot);

	if (len && pread(c->fd_log, buf, len, c->log_start) == (ssize_t)len)
		write_file_atomic(path, buf, len);
	free(path);
	free(buf);
}

/* The guest waits at its snapshot point: save it (when asked), then let it go on. */
static void at_snapshot_point(const struct console *c, const char *ctl, enum start how,
			      const char *snapshot, int in)
{
	char *sock = qmp_socket(ctl);
	struct qmp *q = how == START_SAVE ? vm_qmp_open(sock, 30) : NULL;
	const char *prefix = c->prefix;
	double t = now_mono();

	if (q && !vm_snapshot_save(q, snapshot)) {
		vm_snapshot_prune(snapshot);
		save_boot_log(c, snapshot);
		fprintf(stderr, "%sltk vm: saved the booted guest in %.1f s: later VMs restore it "
			"(%s)\n", prefix, now_mono() - t, snapshot);
	} else if (how == START_SAVE) {
		warnx_("could not save the booted guest: the next VM boots again");
	}
	vm_qmp_close(q);
	free(sock);
	if (vm_send_go(in))
		warnx_("cannot write to QEMU's console input: %s", strerror(errno));
}

/* A restored guest: once QEMU has loaded it, run it and wake it up at its snapshot point. */
static int restore(const char *ctl, int in)
{
	char *sock = qmp_socket(ctl);
	struct qmp *q = vm_qmp_open(sock, 60);
	int ret = q ? vm_snapshot_resume(q, 120) : -1;

	vm_qmp_close(q);
	free(sock);
	return ret ? ret : vm_send_go(in);
}

/* Run one VM to its end; the console is watched for panics, hangs and the deadline. */
static enum outcome vm_session(const struct vm_opts *o, const char *accel, const struct share *sh,
			       int nsh, struct console *c, double deadline, const char *ctl,
			       enum start how, const char *snapshot)
{
	int fd = -1, in = -1, st;
	pid_t pid = start_qemu(o, accel, sh, nsh, ctl, how, snapshot, &fd, &in);
	double last = now_mono(), panic_at = 0;
	enum outcome res = VM_DIED;
	char buf[8192];

	if (pid < 0)
		return VM_NOBOOT;
	c->t0 = last;
	if (how == START_RESTORE && restore(ctl, in)) {
		kill_qemu(pid);
		close(fd);
		close(in);
		waitpid(pid, &st, 0);
		return VM_NO_RESTORE;
	}
	for (;;) {
		struct pollfd pfd = { fd, POLLIN, 0 };
		double t = now_mono();
		int r;

		if (interrupted) {
			res = VM_INTERRUPTED;
			kill_qemu(pid);
			break;
		}
		r = poll(&pfd, 1, 1000);

		if (r > 0) {
			ssize_t n = read(fd, buf, sizeof(buf));

			if (n <= 0)
				break;
			console_feed(c, buf, n);
			if (c->at_snapshot == 1) {
				c->at_snapshot = 2;
				at_snapshot_point(c, ctl, how, snapshot, in);
			}
			last = now_mono();
			if (c->panic && !panic_at)
				panic_at = last;
			continue;
		}
		if (r < 0 && errno != EINTR)
			break;
		/* after a panic, a few seconds for the rest of the report, then stop it */
		if (panic_at && t - panic_at > 10) {
			kill_qemu(pid);
			continue;
		}
		if (!strcmp(accel, "kvm") && !c->kernel_output && t - c->t0 > 20) {
			res = VM_KVM_DEAD;
			kill_qemu(pid);
			break;
		}
		if (t > deadline) {
			res = VM_TIMEOUT;
			kill_qemu(pid);
			break;
		}
		if (!c->booted && t - c->t0 > 600) {
			res = VM_NOBOOT;
			kill_qemu(pid);
			break;
		}
		if (c->booted && c->exit_code < 0 && t - last > o->hang_timeout) {
			res = VM_HUNG;
			kill_qemu(pid);
			break;
		}
	}
	close(fd);
	close(in);
	waitpid(pid, &st, 0);
	if (!strcmp(accel, "kvm") && !c->kernel_output && res != VM_TIMEOUT)
		return VM_KVM_DEAD;
	if (res == VM_TIMEOUT || res == VM_KVM_DEAD || res == VM_HUNG || res == VM_INTERRUPTED)
		return res;
	if (c->panic)
		return VM_PANIC;
	if (c->exit_code >= 0)
		return VM_DONE;
	return c->booted ? VM_DIED : VM_NOBOOT;
}

/* The crashed test goes into the journal as brok, so --resume starts after it. */
static void record_crash(const char *dir, struct console *c, int i, enum outcome how,
			 const struct vm_opts *o)
{
	struct report rep = { .dir = (char *)dir };
	struct result r = {0};
	const char *what = how == VM_PANIC ? "kernel panic" :
			   how == VM_HUNG ? "guest hung" : "guest died";
	char *log = xasprintf("%s/logs/%s.log", dir, c->running[i]);
	FILE *f = fopen(log, "ae");

	r.tag = c->running[i];
	r.cmd = c->running[i];
	r.status = ST_BROK;
	r.stime = c->started[i];
	r.duration = now_real() - c->started[i];
	r.broken = 1;
	r.retval = -1;
	if (how == VM_PANIC)
		r.reason = xasprintf("kernel panic: %s", c->panic);
	else if (how == VM_HUNG)
		r.reason = xasprintf("guest hung: no console output for %.0f s", o->hang_timeout);
	else
		r.reason = xstrdup("the guest stopped without a panic message");
	result_add_finding(&r, "%s while this test ran%s%s", what, c->oops ? ": " : "",
			   c->oops ? c->oops : "");
	r.first_fail = xstrdup(r.reason);
	r.log_file = xasprintf("logs/%s.log", c->running[i]);
	if (f) {
		fprintf(f, "\n[ltk vm: %s; the last console lines:]\n", r.reason);
		for (int k = 0; k < c->ntail; k++)
			fprintf(f, "%s\n", c->tail[k]);
		fclose(f);
	}
	if (journal_append(&rep, &r))
		warnx_("cannot append to %s/results.jsonl", dir);
	printf("%sltk vm: %s %s (%s)\n", c->prefix, status_upper(ST_BROK), r.tag, r.reason);
	r.tag = r.cmd = NULL;
	result_free(&r);
	free(log);
}

static int journal_lines(const char *dir)
{
	char *p = xasprintf("%s/results.jsonl", dir), *s = read_file(p, NULL);
	int n = 0;

	for (char *q = s; q && *q; q++)
		n += *q == '\n';
	free(p);
	free(s);
	return n;
}

static char *kvm_flag(const struct vm_opts *o)
{
	struct utsname u;

	uname(&u);
	return xasprintf("%s/kvm-broken-%s", o->cache, u.release);
}

static const char *pick_accel(const struct vm_opts *o)
{
	int fd;
	char *flag;
	int broken;

	if (strcmp(o->accel, "auto"))
		return o->accel;
	fd = open("/dev/kvm", O_RDWR | O_CLOEXEC);
	if (fd < 0)
		return "tcg";
	close(fd);
	flag = kvm_flag(o);
	broken = !access(flag, F_OK);
	free(flag);
	return broken ? "tcg" : "kvm";
}

/* One VM after the other on one results directory until the run is complete. */
/*
 * --shard deals the tests by recorded durations: every VM and every resumed session must
 * deal from the same numbers. Each shard keeps the copy taken before any VM started in its
 * results directory; the guest reads it from the read-only control share, so that its own
 * run cannot change it.
 */
static void share_durations(const struct vm_opts *o, const char *dir, const char *ctl,
			    int shard_k)
{
	char *path = xasprintf("%s/ltk-vm-durations", dir), *copy, *d;
	size_t dlen;

	if (shard_k && access(path, F_OK))
		write_file_atomic(path, o->durations ? o->durations : "", o->durations_len);
	d = read_file(path, &dlen);
	copy = xasprintf("%s/durations", ctl);
	if (d)
		write_file_atomic(copy, d, dlen);
	free(d);
	free(copy);
	free(path);
}

/*
 * Whether the guest must wait for the modules /init loads in the background (all but the
 * shares' and loop's, vm_initramfs.c) before `ltk run`: when a selected test has a block
 * device, names kernel config options or drivers (a module may be behind one: zram, fuse...),
 * has no metadata to tell (a script), or when `ltk list` on the host cannot say. A resumed
 * run always waits.
 */
static int needs_later_modules(const struct vm_opts *o, const char *ltk_host)
{
	char **argv = xcalloc(o->npass + 3, sizeof(char *)), line[4096];
	int p[2], st, need = 0, n = 0;
	pid_t pid;
	FILE *f;

	if (o->resume || pipe2(p, O_CLOEXEC)) {
		free(argv);
		return 1;
	}
	argv[n++] = (char *)ltk_host;
	argv[n++] = "list";
	for (int i = 0; i < o->npass; i++)
		argv[n++] = o->pass[i];
	pid = fork();
	if (pid == 0) {
		int null = open("/dev/null", O_RDWR);

		dup2(null, 0);
		dup2(p[1], 1);
		dup2(null, 2);
		execv(argv[0], argv);
		_exit(127);
	}
	free(argv);
	close(p[1]);
	f = fdopen(p[0], "r");
	if (pid < 0 || !f) {
		if (f)
			fclose(f);
		else
			close(p[0]);
		return 1;
	}
	for (n = 0; fgets(line, sizeof(line), f); n++) {
		char tag[256], api[32], sched[32], dev[32], kconf[32];

		if (!n)
			continue;	/* the header */
		if (sscanf(line, "%255s %31s %31s %31s %31s", tag, api, sched, dev, kconf) != 5 ||
		    !strcmp(api, "-") || !strcmp(dev, "device") || !strcmp(kconf, "kconfig"))
			need = 1;
	}
	fclose(f);
	if (waitpid(pid, &st, 0) != pid || !WIFEXITED(st) || WEXITSTATUS(st))
		need = 1;
	return need;
}

/*
 * ctl/run.sh, which the guest's /init sources: mount the shares, pass the tests' settings
 * on, run ltk (a shard of it, or the rest of a run) into the results share.
 */
static void write_session_script(const struct vm_opts *o, const struct share *sh, int nsh,
				 const char *dir, const char *ctl, const char *ltk_bin,
				 int shard_k, int resume, const char *args, int wait_modules)
{
	struct sbuf run = {0};
	char *q, *path;

	for (int i = 0; i < nsh - 1; i++)	/* the last, the control share, is /init's */
		add_mount(&run, &sh[i]);
	sb_printf(&run, "export XDG_CACHE_HOME=/ltk-cache\ncd /tmp\n");
	/* the kernel's config, when the initramfs has it (see vm_initramfs.c) */
	sb_printf(&run, "c=/boot/config-$(uname -r)\n"
		  "[ -r \"$c\" ] && export KCONFIG_PATH=\"$c\"\n");
	/* the tests' settings (LTP_TIMEOUT_MUL, LTP_DEV_FS_TYPE...) go along */
	for (char **e = environ; *e; e++) {
		if (strncmp(*e, "LTP_", 4) && strncmp(*e, "LTK_", 4))
			continue;
		char *name = strndup(*e, strcspn(*e, "="));

		if (strspn(name, "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_") == strlen(name)) {
			q = shell_quote(*e + strlen(name) + 1);
			sb_printf(&run, "export %s=%s\n", name, q);
			free(q);
		}
		free(name);
	}
	if (wait_modules || resume)
		sb_printf(&run, "echo 'ltk-vm: waiting for the filesystem modules' > /dev/kmsg\n"
			  "n=0\nwhile [ ! -e /run/ltk-modules-done ] && [ $n -lt 6000 ]; do "
			  "usleep 20000; n=$((n + 1)); done\n");
	q = shell_quote(dir);
	/* through a pipe: the console is a terminal, and progress lines are for people */
	sb_printf(&run, "{ %s run", ltk_bin);
	if (resume)
		sb_printf(&run, " --resume %s", q);
	else if (shard_k)
		sb_printf(&run, " --results %s --shard %d/%d --durations /ltk-ctl/durations%s",
			  q, shard_k, o->jobs, args);
	else
		sb_printf(&run, " --results %s%s", q, args);
	sb_printf(&run, " 2>&1; echo $? > /tmp/ltk-rc; } | cat\nrc=$(cat /tmp/ltk-rc)\n");
	free(q);
	path = xasprintf("%s/run.sh", ctl);
	write_file_atomic(path, run.s, run.len);
	free(path);
	free(run.s);
}

/* A restored session's console.log starts with the boot it was saved from. */
static void copy_boot_log(int fd_log, const char *snapshot)
{
	char *path = xasprintf("%s.log", snapshot);
	size_t len;
	char *log = read_file(path, &len);
	struct sbuf sb = {0};

	sb_printf(&sb, "[ltk vm: the boot of the saved guest, from %s:]\n", path);
	if (log)
		sb_add(&sb, log, len);
	sb_printf(&sb, "[ltk vm: the saved guest goes on from here]\n");
	if (write(fd_log, sb.s, sb.len) < 0)
		warnx_("cannot write console.log: %s", strerror(errno));
	free(sb.s);
	free(log);
	free(path);
}

/*
 * Where the saved guest of this machine is, or NULL with --no-snapshot. The key holds all
 * that makes a saved machine fit: the kernel, the initramfs (named by its contents), QEMU,
 * the accelerator, memory, CPUs and the shares' number, tags and modes.
 */
static char *snapshot_file(const struct vm_opts *o, const char *accel, const struct share *sh,
			   int nsh)
{
	uint64_t h = vm_fnv(14695981039346656037ULL, "ltk-vm-snapshot 1|" KERNEL_ARGS);
	char buf[64], *qemu;

	if (o->no_snapshot)
		return NULL;
	qemu = command_binary(o->qemu);	/* as the shell finds it */
	if (!qemu)
		qemu = xstrdup(o->qemu);
	/* the cached vmlinux and initramfs are named by what they hold (and their mtime only
	 * says when a run last used them: vm_cache.c) */
	h = o->boot_image ? vm_fnv(h, o->boot_image) : vm_fnv_stat(h, o->kernel);
	h = vm_fnv(vm_fnv_stat(h, qemu), o->img.initramfs);
	snprintf(buf, sizeof(buf), "|%s|%d|%d|%d|", accel, o->memory, o->cpus, nsh);
	h = vm_fnv(h, buf);
	for (int i = 0; i < nsh; i++)
		h = vm_fnv(vm_fnv(h, sh[i].tag), sh[i].rw ? "|rw|" : "|ro|");
	free(qemu);
	return xasprintf("%s/snapshot-%s-%016llx.state", o->cache, o->img.release,
			 (unsigned long long)h);
}

static void mark_snapshot_used(const char *snapshot)
{
	char *log;

	if (!snapshot || access(snapshot, F_OK))
		return;
	log = xasprintf("%s.log", snapshot);
	vm_cache_used(snapshot);
	vm_cache_used(log);
	free(log);
}

static int vm_one(const struct vm_opts *o, const char *dir, int shard_k, const char *prefix)
{
	char ctl[] = "/tmp/ltk-vm-XXXXXX", *args, *path, *gcache;
	struct share sh[MAX_SHARES];
	char *src = NULL, *ltk_bin, *snapshot;
	int nsh, code = 0, session = 0, stuck = 0, fd_log, wait_modules;
	double deadline = now_mono() + o->vm_timeout;
	const char *accel = pick_accel(o);
	int resume = o->resume != NULL;

	if (!mkdtemp(ctl)) {
		warnx_("cannot create a directory in /tmp: %s", strerror(errno));
		return LTK_EXIT_INTERNAL;
	}
	args = guest_args(o, dir);
	if (!args) {
		rm_rf(ctl);
		return LTK_EXIT_USAGE;
	}
	gcache = xasprintf("%s/guest-cache", o->cache);
	mkdir_p(gcache, 0755);
	nsh = tree_shares(o, sh, &src);
	sh[nsh++] = (struct share){ "ltkres", dir, dir, 1 };
	sh[nsh++] = (struct share){ "ltkcache", gcache, "/ltk-cache", 1 };
	/* read-only: what the guest finds there stays as the host wrote it, for every session */
	sh[nsh++] = (struct share){ "ltkctl", ctl, "/ltk-ctl", 0 };
	share_durations(o, dir, ctl, shard_k);
	ltk_bin = xasprintf("%s/bin/ltk", o->tree.root);
	wait_modules = needs_later_modules(o, ltk_bin);
	snapshot = snapshot_file(o, accel, sh, nsh);
	mark_snapshot_used(snapshot);
	vm_cache_prune(o->cache);	/* after every file this run uses is marked */
	path = xasprintf("%s/console.log", dir);
	/* read too: save_boot_log() */
	fd_log = open(path, O_RDWR | O_CREAT | O_APPEND | O_CLOEXEC, 0644);
	free(path);

	for (;;) {
		struct console c = { .fd_log = fd_log, .exit_code = -1, .verbose = o->verbose,
				     .prefix = prefix };
		int before = journal_lines(dir);
		enum start start = !snapshot ? START_BOOT :
				   access(snapshot, R_OK) ? START_SAVE : START_RESTORE;
		enum outcome how;
		char hdr[160];

		/* restored, the guest has every module: nothing to wait for */
		write_session_script(o, sh, nsh, dir, ctl, ltk_bin, resume ? 0 : shard_k,
				     resume, args, wait_modules && start == START_BOOT);
		snprintf(hdr, sizeof(hdr), "\n=== ltk vm: session %d, %s, accel %s%s ===\n",
			 ++session, o->img.release, accel,
			 start == START_RESTORE ? ", restored from the saved boot" : "");
		if (fd_log >= 0 && write(fd_log, hdr, strlen(hdr)) < 0)
			fd_log = c.fd_log = -1;
		if (fd_log >= 0 && start == START_RESTORE)
			copy_boot_log(fd_log, snapshot);
		c.log_start = fd_log >= 0 ? lseek(fd_log, 0, SEEK_END) : 0;

		how = vm_session(o, accel, sh, nsh, &c, deadline, ctl, start, snapshot);
		if (how == VM_NO_RESTORE) {
			warnx_("the saved guest %s could not be restored: booting", snapshot);
			if (unlink(snapshot) && errno != ENOENT) {
				free(snapshot);
				snapshot = NULL;
			}
			session--;
			console_free(&c);
			continue;
		}
		if (c.t_boot)
			fprintf(stderr, "%sltk vm: %s in %.1f s%s", prefix,
				start == START_RESTORE ? "restored" : "booted", c.t_boot - c.t0,
				c.t_first ? "" : "\n");
		if (c.t_boot && c.t_first)
			fprintf(stderr, ", first test at %.1f s\n", c.t_first - c.t0);
		if (how == VM_KVM_DEAD) {
			char *flag = kvm_flag(o);

			if (strcmp(o->accel, "auto")) {
				warnx_("KVM did not start the kernel: see %s/console.log", dir);
				code = LTK_EXIT_INTERNAL;
				console_free(&c);
				free(flag);
				break;
			}
			warnx_("KVM did not start the kernel: using emulation (tcg), "
			       "remembered in %s", flag);
			write_file_atomic(flag, "", 0);
			free(flag);
			accel = "tcg";
			free(snapshot);
			snapshot = snapshot_file(o, accel, sh, nsh);
			session--;
			console_free(&c);
			continue;
		}
		if (how == VM_INTERRUPTED) {
			warnx_("interrupted: continue with ltk vm --kernel %s --resume %s",
			       o->kernel, dir);
			code = LTK_EXIT_INTERRUPTED;
			console_free(&c);
			break;
		}
		if (how == VM_DONE) {
			code |= c.exit_code;
			console_free(&c);
			break;
		}
		if (how == VM_NOBOOT || how == VM_TIMEOUT) {
			warnx_(how == VM_NOBOOT ? "the guest did not boot: see %s/console.log"
			       : "the VM run reached its --vm-timeout: see %s/console.log", dir);
			code = how == VM_NOBOOT ? LTK_EXIT_INTERNAL : code | LTK_EXIT_TIMEOUT;
			console_free(&c);
			break;
		}
		/* a panic, a hang, or a guest that died: blame the running test, resume */
		for (int i = 0; i < c.nrunning; i++)
			record_crash(dir, &c, i, how, o);
		if (!c.nrunning)
			warnx_("the guest %s between tests: resuming",
			       how == VM_PANIC ? "panicked" : how == VM_HUNG ? "hung" : "died");
		code |= LTK_EXIT_GUEST_CRASH | LTK_EXIT_BROK;
		console_free(&c);
		stuck = journal_lines(dir) == before ? stuck + 1 : 0;
		path = xasprintf("%s/ltk-args", dir);
		if (stuck >= MAX_STUCK || access(path, F_OK)) {
			warnx_("no progress after the guest crashed: giving up (see %s/console.log)",
			       dir);
			free(path);
			code = LTK_EXIT_INTERNAL;
			break;
		}
		free(path);
		resume = 1;
	}
	if (fd_log >= 0)
		close(fd_log);
	rm_rf(ctl);
	rmdir(ctl);
	free(args);
	free(gcache);
	free(src);
	free(ltk_bin);
	free(snapshot);
	return code;
}

static int parse_int_opt(const char *name, const char *v, int min, int max)
{
	long n = v ? parse_count(v) : -1;

	if (n < min || n > max) {
		fprintf(stderr, "ltk vm: %s needs a number from %d to %d\n", name, min, max);
		return -1;
	}
	return n;
}

static char *default_results(void)
{
	char stamp[64], *rel, *abs;
	time_t now = time(NULL);
	struct tm tm;

	localtime_r(&now, &tm);
	strftime(stamp, sizeof(stamp), "results/vm-%Y-%m-%dT%H-%M-%S", &tm);
	rel = xstrdup(stamp);
	for (int k = 2; !access(rel, F_OK); k++) {
		free(rel);
		rel = xasprintf("%s.%d", stamp, k);
	}
	abs = absolute(rel);
	free(rel);
	return abs;
}

static int parse_vm_opts(int argc, char **argv, struct vm_opts *o)
{
	o->qemu = "qemu-system-x86_64";
	o->accel = "auto";
	o->memory = 2048;
	o->cpus = 1;
	o->jobs = 1;
	o->vm_timeout = 12 * 3600;
	o->hang_timeout = 120;
	o->pass = xcalloc(argc + 1, sizeof(char *));
	for (int i = 1; i < argc; i++) {
		const char *a = argv[i], *v = i + 1 < argc ? argv[i + 1] : NULL;
		int takes = 1;

		if (!strcmp(a, "-h") || !strcmp(a, "--help")) {
			fputs(vm_usage, stdout);
			return 1;
		} else if (!strcmp(a, "--no-vmlinux")) {
			o->compressed = 1;
			takes = 0;
		} else if (!strcmp(a, "--no-snapshot")) {
			o->no_snapshot = 1;
			takes = 0;
		} else if (!strcmp(a, "-v")) {
			o->verbose = 1;
			takes = 0;
		} else if (!strcmp(a, "--kernel")) {
			o->kernel = v;
		} else if (!strcmp(a, "--initramfs-only")) {
			o->initramfs_out = v;
		} else if (!strcmp(a, "--modules")) {
			o->modules = v;
		} else if (!strcmp(a, "--without-module")) {
			o->img.without = xrealloc(o->img.without,
						  (o->img.nwithout + 1) * sizeof(char *));
			o->img.without[o->img.nwithout++] = (char *)v;
		} else if (!strcmp(a, "--qemu")) {
			o->qemu = v;
		} else if (!strcmp(a, "--accel")) {
			o->accel = v;
			if (v && strcmp(v, "auto") && strcmp(v, "kvm") && strcmp(v, "tcg")) {
				fprintf(stderr, "ltk vm: --accel is auto, kvm or tcg\n");
				return -1;
			}
		} else if (!strcmp(a, "--results")) {
			o->results = v ? absolute(v) : NULL;
		} else if (!strcmp(a, "--resume")) {
			o->resume = v ? absolute(v) : NULL;
		} else if (!strcmp(a, "-j")) {
			if ((o->jobs = parse_int_opt("-j", v, 1, 64)) < 0)
				return -1;
		} else if (!strcmp(a, "--memory")) {
			if ((o->memory = parse_int_opt("--memory", v, 128, 1 << 20)) < 0)
				return -1;
		} else if (!strcmp(a, "--cpus")) {
			if ((o->cpus = parse_int_opt("--cpus", v, 1, 64)) < 0)
				return -1;
		} else if (!strcmp(a, "--vm-timeout") || !strcmp(a, "--hang-timeout")) {
			double d = v ? parse_duration(v) : -1;

			if (d <= 0) {
				fprintf(stderr, "ltk vm: %s needs a duration (N, Ns, Nm, Nh)\n", a);
				return -1;
			}
			*(a[2] == 'v' ? &o->vm_timeout : &o->hang_timeout) = d;
		} else {
			o->pass[o->npass++] = argv[i];
			takes = 0;
		}
		if (takes && !v) {
			fprintf(stderr, "ltk vm: %s needs a value\n%s", a, vm_usage);
			return -1;
		}
		i += takes;
	}
	if (!o->kernel) {
		fprintf(stderr, "ltk vm: --kernel is required\n%s", vm_usage);
		return -1;
	}
	if (access(o->kernel, R_OK)) {
		fprintf(stderr, "ltk vm: %s: %s\n", o->kernel, strerror(errno));
		return -1;
	}
	if (o->resume && (o->results || o->jobs > 1)) {
		fprintf(stderr, "ltk vm: --resume takes neither --results nor -j\n");
		return -1;
	}
	return 0;
}

static void set_cache_dir(struct vm_opts *o)
{
	const char *cache = getenv("XDG_CACHE_HOME"), *home = getenv("HOME");

	if (cache && cache[0] == '/')
		o->cache = xasprintf("%s/ltk/vm", cache);
	else
		o->cache = xasprintf("%s/.cache/ltk/vm", home && home[0] == '/' ? home : "/tmp");
	mkdir_p(o->cache, 0755);
}

/* --initramfs-only OUT: the (cached) initramfs copied to OUT, nothing booted */
static int copy_initramfs(struct vm_opts *o)
{
	size_t len;
	char *data = read_file(o->img.initramfs, &len);
	int r = data ? write_file_atomic(o->initramfs_out, data, len) : -1;

	if (r)
		warnx_("cannot copy %s to %s: %s", o->img.initramfs, o->initramfs_out,
		       strerror(errno));
	else
		printf("ltk vm: initramfs for %s written to %s\n", o->img.release,
		       o->initramfs_out);
	free(data);
	tree_free(&o->tree);
	free(o->img.release);
	free(o->img.initramfs);
	free(o->pass);
	free(o->cache);
	free(o->img.without);
	return r ? LTK_EXIT_INTERNAL : 0;
}

int cmd_vm(int argc, char **argv)
{
	struct vm_opts o = {0};
	int r = parse_vm_opts(argc, argv, &o), code = 0;
	const char *bins[2];

	if (r)
		return r > 0 ? 0 : LTK_EXIT_USAGE;
	if (tree_locate(&o.tree))
		return LTK_EXIT_INTERNAL;
	o.img.kernel = o.kernel;
	o.img.modules_dir = o.modules;
	o.img.release = vm_kernel_release(o.kernel);
	if (!o.img.release && o.modules)
		o.img.release = xstrdup(strrchr(o.modules, '/') ? strrchr(o.modules, '/') + 1
							     : o.modules);
	if (!o.img.release) {
		fprintf(stderr, "ltk vm: %s is not a bzImage (no setup header): give --modules\n",
			o.kernel);
		return LTK_EXIT_USAGE;
	}
	set_cache_dir(&o);
	bins[0] = o.tree.bin_dir;
	bins[1] = xasprintf("%s/bin", o.tree.root);
	if (vm_initramfs(&o.img, bins, 2, 1))
		return LTK_EXIT_INTERNAL;
	free((char *)bins[1]);
	if (o.initramfs_out)
		return copy_initramfs(&o);
	if (!o.compressed)
		o.boot_image = vm_vmlinux(o.kernel, o.cache);
	vm_cache_used(o.img.initramfs);
	vm_cache_used(o.boot_image);
	signal(SIGPIPE, SIG_IGN);
	struct sigaction sa = { .sa_handler = on_signal };

	sigemptyset(&sa.sa_mask);
	sigaction(SIGINT, &sa, NULL);
	sigaction(SIGTERM, &sa, NULL);
	sigaction(SIGHUP, &sa, NULL);
	setvbuf(stdout, NULL, _IOLBF, 0);

	if (o.resume) {
		code = vm_one(&o, o.resume, 0, "");
	} else {
		char *dir = o.results ? o.results : default_results();

		if (mkdir_p(dir, 0755)) {
			warnx_("cannot create %s: %s", dir, strerror(errno));
			return LTK_EXIT_INTERNAL;
		}
		printf("ltk vm: kernel %s (%s), results in %s\n", o.kernel, o.img.release, dir);
		if (o.jobs == 1) {
			code = vm_one(&o, dir, 0, "");
		} else {
			pid_t pids[64];
			char *dpath = xasprintf("%s/guest-cache/ltk/durations", o.cache);

			o.durations = read_file(dpath, &o.durations_len);
			free(dpath);

			for (int k = 1; k <= o.jobs; k++) {
				char *sub = xasprintf("%s/shard-%d", dir, k);
				char *prefix = xasprintf("[vm %d] ", k);

				mkdir_p(sub, 0755);
				pids[k - 1] = fork();
				if (pids[k - 1] == 0)
					_exit(vm_one(&o, sub, k, prefix));
				free(sub);
				free(prefix);
			}
			for (int k = 0; k < o.jobs; k++) {
				int st;

				pid_t w = -1;

				while (pids[k] > 0 &&
				       (w = waitpid(pids[k], &st, 0)) < 0 && errno == EINTR)
					for (int i = 0; i < o.jobs; i++)	/* pass it on */
						if (pids[i] > 0)
							kill(pids[i], SIGTERM);
				if (pids[k] > 0 && w == pids[k])
					code |= WIFEXITED(st) ? WEXITSTATUS(st) : LTK_EXIT_INTERNAL;
			}
			if (interrupted)
				code = LTK_EXIT_INTERRUPTED;
			if (!vm_merge_shards(dir, o.jobs))
				printf("ltk vm: the %d shards merged into %s (ltk merge)\n", o.jobs,
				       dir);
		}
		if (dir != o.results)
			free(dir);
	}
	tree_free(&o.tree);
	free(o.img.release);
	free(o.img.initramfs);
	free(o.results);
	free(o.resume);
	free(o.pass);
	free(o.cache);
	free(o.boot_image);
	free(o.img.without);
	free(o.durations);
	return code;
}
