// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * mmap(2) errors, in the order of the man page's ERRORS; after each failure the address
 * the call was pointed at (a hint, or the MAP_FIXED address) is checked to hold no new
 * mapping:
 * - EACCES: a file mapping of an fd not open for reading; MAP_SHARED with PROT_WRITE of an
 *   O_RDONLY fd; PROT_WRITE of an append-only file (FS_APPEND_FL, on a tmpfs the test
 *   mounts);
 * - EAGAIN: MAP_LOCKED beyond RLIMIT_MEMLOCK, in a child without CAP_IPC_LOCK;
 * - EBADF: a closed fd without MAP_ANONYMOUS;
 * - EEXIST: MAP_FIXED_NOREPLACE over an existing mapping;
 * - EINVAL: an unaligned MAP_FIXED address, an unaligned offset, a length of 0, flags
 *   with none of MAP_PRIVATE, MAP_SHARED, MAP_SHARED_VALIDATE;
 * - ENODEV: a pipe, which has no mmap method;
 * - ENOMEM: the process's maximum number of mappings (vm.max_map_count, reached in a
 *   child by splitting a PROT_NONE region), RLIMIT_DATA (in a child), a MAP_FIXED address
 *   beyond the virtual address space, a length that overflows when rounded to pages;
 * - EOVERFLOW: a file mapping whose offset plus length does not fit: on a 64-bit kernel
 *   past the largest file offset (2^63 - 1), the offset being the last page below it; as a
 *   32-bit program on a 32-bit kernel the page count of offset + length overflowing 32
 *   bits (offset 0xffffffff pages). A 32-bit program on a 64-bit kernel can pass at most a
 *   2^44 offset (mmap2 counts pages in 32 bits), which a 64-bit kernel neither wraps nor
 *   finds too large: TCONF there;
 * - EPERM: PROT_EXEC of a file on a noexec mount; MAP_SHARED with PROT_WRITE of a memfd
 *   sealed with F_SEAL_WRITE.
 *
 * Not provoked: EACCES for "a non-regular file": the kernel answers ENODEV for files
 * without an mmap method (checked with a pipe); EAGAIN "the file has been locked":
 * mandatory locking was removed in Linux 5.15; ENFILE: the system-wide file limit cannot
 * be reached safely on a shared machine; ENOMEM "No memory is available": exhausting the
 * machine's memory is unsafe; EPERM for
 * MAP_HUGETLB: the kernel checks sysctl_hugetlb_shm_group for shmget(SHM_HUGETLB) only;
 * ETXTBSY: MAP_DENYWRITE is ignored by Linux since 5.x.
 */

#include <pwd.h>
#include <stdlib.h>
#include <sys/ioctl.h>
#include <sys/mount.h>
#include <sys/resource.h>
#include <linux/fs.h>
#include <limits.h>
#include <stdint.h>
#include "tst_test.h"
#include "tst_kernel.h"
#include "tst_safe_stdio.h"
#include "tst_vma.h"
#include "lapi/memfd.h"
#include "lapi/syscalls.h"
#include "mmap_lapi.h"
#include "map_count.h"

#define MNT "mnt"
#define NPAGES 4
/* tcase off: the offset that overflows with the case's length (see last_offset()) */
#define OFF_OVERFLOW ((off_t)-1)

static size_t ps, len;
static int fd_rw = -1, fd_rd = -1, fd_wr = -1, fd_app = -1, fd_exec = -1, fd_seal = -1;
static int fd_closed = -1, fd_pipe[2] = {-1, -1};
static int mounted, append_set;
static char *existing;
static uid_t nobody_uid;

static void lower_memlock(void);
static void lower_data(void);
static void fill_map_count(void);

static struct tcase {
	const char *name;
	char **fixed;		/* MAP_FIXED* address, or NULL for a hint */
	size_t addr_off;	/* added to the address */
	size_t len;		/* 0: len */
	int prot;
	int flags;
	int *fd;
	off_t off;
	int exp_errno;
	void (*child)(void);	/* run the case in a child after this */
	int zero_len;
} tcases[] = {
	{"file fd open O_WRONLY", NULL, 0, 0, PROT_READ, MAP_PRIVATE, &fd_wr, 0, EACCES},
	{"MAP_SHARED, PROT_WRITE, fd O_RDONLY", NULL, 0, 0, PROT_READ | PROT_WRITE, MAP_SHARED,
		&fd_rd, 0, EACCES},
	{"PROT_WRITE, append-only file", NULL, 0, 0, PROT_READ | PROT_WRITE, MAP_SHARED,
		&fd_app, 0, EACCES},
	{"MAP_LOCKED beyond RLIMIT_MEMLOCK", NULL, 0, 0, PROT_READ | PROT_WRITE,
		MAP_PRIVATE | MAP_ANONYMOUS | MAP_LOCKED, NULL, 0, EAGAIN, lower_memlock},
	{"closed fd", NULL, 0, 0, PROT_READ, MAP_PRIVATE, &fd_closed, 0, EBADF},
	{"MAP_FIXED_NOREPLACE over a mapping", &existing, 0, 0, PROT_READ,
		MAP_PRIVATE | MAP_ANONYMOUS | MAP_FIXED_NOREPLACE, NULL, 0, EEXIST},
	{"unaligned MAP_FIXED address", &existing, 1, 0, PROT_READ,
		MAP_PRIVATE | MAP_ANONYMOUS | MAP_FIXED, NULL, 0, EINVAL},
	{"unaligned offset", NULL, 0, 0, PROT_READ, MAP_SHARED, &fd_rw, 1, EINVAL},
	{"length 0", NULL, 0, 0, PROT_READ, MAP_PRIVATE | MAP_ANONYMOUS, NULL, 0, EINVAL, NULL,
		1},
	{"no MAP_PRIVATE/SHARED/SHARED_VALIDATE", NULL, 0, 0, PROT_READ, MAP_ANONYMOUS, NULL, 0,
		EINVAL},
	{"pipe", NULL, 0, 0, PROT_READ, MAP_SHARED, &fd_pipe[0], 0, ENODEV},
	{"beyond vm.max_map_count", NULL, 0, 0, PROT_READ, MAP_PRIVATE | MAP_ANONYMOUS, NULL, 0,
		ENOMEM, fill_map_count},
	{"beyond RLIMIT_DATA", NULL, 0, 64 << 20, PROT_READ | PROT_WRITE,
		MAP_PRIVATE | MAP_ANONYMOUS, NULL, 0, ENOMEM, lower_data},
	{"MAP_FIXED beyond the address space", NULL, 0, 0, PROT_READ,
		MAP_PRIVATE | MAP_ANONYMOUS | MAP_FIXED, NULL, 0, ENOMEM},
	{"length overflowing when rounded up", NULL, 0, (size_t)-1, PROT_READ,
		MAP_PRIVATE | MAP_ANONYMOUS, NULL, 0, ENOMEM},
	{"offset + length past the largest file offset", NULL, 0, 0, PROT_READ, MAP_SHARED,
		&fd_rw, OFF_OVERFLOW, EOVERFLOW},
	{"PROT_EXEC on a noexec mount", NULL, 0, 0, PROT_READ | PROT_EXEC, MAP_PRIVATE,
		&fd_exec, 0, EPERM},
	{"PROT_WRITE MAP_SHARED of a F_SEAL_WRITE memfd", NULL, 0, 0, PROT_READ | PROT_WRITE,
		MAP_SHARED, &fd_seal, 0, EPERM},
};

/*
 * An address no mapping can have: past what a 64-bit process may use. NULL on a 32-bit
 * ABI, where a process under a 64-bit kernel may use all 4 GiB: nothing lies beyond.
 */
static char *beyond_address_space(void)
{
#if ULONG_MAX > 0xffffffffUL
	return (char *)(1UL << 62);
#else
	return NULL;
#endif
}

/*
 * An offset from which NPAGES pages overflow: the last page below 2^63 (the largest file
 * offset) on a 64-bit kernel, page 0xffffffff on a 32-bit kernel (the page count wraps);
 * 0 for a 32-bit program on a 64-bit kernel, where nothing overflows.
 */
static off_t last_offset(void)
{
	if (tst_kernel_bits() == 64)
		return tst_abi_bits() == 64 ? (off_t)(INT64_MAX & ~(int64_t)(ps - 1)) : 0;
	return (off_t)0xffffffffLL * ps;
}

static void lower_memlock(void)
{
	struct rlimit rl = {ps, ps};

	SAFE_SETRLIMIT(RLIMIT_MEMLOCK, &rl);
	SAFE_SETUID(nobody_uid);
}

static void lower_data(void)
{
	struct rlimit rl = {32 << 20, 32 << 20};

	SAFE_SETRLIMIT(RLIMIT_DATA, &rl);
}

static void fill_map_count(void)
{
	map_count_fill(1);
}

static int count_mappings(void)
{
	FILE *f = SAFE_FOPEN("/proc/self/maps", "r");
	int c, n = 0;

	while ((c = fgetc(f)) != EOF)
		n += c == '\n';
	SAFE_FCLOSE(f);
	return n;
}

/* hint: an address where a mapping made by mistake would show (NULL: none) */
static void check_case(struct tcase *tc, char *hint)
{
	size_t l = tc->zero_len ? 0 : tc->len ? tc->len : len;
	char *addr;
	struct tst_vma vma, before;
	int fd = tc->fd ? *tc->fd : -1;
	off_t off = tc->off;
	int count;

	if (tc->fixed)
		addr = *tc->fixed + tc->addr_off;
	else if (tc->flags & MAP_FIXED) {
		addr = beyond_address_space();
		if (!addr) {
			tst_res(TCONF, "%s: no such address on a 32-bit ABI", tc->name);
			return;
		}
	} else
		addr = hint;
	if (off == OFF_OVERFLOW) {
		off = last_offset();
		if (!off) {
			tst_res(TCONF, "%s: a 32-bit program on a 64-bit kernel passes at most a "
				"2^44 offset, which does not overflow there", tc->name);
			return;
		}
	}
	tst_vma_find(existing, &before);
	count = count_mappings();

	TST_EXP_FAIL_PTR_VOID(mmap(addr, l, tc->prot, tc->flags, fd, off), tc->exp_errno,
			      "mmap() %s", tc->name);
	if (!TST_PASS) {
		if (TST_RET_PTR != MAP_FAILED && TST_RET_PTR)
			munmap(TST_RET_PTR, l);
		return;
	}
	if (hint && tst_vma_find(hint, &vma))
		tst_res(TFAIL, "%s: the failed call left a mapping at %p", tc->name, hint);
	if (count_mappings() != count)
		tst_res(TFAIL, "%s: %d lines in /proc/self/maps before the call, %d after",
			tc->name, count, count_mappings());
	if (!tst_vma_find(existing, &vma) || vma.start != before.start ||
	    vma.end != before.end || strcmp(vma.perms, before.perms))
		tst_res(TFAIL, "%s: the failed call changed the existing mapping", tc->name);
}

static void run(unsigned int i)
{
	struct tcase *tc = &tcases[i];
	char *hint;

	if (tc->fd && *tc->fd == -2) {
		tst_res(TCONF, "%s: set-up not possible here (see above)", tc->name);
		return;
	}
	hint = SAFE_MMAP(NULL, len, PROT_NONE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
	SAFE_MUNMAP(hint, len);
	if (!tc->child) {
		check_case(tc, hint);
		return;
	}
	if (!SAFE_FORK()) {
		tc->child();
		/* the mapping limit leaves no room for a hint-sized hole to be checked */
		check_case(tc, tc->child == fill_map_count ? NULL : hint);
		exit(0);
	}
	tst_reap_children();
}

static void setup_files(void)
{
	int attr;

	fd_rw = SAFE_OPEN("file", O_RDWR | O_CREAT, 0644);
	SAFE_FTRUNCATE(fd_rw, len);
	fd_rd = SAFE_OPEN("file", O_RDONLY);
	fd_wr = SAFE_OPEN("file", O_WRONLY);
	fd_closed = SAFE_OPEN("file", O_RDONLY);
	SAFE_CLOSE(fd_closed);
	fd_closed = 999;
	SAFE_PIPE(fd_pipe);

	SAFE_MKDIR(MNT, 0755);
	SAFE_MOUNT("tmpfs", MNT, "tmpfs", MS_NOEXEC, "size=1m");
	mounted = 1;
	fd_exec = SAFE_OPEN(MNT "/exec", O_RDWR | O_CREAT, 0755);
	SAFE_FTRUNCATE(fd_exec, len);
	fd_app = SAFE_OPEN(MNT "/append", O_RDWR | O_CREAT, 0644);
	SAFE_FTRUNCATE(fd_app, len);
	if (ioctl(fd_app, FS_IOC_GETFLAGS, &attr)) {
		if (errno != ENOTTY && errno != EOPNOTSUPP)
			tst_brk(TBROK | TERRNO, "FS_IOC_GETFLAGS on tmpfs");
		tst_res(TINFO | TERRNO, "tmpfs has no file attributes: no append-only file");
		SAFE_CLOSE(fd_app);
		fd_app = -2;
		return;
	}
	attr |= FS_APPEND_FL;
	SAFE_IOCTL(fd_app, FS_IOC_SETFLAGS, &attr);
	append_set = 1;
}

static void setup(void)
{
	struct passwd *pw = SAFE_GETPWNAM("nobody");

	nobody_uid = pw->pw_uid;
	ps = getpagesize();
	len = NPAGES * ps;
	existing = SAFE_MMAP(NULL, len, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1,
			     0);
	map_count_max();
	setup_files();

	fd_seal = tst_syscall(__NR_memfd_create, "sealed", MFD_ALLOW_SEALING);
	if (fd_seal < 0)
		tst_brk(TBROK | TERRNO, "memfd_create()");
	SAFE_FTRUNCATE(fd_seal, len);
	SAFE_FCNTL(fd_seal, F_ADD_SEALS, F_SEAL_WRITE);
}

static void cleanup(void)
{
	int attr;

	if (append_set && !ioctl(fd_app, FS_IOC_GETFLAGS, &attr)) {
		attr &= ~FS_APPEND_FL;
		ioctl(fd_app, FS_IOC_SETFLAGS, &attr);
	}
	if (fd_app >= 0)
		SAFE_CLOSE(fd_app);
	if (fd_exec >= 0)
		SAFE_CLOSE(fd_exec);
	if (mounted)
		SAFE_UMOUNT(MNT);
	if (fd_rw >= 0)
		SAFE_CLOSE(fd_rw);
	if (fd_rd >= 0)
		SAFE_CLOSE(fd_rd);
	if (fd_wr >= 0)
		SAFE_CLOSE(fd_wr);
	if (fd_seal >= 0)
		SAFE_CLOSE(fd_seal);
	if (fd_pipe[0] >= 0) {
		SAFE_CLOSE(fd_pipe[0]);
		SAFE_CLOSE(fd_pipe[1]);
	}
}

static struct tst_test test = {
	.test = run,
	.tcnt = ARRAY_SIZE(tcases),
	.setup = setup,
	.cleanup = cleanup,
	.needs_root = 1,
	.needs_tmpdir = 1,
	.forks_child = 1,
	/* reaching vm.max_map_count takes 65530 mprotect() calls: slow under emulation */
	.timeout = 120,
};
