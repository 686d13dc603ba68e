/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * `ltk vm`: run the suite on another kernel under QEMU.
 *   vm_cpio.c       the newc archive writer (the initramfs format)
 *   vm_elf.c        the shared libraries an ELF program needs (DT_NEEDED, PT_INTERP)
 *   vm_initramfs.c  building and caching the initramfs: busybox, modules, mkfs tools, init
 *   vm_vmlinux.c    the uncompressed kernel, which boots faster under emulation
 *   vm_merge.c      the shards' results.json merged into one (-j N)
 *   vm_snapshot.c   the booted guest saved once and restored at later starts (QMP)
 *   vm_cache.c      the cache's files marked when used, removed when long unused
 *   vm_run.c        options, QEMU, watching the console, crash -> resume, shards
 */
#ifndef LTK_VM_H
#define LTK_VM_H

#include <stddef.h>
#include <stdint.h>

/* Exit bit of `ltk vm`: the guest kernel panicked or hung (combined with ltk run's bits). */
#define LTK_EXIT_GUEST_CRASH	16

struct cpio;

struct cpio *cpio_open(const char *path);
/* Paths are absolute in the guest ("/bin/busybox"); missing parent directories are added. */
void cpio_file(struct cpio *c, const char *path, int mode, const void *data, size_t len);
void cpio_node(struct cpio *c, const char *path, int mode, int major, int minor);
void cpio_symlink(struct cpio *c, const char *path, const char *target);
void cpio_dir(struct cpio *c, const char *path);	/* with its parents; once */
/* Writes the trailer and closes; 0 or -1 (a write failed at some point). */
int cpio_close(struct cpio *c);

/* A growing set of absolute paths, kept unique. */
struct pathset {
	char **v;
	int n, cap;
};
int pathset_add(struct pathset *s, const char *path);	/* 1 when added, 0 when present */
void pathset_free(struct pathset *s);

/*
 * Add to libs the interpreter and every shared library the ELF file path needs, transitively,
 * as found in the host's library directories. Not an ELF file (a script): nothing added.
 * Returns -1 when a needed library cannot be found (named on stderr), else 0.
 */
int elf_needed_libs(const char *path, struct pathset *libs);

struct vm_image {
	const char *kernel;
	const char *modules_dir;	/* NULL: /lib/modules/<the kernel's release> */
	char *release;			/* read from the bzImage header */
	char *initramfs;		/* the cached archive */
	char **without;			/* --without-module NAME: left out */
	int nwithout;
};

/* The kernel release in a bzImage's setup header, or NULL. */
char *vm_kernel_release(const char *kernel);
/* Build (or find in the cache) the initramfs for img; bin_dirs are scanned for libraries. */
int vm_initramfs(struct vm_image *img, const char *const *bin_dirs, int ndirs, int verbose);

/*
 * The ELF vmlinux inside a bzImage, decompressed once into cache_dir; NULL when it cannot be
 * had or cannot be booted directly (no PVH entry): then the bzImage is booted.
 */
char *vm_vmlinux(const char *kernel, const char *cache_dir);

/* DIR/shard-1..N/results.json -> DIR/results.json; 0, or -1 when a part is missing. */
int vm_merge_shards(const char *dir, int n);

/* FNV-1a over a string; over a path and its size and mtime. */
uint64_t vm_fnv(uint64_t h, const char *s);
uint64_t vm_fnv_stat(uint64_t h, const char *path);

/* The booted guest saved and restored (vm_snapshot.c). */
struct qmp;
struct qmp *vm_qmp_open(const char *sock, double timeout);	/* QEMU's QMP socket */
void vm_qmp_close(struct qmp *q);
/* Stop the machine, save it to path (atomically), let it go on; 0 or -1. */
int vm_snapshot_save(struct qmp *q, const char *path);
/* Once QEMU has loaded a saved machine (-incoming), let it run; 0 or -1. */
int vm_snapshot_resume(struct qmp *q, double timeout);
char *vm_snapshot_incoming(const char *path);		/* the -incoming argument */
/* The guest waits at its snapshot point for this line: the host's time. 0 or -1. */
int vm_send_go(int fd);
/* Remove the other snapshots of the same kernel release as path (one kept per kernel). */
void vm_snapshot_prune(const char *path);

/* The cache: mark a file used now; remove the files unused for two weeks (vm_cache.c). */
void vm_cache_used(const char *path);
int vm_cache_prune(const char *dir);	/* how many were removed */

int cmd_vm(int argc, char **argv);

#endif
