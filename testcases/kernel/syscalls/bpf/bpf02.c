// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * bpf(2) ERRORS, in the man page's order, on a BPF_MAP_TYPE_HASH of one entry (u32 key,
 * u64 value) that holds key 1 = 11:
 * - E2BIG: BPF_MAP_UPDATE_ELEM of a second key into the full map; BPF_MAP_LOOKUP_ELEM
 *   with an attr size larger than a page whose bytes past union bpf_attr are not zero;
 * - EBADF: BPF_MAP_UPDATE_ELEM with map_fd an fd that is not open;
 * - EFAULT: BPF_MAP_UPDATE_ELEM with the value pointer outside the address space; bpf()
 *   with attr itself outside the address space;
 * - EINVAL: an unknown command (9999); BPF_MAP_CREATE of an unknown map type; a
 *   BPF_MAP_LOOKUP_ELEM whose attr has a non-zero byte past the fields the command uses;
 *   BPF_PROG_LOAD of a socket filter whose first instruction has an unknown opcode (0xff);
 * - ENOMEM: BPF_MAP_CREATE of a BPF_MAP_TYPE_ARRAY of 2^30 values of 1 MiB: its 1 PiB
 *   cannot be allocated (more than the machine's memory, so the kernel refuses it at once
 *   without trying);
 * - EPERM: BPF_MAP_CREATE by nobody (no CAP_SYS_ADMIN, CAP_BPF) while
 *   kernel.unprivileged_bpf_disabled is set (the row is TCONF when the sysctl is 0; the
 *   test never changes it, since 1 cannot be undone).
 * After each failed call the map still holds exactly key 1 = 11 (a lookup of key 2 fails
 * with ENOENT) and no new file descriptor was opened (the lowest free fd is the same).
 *
 * The set-up calls are bpf() too (CONFIG_BPF_SYSCALL is required): their failure is a TFAIL.
 * EACCES (an unsafe program) and ENOENT (a missing key) are checked by bpf01.
 *
 * Every ERRORS entry of the man page is checked here or by bpf01.
 */

#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <pwd.h>
#include <sys/syscall.h>
#include <linux/bpf.h>
#include "tst_test.h"
#include "tst_safe_macros.h"

#define BIG_ATTR 8192

static int map_fd = -1, closed_fd = -1, bpf_disabled;
static uid_t nobody_uid;
static char *bad_addr;
static char big_attr[BIG_ATTR];

static long sys_bpf(int cmd, void *attr, unsigned int size)
{
	return syscall(__NR_bpf, cmd, attr, size);
}

static void elem_attr(union bpf_attr *a, int fd, uint32_t *key, void *val, uint64_t flags)
{
	memset(a, 0, sizeof(*a));
	a->map_fd = fd;
	a->key = (uintptr_t)key;
	a->value = (uintptr_t)val;
	a->flags = flags;
}

static int next_fd(void)
{
	int fd = SAFE_DUP(0);

	SAFE_CLOSE(fd);
	return fd;
}

/* The map must hold exactly key 1 = 11: returns 1 if so. */
static int map_intact(void)
{
	union bpf_attr a;
	uint32_t key = 1;
	uint64_t val = 0;
	long r;

	elem_attr(&a, map_fd, &key, &val, 0);
	if (sys_bpf(BPF_MAP_LOOKUP_ELEM, &a, sizeof(a)) || val != 11) {
		tst_res(TFAIL | TERRNO, "lookup of key 1: value %llu, expected 11",
			(unsigned long long)val);
		return 0;
	}
	key = 2;
	r = sys_bpf(BPF_MAP_LOOKUP_ELEM, &a, sizeof(a));
	if (r != -1 || errno != ENOENT) {
		tst_res(TFAIL | TERRNO, "lookup of key 2 returned %ld, expected ENOENT", r);
		return 0;
	}
	return 1;
}

static uint32_t key2 = 2, key1 = 1;
static uint64_t val22 = 22;

static long do_full(void)
{
	union bpf_attr a;

	elem_attr(&a, map_fd, &key2, &val22, BPF_ANY);
	return sys_bpf(BPF_MAP_UPDATE_ELEM, &a, sizeof(a));
}

static long do_big_attr(void)
{
	union bpf_attr *a = (union bpf_attr *)big_attr;
	uint64_t val;

	memset(big_attr, 0, sizeof(big_attr));
	elem_attr(a, map_fd, &key1, &val, 0);
	big_attr[BIG_ATTR - 1] = 1;
	return sys_bpf(BPF_MAP_LOOKUP_ELEM, big_attr, BIG_ATTR);
}

static long do_ebadf(void)
{
	union bpf_attr a;

	elem_attr(&a, closed_fd, &key1, &val22, BPF_ANY);
	return sys_bpf(BPF_MAP_UPDATE_ELEM, &a, sizeof(a));
}

static long do_efault_value(void)
{
	union bpf_attr a;

	elem_attr(&a, map_fd, &key1, bad_addr, BPF_ANY);
	return sys_bpf(BPF_MAP_UPDATE_ELEM, &a, sizeof(a));
}

static long do_efault_attr(void)
{
	return sys_bpf(BPF_MAP_UPDATE_ELEM, bad_addr, sizeof(union bpf_attr));
}

static long do_bad_cmd(void)
{
	union bpf_attr a;

	memset(&a, 0, sizeof(a));
	return sys_bpf(9999, &a, sizeof(a));
}

static long do_bad_type(void)
{
	union bpf_attr a;

	memset(&a, 0, sizeof(a));
	a.map_type = 0x7fff;
	a.key_size = 4;
	a.value_size = 8;
	a.max_entries = 1;
	return sys_bpf(BPF_MAP_CREATE, &a, sizeof(a));
}

static long do_unused_field(void)
{
	union bpf_attr a;
	uint64_t val;

	elem_attr(&a, map_fd, &key1, &val, 0);
	/* the first byte after flags, the last field BPF_MAP_LOOKUP_ELEM reads */
	((char *)&a)[offsetof(union bpf_attr, flags) + sizeof(a.flags)] = 1;
	return sys_bpf(BPF_MAP_LOOKUP_ELEM, &a, sizeof(a));
}

static long do_bad_insn(void)
{
	struct bpf_insn insns[] = {
		{.code = 0xff},
		{.code = BPF_JMP | BPF_EXIT},
	};
	union bpf_attr a;

	memset(&a, 0, sizeof(a));
	a.prog_type = BPF_PROG_TYPE_SOCKET_FILTER;
	a.insns = (uintptr_t)insns;
	a.insn_cnt = ARRAY_SIZE(insns);
	a.license = (uintptr_t)"GPL";
	return sys_bpf(BPF_PROG_LOAD, &a, sizeof(a));
}

/* BPF_MAP_CREATE of an array as euid (root again afterwards); a map made is closed. */
static long create_array(uint32_t value_size, uint32_t entries, uid_t euid)
{
	union bpf_attr a;
	long r;
	int saved;

	memset(&a, 0, sizeof(a));
	a.map_type = BPF_MAP_TYPE_ARRAY;
	a.key_size = 4;
	a.value_size = value_size;
	a.max_entries = entries;
	if (euid)
		SAFE_SETEUID(euid);
	r = sys_bpf(BPF_MAP_CREATE, &a, sizeof(a));
	saved = errno;
	if (euid)
		SAFE_SETEUID(0);
	if (r >= 0)
		SAFE_CLOSE(r);
	errno = saved;
	return r;
}

static long do_enomem(void)
{
	return create_array(1U << 20, 1U << 30, 0);
}

static long do_eperm(void)
{
	/* only the euid changes, so the test can return to root */
	return create_array(8, 1, nobody_uid);
}

static struct tcase {
	long (*call)(void);
	int exp_errno;
	int needs_disabled;
	const char *desc;
} tcases[] = {
	{do_full, E2BIG, 0, "BPF_MAP_UPDATE_ELEM of a new key into a full map"},
	{do_big_attr, E2BIG, 0, "attr size 8192 with a non-zero tail"},
	{do_ebadf, EBADF, 0, "map_fd not open"},
	{do_efault_value, EFAULT, 0, "value pointer outside the address space"},
	{do_efault_attr, EFAULT, 0, "attr outside the address space"},
	{do_bad_cmd, EINVAL, 0, "unknown command 9999"},
	{do_bad_type, EINVAL, 0, "BPF_MAP_CREATE of map type 0x7fff"},
	{do_unused_field, EINVAL, 0, "BPF_MAP_LOOKUP_ELEM with a non-zero unused field"},
	{do_bad_insn, EINVAL, 0, "BPF_PROG_LOAD of an unknown opcode"},
	{do_enomem, ENOMEM, 0, "BPF_MAP_CREATE of a 1 PiB array"},
	{do_eperm, EPERM, 1, "BPF_MAP_CREATE as nobody"},
};

static void run(unsigned int n)
{
	struct tcase *tc = &tcases[n];
	int fd_before, fd_after;

	if (tc->needs_disabled && !bpf_disabled) {
		tst_res(TCONF, "kernel.unprivileged_bpf_disabled is 0: %s", tc->desc);
		return;
	}
	fd_before = next_fd();
	TST_EXP_FAIL(tc->call(), tc->exp_errno, "%s", tc->desc);
	fd_after = next_fd();
	if (fd_before != fd_after)
		tst_res(TFAIL, "%s: lowest free fd %d became %d", tc->desc, fd_before, fd_after);
	else if (map_intact())
		tst_res(TPASS, "%s: map still holds only 1 = 11, no new fd", tc->desc);
}

static void setup(void)
{
	union bpf_attr a;
	uint64_t val = 11;

	nobody_uid = SAFE_GETPWNAM("nobody")->pw_uid;
	bad_addr = tst_get_bad_addr(NULL);
	SAFE_FILE_SCANF("/proc/sys/kernel/unprivileged_bpf_disabled", "%d", &bpf_disabled);

	memset(&a, 0, sizeof(a));
	a.map_type = BPF_MAP_TYPE_HASH;
	a.key_size = 4;
	a.value_size = 8;
	a.max_entries = 1;
	map_fd = sys_bpf(BPF_MAP_CREATE, &a, sizeof(a));
	if (map_fd < 0)
		tst_brk(TFAIL | TERRNO, "BPF_MAP_CREATE of a hash map");
	elem_attr(&a, map_fd, &key1, &val, BPF_ANY);
	if (sys_bpf(BPF_MAP_UPDATE_ELEM, &a, sizeof(a)))
		tst_brk(TFAIL | TERRNO, "BPF_MAP_UPDATE_ELEM of key 1");
	if (!map_intact())
		tst_brk(TFAIL, "the map does not hold key 1 = 11 after set-up");
	/* an fd number far above what the test opens, closed */
	closed_fd = SAFE_DUP2(0, 999);
	SAFE_CLOSE(closed_fd);
}

static void cleanup(void)
{
	if (map_fd >= 0)
		SAFE_CLOSE(map_fd);
}

static struct tst_test test = {
	.setup = setup,
	.cleanup = cleanup,
	.test = run,
	.tcnt = ARRAY_SIZE(tcases),
	.needs_root = 1,
	.needs_kconfigs = (const char *const []) {
		"CONFIG_BPF_SYSCALL=y",
		NULL
	},
};
