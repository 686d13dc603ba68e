// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * canfail.so: an LD_PRELOAD interposer that perturbs the result of ONE libc syscall
 * wrapper (and of syscall(2) for the same system call), to prove that a test reports a
 * failure when the kernel misbehaves.
 *
 *   CANFAIL_CALL=open        the system call to perturb (its wrappers open, open64, and
 *                            syscall(__NR_open)); aliases: pread -> pread64, pwrite ->
 *                            pwrite64, fstatat -> newfstatat
 *   CANFAIL_MODE=errno       a failing call fails with another plausible errno
 *               ret          a successful call returns a wrong value: a count or offset off
 *                            by one, a status or a descriptor turned into -1/EIO (the
 *                            descriptor is closed, a new mount detached, so nothing leaks)
 *               success      a failing call (which therefore did nothing) returns success:
 *                            0, or a descriptor on an empty private file for calls returning one
 *               data         a successful call hands back corrupted data: a flipped byte in
 *                            the buffer, every field of a struct stat/statx/statfs moved,
 *                            pipe ends swapped, out-offsets moved
 *               value        a successful call returns a wrong count or value, with its
 *                            effect done: half the byte count (a short read or write), a
 *                            wrong id (the new descriptor moved one number up), an offset
 *                            off by one; calls that return only a status are not eligible
 *               noop         the call is not made at all and reports success: 0, the full
 *                            count for calls that write (nothing was written), 0 for calls
 *                            that read, a descriptor on an empty private file, the requested offset
 *   CANFAIL_NTH=N            perturb only the Nth call eligible for the mode (a failing call
 *                            for errno/success, a successful one for ret/data/value, any
 *                            call for noop); default: every eligible call
 *   CANFAIL_LOG=FILE         append one line per call of the selected system call made by
 *                            test code ("call NAME ok|fail DATA 0xOFFSET"), and one per
 *                            perturbation ("perturbed MODE N NAME what")
 *   CANFAIL_ANY_CALLER=1     also perturb calls made by library code (see below)
 *
 * Only calls made by the test's own code are perturbed. The test binaries link libltk.a
 * statically, so the library and the test share one executable and dladdr() cannot tell
 * them apart; but the executable's symbol table keeps, for each compilation unit, an
 * STT_FILE symbol followed by that unit's local symbols. At start-up we read .symtab from
 * /proc/self/exe and take the address ranges of the local functions of the unit named
 * after the executable (open01 -> open01.c; CANFAIL_SRC overrides), plus the span between
 * the first and last of them (a unit's .text is contiguous, which covers its rare global
 * functions), plus main() (the test's: tst_test.h defines it in the test's unit, and a
 * legacy test's setup and test functions are often inlined into it). A call is perturbed
 * only if __builtin_return_address(0), less the load bias, lies in one of those ranges.
 * So SAFE_* library calls, the library's set-up and the parent library process are never
 * touched: a test that fails under canfail failed because of the result of a call that
 * the test itself made and checked. Without a symbol table (a stripped binary, or a
 * program the test runs) nothing is perturbed and a warning goes to the log.
 *
 * Bad settings (unknown call or mode, bad N) print a message and exit with 125 before
 * the test starts. Only results are changed, never arguments or paths.
 */

#include <dlfcn.h>
#include <elf.h>
#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <link.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <utime.h>
#include <dirent.h>
#include <sys/mount.h>
#include <sys/quota.h>
#include <sys/random.h>
#include <sys/sendfile.h>
#include <sys/stat.h>
#include <sys/statfs.h>
#include <sys/syscall.h>
#include <sys/time.h>
#include <sys/types.h>
#include <sys/uio.h>
#include <sys/xattr.h>
#include <linux/types.h>
#include "lapi/syscalls.h"

enum cf_kind { K_STATUS, K_FD, K_COUNT, K_OFF, K_VALUE, K_MASK, K_PTR };
enum cf_data { D_NONE, D_BUF, D_RANDOM, D_IOV, D_STAT, D_STATX, D_STATFS, D_USTAT, D_PIPE,
	       D_FLOCK, D_OFFP, D_OFFP2, D_HANDLE, D_STATMOUNT, D_U64, D_XATTRARGS, D_FILEATTR };
enum cf_mode { M_ERRNO, M_RET, M_SUCCESS, M_DATA, M_VALUE, M_NOOP };

struct cf_call {
	const char *func;	/* libc wrapper name, NULL for raw syscall(2) only */
	const char *sys;	/* system call name (as in __NR_*) */
	enum cf_kind kind;
	enum cf_data data;
	int argi;		/* argument holding the data (see enum cf_data) */
	int selected;
	long nr;		/* its syscall(2) number, -1 if none */
};

static struct cf_call cf_calls[] = {
	{ "access", "access", K_STATUS, D_NONE, 0, 0 },
	{ "faccessat", "faccessat", K_STATUS, D_NONE, 0, 0 },
	{ NULL, "faccessat2", K_STATUS, D_NONE, 0, 0 },
	{ "chmod", "chmod", K_STATUS, D_NONE, 0, 0 },
	{ "fchmod", "fchmod", K_STATUS, D_NONE, 0, 0 },
	{ "fchmodat", "fchmodat", K_STATUS, D_NONE, 0, 0 },
	{ NULL, "fchmodat2", K_STATUS, D_NONE, 0, 0 },
	{ "chown", "chown", K_STATUS, D_NONE, 0, 0 },
	{ "fchown", "fchown", K_STATUS, D_NONE, 0, 0 },
	{ "lchown", "lchown", K_STATUS, D_NONE, 0, 0 },
	{ "fchownat", "fchownat", K_STATUS, D_NONE, 0, 0 },
	{ "close", "close", K_STATUS, D_NONE, 0, 0 },
	{ "close_range", "close_range", K_STATUS, D_NONE, 0, 0 },
	{ "copy_file_range", "copy_file_range", K_COUNT, D_OFFP2, 1, 0 },
	{ "creat", "creat", K_FD, D_NONE, 0, 0 },
	{ "creat64", "creat", K_FD, D_NONE, 0, 0 },
	{ "dup", "dup", K_FD, D_NONE, 0, 0 },
	{ "dup2", "dup2", K_FD, D_NONE, 0, 0 },
	{ "dup3", "dup3", K_FD, D_NONE, 0, 0 },
	{ "fallocate", "fallocate", K_STATUS, D_NONE, 0, 0 },
	{ "fcntl", "fcntl", K_VALUE, D_FLOCK, 2, 0 },
	{ "fdatasync", "fdatasync", K_STATUS, D_NONE, 0, 0 },
	{ "fsync", "fsync", K_STATUS, D_NONE, 0, 0 },
	{ "syncfs", "syncfs", K_STATUS, D_NONE, 0, 0 },
	{ "sync_file_range", "sync_file_range", K_STATUS, D_NONE, 0, 0 },
	{ "stat", "stat", K_STATUS, D_STAT, 1, 0 },
	{ "lstat", "lstat", K_STATUS, D_STAT, 1, 0 },
	{ "fstat", "fstat", K_STATUS, D_STAT, 1, 0 },
	{ "fstatat", "newfstatat", K_STATUS, D_STAT, 2, 0 },
	{ "statx", "statx", K_STATUS, D_STATX, 4, 0 },
	{ "statfs", "statfs", K_STATUS, D_STATFS, 1, 0 },
	{ "fstatfs", "fstatfs", K_STATUS, D_STATFS, 1, 0 },
	{ NULL, "ustat", K_STATUS, D_USTAT, 1, 0 },
	{ "truncate", "truncate", K_STATUS, D_NONE, 0, 0 },
	{ "ftruncate", "ftruncate", K_STATUS, D_NONE, 0, 0 },
	{ "futimesat", "futimesat", K_STATUS, D_NONE, 0, 0 },
	{ "utime", "utime", K_STATUS, D_NONE, 0, 0 },
	{ "utimes", "utimes", K_STATUS, D_NONE, 0, 0 },
	{ "utimensat", "utimensat", K_STATUS, D_NONE, 0, 0 },
	{ "getrandom", "getrandom", K_COUNT, D_RANDOM, 0, 0 },
	{ "lseek", "lseek", K_OFF, D_NONE, 0, 0 },
	{ "lseek64", "lseek", K_OFF, D_NONE, 0, 0 },
	{ "memfd_create", "memfd_create", K_FD, D_NONE, 0, 0 },
	{ "mount", "mount", K_STATUS, D_NONE, 0, 0 },
	{ "umount", "umount", K_STATUS, D_NONE, 0, 0 },
	{ "umount2", "umount2", K_STATUS, D_NONE, 0, 0 },
	{ "name_to_handle_at", "name_to_handle_at", K_STATUS, D_HANDLE, 2, 0 },
	{ "open_by_handle_at", "open_by_handle_at", K_FD, D_NONE, 0, 0 },
	{ "open", "open", K_FD, D_NONE, 0, 0 },
	{ "open64", "open", K_FD, D_NONE, 0, 0 },
	{ "openat", "openat", K_FD, D_NONE, 0, 0 },
	{ "openat64", "openat", K_FD, D_NONE, 0, 0 },
	{ NULL, "openat2", K_FD, D_NONE, 0, 0 },
	{ "pipe", "pipe", K_STATUS, D_PIPE, 0, 0 },
	{ "pipe2", "pipe2", K_STATUS, D_PIPE, 0, 0 },
	{ "read", "read", K_COUNT, D_BUF, 1, 0 },
	{ "pread", "pread64", K_COUNT, D_BUF, 1, 0 },
	{ "pread64", "pread64", K_COUNT, D_BUF, 1, 0 },
	{ "readv", "readv", K_COUNT, D_IOV, 1, 0 },
	{ "preadv", "preadv", K_COUNT, D_IOV, 1, 0 },
	{ "preadv2", "preadv2", K_COUNT, D_IOV, 1, 0 },
	{ "write", "write", K_COUNT, D_NONE, 0, 0 },
	{ "pwrite", "pwrite64", K_COUNT, D_NONE, 0, 0 },
	{ "pwrite64", "pwrite64", K_COUNT, D_NONE, 0, 0 },
	{ "writev", "writev", K_COUNT, D_NONE, 0, 0 },
	{ "pwritev", "pwritev", K_COUNT, D_NONE, 0, 0 },
	{ "pwritev2", "pwritev2", K_COUNT, D_NONE, 0, 0 },
	{ "sendfile", "sendfile", K_COUNT, D_OFFP, 2, 0 },
	{ "splice", "splice", K_COUNT, D_OFFP2, 1, 0 },
	{ "tee", "tee", K_COUNT, D_NONE, 0, 0 },
	{ "vmsplice", "vmsplice", K_COUNT, D_NONE, 0, 0 },
	{ "umask", "umask", K_MASK, D_NONE, 0, 0 },
	{ "readlink", "readlink", K_COUNT, D_BUF, 1, 0 },
	{ "readlinkat", "readlinkat", K_COUNT, D_BUF, 2, 0 },
	{ "getxattr", "getxattr", K_COUNT, D_BUF, 2, 0 },
	{ "lgetxattr", "lgetxattr", K_COUNT, D_BUF, 2, 0 },
	{ "fgetxattr", "fgetxattr", K_COUNT, D_BUF, 2, 0 },
	{ "listxattr", "listxattr", K_COUNT, D_BUF, 1, 0 },
	{ "llistxattr", "llistxattr", K_COUNT, D_BUF, 1, 0 },
	{ "flistxattr", "flistxattr", K_COUNT, D_BUF, 1, 0 },
	{ "setxattr", "setxattr", K_STATUS, D_NONE, 0, 0 },
	{ "lsetxattr", "lsetxattr", K_STATUS, D_NONE, 0, 0 },
	{ "fsetxattr", "fsetxattr", K_STATUS, D_NONE, 0, 0 },
	{ "removexattr", "removexattr", K_STATUS, D_NONE, 0, 0 },
	{ "lremovexattr", "lremovexattr", K_STATUS, D_NONE, 0, 0 },
	{ "fremovexattr", "fremovexattr", K_STATUS, D_NONE, 0, 0 },
	{ "mkdir", "mkdir", K_STATUS, D_NONE, 0, 0 },
	{ "mkdirat", "mkdirat", K_STATUS, D_NONE, 0, 0 },
	{ "rmdir", "rmdir", K_STATUS, D_NONE, 0, 0 },
	{ "unlink", "unlink", K_STATUS, D_NONE, 0, 0 },
	{ "unlinkat", "unlinkat", K_STATUS, D_NONE, 0, 0 },
	{ "link", "link", K_STATUS, D_NONE, 0, 0 },
	{ "linkat", "linkat", K_STATUS, D_NONE, 0, 0 },
	{ "symlink", "symlink", K_STATUS, D_NONE, 0, 0 },
	{ "symlinkat", "symlinkat", K_STATUS, D_NONE, 0, 0 },
	{ "rename", "rename", K_STATUS, D_NONE, 0, 0 },
	{ "renameat", "renameat", K_STATUS, D_NONE, 0, 0 },
	{ "renameat2", "renameat2", K_STATUS, D_NONE, 0, 0 },
	{ "mknod", "mknod", K_STATUS, D_NONE, 0, 0 },
	{ "mknodat", "mknodat", K_STATUS, D_NONE, 0, 0 },
	{ "chdir", "chdir", K_STATUS, D_NONE, 0, 0 },
	{ "fchdir", "fchdir", K_STATUS, D_NONE, 0, 0 },
	{ "chroot", "chroot", K_STATUS, D_NONE, 0, 0 },
	{ NULL, "getdents", K_COUNT, D_BUF, 1, 0 },
	{ "getdents64", "getdents64", K_COUNT, D_BUF, 1, 0 },
	{ NULL, "getcwd", K_COUNT, D_BUF, 0, 0 },	/* the raw call returns a length */
	{ "getcwd", "getcwd", K_PTR, D_BUF, 0, 0 },
	{ "quotactl", "quotactl", K_STATUS, D_NONE, 0, 0 },
	{ NULL, "quotactl_fd", K_STATUS, D_NONE, 0, 0 },
	{ NULL, "fsopen", K_FD, D_NONE, 0, 0 },
	{ NULL, "fspick", K_FD, D_NONE, 0, 0 },
	{ NULL, "fsmount", K_FD, D_NONE, 0, 0 },
	{ NULL, "open_tree", K_FD, D_NONE, 0, 0 },
	{ NULL, "fsconfig", K_STATUS, D_NONE, 0, 0 },
	{ NULL, "move_mount", K_STATUS, D_NONE, 0, 0 },
	{ NULL, "mount_setattr", K_STATUS, D_NONE, 0, 0 },
	{ NULL, "pivot_root", K_STATUS, D_NONE, 0, 0 },
	{ NULL, "statmount", K_STATUS, D_STATMOUNT, 1, 0 },
	{ NULL, "listmount", K_COUNT, D_U64, 1, 0 },
	{ NULL, "getxattrat", K_COUNT, D_XATTRARGS, 4, 0 },
	{ NULL, "setxattrat", K_STATUS, D_NONE, 0, 0 },
	{ NULL, "listxattrat", K_COUNT, D_BUF, 3, 0 },
	{ NULL, "removexattrat", K_STATUS, D_NONE, 0, 0 },
	{ NULL, "file_getattr", K_STATUS, D_FILEATTR, 2, 0 },
	{ NULL, "file_setattr", K_STATUS, D_NONE, 0, 0 },
};

#define CF_NCALLS (sizeof(cf_calls) / sizeof(cf_calls[0]))

static const struct { const char *name; long nr; } cf_nrs[] = {
#include "canfail_nr.h"
};

static int cf_active;
static enum cf_mode cf_mode;
static long cf_nth;		/* 0: every eligible call */
static long cf_seen;		/* eligible calls seen so far in this process */
static const struct cf_call *cf_sel[4];	/* the selected entries with a syscall(2) number */
static size_t cf_nsel;
static const char *cf_logpath;
static int cf_any_caller;
static uintptr_t cf_bias;
static struct { uintptr_t lo, hi; } *cf_ranges;
static size_t cf_nranges;

static void *cf_real(const char *name)
{
	void *p = dlsym(RTLD_NEXT, name);

	if (!p) {
		fprintf(stderr, "canfail: no next definition of %s\n", name);
		_exit(125);
	}
	return p;
}

static void cf_die(const char *fmt, const char *arg)
{
	fprintf(stderr, "canfail: ");
	fprintf(stderr, fmt, arg);
	fputc('\n', stderr);
	_exit(125);
}

/*
 * The log stays open on a high descriptor from start-up on: the test may chroot, pivot_root
 * or drop its privileges before a call. If the test closed that descriptor (close_range
 * tests do) or another file took its number, the log is opened again by its path.
 */
static int cf_logfd = -1;
static dev_t cf_log_dev;
static ino_t cf_log_ino;

static int cf_log_open(void)
{
	static int (*real_open)(const char *, int, ...);
	static int (*real_fcntl)(int, int, ...);
	static int (*real_close)(int);
	static int (*real_fstat)(int, struct stat *);
	struct stat st;
	int fd;

	if (!real_open) {
		real_open = cf_real("open");
		real_fcntl = cf_real("fcntl");
		real_close = cf_real("close");
		real_fstat = cf_real("fstat");
	}
	if (cf_logfd >= 0 && !real_fstat(cf_logfd, &st) && st.st_dev == cf_log_dev &&
	    st.st_ino == cf_log_ino)
		return cf_logfd;
	fd = real_open(cf_logpath, O_WRONLY | O_APPEND | O_CREAT | O_CLOEXEC, 0600);
	if (fd < 0)
		return -1;
	cf_logfd = real_fcntl(fd, F_DUPFD_CLOEXEC, 900);
	real_close(fd);
	if (cf_logfd < 0 || real_fstat(cf_logfd, &st))
		return -1;
	cf_log_dev = st.st_dev;
	cf_log_ino = st.st_ino;
	return cf_logfd;
}

static void cf_log(const char *fmt, ...)
{
	static ssize_t (*real_write)(int, const void *, size_t);
	char line[256];
	va_list ap;
	int fd, len;

	if (!cf_logpath)
		return;
	if (!real_write)
		real_write = cf_real("write");
	va_start(ap, fmt);
	len = vsnprintf(line, sizeof(line), fmt, ap);
	va_end(ap);
	if (len < 0)
		return;
	if ((size_t)len >= sizeof(line))
		len = sizeof(line) - 1;
	fd = cf_log_open();
	if (fd >= 0 && real_write(fd, line, len) < 0)
		line[0] = 0;
}

static int cf_bias_cb(struct dl_phdr_info *info, size_t size, void *arg)
{
	cf_bias = info->dlpi_addr;	/* the first object is the executable */
	return 1;
}

static void cf_add_range(uintptr_t lo, uintptr_t hi)
{
	void *p = realloc(cf_ranges, (cf_nranges + 1) * sizeof(*cf_ranges));

	if (!p)
		cf_die("%s", "out of memory");
	cf_ranges = p;
	cf_ranges[cf_nranges].lo = lo;
	cf_ranges[cf_nranges].hi = hi;
	cf_nranges++;
}

/* Find the test unit's functions in the executable's .symtab (see the header comment). */
static void cf_load_ranges(const char *src)
{
	FILE *f = fopen("/proc/self/exe", "re");
	const Elf64_Ehdr *eh;
	const Elf64_Shdr *sh;
	char *img = NULL;
	long size;
	uintptr_t span_lo = UINTPTR_MAX, span_hi = 0;

	if (!f)
		return;
	if (fseek(f, 0, SEEK_END) || (size = ftell(f)) <= (long)sizeof(*eh) ||
	    fseek(f, 0, SEEK_SET) || !(img = malloc(size)) || fread(img, 1, size, f) != (size_t)size)
		goto out;
	eh = (const Elf64_Ehdr *)img;
	if (memcmp(eh->e_ident, ELFMAG, SELFMAG) || eh->e_ident[EI_CLASS] != ELFCLASS64 ||
	    eh->e_shoff + (uint64_t)eh->e_shnum * sizeof(*sh) > (uint64_t)size)
		goto out;
	sh = (const Elf64_Shdr *)(img + eh->e_shoff);
	for (int i = 0; i < eh->e_shnum; i++) {
		const Elf64_Sym *sym;
		const char *str;
		int in_unit = 0;

		if (sh[i].sh_type != SHT_SYMTAB || sh[i].sh_link >= eh->e_shnum)
			continue;
		if (sh[i].sh_offset + sh[i].sh_size > (uint64_t)size ||
		    sh[sh[i].sh_link].sh_offset + sh[sh[i].sh_link].sh_size > (uint64_t)size)
			goto out;
		sym = (const Elf64_Sym *)(img + sh[i].sh_offset);
		str = img + sh[sh[i].sh_link].sh_offset;
		for (size_t k = 0; k < sh[i].sh_size / sizeof(*sym); k++) {
			const char *name;

			if (sym[k].st_name >= sh[sh[i].sh_link].sh_size)
				continue;
			name = str + sym[k].st_name;
			if (ELF64_ST_TYPE(sym[k].st_info) == STT_FILE) {
				in_unit = !strcmp(name, src);
				continue;
			}
			/* main() is the test's (tst_test.h defines it in the test's unit) */
			if (ELF64_ST_TYPE(sym[k].st_info) == STT_FUNC && !strcmp(name, "main") &&
			    ELF64_ST_BIND(sym[k].st_info) == STB_GLOBAL) {
				cf_add_range(sym[k].st_value, sym[k].st_value + sym[k].st_size);
				continue;
			}
			if (!in_unit || ELF64_ST_TYPE(sym[k].st_info) != STT_FUNC ||
			    ELF64_ST_BIND(sym[k].st_info) != STB_LOCAL || !sym[k].st_size)
				continue;
			cf_add_range(sym[k].st_value, sym[k].st_value + sym[k].st_size);
			/* cold parts live in .text.unlikely, away from the unit's .text */
			if (strstr(name, ".cold"))
				continue;
			if (sym[k].st_value < span_lo)
				span_lo = sym[k].st_value;
			if (sym[k].st_value + sym[k].st_size > span_hi)
				span_hi = sym[k].st_value + sym[k].st_size;
		}
	}
	if (span_lo < span_hi)
		cf_add_range(span_lo, span_hi);
out:
	free(img);
	fclose(f);
}

static int cf_from_test(const void *caller)
{
	uintptr_t a = (uintptr_t)caller - cf_bias;

	if (cf_any_caller)
		return 1;
	for (size_t i = 0; i < cf_nranges; i++)
		if (a >= cf_ranges[i].lo && a < cf_ranges[i].hi)
			return 1;
	return 0;
}

static const char *cf_alias(const char *name)
{
	static const char *const map[][2] = {
		{ "pread", "pread64" }, { "pwrite", "pwrite64" }, { "fstatat", "newfstatat" },
		{ "getdents", "getdents64" },
	};

	for (size_t i = 0; i < sizeof(map) / sizeof(map[0]); i++)
		if (!strcmp(name, map[i][0]))
			return map[i][1];
	return name;
}

__attribute__((constructor)) static void cf_init(void)
{
	const char *call = getenv("CANFAIL_CALL");
	const char *mode = getenv("CANFAIL_MODE");
	const char *nth = getenv("CANFAIL_NTH");
	const char *src = getenv("CANFAIL_SRC");
	const char *sys;
	char srcbuf[PATH_MAX], exe[PATH_MAX];
	int found = 0;
	ssize_t n;

	if (!call || !*call)
		return;
	if (!mode || !strcmp(mode, "errno"))
		cf_mode = M_ERRNO;
	else if (!strcmp(mode, "ret"))
		cf_mode = M_RET;
	else if (!strcmp(mode, "success"))
		cf_mode = M_SUCCESS;
	else if (!strcmp(mode, "data"))
		cf_mode = M_DATA;
	else if (!strcmp(mode, "value"))
		cf_mode = M_VALUE;
	else if (!strcmp(mode, "noop"))
		cf_mode = M_NOOP;
	else
		cf_die("CANFAIL_MODE='%s': expected errno, ret, success, data, value or noop", mode);
	if (nth && *nth) {
		char *end;

		errno = 0;
		cf_nth = strtol(nth, &end, 10);
		if (errno || *end || cf_nth < 1)
			cf_die("CANFAIL_NTH='%s': expected a number >= 1", nth);
	}
	sys = cf_alias(call);
	for (size_t i = 0; i < CF_NCALLS; i++) {
		struct cf_call *c = &cf_calls[i];
		int dup = 0;

		if ((!c->func || strcmp(c->func, call)) && strcmp(c->sys, call) &&
		    strcmp(c->sys, sys))
			continue;
		c->selected = 1;
		found = 1;
		c->nr = -1;
		for (size_t k = 0; k < sizeof(cf_nrs) / sizeof(cf_nrs[0]); k++)
			if (!strcmp(cf_nrs[k].name, c->sys))
				c->nr = cf_nrs[k].nr;
		/* the first entry of a system call describes its raw form */
		for (size_t k = 0; k < cf_nsel; k++)
			dup |= cf_sel[k]->nr == c->nr;
		if (c->nr >= 0 && !dup && cf_nsel < sizeof(cf_sel) / sizeof(cf_sel[0]))
			cf_sel[cf_nsel++] = c;
	}
	if (!found)
		cf_die("CANFAIL_CALL='%s': not a system call canfail knows", call);
	cf_logpath = getenv("CANFAIL_LOG");
	cf_any_caller = getenv("CANFAIL_ANY_CALLER") && !strcmp(getenv("CANFAIL_ANY_CALLER"), "1");
	dl_iterate_phdr(cf_bias_cb, NULL);
	if (!src || !*src) {
		n = readlink("/proc/self/exe", exe, sizeof(exe) - 1);
		if (n <= 0)
			cf_die("%s", "cannot read /proc/self/exe");
		exe[n] = 0;
		src = strrchr(exe, '/') ? strrchr(exe, '/') + 1 : exe;
		if (strlen(src) + 3 > sizeof(srcbuf))
			cf_die("executable name too long: %s", src);
		strcpy(stpcpy(srcbuf, src), ".c");
		src = srcbuf;
	}
	cf_load_ranges(src);
	/*
	 * Not fatal: a program the test runs as another user (mount03's set-user-ID helper)
	 * inherits the environment but may not write the log.
	 */
	if (cf_logpath && *cf_logpath && cf_log_open() < 0 && cf_nranges)
		fprintf(stderr, "canfail: cannot open CANFAIL_LOG='%s': %s\n", cf_logpath,
			strerror(errno));
	cf_active = 1;
	/* not on stderr: programs the test runs (mkfs, gzip ...) inherit LD_PRELOAD */
	if (!cf_nranges && !cf_any_caller)
		cf_log("warning: no function of %s in the symbol table: nothing perturbed\n", src);
}

static int cf_other_errno(int e)
{
	static const int map[][2] = {
		{ ENOENT, EACCES }, { EACCES, EPERM }, { EPERM, EACCES }, { EBADF, EINVAL },
		{ EINVAL, EBADF }, { EEXIST, ENOENT }, { EFAULT, EINVAL }, { ENOTDIR, ENOENT },
		{ EISDIR, EINVAL }, { ELOOP, ENOENT }, { ENAMETOOLONG, ENOENT }, { EROFS, EACCES },
		{ ETXTBSY, EACCES }, { EAGAIN, EINTR }, { ESPIPE, EINVAL }, { EXDEV, EINVAL },
		{ ENOTEMPTY, EBUSY }, { EBUSY, EINVAL }, { EMFILE, ENFILE }, { EFBIG, ENOSPC },
		{ ENOSPC, EFBIG }, { EOVERFLOW, EINVAL }, { ENODATA, ENOENT }, { ERANGE, EINVAL },
		{ ESRCH, EINVAL }, { EOPNOTSUPP, EINVAL }, { ENOSYS, EINVAL },
	};

	for (size_t i = 0; i < sizeof(map) / sizeof(map[0]); i++)
		if (map[i][0] == e)
			return map[i][1];
	return e == EIO ? EINVAL : EIO;
}

/* the start of struct statmount (linux/mount.h, newer than the installed headers) */
struct cf_statmount {
	__u32 size, mnt_opts;
	__u64 mask;
	__u32 sb_dev_major, sb_dev_minor;
	__u64 sb_magic;
	__u32 sb_flags, fs_type;
	__u64 mnt_id, mnt_parent_id;
	__u32 mnt_id_old, mnt_parent_id_old;
	__u64 mnt_attr, mnt_propagation, mnt_peer_group, mnt_master, propagate_from;
};

/* struct file_attr of file_getattr(2) */
struct cf_file_attr {
	__u64 fa_xflags;
	__u32 fa_extsize, fa_nextents, fa_projid, fa_cowextsize;
};

/* May mode data corrupt what this successful call returned? */
static int cf_has_data(const struct cf_call *c, long ret, const long *av)
{
	switch (c->data) {
	case D_NONE:
		return 0;
	case D_BUF:
	case D_RANDOM:
	case D_IOV:
		return ret > 0;
	case D_FLOCK:
		return (int)av[1] == F_GETLK || (int)av[1] == F_OFD_GETLK;
	case D_U64:
		return ret > 0;
	case D_XATTRARGS:
		return ret > 0 && av[c->argi] && ((const __u64 *)av[c->argi])[0];
	case D_STATMOUNT:
		return av[c->argi] && (size_t)av[c->argi + 1] >= sizeof(struct cf_statmount);
	case D_OFFP:
		return av[c->argi] != 0;
	case D_OFFP2:
		return av[c->argi] || av[c->argi + 2];
	default:
		return av[c->argi] != 0;
	}
}

static void cf_bump_ts(struct timespec *ts)
{
	ts->tv_sec += 1;
}

static const char *cf_corrupt(const struct cf_call *c, long ret, const long *av)
{
	void *p = (void *)av[c->argi];

	switch (c->data) {
	case D_BUF:
		((unsigned char *)p)[0] ^= 0x01;
		return "flipped byte 0 of the buffer";
	case D_RANDOM:
		memset(p, 0, ret);
		return "zeroed the buffer";
	case D_IOV: {
		const struct iovec *iov = p;

		for (long i = 0; i < av[c->argi + 1]; i++) {
			if (iov[i].iov_len) {
				((unsigned char *)iov[i].iov_base)[0] ^= 0x01;
				break;
			}
		}
		return "flipped the first byte read";
	}
	case D_STAT: {
		struct stat *st = p;

		st->st_mode ^= S_IXOTH;
		st->st_size += 1;
		st->st_nlink += 1;
		st->st_uid += 1;
		st->st_gid += 1;
		st->st_ino += 1;
		st->st_blocks += 1;
		cf_bump_ts(&st->st_atim);
		cf_bump_ts(&st->st_mtim);
		cf_bump_ts(&st->st_ctim);
		return "moved every field of struct stat";
	}
	case D_STATX: {
		struct statx *sx = p;

		sx->stx_mode ^= S_IXOTH;
		sx->stx_size += 1;
		sx->stx_nlink += 1;
		sx->stx_uid += 1;
		sx->stx_gid += 1;
		sx->stx_ino += 1;
		sx->stx_blocks += 1;
		sx->stx_attributes ^= 1;
		sx->stx_atime.tv_sec += 1;
		sx->stx_mtime.tv_sec += 1;
		sx->stx_ctime.tv_sec += 1;
		sx->stx_btime.tv_sec += 1;
		sx->stx_mnt_id += 1;
		return "moved every field of struct statx";
	}
	case D_STATFS: {
		struct statfs *sf = p;

		sf->f_type ^= 1;
		sf->f_bsize += 512;
		sf->f_blocks += 1;
		sf->f_bfree += 1;
		sf->f_bavail += 1;
		sf->f_files += 1;
		sf->f_ffree += 1;
		sf->f_namelen += 1;
		sf->f_flags ^= 1;	/* ST_RDONLY */
		return "moved every field of struct statfs";
	}
	case D_USTAT: {
		/* struct ustat: daddr_t f_tfree; ino_t f_tinode; char f_fname[6], f_fpack[6] */
		struct { int f_tfree; unsigned long f_tinode; } *u = p;

		u->f_tfree += 1;
		u->f_tinode += 1;
		return "moved f_tfree and f_tinode";
	}
	case D_PIPE: {
		int *fds = p, t = fds[0];

		fds[0] = fds[1];
		fds[1] = t;
		return "swapped the two ends";
	}
	case D_FLOCK: {
		struct flock *fl = p;

		fl->l_type = fl->l_type == F_UNLCK ? F_WRLCK : F_UNLCK;
		fl->l_pid += 1;
		fl->l_start += 1;
		return "changed l_type, l_pid and l_start";
	}
	case D_OFFP:
		*(off_t *)p += 1;
		return "moved the offset";
	case D_OFFP2:
		if (p)
			*(off_t *)p += 1;
		if (av[c->argi + 2])
			*(off_t *)av[c->argi + 2] += 1;
		return "moved the offsets";
	case D_HANDLE:
		((struct file_handle *)p)->f_handle[0] ^= 0x01;
		if (av[c->argi + 1])
			*(int *)av[c->argi + 1] += 1;
		return "flipped a handle byte and moved the mount id";
	case D_STATMOUNT: {
		struct cf_statmount *sm = p;

		sm->sb_dev_minor += 1;
		sm->sb_magic ^= 1;
		sm->sb_flags ^= 1;
		sm->mnt_id += 1;
		sm->mnt_parent_id += 1;
		sm->mnt_id_old += 1;
		sm->mnt_attr ^= 1;
		sm->mnt_propagation ^= 1;
		sm->mnt_peer_group += 1;
		return "moved the fields of struct statmount";
	}
	case D_U64:
		((__u64 *)p)[0] += 1;
		return "moved the first id";
	case D_XATTRARGS:
		((unsigned char *)(uintptr_t)((__u64 *)p)[0])[0] ^= 0x01;
		return "flipped byte 0 of the value";
	case D_FILEATTR: {
		struct cf_file_attr *fa = p;

		fa->fa_xflags ^= 1;
		fa->fa_extsize += 1;
		fa->fa_projid += 1;
		fa->fa_cowextsize += 1;
		return "moved the fields of struct file_attr";
	}
	default:
		return "nothing";
	}
}

/*
 * The descriptor a call that returns one hands back when it was not made: an empty private
 * file (memfd), not /dev/null, which a test would change for the whole host when it
 * fchmod()s or fchown()s "its" file.
 */
static long cf_stand_in_fd(void)
{
	return syscall(__NR_memfd_create, "canfail", 0);
}

/*
 * Undo what a successful call did before reporting it as a failure (arguments that were
 * ints passed through syscall(2)'s varargs are compared as ints: the upper half of the
 * register is undefined).
 */
static void cf_undo(const struct cf_call *c, long ret, const long *av)
{
	static int (*real_close)(int);
	static int (*real_umount2)(const char *, int);

	if (!real_close) {
		real_close = cf_real("close");
		real_umount2 = cf_real("umount2");
	}
	if (c->kind == K_FD ||
	    (c->kind == K_VALUE && ((int)av[1] == F_DUPFD || (int)av[1] == F_DUPFD_CLOEXEC)))
		real_close(ret);
	if (!strcmp(c->sys, "mount") && !(av[3] & (MS_REMOUNT | MS_SHARED | MS_PRIVATE | MS_SLAVE |
						   MS_UNBINDABLE | MS_MOVE)))
		real_umount2((const char *)av[1], MNT_DETACH);
	if (!strcmp(c->sys, "move_mount") && (int)av[2] == AT_FDCWD && av[3] &&
	    *(const char *)av[3])
		real_umount2((const char *)av[3], MNT_DETACH);
}

static long cf_wrong_ret(const struct cf_call *c, long ret, int *err, const long *av)
{
	switch (c->kind) {
	case K_COUNT:
		return ret > 0 ? ret - 1 : 1;
	case K_OFF:
		return ret + 1;
	case K_MASK:
		return ret ^ S_IXOTH;
	case K_PTR:
		*err = EIO;
		return 0;
	case K_VALUE:
		if (ret > 0 && (int)av[1] != F_DUPFD && (int)av[1] != F_DUPFD_CLOEXEC)
			return ret ^ 1;
		/* fallthrough */
	default:
		cf_undo(c, ret, av);
		*err = EIO;
		return -1;
	}
}

static const char *const cf_mode_names[] = {
	"errno", "ret", "success", "data", "value", "noop"
};

/* value mode: a wrong count or value; the call's effect stays done */
static long cf_wrong_value(const struct cf_call *c, long ret, const long *av)
{
	static int (*real_fcntl)(int, int, ...);
	static int (*real_close)(int);
	long moved;

	if (!real_fcntl) {
		real_fcntl = cf_real("fcntl");
		real_close = cf_real("close");
	}
	switch (c->kind) {
	case K_COUNT:
		return ret > 0 ? ret / 2 : 1;
	case K_OFF:
		return ret + 1;
	case K_MASK:
		return ret ^ S_IXOTH;
	case K_VALUE:
		if ((int)av[1] != F_DUPFD && (int)av[1] != F_DUPFD_CLOEXEC)
			return ret ^ 1;
		/* a new descriptor */
		__attribute__((fallthrough));
	default:	/* K_FD: the same open file under another number */
		moved = real_fcntl(ret, F_DUPFD, ret + 1);
		if (moved < 0)
			return ret;
		real_close(ret);
		return moved;
	}
}

/* The byte count a call that writes was asked for (noop reports it all written). */
static long cf_request(const struct cf_call *c, const long *av)
{
	static const struct { const char *sys; int arg, iov; } w[] = {
		{ "write", 2, 0 }, { "pwrite64", 2, 0 }, { "writev", 1, 1 }, { "pwritev", 1, 1 },
		{ "pwritev2", 1, 1 }, { "vmsplice", 1, 1 }, { "tee", 2, 0 }, { "splice", 4, 0 },
		{ "sendfile", 3, 0 }, { "copy_file_range", 4, 0 },
	};
	long n = 0;

	for (size_t i = 0; i < sizeof(w) / sizeof(w[0]); i++) {
		if (strcmp(c->sys, w[i].sys))
			continue;
		if (!w[i].iov)
			return av[w[i].arg];
		for (long k = 0; k < av[2]; k++)
			n += ((const struct iovec *)av[1])[k].iov_len;
		return n;
	}
	return 0;
}

/*
 * noop mode, before the call: if this is the call to perturb, do not make it and return 1
 * with the success value in *ret.
 */
static int cf_before(const struct cf_call *c, const void *caller, const long *av, long *ret)
{
	static mode_t (*real_umask)(mode_t);
	long n;

	if (!cf_active || cf_mode != M_NOOP || !c->selected || c->kind == K_PTR ||
	    !cf_from_test(caller))
		return 0;
	n = __atomic_add_fetch(&cf_seen, 1, __ATOMIC_SEQ_CST);
	if (cf_nth && n != cf_nth)
		return 0;
	switch (c->kind) {
	case K_FD:
		*ret = cf_stand_in_fd();
		break;
	case K_COUNT:
		*ret = cf_request(c, av);
		break;
	case K_OFF:
		*ret = (int)av[2] == SEEK_SET ? av[1] : 0;
		break;
	case K_MASK:
		if (!real_umask)
			real_umask = cf_real("umask");
		*ret = real_umask(0);
		real_umask(*ret);
		break;
	default:
		*ret = 0;
	}
	cf_log("perturbed noop %ld %s not made -> ret %ld\n", n, c->func ? c->func : c->sys,
	       *ret);
	errno = 0;
	return 1;
}

/* The common path of every wrapper: returns the (maybe perturbed) result, sets errno. */
static long cf_after(const struct cf_call *c, const void *caller, long ret, long *av)
{
	int err = errno, failed, eligible;
	const char *what;
	long n;

	if (!cf_active || !c->selected || !cf_from_test(caller))
		return ret;
	if (c->kind == K_MASK)
		failed = 0;
	else if (c->kind == K_PTR)
		failed = ret == 0;
	else
		failed = ret == -1;
	/* the caller's offset in the executable: addr2line -e TEST 0x... names the line */
	cf_log("call %s %s %d %#lx%s\n", c->func ? c->func : c->sys, failed ? "fail" : "ok",
	       !failed && cf_has_data(c, ret, av), (unsigned long)((uintptr_t)caller - cf_bias),
	       !failed && c->kind != K_STATUS && c->kind != K_PTR ? " v" : "");
	switch (cf_mode) {
	case M_ERRNO:
	case M_SUCCESS:
		eligible = failed;
		break;
	case M_RET:
		eligible = !failed;
		break;
	case M_VALUE:
		eligible = !failed && c->kind != K_STATUS && c->kind != K_PTR;
		break;
	case M_NOOP:
		eligible = 0;
		break;
	default:
		eligible = !failed && cf_has_data(c, ret, av);
	}
	if (!eligible)
		goto keep;
	n = __atomic_add_fetch(&cf_seen, 1, __ATOMIC_SEQ_CST);
	if (cf_nth && n != cf_nth)
		goto keep;
	switch (cf_mode) {
	case M_ERRNO:
		what = strerrorname_np(err);
		err = cf_other_errno(err);
		break;
	case M_SUCCESS:
		what = "made to succeed";
		err = 0;
		if (c->kind == K_FD)
			ret = cf_stand_in_fd();
		else
			ret = c->kind == K_PTR ? av[0] : 0;
		break;
	case M_RET:
		what = "wrong return value";
		ret = cf_wrong_ret(c, ret, &err, av);
		break;
	case M_VALUE:
		what = "wrong count or value";
		ret = cf_wrong_value(c, ret, av);
		break;
	default:
		what = cf_corrupt(c, ret, av);
	}
	cf_log("perturbed %s %ld %s %s -> ret %ld %s\n", cf_mode_names[cf_mode], n,
	       c->func ? c->func : c->sys, what ? what : "?", ret, err ? strerrorname_np(err) : "");
keep:
	errno = err;
	return ret;
}

static struct cf_call *cf_find(const char *func)
{
	for (size_t i = 0; i < CF_NCALLS; i++)
		if (cf_calls[i].func && !strcmp(cf_calls[i].func, func))
			return &cf_calls[i];
	cf_die("internal: no table entry for %s", func);
	return NULL;
}

/*
 * CF_WRAPn(ret_type, name, arg types...): define name() with the prototype the libc
 * headers declare, call the next definition and pass the result through cf_after().
 */
#define CF_HEAD(rt, name, params)						\
rt name params									\
{										\
	static rt (*real) params;						\
	static struct cf_call *ent;						\
	void *caller = __builtin_return_address(0);				\
	long ret;								\
	if (!real) {								\
		real = cf_real(#name);						\
		ent = cf_find(#name);						\
	}

#define CF_WRAP1(rt, name, t1)							\
	CF_HEAD(rt, name, (t1 a1))						\
	long av[6] = { (long)a1, 0, 0, 0, 0, 0 };				\
	if (cf_before(ent, caller, av, &ret))					\
		return (rt)ret;							\
	ret = (long)real(a1);							\
	return (rt)cf_after(ent, caller, ret, av);				\
}
#define CF_WRAP2(rt, name, t1, t2)						\
	CF_HEAD(rt, name, (t1 a1, t2 a2))					\
	long av[6] = { (long)a1, (long)a2, 0, 0, 0, 0 };			\
	if (cf_before(ent, caller, av, &ret))					\
		return (rt)ret;							\
	ret = (long)real(a1, a2);						\
	return (rt)cf_after(ent, caller, ret, av);				\
}
#define CF_WRAP3(rt, name, t1, t2, t3)						\
	CF_HEAD(rt, name, (t1 a1, t2 a2, t3 a3))				\
	long av[6] = { (long)a1, (long)a2, (long)a3, 0, 0, 0 };			\
	if (cf_before(ent, caller, av, &ret))					\
		return (rt)ret;							\
	ret = (long)real(a1, a2, a3);						\
	return (rt)cf_after(ent, caller, ret, av);				\
}
#define CF_WRAP4(rt, name, t1, t2, t3, t4)					\
	CF_HEAD(rt, name, (t1 a1, t2 a2, t3 a3, t4 a4))				\
	long av[6] = { (long)a1, (long)a2, (long)a3, (long)a4, 0, 0 };		\
	if (cf_before(ent, caller, av, &ret))					\
		return (rt)ret;							\
	ret = (long)real(a1, a2, a3, a4);					\
	return (rt)cf_after(ent, caller, ret, av);				\
}
#define CF_WRAP5(rt, name, t1, t2, t3, t4, t5)					\
	CF_HEAD(rt, name, (t1 a1, t2 a2, t3 a3, t4 a4, t5 a5))			\
	long av[6] = { (long)a1, (long)a2, (long)a3, (long)a4, (long)a5, 0 };	\
	if (cf_before(ent, caller, av, &ret))					\
		return (rt)ret;							\
	ret = (long)real(a1, a2, a3, a4, a5);					\
	return (rt)cf_after(ent, caller, ret, av);				\
}
#define CF_WRAP6(rt, name, t1, t2, t3, t4, t5, t6)				\
	CF_HEAD(rt, name, (t1 a1, t2 a2, t3 a3, t4 a4, t5 a5, t6 a6))		\
	long av[6] = { (long)a1, (long)a2, (long)a3, (long)a4, (long)a5, (long)a6 };	\
	if (cf_before(ent, caller, av, &ret))					\
		return (rt)ret;							\
	ret = (long)real(a1, a2, a3, a4, a5, a6);				\
	return (rt)cf_after(ent, caller, ret, av);				\
}

/* array parameters, spelled as the libc headers spell them */
typedef const struct timeval cf_tv2[2];
typedef const struct timespec cf_ts2[2];
typedef int cf_fd2[2];

#include "canfail_wrappers.h"

/* The variadic ones: the optional argument is read as the kernel would read it. */
static int cf_has_mode(int flags)
{
	return (flags & O_CREAT) || (flags & O_TMPFILE) == O_TMPFILE;
}

#define CF_OPEN(name)								\
int name(const char *path, int flags, ...)					\
{										\
	static int (*real)(const char *, int, ...);				\
	static struct cf_call *ent;						\
	void *caller = __builtin_return_address(0);				\
	mode_t mode = 0;							\
	va_list ap;								\
	if (!real) {								\
		real = cf_real(#name);						\
		ent = cf_find(#name);						\
	}									\
	if (cf_has_mode(flags)) {						\
		va_start(ap, flags);						\
		mode = va_arg(ap, mode_t);					\
		va_end(ap);							\
	}									\
	long av[6] = { (long)path, flags, mode, 0, 0, 0 }, ret;			\
	if (cf_before(ent, caller, av, &ret))					\
		return ret;							\
	return cf_after(ent, caller, real(path, flags, mode), av);		\
}
CF_OPEN(open)
CF_OPEN(open64)

#define CF_OPENAT(name)								\
int name(int dirfd, const char *path, int flags, ...)				\
{										\
	static int (*real)(int, const char *, int, ...);			\
	static struct cf_call *ent;						\
	void *caller = __builtin_return_address(0);				\
	mode_t mode = 0;							\
	va_list ap;								\
	if (!real) {								\
		real = cf_real(#name);						\
		ent = cf_find(#name);						\
	}									\
	if (cf_has_mode(flags)) {						\
		va_start(ap, flags);						\
		mode = va_arg(ap, mode_t);					\
		va_end(ap);							\
	}									\
	long av[6] = { dirfd, (long)path, flags, mode, 0, 0 }, ret;		\
	if (cf_before(ent, caller, av, &ret))					\
		return ret;							\
	return cf_after(ent, caller, real(dirfd, path, flags, mode), av);	\
}
CF_OPENAT(openat)
CF_OPENAT(openat64)

int fcntl(int fd, int cmd, ...)
{
	static int (*real)(int, int, ...);
	static struct cf_call *ent;
	void *caller = __builtin_return_address(0);
	va_list ap;
	long arg;

	if (!real) {
		real = cf_real("fcntl");
		ent = cf_find("fcntl");
	}
	va_start(ap, cmd);
	arg = va_arg(ap, long);
	va_end(ap);
	long av[6] = { fd, cmd, arg, 0, 0, 0 }, ret;

	if (cf_before(ent, caller, av, &ret))
		return ret;
	return cf_after(ent, caller, real(fd, cmd, arg), av);
}

char *getcwd(char *buf, size_t size)
{
	static char *(*real)(char *, size_t);
	static struct cf_call *ent;
	void *caller = __builtin_return_address(0);

	if (!real) {
		real = cf_real("getcwd");
		ent = cf_find("getcwd");
	}
	return (char *)cf_after(ent, caller, (long)real(buf, size),
				(long []){ (long)buf, size, 0, 0, 0, 0 });
}

long syscall(long nr, ...)
{
	static long (*real)(long, ...);
	void *caller = __builtin_return_address(0);
	long a[6], ret;
	va_list ap;

	if (!real)
		real = cf_real("syscall");
	va_start(ap, nr);
	for (int i = 0; i < 6; i++)
		a[i] = va_arg(ap, long);
	va_end(ap);
	for (size_t i = 0; cf_active && i < cf_nsel; i++)
		if (cf_sel[i]->nr == nr && cf_before(cf_sel[i], caller, a, &ret))
			return ret;
	ret = real(nr, a[0], a[1], a[2], a[3], a[4], a[5]);
	if (!cf_active)
		return ret;
	for (size_t i = 0; i < cf_nsel; i++)
		if (cf_sel[i]->nr == nr)
			return cf_after(cf_sel[i], caller, ret, a);
	return ret;
}
