// SPDX-License-Identifier: GPL-2.0-or-later
/* Faults, /proc/self/maps, /proc/self/smaps and residency of the caller's own memory. */
#include <ctype.h>
#include <errno.h>
#include <fcntl.h>
#include <setjmp.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <unistd.h>
#include "tst_vma.h"
#include "ltk_core.h"

static sigjmp_buf fault_jmp;
static volatile sig_atomic_t fault_sig;

static void on_fault(int sig)
{
	fault_sig = sig;
	siglongjmp(fault_jmp, 1);
}

/* Install the handlers; old[0] for SIGSEGV, old[1] for SIGBUS. */
static void catch_faults(struct sigaction old[2])
{
	struct sigaction sa;

	memset(&sa, 0, sizeof(sa));
	sa.sa_handler = on_fault;
	sigemptyset(&sa.sa_mask);
	sa.sa_flags = SA_NODEFER;
	if (sigaction(SIGSEGV, &sa, &old[0]) || sigaction(SIGBUS, &sa, &old[1]))
		ltk_brk(__FILE__, __LINE__, TBROK | TERRNO, NULL, "sigaction(SIGSEGV/SIGBUS)");
}

static void restore_faults(struct sigaction old[2])
{
	sigaction(SIGSEGV, &old[0], NULL);
	sigaction(SIGBUS, &old[1], NULL);
}

enum access { ACCESS_READ, ACCESS_WRITE, ACCESS_EXEC };

static int access_byte(volatile char *p, enum access how, char *val)
{
	struct sigaction old[2];
	volatile int sig = 0;

	catch_faults(old);
	fault_sig = 0;
	if (!sigsetjmp(fault_jmp, 1)) {
		if (how == ACCESS_WRITE)
			*p = *val;
		else if (how == ACCESS_READ)
			*val = *p;
		else
			((void (*)(void))(unsigned long)p)();
	} else {
		sig = fault_sig;
	}
	restore_faults(old);
	return sig;
}

int tst_vma_read(const void *addr, char *val)
{
	char tmp;

	return access_byte((volatile char *)addr, ACCESS_READ, val ? val : &tmp);
}

int tst_vma_write(void *addr, char val)
{
	return access_byte((volatile char *)addr, ACCESS_WRITE, &val);
}

int tst_vma_exec(void *addr)
{
	char unused;

	return access_byte((volatile char *)addr, ACCESS_EXEC, &unused);
}

static int parse_maps_line(const char *line, struct tst_vma *vma)
{
	int name_at = 0;

	memset(vma, 0, sizeof(*vma));
	if (sscanf(line, "%lx-%lx %4s %lx %*s %*s %n", &vma->start, &vma->end, vma->perms,
		   &vma->offset, &name_at) < 4)
		return 0;
	if (name_at) {
		snprintf(vma->name, sizeof(vma->name), "%s", line + name_at);
		vma->name[strcspn(vma->name, "\n")] = 0;
	}
	return 1;
}

int tst_vma_find(const void *addr, struct tst_vma *vma)
{
	unsigned long a = (unsigned long)addr;
	char line[512];
	int found = 0;
	FILE *f = fopen("/proc/self/maps", "r");

	if (!f)
		ltk_brk(__FILE__, __LINE__, TBROK | TERRNO, NULL, "fopen(/proc/self/maps)");
	while (fgets(line, sizeof(line), f)) {
		if (parse_maps_line(line, vma) && vma->start <= a && a < vma->end) {
			found = 1;
			break;
		}
	}
	fclose(f);
	return found;
}

/* Open /proc/self/smaps positioned after the header line of addr's entry. */
static FILE *smaps_entry(const void *addr)
{
	unsigned long a = (unsigned long)addr;
	struct tst_vma vma;
	char line[512];
	FILE *f = fopen("/proc/self/smaps", "r");

	if (!f)
		ltk_brk(__FILE__, __LINE__, TBROK | TERRNO, NULL, "fopen(/proc/self/smaps)");
	while (fgets(line, sizeof(line), f)) {
		/* a header line starts with a lower-case hex range, a field with a capital */
		if (!isupper((unsigned char)line[0]) && parse_maps_line(line, &vma) &&
		    vma.start <= a && a < vma.end)
			return f;
	}
	fclose(f);
	ltk_brk(__FILE__, __LINE__, TBROK, NULL, "no mapping holds %p in /proc/self/smaps",
		addr);
	return NULL;
}

long tst_vma_smaps_kb(const void *addr, const char *field)
{
	FILE *f = smaps_entry(addr);
	size_t flen = strlen(field);
	char line[512];
	long val = -1;

	if (!f)
		return -1;
	while (fgets(line, sizeof(line), f)) {
		if (!strncmp(line, "VmFlags:", 8))
			break;
		if (!strncmp(line, field, flen) && line[flen] == ':') {
			val = strtol(line + flen + 1, NULL, 10);
			break;
		}
	}
	fclose(f);
	if (val < 0)
		ltk_brk(__FILE__, __LINE__, TBROK, NULL, "no %s: in the smaps entry of %p",
			field, addr);
	return val;
}

int tst_vma_has_flag(const void *addr, const char *flag)
{
	FILE *f = smaps_entry(addr);
	char line[512], *tok, *save;
	int found = 0;

	if (!f)
		return 0;
	while (fgets(line, sizeof(line), f)) {
		if (strncmp(line, "VmFlags:", 8))
			continue;
		for (tok = strtok_r(line + 8, " \n", &save); tok;
		     tok = strtok_r(NULL, " \n", &save)) {
			if (!strcmp(tok, flag))
				found = 1;
		}
		break;
	}
	fclose(f);
	return found;
}

static unsigned char *residency_vec(void *addr, size_t len, size_t *n)
{
	size_t page = sysconf(_SC_PAGESIZE);
	unsigned char *vec;

	*n = (len + page - 1) / page;
	vec = malloc(*n ? *n : 1);
	if (!vec) {
		ltk_brk(__FILE__, __LINE__, TBROK | TERRNO, NULL, "malloc(%zu)", *n);
		return NULL;
	}
	if (mincore(addr, len, vec)) {
		free(vec);
		ltk_brk(__FILE__, __LINE__, TBROK | TERRNO, NULL, "mincore(%p, %zu)", addr, len);
		return NULL;
	}
	return vec;
}

void tst_vma_residency(void *addr, size_t len, char *buf)
{
	size_t i, n;
	unsigned char *vec = residency_vec(addr, len, &n);

	if (!vec) {
		buf[0] = 0;
		return;
	}
	for (i = 0; i < n; i++)
		buf[i] = (vec[i] & 1) ? '1' : '0';
	buf[n] = 0;
	free(vec);
}

static int residency_matches(const char *got, const char *pattern)
{
	size_t i;

	if (strlen(got) != strlen(pattern))
		return 0;
	for (i = 0; got[i]; i++)
		if (pattern[i] != '?' && pattern[i] != got[i])
			return 0;
	return 1;
}

int tst_vma_residency_wait(void *addr, size_t len, const char *pattern, int timeout_ms,
			   char *buf)
{
	int waited;

	for (waited = 0; ; waited++) {
		tst_vma_residency(addr, len, buf);
		if (residency_matches(buf, pattern))
			return 1;
		if (waited >= timeout_ms)
			return 0;
		usleep(1000);
	}
}

size_t tst_vma_resident(void *addr, size_t len)
{
	size_t i, n, cnt = 0;
	unsigned char *vec = residency_vec(addr, len, &n);

	if (!vec)
		return 0;
	for (i = 0; i < n; i++)
		cnt += vec[i] & 1;
	free(vec);
	return cnt;
}

int tst_vma_file(const char *path, size_t pages, char fill, int per_page)
{
	size_t page = sysconf(_SC_PAGESIZE), i;
	char *buf = malloc(page);
	int fd = open(path, O_RDWR | O_CREAT | O_TRUNC, 0600);

	if (!buf || fd < 0) {
		ltk_brk(__FILE__, __LINE__, TBROK | TERRNO, NULL, "creating %s", path);
		free(buf);
		return -1;
	}
	for (i = 0; i < pages; i++) {
		memset(buf, per_page ? (char)(fill + i) : fill, page);
		if (write(fd, buf, page) != (ssize_t)page) {
			ltk_brk(__FILE__, __LINE__, TBROK | TERRNO, NULL, "write(%s)", path);
			break;
		}
	}
	free(buf);
	if (fsync(fd))
		ltk_brk(__FILE__, __LINE__, TBROK | TERRNO, NULL, "fsync(%s)", path);
	return fd;
}

void tst_vma_expect_residency(void *addr, size_t len, const char *pattern, int timeout_ms,
			      const char *what)
{
	char *got = malloc(strlen(pattern) + 2 + len / sysconf(_SC_PAGESIZE));

	if (!got) {
		ltk_brk(__FILE__, __LINE__, TBROK | TERRNO, NULL, "malloc()");
		return;
	}
	if (tst_vma_residency_wait(addr, len, pattern, timeout_ms, got))
		ltk_res(__FILE__, __LINE__, TPASS, "%s: residency %s", what, got);
	else
		ltk_res(__FILE__, __LINE__, TFAIL, "%s: residency %s, expected %s", what, got,
			pattern);
	free(got);
}
