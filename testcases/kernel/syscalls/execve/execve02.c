// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * execve(2) errors, in the order of the man page's ERRORS, each in a child so that a call
 * that wrongly succeeds replaces only the child:
 * - EACCES: search permission denied on a path component (as nobody); the file is a
 *   directory (not a regular file); no execute permission (mode 0644, even for root); the
 *   filesystem is mounted noexec (a tmpfs mounted in a private mount namespace);
 * - EAGAIN: "the RLIMIT_NPROC resource limit was exceeded" after a set*uid() call: a child
 *   that set RLIMIT_NPROC to 0 and became nobody cannot execute;
 * - E2BIG: one argument longer than MAX_ARG_STRLEN (32 pages), and arguments that add up
 *   to more than a quarter of RLIMIT_STACK;
 * - EFAULT: pathname and argv outside the address space;
 * - ELOOP: a symbolic link loop; an interpreter script chain deeper than the kernel's
 *   recursion limit (eight scripts, each the interpreter of the previous one);
 * - ENAMETOOLONG: pathname of PATH_MAX bytes;
 * - ENOENT: no such file; a script whose interpreter does not exist;
 * - ENOEXEC: an executable file in no recognised format;
 * - ENOTDIR: a path component is a regular file;
 * - ELIBBAD: an ELF file (built by the test: a header copied from the test's own class
 *   and machine, one PT_INTERP segment) whose interpreter is a 256-byte file of no format;
 * - EIO: an ELF file (built the same way) whose interpreter, "garbage", is shorter than an
 *   ELF header: the kernel's read of the interpreter's header comes up short, which it
 *   reports as an I/O error;
 * - EPERM: a "capability-dumb" program (file capability CAP_NET_RAW, permitted and
 *   effective) run by a caller whose bounding set lacks CAP_NET_RAW, so that it would not
 *   obtain all its permitted file capabilities;
 * - ETXTBSY: "The specified executable was open for writing by one or more processes".
 * After every failure the calling program is still the test: the child goes on and exits
 * 0, where /bin/false (the program all cases name) would have exited 1.
 *
 * Not provoked: EINVAL (an ELF with two PT_INTERP segments: current kernels use the first one),
 * EISDIR (an ELF whose interpreter is a directory: current kernels refuse it with EACCES, as any
 * non-regular file); EIO from a failing disk, EMFILE and ENFILE (execve() opens no descriptor on a
 * plain ELF or script), ENOMEM (needs the kernel out of memory); EPERM for nosuid and tracing:
 * current kernels ignore the set-user-ID bits in these cases instead of failing.
 */

#include <elf.h>
#include <link.h>
#include <pwd.h>
#include <sched.h>
#include <stdlib.h>
#include <sys/mount.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <sys/xattr.h>
#include <endian.h>
#include <linux/capability.h>
#include <sys/prctl.h>
#include "tst_test.h"

#define NOEXEC_DIR "noexec"
#define DEPTH 8

static char prog_path[PATH_MAX];
static char *long_path, *bad_addr, *big_arg;
static char **many_args;
static int have_fcaps;
static uid_t nobody_uid;
static gid_t nobody_gid;

static void exec_in_child(const char *path, char **argv, int exp_errno, const char *why,
			  void (*prep)(void))
{
	char *envp[] = {NULL};
	int status;
	pid_t pid;

	pid = SAFE_FORK();
	if (!pid) {
		if (prep)
			prep();
		TST_EXP_FAIL(execve(path, argv, envp), exp_errno, "%s", why);
		exit(0);
	}
	SAFE_WAITPID(pid, &status, 0);
	/* "prog" is /bin/false: exit status 1 means that execve() ran it */
	if (!WIFEXITED(status) || WEXITSTATUS(status))
		tst_res(TFAIL, "%s: the child %s, execve() must not have succeeded", why,
			tst_strstatus(status));
}

static void to_nobody(void)
{
	SAFE_SETGROUPS(0, NULL);
	SAFE_SETGID(nobody_gid);
	SAFE_SETUID(nobody_uid);
}

static void prep_private_noexec(void)
{
	SAFE_UNSHARE(CLONE_NEWNS);
	SAFE_MOUNT("none", "/", NULL, MS_REC | MS_PRIVATE, NULL);
	SAFE_MOUNT("tmpfs", NOEXEC_DIR, "tmpfs", MS_NOEXEC, NULL);
	SAFE_CP("prog", NOEXEC_DIR "/prog");
	SAFE_CHMOD(NOEXEC_DIR "/prog", 0755);
}

/*
 * nobody already owns a process (a zombie child, counted until it is reaped), then the
 * caller becomes nobody too
 */
static void prep_nproc_exceeded(void)
{
	struct rlimit rl = {0, 0};

	if (!SAFE_FORK()) {
		to_nobody();
		TST_CHECKPOINT_WAKE(0);
		exit(0);
	}
	TST_CHECKPOINT_WAIT(0);
	SAFE_SETRLIMIT(RLIMIT_NPROC, &rl);
	to_nobody();
}

static void prep_drop_net_raw(void)
{
	SAFE_PRCTL(PR_CAPBSET_DROP, CAP_NET_RAW, 0, 0, 0);
}

static void prep_open_for_writing(void)
{
	SAFE_OPEN("prog", O_WRONLY);
}

static void run(void)
{
	char *argv[] = {"prog", NULL};
	char *big_argv[] = {"prog", big_arg, NULL};

	exec_in_child("closed/prog", argv, EACCES, "nobody: search permission denied",
		      to_nobody);
	exec_in_child(".", argv, EACCES, "a directory", NULL);
	exec_in_child("noexec_bits", argv, EACCES, "mode 0644", NULL);
	exec_in_child(NOEXEC_DIR "/prog", argv, EACCES, "filesystem mounted noexec",
		      prep_private_noexec);
	exec_in_child("prog", argv, EAGAIN, "RLIMIT_NPROC exceeded after setuid()",
		      prep_nproc_exceeded);
	exec_in_child("prog", big_argv, E2BIG, "argument longer than MAX_ARG_STRLEN", NULL);
	exec_in_child("prog", many_args, E2BIG, "arguments over RLIMIT_STACK / 4", NULL);
	exec_in_child(bad_addr, argv, EFAULT, "pathname outside the address space", NULL);
	exec_in_child("prog", (char **)bad_addr, EFAULT, "argv outside the address space", NULL);
	exec_in_child("loop1", argv, ELOOP, "symbolic link loop", NULL);
	exec_in_child("script1", argv, ELOOP, "interpreter scripts nested too deep", NULL);
	exec_in_child(long_path, argv, ENAMETOOLONG, "pathname of PATH_MAX bytes", NULL);
	exec_in_child("missing", argv, ENOENT, "no such file", NULL);
	exec_in_child("no_interp", argv, ENOENT, "script interpreter does not exist", NULL);
	exec_in_child("garbage", argv, ENOEXEC, "unrecognised format", NULL);
	exec_in_child("prog/x", argv, ENOTDIR, "path component is a file", NULL);
	exec_in_child("bad_interp", argv, ELIBBAD, "ELF interpreter in no known format", NULL);
	exec_in_child("short_interp", argv, EIO, "ELF interpreter shorter than an ELF header",
		      NULL);
	if (have_fcaps)
		exec_in_child("capdumb", argv, EPERM, "capability-dumb program, file capability "
			      "not in the bounding set", prep_drop_net_raw);
	else
		tst_res(TCONF, "the test directory takes no file capabilities: no EPERM case");
	exec_in_child("prog", argv, ETXTBSY, "executable open for writing",
		      prep_open_for_writing);
	tst_reap_children();
}

static void write_file(const char *path, const char *text, mode_t mode)
{
	int fd = SAFE_OPEN(path, O_WRONLY | O_CREAT | O_TRUNC, mode);

	SAFE_WRITE(SAFE_WRITE_ALL, fd, text, strlen(text));
	SAFE_CLOSE(fd);
	SAFE_CHMOD(path, mode);
}

/* an ELF executable of the test's own class and machine, with only a PT_INTERP segment */
static void write_elf_with_interp(const char *path, const char *interp)
{
	ElfW(Ehdr) self, eh = {0};
	ElfW(Phdr) ph = {0};
	int fd = SAFE_OPEN("/proc/self/exe", O_RDONLY);

	SAFE_READ(1, fd, &self, sizeof(self));
	SAFE_CLOSE(fd);
	memcpy(eh.e_ident, self.e_ident, EI_NIDENT);
	eh.e_type = ET_EXEC;
	eh.e_machine = self.e_machine;
	eh.e_version = EV_CURRENT;
	eh.e_phoff = sizeof(eh);
	eh.e_ehsize = sizeof(eh);
	eh.e_phentsize = sizeof(ph);
	eh.e_phnum = 1;
	ph.p_type = PT_INTERP;
	ph.p_offset = sizeof(eh) + sizeof(ph);
	ph.p_filesz = ph.p_memsz = strlen(interp) + 1;
	ph.p_flags = PF_R;
	ph.p_align = 1;
	fd = SAFE_OPEN(path, O_WRONLY | O_CREAT | O_TRUNC, 0755);
	SAFE_WRITE(SAFE_WRITE_ALL, fd, &eh, sizeof(eh));
	SAFE_WRITE(SAFE_WRITE_ALL, fd, &ph, sizeof(ph));
	SAFE_WRITE(SAFE_WRITE_ALL, fd, interp, strlen(interp) + 1);
	SAFE_CLOSE(fd);
}

/* /bin/false with file capability CAP_NET_RAW, permitted and effective */
static void make_capdumb(const char *path)
{
	struct vfs_cap_data cap = {
		.magic_etc = htole32(VFS_CAP_REVISION_2 | VFS_CAP_FLAGS_EFFECTIVE),
		.data = {{.permitted = htole32(1U << CAP_NET_RAW)}},
	};

	SAFE_CP("/bin/false", path);
	SAFE_CHMOD(path, 0755);
	if (!setxattr(path, "security.capability", &cap, XATTR_CAPS_SZ_2, 0)) {
		have_fcaps = 1;
		return;
	}
	if (errno != ENOTSUP)
		tst_brk(TBROK | TERRNO, "setxattr(%s, security.capability)", path);
}

static void setup(void)
{
	struct passwd *pw = SAFE_GETPWNAM("nobody");
	struct rlimit stack;
	char buf[PATH_MAX + 64], cwd[PATH_MAX], name[32];
	size_t arg_len = 64 * 1024, n, i;
	int d;

	nobody_uid = pw->pw_uid;
	nobody_gid = pw->pw_gid;
	SAFE_READLINK("/proc/self/exe", prog_path, sizeof(prog_path) - 1);
	SAFE_GETCWD(cwd, sizeof(cwd));

	/* "prog" exits 1 at once: /bin/false */
	SAFE_CP("/bin/false", "prog");
	SAFE_CHMOD("prog", 0755);
	SAFE_CHMOD(".", 0755);
	SAFE_MKDIR("closed", 0700);
	SAFE_CP("/bin/false", "closed/prog");
	SAFE_CHMOD("closed/prog", 0755);
	SAFE_CP("/bin/false", "noexec_bits");
	SAFE_CHMOD("noexec_bits", 0644);
	SAFE_MKDIR(NOEXEC_DIR, 0755);
	write_file("garbage", "this is neither ELF nor a script\n", 0755);
	SAFE_SYMLINK("loop2", "loop1");
	SAFE_SYMLINK("loop1", "loop2");
	write_file("no_interp", "#!/nonexistent/interpreter\n", 0755);
	/* long enough for the kernel to read a whole ELF header from it */
	memset(buf, 'x', 256);
	buf[256] = '\0';
	write_file("not_elf", buf, 0755);
	snprintf(buf, sizeof(buf), "%s/not_elf", cwd);
	write_elf_with_interp("bad_interp", buf);
	snprintf(buf, sizeof(buf), "%s/garbage", cwd);
	write_elf_with_interp("short_interp", buf);
	make_capdumb("capdumb");

	/* script1 is run by script2 ... script<DEPTH> by /bin/true */
	for (d = 1; d <= DEPTH; d++) {
		if (d < DEPTH)
			snprintf(buf, sizeof(buf), "#!%s/script%d\n", cwd, d + 1);
		else
			snprintf(buf, sizeof(buf), "#!/bin/true\n");
		snprintf(name, sizeof(name), "script%d", d);
		write_file(name, buf, 0755);
	}

	long_path = tst_alloc(PATH_MAX + 1);
	memset(long_path, 'a', PATH_MAX);
	long_path[PATH_MAX] = '\0';
	bad_addr = tst_get_bad_addr(NULL);

	big_arg = tst_alloc(32 * getpagesize() + 2);
	memset(big_arg, 'b', 32 * getpagesize() + 1);
	big_arg[32 * getpagesize() + 1] = '\0';

	SAFE_GETRLIMIT(RLIMIT_STACK, &stack);
	if (stack.rlim_cur == RLIM_INFINITY || stack.rlim_cur > 64UL * 1024 * 1024)
		tst_brk(TCONF, "RLIMIT_STACK too large to exceed a quarter of it");
	n = stack.rlim_cur / 4 / arg_len + 2;
	many_args = tst_alloc((n + 2) * sizeof(char *));
	many_args[0] = "prog";
	for (i = 1; i <= n; i++) {
		many_args[i] = tst_alloc(arg_len);
		memset(many_args[i], 'c', arg_len - 1);
		many_args[i][arg_len - 1] = '\0';
	}
	many_args[n + 1] = NULL;
}

static struct tst_test test = {
	.description = "execve() errors, leaving the calling program in place",
	.test_all = run,
	.setup = setup,
	.needs_root = 1,
	.needs_tmpdir = 1,
	.forks_child = 1,
	.needs_checkpoints = 1,
};
