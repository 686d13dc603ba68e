// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * The SAFE_* macros behind include/lapi (keyctl, landlock, ldt, rt_signal, userfaultfd),
 * io_uring and swap files, through the modern face. LTK_LAPI=<scenario> picks one run:
 * "<area>" runs the success path, "<area>_<case>" makes one call fail. A missing feature
 * is simulated with a seccomp filter that answers one system call with an errno. Before
 * each call expected to break the program reports "case line N" so the .t can check the
 * TBROK/TCONF line names the caller's line.
 */
#include <linux/filter.h>
#include <linux/seccomp.h>
#include <stddef.h>
#include <sys/mman.h>
#include <sys/mount.h>
#include <sys/prctl.h>
#include <sys/stat.h>
#include <sys/swap.h>
#include <sys/wait.h>
#include "tst_test.h"
#include "tst_safe_prw.h"
#include "tst_safe_stdio.h"
#include "lapi/keyctl.h"
#include "lapi/landlock.h"
#include "lapi/ldt.h"
#include "lapi/safe_rt_signal.h"
#include "lapi/userfaultfd.h"
#include "tst_safe_io_uring.h"
#include "tse_swap.h"

static const char *scenario = "";
static int mounted;

#define AT(call) do { \
	tst_res(TINFO, "case line %d", __LINE__); \
	call; \
	tst_res(TFAIL, "the call did not break"); \
} while (0)

static int is(const char *name)
{
	return !strcmp(scenario, name);
}

/*
 * From now on the system call nr fails with err, except when one of the bits of
 * allow_arg0 is set in its first argument (0: always fails).
 */
static void deny_syscall(int nr, int err, unsigned int allow_arg0)
{
	struct sock_filter code[] = {
		BPF_STMT(BPF_LD | BPF_W | BPF_ABS, offsetof(struct seccomp_data, nr)),
		BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, nr, 0, 3),
		BPF_STMT(BPF_LD | BPF_W | BPF_ABS, offsetof(struct seccomp_data, args[0])),
		BPF_JUMP(BPF_JMP | BPF_JSET | BPF_K, allow_arg0, 1, 0),
		BPF_STMT(BPF_RET | BPF_K, SECCOMP_RET_ERRNO | (err & SECCOMP_RET_DATA)),
		BPF_STMT(BPF_RET | BPF_K, SECCOMP_RET_ALLOW),
	};
	struct sock_fprog prog = {.len = ARRAY_SIZE(code), .filter = code};

	SAFE_PRCTL(PR_SET_NO_NEW_PRIVS, 1, 0, 0, 0);
	SAFE_PRCTL(PR_SET_SECCOMP, SECCOMP_MODE_FILTER, &prog, 0, 0);
}

/* tst_res() may evaluate its type more than once: the condition makes calls. */
#define check(cond, what) do { \
	int ok_ = !!(cond); \
	tst_res(ok_ ? TPASS : TFAIL, "%s", (what)); \
} while (0)

static void t_keyctl(void)
{
	char buf[32] = "";
	key_serial_t key;
	long len;

	if (is("keyctl_fail"))
		AT(SAFE_KEYCTL(KEYCTL_SET_REQKEY_KEYRING, 99, 0, 0, 0));
	if (is("keyctl_conf"))
		AT(SAFE_KEYCTL(9999, KEY_SPEC_PROCESS_KEYRING, 0, 0, 0));
	if (is("keyctl_enosys")) {
		deny_syscall(__NR_keyctl, ENOSYS, 0);
		AT(SAFE_KEYCTL(KEYCTL_GET_KEYRING_ID, KEY_SPEC_PROCESS_KEYRING, 1, 0, 0));
	}

	key = add_key("user", "ltk:safe_lapi", "payload", 7, KEY_SPEC_PROCESS_KEYRING);
	if (key == -1)
		tst_brk(TBROK | TERRNO, "add_key() failed");
	check(SAFE_KEYCTL(KEYCTL_GET_KEYRING_ID, KEY_SPEC_PROCESS_KEYRING, 0, 0, 0) > 0,
	      "keyctl(KEYCTL_GET_KEYRING_ID) returns the keyring id");
	len = SAFE_KEYCTL(KEYCTL_READ, key, buf, sizeof(buf), 0);
	check(len == 7 && !memcmp(buf, "payload", 7), "keyctl(KEYCTL_READ) reads the payload");
	check(SAFE_KEYCTL(KEYCTL_UPDATE, key, "other", 5, 0) == 0, "keyctl(KEYCTL_UPDATE) is 0");
	check(keyctl_read(key, buf, sizeof(buf)) == 5 && !memcmp(buf, "other", 5),
	      "keyctl_read() sees the update");
	check(keyctl(KEYCTL_SEARCH, KEY_SPEC_PROCESS_KEYRING, "user", "ltk:safe_lapi", 0) == key,
	      "keyctl(KEYCTL_SEARCH) finds the key");
	SAFE_KEYCTL(KEYCTL_REVOKE, key, 0, 0, 0);
	check(keyctl_read(key, buf, sizeof(buf)) == -1 && errno == EKEYREVOKED,
	      "a revoked key cannot be read");
}

static void landlock_child(int abi)
{
	struct landlock_ruleset_attr attr = {.handled_access_fs = LANDLOCK_ACCESS_FS_MAKE_DIR};
	struct landlock_path_beneath_attr rule = {.allowed_access = LANDLOCK_ACCESS_FS_MAKE_DIR};
	int fd;

	if (abi >= 6)
		attr.scoped = LANDLOCK_SCOPE_SIGNAL;
	fd = SAFE_LANDLOCK_CREATE_RULESET(&attr, sizeof(attr), 0);
	SAFE_MKDIR("allowed", 0755);
	rule.parent_fd = SAFE_OPEN("allowed", O_PATH | O_DIRECTORY);
	SAFE_LANDLOCK_ADD_RULE(fd, LANDLOCK_RULE_PATH_BENEATH, &rule, 0);
	SAFE_CLOSE(rule.parent_fd);
	SAFE_PRCTL(PR_SET_NO_NEW_PRIVS, 1, 0, 0, 0);
	SAFE_LANDLOCK_RESTRICT_SELF(fd, 0);
	SAFE_CLOSE(fd);
	check(mkdir("allowed/sub", 0755) == 0, "mkdir() below the rule's directory is allowed");
	check(mkdir("denied", 0755) == -1 && errno == EACCES,
	      "mkdir() elsewhere is denied by the ruleset");
}

static void t_landlock(void)
{
	struct landlock_path_beneath_attr rule = {.allowed_access = 1, .parent_fd = -1};
	int abi;

	if (is("landlock_fail"))
		AT(SAFE_LANDLOCK_ADD_RULE(-1, LANDLOCK_RULE_PATH_BENEATH, &rule, 0));
	if (is("landlock_disabled")) {
		deny_syscall(__NR_landlock_create_ruleset, EOPNOTSUPP, 0);
		AT(SAFE_LANDLOCK_CREATE_RULESET(NULL, 0, LANDLOCK_CREATE_RULESET_VERSION));
	}
	if (is("landlock_enosys")) {
		deny_syscall(__NR_landlock_create_ruleset, ENOSYS, 0);
		AT(SAFE_LANDLOCK_CREATE_RULESET(NULL, 0, LANDLOCK_CREATE_RULESET_VERSION));
	}

	abi = SAFE_LANDLOCK_CREATE_RULESET(NULL, 0, LANDLOCK_CREATE_RULESET_VERSION);
	tst_res(TINFO, "Landlock ABI %d", abi);
	check(abi >= 1, "LANDLOCK_CREATE_RULESET_VERSION gives the ABI version");
	check(sizeof(struct landlock_ruleset_attr) == 24, "landlock_ruleset_attr has 3 fields");
	if (!SAFE_FORK()) {
		landlock_child(abi);
		exit(0);
	}
	tst_reap_children();
}

static void t_ldt(void)
{
#if defined(__i386__) || defined(__x86_64__)
	struct user_desc desc = {
		.entry_number = 0, .base_addr = 0, .limit = 0xfff, .seg_32bit = 1,
		.contents = MODIFY_LDT_CONTENTS_DATA, .useable = 1,
	};
	unsigned char ldt[LDT_ENTRY_SIZE] = {0};

	if (is("ldt_fail"))
		AT(SAFE_MODIFY_LDT(LTK_LDT_WRITE_OLD, &desc, 1));
	if (is("ldt_func"))
		AT(SAFE_MODIFY_LDT(99, &desc, sizeof(desc)));
	if (is("ldt_enosys")) {
		deny_syscall(__NR_modify_ldt, ENOSYS, 0);
		AT(SAFE_MODIFY_LDT(LTK_LDT_READ, ldt, sizeof(ldt)));
	}
	check(SAFE_MODIFY_LDT(LTK_LDT_WRITE_OLD, &desc, sizeof(desc)) == 0,
	      "modify_ldt(1) writes an entry");
	check(SAFE_MODIFY_LDT(LTK_LDT_READ, ldt, sizeof(ldt)) == LDT_ENTRY_SIZE &&
	      ldt[0] == 0xff && ldt[1] == 0x0f, "modify_ldt(0) reads the entry back");
#else
	AT(SAFE_MODIFY_LDT(LTK_LDT_READ, NULL, 0));
#endif
}

static volatile sig_atomic_t got_usr1;

static void on_usr1(int sig)
{
	got_usr1 = sig;
}

static void t_rt_signal(void)
{
	struct sigaction sa, old;
	sigset_t set, cur;

	memset(&sa, 0, sizeof(sa));
	sa.sa_handler = on_usr1;
	sigemptyset(&sa.sa_mask);
	sigemptyset(&set);
	sigaddset(&set, SIGUSR2);

	if (is("rt_signal_fail"))
		AT(SAFE_RT_SIGACTION(SIGKILL, &sa, NULL, LTK_KERNEL_SIGSETSIZE));
	if (is("rt_signal_size"))
		AT(SAFE_RT_SIGACTION(SIGUSR1, &sa, NULL, 4));
	if (is("rt_signal_mask"))
		AT(SAFE_RT_SIGPROCMASK(99, &set, NULL, LTK_KERNEL_SIGSETSIZE));

	SAFE_RT_SIGACTION(SIGUSR1, &sa, NULL, LTK_KERNEL_SIGSETSIZE);
	raise(SIGUSR1);
	check(got_usr1 == SIGUSR1, "the handler installed by rt_sigaction ran and returned");
	SAFE_RT_SIGACTION(SIGUSR1, NULL, &old, LTK_KERNEL_SIGSETSIZE);
	check(old.sa_handler == on_usr1, "rt_sigaction reads the handler back");
	sa.sa_handler = SIG_DFL;
	SAFE_RT_SIGACTION(SIGUSR1, &sa, NULL, LTK_KERNEL_SIGSETSIZE);

	SAFE_RT_SIGPROCMASK(SIG_BLOCK, &set, NULL, LTK_KERNEL_SIGSETSIZE);
	SAFE_RT_SIGPROCMASK(SIG_BLOCK, NULL, &cur, LTK_KERNEL_SIGSETSIZE);
	check(sigismember(&cur, SIGUSR2) == 1, "rt_sigprocmask blocked SIGUSR2");
	SAFE_RT_SIGPROCMASK(SIG_UNBLOCK, &set, NULL, LTK_KERNEL_SIGSETSIZE);
	SAFE_SIGPROCMASK(SIG_BLOCK, NULL, &cur);
	check(sigismember(&cur, SIGUSR2) == 0, "rt_sigprocmask unblocked SIGUSR2");
}

static void t_userfaultfd(void)
{
	struct uffdio_api api = {.api = UFFD_API};
	int fd;

	if (is("userfaultfd_fail"))
		AT(SAFE_USERFAULTFD(O_RDWR, 0));
	if (is("userfaultfd_enosys")) {
		deny_syscall(__NR_userfaultfd, ENOSYS, 0);
		AT(SAFE_USERFAULTFD(O_CLOEXEC, 1));
	}
	if (is("userfaultfd_eperm")) {
		deny_syscall(__NR_userfaultfd, EPERM, UFFD_USER_MODE_ONLY);
		AT(SAFE_USERFAULTFD(O_CLOEXEC, 0));
	}
	if (is("userfaultfd_retry")) {
		deny_syscall(__NR_userfaultfd, EPERM, UFFD_USER_MODE_ONLY);
		fd = SAFE_USERFAULTFD(O_CLOEXEC, 1);
		check(fd >= 0, "EPERM is retried with UFFD_USER_MODE_ONLY");
		SAFE_CLOSE(fd);
		return;
	}

	fd = SAFE_USERFAULTFD(O_CLOEXEC | O_NONBLOCK, 0);
	SAFE_IOCTL(fd, UFFDIO_API, &api);
	check(api.api == UFFD_API, "UFFDIO_API handshake on the new userfaultfd");
	SAFE_CLOSE(fd);
}

static void t_io_uring(void)
{
	struct io_uring_params params;
	struct tst_io_uring uring;
	const struct io_uring_cqe *cqe;
	unsigned int tail, idx;

	memset(&params, 0, sizeof(params));
	if (is("io_uring_enosys")) {
		deny_syscall(__NR_io_uring_setup, ENOSYS, 0);
		AT(SAFE_IO_URING_INIT(4, &params, &uring));
	}
	if (is("io_uring_supported")) {
		deny_syscall(__NR_io_uring_setup, ENOSYS, 0);
		AT(io_uring_setup_supported_by_kernel());
	}
	if (is("io_uring_eperm")) {
		deny_syscall(__NR_io_uring_setup, EPERM, 0);
		AT(SAFE_IO_URING_INIT(4, &params, &uring));
	}
	if (is("io_uring_fail"))
		AT(SAFE_IO_URING_ENTER(0, -1, 0, 0, 0, NULL));

	io_uring_setup_supported_by_kernel();
	SAFE_IO_URING_INIT(4, &params, &uring);
	check(uring.sqr_size == 4 && *uring.sqr_mask == 3, "the SQ ring has 4 entries");
	if (is("io_uring_strict"))
		AT(SAFE_IO_URING_ENTER(1, uring.fd, 1, 0, 0, NULL));

	tail = *uring.sqr_tail;
	idx = tail & *uring.sqr_mask;
	memset(&uring.sqr_entries[idx], 0, sizeof(uring.sqr_entries[idx]));
	uring.sqr_entries[idx].opcode = IORING_OP_NOP;
	uring.sqr_entries[idx].user_data = 0x1234;
	uring.sqr_array[idx] = idx;
	__atomic_store_n(uring.sqr_tail, tail + 1, __ATOMIC_RELEASE);
	check(SAFE_IO_URING_ENTER(1, uring.fd, 1, 1, IORING_ENTER_GETEVENTS, NULL) == 1,
	      "io_uring_enter() submitted the NOP");

	check(__atomic_load_n(uring.cqr_tail, __ATOMIC_ACQUIRE) != *uring.cqr_head,
	      "a completion is there");
	cqe = &uring.cqr_entries[*uring.cqr_head & *uring.cqr_mask];
	check(cqe->user_data == 0x1234 && cqe->res == 0, "the NOP completed with its user_data");
	__atomic_store_n(uring.cqr_head, *uring.cqr_head + 1, __ATOMIC_RELEASE);
	check(SAFE_IO_URING_CLOSE(&uring) == 0 && uring.fd == -1, "the ring is closed");
}

/* Whether a swap area of this test's directory is on (other tests may swap meanwhile). */
static int own_swap_on(void)
{
	char cwd[PATH_MAX], line[PATH_MAX + 128];
	FILE *f = SAFE_FOPEN("/proc/swaps", "r");
	int found = 0;

	SAFE_GETCWD(cwd, sizeof(cwd));
	while (fgets(line, sizeof(line), f))
		found |= !strncmp(line, cwd, strlen(cwd));
	SAFE_FCLOSE(f);
	return found;
}

/* The signature and size of a swap file as mkswap (or our own header) left it. */
static void check_swapfile(const char *path, off_t size)
{
	char sig[10];
	struct stat st;
	int fd = SAFE_OPEN(path, O_RDONLY);

	SAFE_FSTAT(fd, &st);
	SAFE_PREAD(1, fd, sig, sizeof(sig), getpagesize() - sizeof(sig));
	SAFE_CLOSE(fd);
	tst_res(st.st_size == size && !memcmp(sig, "SWAPSPACE2", 10) ? TPASS : TFAIL,
		"%s: %lld bytes with a swap signature", path, (long long)st.st_size);
	if (swapon(path, 0)) {
		tst_res(TFAIL | TERRNO, "swapon(%s) failed", path);
		return;
	}
	check(own_swap_on(), "/proc/swaps lists the swap file while it is on");
	if (swapoff(path))
		tst_brk(TBROK | TERRNO, "swapoff(%s) failed", path);
	tst_res(TPASS, "%s can be swapped on and off", path);
}

static void t_swap(void)
{
	struct statvfs sv;

	if (is("swap_fail"))
		AT(SAFE_MAKE_SMALL_SWAPFILE("nodir/swapfile"));
	if (is("swap_tmpfs")) {
		SAFE_MKDIR("mnt", 0755);
		SAFE_MOUNT("ltk_safe_lapi", "mnt", "tmpfs", 0, "size=8m");
		mounted = 1;
		AT(is_swap_supported("mnt/swapfile"));
	}

	check(is_swap_supported("probe"), "is_swap_supported() in the test's directory");
	check(access("probe", F_OK) == -1, "the probe swap file is removed");
	check(tst_count_swaps() >= 0, "tst_count_swaps() reads /proc/swaps");
	check(!own_swap_on(), "no swap area is left enabled");
	check(MAKE_SMALL_SWAPFILE("nodir/swapfile") != 0,
	      "MAKE_SMALL_SWAPFILE() returns non-zero on failure");

	SAFE_STATVFS(".", &sv);
	SAFE_MAKE_SMALL_SWAPFILE("small");
	check_swapfile("small", 1 << 20);
	SAFE_MAKE_SWAPFILE_SIZE("size2", 2);
	check_swapfile("size2", 2 << 20);
	SAFE_MAKE_SWAPFILE_BLKS("blks", 300);
	check_swapfile("blks", 300 * (off_t)sv.f_bsize);
	check(!own_swap_on(), "no swap area is left enabled");
}

static void run(void)
{
	static const struct {
		const char *prefix;
		void (*fn)(void);
	} areas[] = {
		{"keyctl", t_keyctl}, {"landlock", t_landlock}, {"ldt", t_ldt},
		{"rt_signal", t_rt_signal}, {"userfaultfd", t_userfaultfd},
		{"io_uring", t_io_uring}, {"swap", t_swap},
	};
	size_t i;

	for (i = 0; i < ARRAY_SIZE(areas); i++) {
		if (!strncmp(scenario, areas[i].prefix, strlen(areas[i].prefix))) {
			areas[i].fn();
			return;
		}
	}
	tst_brk(TBROK, "unknown LTK_LAPI scenario '%s'", scenario);
}

static void setup(void)
{
	scenario = getenv("LTK_LAPI") ? getenv("LTK_LAPI") : "";
}

static void cleanup(void)
{
	/* Should the run have stopped between swapon() and swapoff() (errors: not on). */
	if (is("swap")) {
		swapoff("small");
		swapoff("size2");
		swapoff("blks");
	}
	if (mounted)
		SAFE_UMOUNT("mnt");
}

static struct tst_test test = {
	.test_all = run,
	.setup = setup,
	.cleanup = cleanup,
	.needs_root = 1,
	.needs_tmpdir = 1,
	.forks_child = 1,
};
