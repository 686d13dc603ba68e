// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * bpf(2) maps and the verifier, as root:
 * - BPF_MAP_CREATE of a BPF_MAP_TYPE_ARRAY (4 entries, u32 keys, u64 values): every
 *   element reads 0 at first; BPF_MAP_UPDATE_ELEM of key 1 to 42 is seen by
 *   BPF_MAP_LOOKUP_ELEM; key 4 (past max_entries) fails with ENOENT; BPF_MAP_DELETE_ELEM
 *   on an array fails with EINVAL (array elements cannot be deleted);
 * - a BPF_MAP_TYPE_HASH: update with BPF_NOEXIST of keys 7 and 9, a second BPF_NOEXIST
 *   of 7 fails with EEXIST, BPF_MAP_GET_NEXT_KEY walks exactly the keys {7, 9}, delete of
 *   7 makes its lookup fail with ENOENT while 9 stays;
 * - BPF_PROG_LOAD of a socket filter that returns without setting R0 is rejected by the
 *   verifier with EACCES and a log that names R0; the same program with "r0 = 0" first
 *   loads.
 */

#include <stdint.h>
#include <string.h>
#include <unistd.h>
#include <sys/syscall.h>
#include <linux/bpf.h>
#include "tst_test.h"

static char log_buf[4096];

static long sys_bpf(int cmd, union bpf_attr *attr)
{
	return syscall(__NR_bpf, cmd, attr, sizeof(*attr));
}

static int map_create(int type, int entries)
{
	union bpf_attr a;

	memset(&a, 0, sizeof(a));
	a.map_type = type;
	a.key_size = 4;
	a.value_size = 8;
	a.max_entries = entries;
	return sys_bpf(BPF_MAP_CREATE, &a);
}

static long elem(int cmd, int fd, uint32_t key, uint64_t *val, uint64_t flags)
{
	union bpf_attr a;

	memset(&a, 0, sizeof(a));
	a.map_fd = fd;
	a.key = (uintptr_t)&key;
	a.value = (uintptr_t)val;
	a.flags = flags;
	return sys_bpf(cmd, &a);
}

static void test_array(void)
{
	uint64_t v;
	uint32_t k;
	int fd = map_create(BPF_MAP_TYPE_ARRAY, 4);

	if (fd < 0) {
		tst_res(TFAIL | TERRNO, "BPF_MAP_CREATE(ARRAY)");
		return;
	}
	for (k = 0; k < 4; k++) {
		v = 99;
		if (elem(BPF_MAP_LOOKUP_ELEM, fd, k, &v, 0) || v)
			tst_res(TFAIL | TERRNO, "array key %u: lookup gave %llu, expected 0", k,
				(unsigned long long)v);
	}
	v = 42;
	TST_EXP_PASS(elem(BPF_MAP_UPDATE_ELEM, fd, 1, &v, BPF_ANY), "update array key 1 = 42");
	v = 0;
	if (elem(BPF_MAP_LOOKUP_ELEM, fd, 1, &v, 0) == 0 && v == 42)
		tst_res(TPASS, "array key 1 reads 42");
	else
		tst_res(TFAIL | TERRNO, "array key 1 reads %llu, expected 42",
			(unsigned long long)v);
	TST_EXP_FAIL(elem(BPF_MAP_LOOKUP_ELEM, fd, 4, &v, 0), ENOENT, "lookup array key 4");
	TST_EXP_FAIL(elem(BPF_MAP_DELETE_ELEM, fd, 1, NULL, 0), EINVAL, "delete array key 1");
	SAFE_CLOSE(fd);
}

static void test_hash(void)
{
	uint32_t key, next, seen = 0;
	union bpf_attr a;
	uint64_t v = 1;
	int fd = map_create(BPF_MAP_TYPE_HASH, 8), n = 0;

	if (fd < 0) {
		tst_res(TFAIL | TERRNO, "BPF_MAP_CREATE(HASH)");
		return;
	}
	TST_EXP_PASS(elem(BPF_MAP_UPDATE_ELEM, fd, 7, &v, BPF_NOEXIST), "hash: add key 7");
	TST_EXP_PASS(elem(BPF_MAP_UPDATE_ELEM, fd, 9, &v, BPF_NOEXIST), "hash: add key 9");
	TST_EXP_FAIL(elem(BPF_MAP_UPDATE_ELEM, fd, 7, &v, BPF_NOEXIST), EEXIST,
		     "hash: add key 7 again with BPF_NOEXIST");

	memset(&a, 0, sizeof(a));
	a.map_fd = fd;
	a.key = 0;
	a.next_key = (uintptr_t)&next;
	while (sys_bpf(BPF_MAP_GET_NEXT_KEY, &a) == 0 && n < 8) {
		seen |= next == 7 ? 1 : next == 9 ? 2 : 4;
		n++;
		key = next;
		a.key = (uintptr_t)&key;
	}
	if (n == 2 && seen == 3 && errno == ENOENT)
		tst_res(TPASS, "BPF_MAP_GET_NEXT_KEY walks keys 7 and 9");
	else
		tst_res(TFAIL | TERRNO, "BPF_MAP_GET_NEXT_KEY: %d keys, set 0x%x", n, seen);

	TST_EXP_PASS(elem(BPF_MAP_DELETE_ELEM, fd, 7, NULL, 0), "hash: delete key 7");
	TST_EXP_FAIL(elem(BPF_MAP_LOOKUP_ELEM, fd, 7, &v, 0), ENOENT, "hash: lookup key 7");
	v = 0;
	if (elem(BPF_MAP_LOOKUP_ELEM, fd, 9, &v, 0) == 0 && v == 1)
		tst_res(TPASS, "hash: key 9 still reads 1");
	else
		tst_res(TFAIL | TERRNO, "hash: key 9 reads %llu", (unsigned long long)v);
	SAFE_CLOSE(fd);
}

static long prog_load(struct bpf_insn *insns, int cnt)
{
	union bpf_attr a;

	memset(&a, 0, sizeof(a));
	memset(log_buf, 0, sizeof(log_buf));
	a.prog_type = BPF_PROG_TYPE_SOCKET_FILTER;
	a.insns = (uintptr_t)insns;
	a.insn_cnt = cnt;
	a.license = (uintptr_t)"GPL";
	a.log_buf = (uintptr_t)log_buf;
	a.log_size = sizeof(log_buf);
	a.log_level = 1;
	return sys_bpf(BPF_PROG_LOAD, &a);
}

static void test_verifier(void)
{
	struct bpf_insn bad[] = {
		{.code = BPF_JMP | BPF_EXIT},
	};
	struct bpf_insn good[] = {
		{.code = BPF_ALU64 | BPF_MOV | BPF_K, .dst_reg = BPF_REG_0, .imm = 0},
		{.code = BPF_JMP | BPF_EXIT},
	};

	TST_EXP_FAIL(prog_load(bad, 1), EACCES, "BPF_PROG_LOAD of exit without R0");
	if (strstr(log_buf, "R0"))
		tst_res(TPASS, "the verifier log names R0");
	else
		tst_res(TFAIL, "verifier log without R0: '%.200s'", log_buf);
	TST_EXP_FD(prog_load(good, 2), "BPF_PROG_LOAD of r0 = 0; exit");
	if (TST_RET >= 0)
		SAFE_CLOSE(TST_RET);
}

static void run(void)
{
	test_array();
	test_hash();
	test_verifier();
}

static struct tst_test test = {
	.test_all = run,
	.needs_root = 1,
	.needs_kconfigs = (const char *const []) {
		"CONFIG_BPF_SYSCALL=y",
		NULL
	},
};
