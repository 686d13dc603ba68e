/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * bpf(2): the kernel's <linux/bpf.h>, a raw bpf() wrapper and the instruction-building
 * macros BPF programs in tests are written with (BPF_MOV64_IMM, BPF_LD_MAP_FD, BPF_EXIT_INSN ...).
 */
#ifndef LAPI_BPF_H__
#define LAPI_BPF_H__

#include <stdint.h>
#include <string.h>
#include <unistd.h>
#include <linux/bpf.h>
#include "lapi/syscalls.h"

static inline int bpf(enum bpf_cmd cmd, union bpf_attr *attr, unsigned int size)
{
	return tst_syscall(__NR_bpf, cmd, attr, size);
}

#define BPF_ALU64_REG(OP, DST, SRC) \
	((struct bpf_insn) { .code = BPF_ALU64 | BPF_OP(OP) | BPF_X, .dst_reg = DST, \
			     .src_reg = SRC, .off = 0, .imm = 0 })
#define BPF_ALU32_REG(OP, DST, SRC) \
	((struct bpf_insn) { .code = BPF_ALU | BPF_OP(OP) | BPF_X, .dst_reg = DST, \
			     .src_reg = SRC, .off = 0, .imm = 0 })
#define BPF_ALU64_IMM(OP, DST, IMM) \
	((struct bpf_insn) { .code = BPF_ALU64 | BPF_OP(OP) | BPF_K, .dst_reg = DST, \
			     .src_reg = 0, .off = 0, .imm = IMM })
#define BPF_ALU32_IMM(OP, DST, IMM) \
	((struct bpf_insn) { .code = BPF_ALU | BPF_OP(OP) | BPF_K, .dst_reg = DST, \
			     .src_reg = 0, .off = 0, .imm = IMM })
#define BPF_MOV64_REG(DST, SRC) \
	((struct bpf_insn) { .code = BPF_ALU64 | BPF_MOV | BPF_X, .dst_reg = DST, \
			     .src_reg = SRC, .off = 0, .imm = 0 })
#define BPF_MOV32_REG(DST, SRC) \
	((struct bpf_insn) { .code = BPF_ALU | BPF_MOV | BPF_X, .dst_reg = DST, \
			     .src_reg = SRC, .off = 0, .imm = 0 })
#define BPF_MOV64_IMM(DST, IMM) \
	((struct bpf_insn) { .code = BPF_ALU64 | BPF_MOV | BPF_K, .dst_reg = DST, \
			     .src_reg = 0, .off = 0, .imm = IMM })
#define BPF_MOV32_IMM(DST, IMM) \
	((struct bpf_insn) { .code = BPF_ALU | BPF_MOV | BPF_K, .dst_reg = DST, \
			     .src_reg = 0, .off = 0, .imm = IMM })
/* Two instructions: a 64-bit immediate. */
#define BPF_LD_IMM64_RAW(DST, SRC, IMM) \
	((struct bpf_insn) { .code = BPF_LD | BPF_DW | BPF_IMM, .dst_reg = DST, \
			     .src_reg = SRC, .off = 0, .imm = (uint32_t)(IMM) }), \
	((struct bpf_insn) { .code = 0, .dst_reg = 0, .src_reg = 0, .off = 0, \
			     .imm = ((uint64_t)(IMM)) >> 32 })
#define BPF_LD_IMM64(DST, IMM) BPF_LD_IMM64_RAW(DST, 0, IMM)
#define BPF_LD_MAP_FD(DST, MAP_FD) BPF_LD_IMM64_RAW(DST, BPF_PSEUDO_MAP_FD, MAP_FD)
#define BPF_LDX_MEM(SIZE, DST, SRC, OFF) \
	((struct bpf_insn) { .code = BPF_LDX | BPF_SIZE(SIZE) | BPF_MEM, .dst_reg = DST, \
			     .src_reg = SRC, .off = OFF, .imm = 0 })
#define BPF_STX_MEM(SIZE, DST, SRC, OFF) \
	((struct bpf_insn) { .code = BPF_STX | BPF_SIZE(SIZE) | BPF_MEM, .dst_reg = DST, \
			     .src_reg = SRC, .off = OFF, .imm = 0 })
#define BPF_ST_MEM(SIZE, DST, OFF, IMM) \
	((struct bpf_insn) { .code = BPF_ST | BPF_SIZE(SIZE) | BPF_MEM, .dst_reg = DST, \
			     .src_reg = 0, .off = OFF, .imm = IMM })
#define BPF_JMP_REG(OP, DST, SRC, OFF) \
	((struct bpf_insn) { .code = BPF_JMP | BPF_OP(OP) | BPF_X, .dst_reg = DST, \
			     .src_reg = SRC, .off = OFF, .imm = 0 })
#define BPF_JMP_IMM(OP, DST, IMM, OFF) \
	((struct bpf_insn) { .code = BPF_JMP | BPF_OP(OP) | BPF_K, .dst_reg = DST, \
			     .src_reg = 0, .off = OFF, .imm = IMM })
#define BPF_JMP32_IMM(OP, DST, IMM, OFF) \
	((struct bpf_insn) { .code = BPF_JMP32 | BPF_OP(OP) | BPF_K, .dst_reg = DST, \
			     .src_reg = 0, .off = OFF, .imm = IMM })
#define BPF_EMIT_CALL(FUNC) \
	((struct bpf_insn) { .code = BPF_JMP | BPF_CALL, .dst_reg = 0, .src_reg = 0, \
			     .off = 0, .imm = (FUNC) })
#define BPF_EXIT_INSN() \
	((struct bpf_insn) { .code = BPF_JMP | BPF_EXIT, .dst_reg = 0, .src_reg = 0, \
			     .off = 0, .imm = 0 })

#endif
