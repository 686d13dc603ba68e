// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * uselib(2) on x86_64. The x86_64 system call table reserves number 134 for uselib with no
 * entry point: as a 64-bit call it is -1 ENOSYS on every kernel. The call exists only in
 * the i386 table (number 86), with CONFIG_USELIB (Debian's 6.1 kernels set it; later kernels
 * may drop the call), and a 64-bit process reaches it with int $0x80 where the kernel has
 * IA-32 emulation (../set_thread_area/ia32_int80.h). Setup probes it there with a path that
 * does not exist: ENOENT means present; ENOSYS, or no emulation, makes the i386 rows TCONF.
 * The call opens the file for reading and execution, then asks each binary format that
 * can load a library; ELF takes only an ET_EXEC file with a single loadable segment (the
 * old libc5 libraries). The paths are copied to a page below 4 GiB. Rows:
 * - the 64-bit call: ENOSYS;
 * - a library it accepts, written by the test (an ET_EXEC x86_64 ELF whose one PT_LOAD
 *   segment is a page of the file holding a known word, to be mapped at an address below
 *   2 GiB the child just found free; the kernel keeps the address it maps in an int, so an
 *   address above that makes it answer with that truncated number): 0, and the page is there, mapped from the file
 *   (/proc/self/maps names the file at that address), holds the word, and is private (a
 *   write to it does not reach the file); in a child, so that the mapping goes with it;
 * - EACCES: a regular file without execute permission (root gets no exemption for
 *   execution); a directory; a file below a directory nobody may not search, by nobody;
 * - ENOEXEC: a regular executable file holding text, not an ELF image; this test's own
 *   executable (/proc/self/exe), an ELF image of the wrong kind (position-independent, or
 *   static with several segments);
 * - ENOENT (one of open(2)'s errors, which uselib(2) also returns): a missing file.
 * After each failure the file is not mapped into the process: /proc/self/maps names it
 * as many times as before.
 *
 * Not provoked: ENFILE (needs the system-wide file table full, which would break every
 * other process on the machine).
 */

#include <elf.h>
#include <limits.h>
#include <pwd.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <sys/syscall.h>
#include "tst_test.h"
#include "tst_safe_prw.h"
#include "tst_safe_stdio.h"
#include "../set_thread_area/ia32_int80.h"

#ifdef __x86_64__

#define NR64_USELIB 134
#define NR32_USELIB 86
#define LOCKED "locked"
#define LIB "lib"
#define LIB_WORD 0x7e57c0deU

static char self_exe[PATH_MAX];
static char *low;
static struct passwd *nobody;
static int have_uselib32;

static struct tcase {
	const char *desc;
	const char *path;
	int as_nobody;
	int exp_errno;
} tcases[] = {
	{"as a 64-bit call", "text", 0, ENOSYS},
	{"an ET_EXEC library with one segment", LIB, 0, 0},
	{"file without execute permission", "noexec", 0, EACCES},
	{"directory", "dir", 0, EACCES},
	{"no search permission on the directory, as nobody", LOCKED "/lib", 1, EACCES},
	{"executable text file", "text", 0, ENOEXEC},
	{"this test's own executable", self_exe, 0, ENOEXEC},
	{"missing file", "missing", 0, ENOENT},
};

static long uselib32(const char *path)
{
	strcpy(low, path);
	return ia32_syscall1(NR32_USELIB, ia32_addr(low));
}

static int mapped(const char *path)
{
	char line[PATH_MAX + 128], real[PATH_MAX];
	FILE *f;
	int found = 0;
	size_t len;

	if (!realpath(path, real))
		return 0;
	len = strlen(real);
	f = SAFE_FOPEN("/proc/self/maps", "r");
	while (fgets(line, sizeof(line), f)) {
		char *p = strchr(line, '/');

		if (p && !strncmp(p, real, len) && (p[len] == '\n' || p[len] == ' '))
			found++;
	}
	SAFE_FCLOSE(f);
	return found;
}

static void check(struct tcase *tc, int native)
{
	int before = mapped(tc->path), after;
	long ret;

	if (native) {
		TST_EXP_FAIL(syscall(NR64_USELIB, tc->path), tc->exp_errno, "uselib() %s",
			     tc->desc);
	} else {
		ret = uselib32(tc->path);
		if (ret == -tc->exp_errno)
			tst_res(TPASS, "i386 uselib() %s: -1 %s", tc->desc,
				tst_strerrno(tc->exp_errno));
		else
			tst_res(TFAIL, "i386 uselib() %s: returned %ld (%s), expected -1 %s",
				tc->desc, ret, ret < 0 ? tst_strerrno(-ret) : "success",
				tst_strerrno(tc->exp_errno));
	}
	after = mapped(tc->path);
	if (after != before)
		tst_res(TFAIL, "%s: /proc/self/maps names %s %d times, was %d", tc->desc,
			tc->path, after, before);
}

/* The library: headers in the first page, the segment's page after them. */
static void write_lib(uintptr_t addr, long page)
{
	Elf64_Ehdr eh = {
		.e_ident = {ELFMAG0, ELFMAG1, ELFMAG2, ELFMAG3, ELFCLASS64, ELFDATA2LSB,
			    EV_CURRENT},
		.e_type = ET_EXEC,
		.e_machine = EM_X86_64,
		.e_version = EV_CURRENT,
		.e_phoff = sizeof(Elf64_Ehdr),
		.e_ehsize = sizeof(Elf64_Ehdr),
		.e_phentsize = sizeof(Elf64_Phdr),
		.e_phnum = 1,
	};
	Elf64_Phdr ph = {
		.p_type = PT_LOAD,
		.p_flags = PF_R | PF_W,
		.p_offset = page,
		.p_vaddr = addr,
		.p_paddr = addr,
		.p_filesz = page,
		.p_memsz = page,
		.p_align = page,
	};
	uint32_t word = LIB_WORD;
	int fd = SAFE_OPEN(LIB, O_WRONLY | O_CREAT | O_TRUNC, 0755);

	SAFE_WRITE(SAFE_WRITE_ALL, fd, &eh, sizeof(eh));
	SAFE_WRITE(SAFE_WRITE_ALL, fd, &ph, sizeof(ph));
	SAFE_LSEEK(fd, page, SEEK_SET);
	SAFE_WRITE(SAFE_WRITE_ALL, fd, &word, sizeof(word));
	SAFE_FTRUNCATE(fd, 2 * page);
	SAFE_CLOSE(fd);
}

static void check_load(struct tcase *tc)
{
	long page = getpagesize(), ret;
	void *free_at = SAFE_MMAP(NULL, page, PROT_NONE,
				  MAP_PRIVATE | MAP_ANONYMOUS | MAP_32BIT, -1, 0);
	uintptr_t addr = (uintptr_t)free_at;
	char line[PATH_MAX + 128], real[PATH_MAX], want[64];
	uint32_t word = 0;
	int found = 0, fd;
	FILE *f;

	SAFE_MUNMAP(free_at, page);
	write_lib(addr, page);
	ret = uselib32(LIB);
	if (ret) {
		tst_res(TFAIL, "i386 uselib() %s: returned %ld (%s), expected 0", tc->desc, ret,
			ret < 0 ? tst_strerrno(-ret) : "?");
		return;
	}
	tst_res(TPASS, "i386 uselib() %s returned 0", tc->desc);

	if (!realpath(LIB, real))
		tst_brk(TBROK | TERRNO, "realpath(" LIB ")");
	snprintf(want, sizeof(want), "%lx-", (unsigned long)addr);
	f = SAFE_FOPEN("/proc/self/maps", "r");
	while (fgets(line, sizeof(line), f)) {
		char *p = strchr(line, '/');

		if (!strncmp(line, want, strlen(want)) && p && !strncmp(p, real, strlen(real)))
			found = 1;
	}
	SAFE_FCLOSE(f);
	if (!found) {
		tst_res(TFAIL, "/proc/self/maps has no mapping of %s at 0x%lx", real,
			(unsigned long)addr);
		return;
	}
	tst_res(TPASS, "%s is mapped at 0x%lx", LIB, (unsigned long)addr);
	TST_EXP_EQ_LU(*(volatile uint32_t *)addr, LIB_WORD);
	*(volatile uint32_t *)addr = ~LIB_WORD;
	fd = SAFE_OPEN(LIB, O_RDONLY);
	SAFE_PREAD(1, fd, &word, sizeof(word), page);
	SAFE_CLOSE(fd);
	if (word == LIB_WORD)
		tst_res(TPASS, "a write to the mapping did not reach the file");
	else
		tst_res(TFAIL, "the file's word is 0x%x after a write to the mapping, was 0x%x",
			word, LIB_WORD);
}

static void run(unsigned int n)
{
	struct tcase *tc = &tcases[n];

	if (!n) {
		check(tc, 1);
		return;
	}
	if (!have_uselib32) {
		tst_res(TCONF, "%s: no i386 uselib() here", tc->desc);
		return;
	}
	if (!tc->as_nobody && tc->exp_errno) {
		check(tc, 0);
		return;
	}
	if (!SAFE_FORK()) {
		if (!tc->exp_errno) {
			check_load(tc);
			exit(0);
		}
		tst_become_nobody();
		check(tc, 0);
		exit(0);
	}
	tst_reap_children();
}

static void setup(void)
{
	ssize_t len;
	long ret;

	low = ia32_low_page();
	nobody = SAFE_GETPWNAM("nobody");
	len = SAFE_READLINK("/proc/self/exe", self_exe, sizeof(self_exe) - 1);
	self_exe[len] = '\0';
	if ((size_t)len >= (size_t)getpagesize())
		tst_brk(TBROK, "the path of the test's executable is too long");

	SAFE_FILE_PRINTF("noexec", "#!/bin/sh\n");
	SAFE_CHMOD("noexec", 0644);
	SAFE_MKDIR("dir", 0755);
	SAFE_FILE_PRINTF("text", "this is not an ELF image\n");
	SAFE_CHMOD("text", 0755);
	SAFE_MKDIR(LOCKED, 0700);
	SAFE_FILE_PRINTF(LOCKED "/lib", "x");
	SAFE_CHMOD(LOCKED "/lib", 0755);
	/* nobody must reach "locked" itself: the test's directory is open to everyone */
	SAFE_CHMOD(".", 0755);

	if (!ia32_probe())
		return;
	ret = uselib32("missing");
	if (ret == -ENOENT)
		have_uselib32 = 1;
	else if (ret == -ENOSYS)
		tst_res(TINFO, "the i386 uselib() is ENOSYS (CONFIG_USELIB off or removed)");
	else
		tst_brk(TBROK, "probe: i386 uselib(\"missing\") returned %ld, expected -ENOENT",
			ret);
}

static struct tst_test test = {
	.tcnt = ARRAY_SIZE(tcases),
	.test = run,
	.setup = setup,
	.needs_root = 1,
	.needs_tmpdir = 1,
	.forks_child = 1,
};

#else
TST_TEST_TCONF("uselib() is checked on x86_64 only");
#endif
