// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * Under emulation the kernel's own decompressor is slow (seconds for an xz payload), so the
 * payload of the bzImage is decompressed once on the host with the host's tool and cached;
 * QEMU boots the resulting ELF vmlinux directly through its PVH entry point. Only kernels
 * with that entry (CONFIG_PVH: an ELF note "Xen", type 18) can be booted that way; for others,
 * or when no tool fits, the bzImage is booted as it is.
 *
 * The setup header says where the payload is: setup_sects at 0x1f1 (the protected-mode code
 * starts at (setup_sects + 1) * 512), payload_offset at 0x248 and payload_length at 0x24c,
 * relative to the protected-mode code. The payload's first bytes name its compression.
 */
#include <elf.h>
#include <errno.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>
#include "util.h"
#include "vm.h"

static uint32_t le32(const unsigned char *p)
{
	return p[0] | p[1] << 8 | p[2] << 16 | (uint32_t)p[3] << 24;
}

static const char *tool_for(const unsigned char *p, size_t n)
{
	if (n > 6 && !memcmp(p, "\xfd" "7zXZ\0", 6))
		return "xz -dc --single-stream";
	if (n > 4 && !memcmp(p, "\x28\xb5\x2f\xfd", 4))
		return "zstd -dc";
	if (n > 3 && !memcmp(p, "\x1f\x8b\x08", 3))
		return "gzip -dc";
	if (n > 4 && !memcmp(p, "\x02\x21\x4c\x18", 4))
		return "lz4 -dc";
	return NULL;
}

/* Does the ELF image have the PVH entry note? */
static int has_pvh_note(const unsigned char *m, size_t size)
{
	const Elf64_Ehdr *eh = (const void *)m;

	if (size < sizeof(*eh) || memcmp(m, ELFMAG, SELFMAG) || m[EI_CLASS] != ELFCLASS64 ||
	    eh->e_phoff + (size_t)eh->e_phnum * sizeof(Elf64_Phdr) > size)
		return 0;
	const Elf64_Phdr *ph = (const void *)(m + eh->e_phoff);

	for (int i = 0; i < eh->e_phnum; i++)
		if (ph[i].p_offset + ph[i].p_filesz > size)
			return 0;	/* cut short */
	for (int i = 0; i < eh->e_phnum; i++) {
		size_t off = ph[i].p_offset, end = off + ph[i].p_filesz;

		if (ph[i].p_type != PT_NOTE || end > size)
			continue;
		while (off + 12 <= end) {
			uint32_t namesz = le32(m + off), descsz = le32(m + off + 4);
			uint32_t type = le32(m + off + 8);

			if (namesz == 4 && type == 18 && off + 16 <= end &&
			    !memcmp(m + off + 12, "Xen", 4))
				return 1;
			off += 12 + ((namesz + 3) & ~3u) + ((descsz + 3) & ~3u);
		}
	}
	return 0;
}

char *vm_vmlinux(const char *kernel, const char *cache_dir)
{
	size_t len, plen;
	unsigned char *k = (unsigned char *)read_file(kernel, &len);
	struct stat st;
	char *out = NULL, *tmp = NULL, *cmd = NULL, *data = NULL;
	const char *tool;
	size_t start, dlen;
	FILE *p;

	if (!k || len < 0x250 || memcmp(k + 0x202, "HdrS", 4) || stat(kernel, &st))
		goto out;
	start = (k[0x1f1] ? k[0x1f1] : 4) * 512 + 512 + le32(k + 0x248);
	plen = le32(k + 0x24c);
	if (start >= len || plen > len - start)
		goto out;
	tool = tool_for(k + start, plen);
	if (!tool)
		goto out;
	out = xasprintf("%s/vmlinux-%llx-%llx-%llx", cache_dir, (unsigned long long)st.st_ino,
			(unsigned long long)st.st_size, (unsigned long long)st.st_mtime);
	if (!access(out, R_OK))
		goto out;
	/* the payload goes through a file: the tool reads exactly the payload's bytes */
	tmp = xasprintf("%s.%d.in", out, getpid());
	if (write_file_atomic(tmp, (char *)k + start, plen))
		goto fail;
	cmd = xasprintf("%s < '%s'", tool, tmp);
	p = popen(cmd, "r");
	if (!p)
		goto fail;
	{
		struct sbuf sb = {0};
		char buf[65536];
		size_t n;

		while ((n = fread(buf, 1, sizeof(buf), p)) > 0)
			sb_add(&sb, buf, n);
		data = sb.s;
		dlen = sb.len;
	}
	/* the status is not trusted: the 4-byte size after the stream is "trailing garbage" to
	 * gzip; a complete ELF image with the note is what counts */
	pclose(p);
	if (!data || !has_pvh_note((unsigned char *)data, dlen))
		goto fail;
	if (write_file_atomic(out, data, dlen))
		goto fail;
	goto out;
fail:
	free(out);
	out = NULL;
out:
	if (tmp)
		unlink(tmp);
	free(tmp);
	free(cmd);
	free(data);
	free(k);
	return out;
}
