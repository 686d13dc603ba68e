// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * The guest's root filesystem: an initramfs built from what the host has, so there is no image
 * to prepare. It holds busybox (the small tools, and the shell of /init), dash as /bin/sh when
 * the host has it, the kernel modules the suite needs with their dependencies (resolved with
 * modules.dep, decompressed when packed), the filesystems' tools, ip, and every shared library
 * that they, ltk and the test binaries need, and /init.
 * The LTK tree itself is not packed: it is shared from the host with 9p at boot. The kernel's
 * config, when it sits next to the kernel (config-<release>, Debian's /boot layout), goes in
 * as /boot/config-<release>: kernels without /proc/config.gz leave the tests no other way to
 * check their needs_kconfigs.
 *
 * The archive is cached under $XDG_CACHE_HOME/ltk/vm (else ~/.cache/ltk/vm), named by a hash
 * of everything that goes in (kernel release, modules.dep, each file's path, size and mtime,
 * the init script), so a second run with the same kernel and tools boots at once.
 */
#include <errno.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <dirent.h>
#include <unistd.h>
#include "util.h"
#include "vm.h"

#define ARRAY_LEN(a)	(sizeof(a) / sizeof((a)[0]))

/*
 * /init: mount the usual filesystems, load the modules the boot needs, start loading the
 * others in the background (later_modules), mount the control share and run the script the
 * host put there (vm_run.c writes it: the tree and results mounts, ltk run). A
 * heartbeat on the console lets the host tell a hung guest from a quiet test. With
 * `ltk.snapshot` it stops, once every module is loaded, for the host to save the machine, and
 * goes on with the host's time from the console (vm_snapshot.c). With `ltk.shell`
 * on the kernel command line (LAVA, doc/lava.md) there is no share: a root shell on the
 * console instead, driven by whoever reads the console; the guest powers off when it exits.
 */
static const char init_script[] =
"#!/bin/busybox sh\n"
/* busybox's links and the mount points are in the archive (see guest_tree()) */
"export PATH=/usr/sbin:/usr/bin:/sbin:/bin HOME=/root TERM=dumb\n"
/* one process for the mounts of /etc/fstab (etc_fstab): an exec costs 10 ms emulated */
"mount -a\n"
"mkdir -p /dev/pts /dev/shm\n"
"mount -t devpts devpts /dev/pts\n"
"mount -t tmpfs tmpfs /dev/shm\n"
"mount -t cgroup2 cgroup2 /sys/fs/cgroup 2>/dev/null\n"
"mount -t debugfs debugfs /sys/kernel/debug 2>/dev/null\n"
"ln -sf /proc/self/fd /dev/fd\n"
"echo ltk-vm > /proc/sys/kernel/hostname\n"
"ip link set lo up 2>/dev/null\n"
"echo 'ltk-vm: init started' > /dev/kmsg\n"
"load() { while read -r m; do insmod \"$m\" || echo \"LTK-VM: insmod $m failed\"; done; }\n"
"grep -vxF -f /etc/ltk-modules-later /etc/ltk-modules | load\n"
"echo 'ltk-vm: boot modules loaded' > /dev/kmsg\n"
/* the kernel's module requests (a mount of xfs, ...) wait for the later ones */
"rm -f /sbin/modprobe\n"
"printf '#!/bin/sh\\nn=0\\nwhile [ ! -e /run/ltk-modules-done ] && [ $n -lt 6000 ]; do "
"usleep 20000; n=$((n + 1)); done\\nexec busybox modprobe \"$@\"\\n' > /sbin/modprobe\n"
"chmod 755 /sbin/modprobe\n"
/* at the lowest priority: the runner and the first tests go first */
"(read -r me _ < /proc/self/stat; renice -n 19 -p \"$me\" > /dev/null\n"
" load < /etc/ltk-modules-later; echo 'ltk-vm: modules loaded' > /dev/kmsg;"
" : > /run/ltk-modules-done) &\n"
/* the point a saved guest is restored at (vm_snapshot.c): modules loaded, no share mounted */
"if grep -qw ltk.snapshot /proc/cmdline; then\n"
"	while [ ! -e /run/ltk-modules-done ]; do usleep 20000; done\n"
"	stty -echo 2>/dev/null; echo 'LTK-VM: snapshot'\n"
"	read -r go d t; [ \"$go\" = go ] && date -u -s \"$d $t\" > /dev/null\n"
"fi\n"
"if grep -qw ltk.shell /proc/cmdline; then\n"
/* whoever drives the shell may test the filesystems at once: the shell comes after them */
"	while [ ! -e /run/ltk-modules-done ]; do usleep 20000; done\n"
"	cd /; export PS1='/ # '; echo 'LTK-VM: shell'\n"
"	setsid cttyhack sh -l; sync; poweroff -f\n"
"fi\n"
"mkdir -p /ltk-ctl\n"
"if ! mount -t 9p -o trans=virtio,version=9p2000.L ltkctl /ltk-ctl; then\n"
"	echo 'LTK-VM: cannot mount the control share'; poweroff -f\n"
"fi\n"
"(while sleep 5; do echo 'LTK-VM: alive'; done) &\n"
"echo 'LTK-VM: booted'\n"
"rc=70\n"
". /ltk-ctl/run.sh\n"
"echo \"LTK-VM: exit $rc\"\n"
"sync\n"
"poweroff -f\n";

/*
 * Modules the suite uses when the kernel has them as modules; absent or built-in: skipped.
 * The crypto ones first: ext4, btrfs and libcrc32c ask for them only as soft dependencies
 * (modules.softdep, by alias), which modules.dep does not list.
 */
static const char *const wanted_modules[] = {
	"crc32c_generic", "crc32c_intel", "crc32_generic", "xxhash_generic", "blake2b_generic",
	"virtio_pci", "9pnet_virtio", "9p", "loop", "ext4", "xfs", "btrfs", "vfat", "exfat",
	"ntfs3", "fuse", "overlay", "squashfs", "isofs", "quota_v2", "binfmt_misc", "zram",
	/* the network tests' pairs of interfaces (tst_net.sh) */
	"veth",
	/* vfat mounts fail (EINVAL, "codepage cp437 not found") without its character sets */
	"nls_cp437", "nls_ascii", "nls_iso8859_1", "nls_utf8",
};

/*
 * Loaded in the background while the first tests run: all but the shares' (virtio, 9p) and
 * loop, which every block-device test needs and ioctl_loop* use without saying so. That is
 * the big block-device filesystems (xfs alone takes over a second under emulation), the
 * checksums they alone ask for, the character sets of vfat's mounts, and the drivers a test
 * asks for by a kernel config option or driver name (zram, fuse, overlay...). The guest's
 * run script waits for them before `ltk run` when the run has a test with a block device,
 * with such a need or without metadata (vm_run.c), and /sbin/modprobe, which the kernel calls
 * for a filesystem on mount, a crypto algorithm or a character set, waits for them too.
 */
static const char *const later_modules[] = {
	"crc32c_generic", "crc32c_intel", "crc32_generic", "xxhash_generic", "blake2b_generic",
	"ext4", "xfs", "btrfs", "vfat", "exfat", "ntfs3",
	"fuse", "overlay", "squashfs", "isofs", "quota_v2", "binfmt_misc", "zram", "veth",
	"nls_cp437", "nls_ascii", "nls_iso8859_1", "nls_utf8",
};

static int is_later(const char *name)
{
	for (size_t i = 0; i < ARRAY_LEN(later_modules); i++)
		if (!strcmp(later_modules[i], name))
			return 1;
	return 0;
}

/*
 * Tools the tests call that busybox lacks or does badly: the filesystems' makers and checkers,
 * blkid, and iproute2's ip (busybox's ip link add ignores "netns PID").
 */
static const char *const wanted_tools[] = {
	"mkfs.ext2", "mkfs.ext3", "mkfs.ext4", "mke2fs", "mkfs.xfs", "mkfs.btrfs", "mkfs.vfat",
	"mkfs.exfat", "mkfs.ntfs", "mkntfs", "mkswap", "tune2fs", "e2fsck", "xfs_repair", "btrfs",
	"fsck.vfat", "fsck.exfat", "ntfsfix", "blkid", "ip",
};

static const char *const tool_dirs[] = { "/usr/sbin", "/sbin", "/usr/bin", "/bin" };

char *vm_kernel_release(const char *kernel)
{
	unsigned char hdr[0x210];
	char buf[256];
	FILE *f = fopen(kernel, "re");
	unsigned off;
	size_t n;

	if (!f)
		return NULL;
	if (fread(hdr, 1, sizeof(hdr), f) != sizeof(hdr) || memcmp(hdr + 0x202, "HdrS", 4)) {
		fclose(f);
		return NULL;
	}
	off = (hdr[0x20e] | hdr[0x20f] << 8) + 0x200;
	n = fseek(f, off, SEEK_SET) ? 0 : fread(buf, 1, sizeof(buf) - 1, f);
	fclose(f);
	buf[n] = 0;
	buf[strcspn(buf, " ")] = 0;
	return n && buf[0] ? xstrdup(buf) : NULL;
}

uint64_t vm_fnv(uint64_t h, const char *s)
{
	for (; *s; s++)
		h = (h ^ (unsigned char)*s) * 1099511628211ULL;
	return h;
}

uint64_t vm_fnv_stat(uint64_t h, const char *path)
{
	struct stat st;
	char buf[128];

	snprintf(buf, sizeof(buf), "|%lld:%lld|", stat(path, &st) ? -1LL : (long long)st.st_size,
		 stat(path, &st) ? -1LL : (long long)st.st_mtime);
	return vm_fnv(vm_fnv(h, path), buf);
}

static char *find_tool(const char *name)
{
	for (size_t i = 0; i < sizeof(tool_dirs) / sizeof(tool_dirs[0]); i++) {
		char *p = xasprintf("%s/%s", tool_dirs[i], name);

		if (!access(p, X_OK))
			return p;
		free(p);
	}
	return NULL;
}

static int same_module(const char *path, const char *name)
{
	const char *b = strrchr(path, '/');
	size_t i;

	b = b ? b + 1 : path;
	for (i = 0; name[i]; i++) {
		char x = b[i] == '-' ? '_' : b[i], y = name[i] == '-' ? '_' : name[i];

		if (x != y)
			return 0;
	}
	return !strncmp(b + i, ".ko", 3);
}

/* Add the module's dependencies, then the module: the order insmod needs. */
static void resolve_module(char *dep, const char *name, struct pathset *order, int depth)
{
	char *line = dep, *next;

	if (depth > 64)
		return;
	for (; line && *line; line = next) {
		next = strchr(line, '\n');
		char *colon = strchr(line, ':');

		if (colon && (!next || colon < next)) {
			*colon = 0;
			int hit = same_module(line, name);
			char *mod = xstrdup(line);

			*colon = ':';
			if (hit) {
				size_t len = next ? (size_t)(next - colon - 1) : strlen(colon + 1);
				char *deps = strndup(colon + 1, len), *save, *d;

				for (d = strtok_r(deps, " ", &save); d; d = strtok_r(NULL, " ", &save)) {
					char *base = xstrdup(strrchr(d, '/') ? strrchr(d, '/') + 1 : d);

					base[strcspn(base, ".")] = 0;
					resolve_module(dep, base, order, depth + 1);
					free(base);
				}
				free(deps);
				pathset_add(order, mod);
				free(mod);
				return;
			}
			free(mod);
		}
		if (next)
			next++;
	}
}

/* A module file's content, decompressed with the host's tool when it is packed. */
static char *module_data(const char *path, size_t *len)
{
	const char *tool = NULL;
	size_t l = strlen(path);

	if (l > 3 && !strcmp(path + l - 3, ".xz"))
		tool = "xz";
	else if (l > 4 && !strcmp(path + l - 4, ".zst"))
		tool = "zstd";
	else if (l > 3 && !strcmp(path + l - 3, ".gz"))
		tool = "gzip";
	if (!tool)
		return read_file(path, len);

	char *cmd = xasprintf("%s -dc '%s'", tool, path);
	FILE *p = popen(cmd, "r");
	struct sbuf sb = {0};
	char buf[65536];
	size_t n;

	free(cmd);
	if (!p)
		return NULL;
	while ((n = fread(buf, 1, sizeof(buf), p)) > 0)
		sb_add(&sb, buf, n);
	if (pclose(p) != 0) {
		free(sb.s);
		return NULL;
	}
	*len = sb.len;
	return sb.s;
}

static void add_host_file(struct cpio *c, const char *host, const char *guest, int *bad)
{
	size_t len;
	struct stat st;
	char *data = read_file(host, &len);

	if (!data || stat(host, &st)) {
		warnx_("cannot read %s: %s", host, strerror(errno));
		*bad = 1;
		free(data);
		return;
	}
	cpio_file(c, guest, st.st_mode & 0777, data, len);
	free(data);
}

static void scan_dir(const char *dir, struct pathset *libs)
{
	DIR *d = opendir(dir);
	struct dirent *e;

	if (!d)
		return;
	while ((e = readdir(d))) {
		if (e->d_name[0] == '.')
			continue;
		char *p = xasprintf("%s/%s", dir, e->d_name);

		elf_needed_libs(p, libs);
		free(p);
	}
	closedir(d);
}

/*
 * The mount points /init uses and busybox's applets as links to it, made here rather than by
 * `busybox --install -s` in /init: at every boot that was an exec and some 270 links, about
 * 0.1 s under emulation. A path a packed tool has (taken) is left to the tool.
 */
static int guest_tree(struct cpio *c, const char *busybox, struct pathset *taken)
{
	static const char *const dirs[] = {
		"/proc", "/sys", "/dev", "/tmp", "/run", "/root", "/mnt", "/var/tmp",
		"/usr/bin", "/usr/sbin", "/sbin", "/bin",
	};
	char *cmd = xasprintf("'%s' --list-full", busybox), line[512];
	FILE *p = popen(cmd, "r");
	int links = 0;

	free(cmd);
	for (size_t i = 0; i < ARRAY_LEN(dirs); i++)
		cpio_dir(c, dirs[i]);
	if (!p)
		return -1;
	while (fgets(line, sizeof(line), p)) {
		line[strcspn(line, "\n")] = 0;
		if (!line[0] || strstr(line, ".."))
			continue;
		char *guest = xasprintf("/%s", line);

		if (pathset_add(taken, guest)) {
			cpio_symlink(c, guest, "/bin/busybox");
			links++;
		}
		free(guest);
	}
	return pclose(p) == 0 && links ? 0 : -1;
}

static const char etc_fstab[] =
"proc /proc proc defaults 0 0\n"
"sysfs /sys sysfs defaults 0 0\n"
"devtmpfs /dev devtmpfs defaults 0 0\n"
"tmpfs /tmp tmpfs defaults 0 0\n"
"tmpfs /run tmpfs defaults 0 0\n"
"tmpfs /var/tmp tmpfs defaults 0 0\n";
static const char etc_passwd[] =
"root:x:0:0:root:/root:/bin/sh\n"
"daemon:x:1:1:daemon:/:/bin/false\n"
"bin:x:2:2:bin:/bin:/bin/false\n"
"nobody:x:65534:65534:nobody:/nonexistent:/bin/false\n";
static const char etc_group[] =
"root:x:0:\ndaemon:x:1:\nbin:x:2:\nsys:x:3:\nadm:x:4:\ndisk:x:6:\nusers:x:100:\n"
"nogroup:x:65534:\n";

int vm_initramfs(struct vm_image *img, const char *const *bin_dirs, int ndirs, int verbose)
{
	struct pathset libs = {0}, tools = {0}, mods = {0};
	const char *cache = getenv("XDG_CACHE_HOME"), *home = getenv("HOME");
	char *mdir = img->modules_dir ? xstrdup(img->modules_dir)
				      : xasprintf("/lib/modules/%s", img->release);
	char *depfile = xasprintf("%s/modules.dep", mdir), *dep = read_file(depfile, NULL);
	char *busybox = find_tool("busybox"), *dash = find_tool("dash"), *dir, *tmp;
	char *kdir = xstrdup(img->kernel), *slash = strrchr(kdir, '/');
	char *kconfig, *guest_kconfig = xasprintf("/boot/config-%s", img->release);
	uint64_t h = vm_fnv(14695981039346656037ULL, "ltk-vm-initramfs 2|");
	int bad = 0, nboot = 0;

	if (slash)
		*slash = 0;
	kconfig = xasprintf("%s/config-%s", slash ? kdir : ".", img->release);
	free(kdir);
	if (access(kconfig, R_OK)) {
		free(kconfig);
		kconfig = NULL;
	}

	if (!busybox) {
		warnx_("busybox is not installed (Debian: busybox-static)");
		goto out_err;
	}
	if (!dep)
		warnx_("%s: %s; booting without modules", depfile, strerror(errno));
	/* those the boot needs first, then the later ones with what they alone need */
	for (int pass = 0; pass < 2; pass++) {
		for (size_t i = 0; dep && i < ARRAY_LEN(wanted_modules); i++) {
			int skip = is_later(wanted_modules[i]) != pass;

			for (int k = 0; k < img->nwithout; k++)
				skip |= !strcmp(img->without[k], wanted_modules[i]);
			if (!skip)
				resolve_module(dep, wanted_modules[i], &mods, 0);
		}
		if (!pass)
			nboot = mods.n;
	}
	for (size_t i = 0; i < sizeof(wanted_tools) / sizeof(*wanted_tools); i++) {
		char *t = find_tool(wanted_tools[i]);

		if (t) {
			pathset_add(&tools, t);
			elf_needed_libs(t, &libs);
		}
		free(t);
	}
	if (dash)
		elf_needed_libs(dash, &libs);
	for (int i = 0; i < ndirs; i++)
		scan_dir(bin_dirs[i], &libs);

	h = vm_fnv(vm_fnv(vm_fnv(vm_fnv(h, img->release), init_script), etc_fstab), mdir);
	h = vm_fnv_stat(vm_fnv_stat(h, depfile), busybox);
	if (dash)
		h = vm_fnv_stat(h, dash);
	if (kconfig)
		h = vm_fnv_stat(h, kconfig);
	for (int i = 0; i < mods.n; i++)
		h = vm_fnv(h, mods.v[i]);
	for (int i = 0; i < tools.n; i++)
		h = vm_fnv_stat(h, tools.v[i]);
	for (int i = 0; i < libs.n; i++)
		h = vm_fnv_stat(h, libs.v[i]);

	if (cache && cache[0] == '/')
		dir = xasprintf("%s/ltk/vm", cache);
	else
		dir = xasprintf("%s/.cache/ltk/vm", home && home[0] == '/' ? home : "/tmp");
	if (mkdir_p(dir, 0755)) {
		warnx_("cannot create %s: %s", dir, strerror(errno));
		free(dir);
		goto out_err;
	}
	free(img->initramfs);
	img->initramfs = xasprintf("%s/initramfs-%s-%016llx.cpio", dir, img->release,
				   (unsigned long long)h);
	free(dir);
	if (!access(img->initramfs, R_OK)) {
		if (verbose)
			fprintf(stderr, "ltk vm: initramfs %s (cached)\n", img->initramfs);
		goto out;
	}

	tmp = xasprintf("%s.%d.tmp", img->initramfs, getpid());
	struct cpio *c = cpio_open(tmp);
	struct sbuf order = {0}, later = {0};
	struct pathset taken = {0};

	if (!c) {
		warnx_("cannot create %s: %s", tmp, strerror(errno));
		free(tmp);
		goto out_err;
	}
	cpio_node(c, "/dev/console", S_IFCHR | 0600, 5, 1);
	cpio_node(c, "/dev/null", S_IFCHR | 0666, 1, 3);
	add_host_file(c, busybox, "/bin/busybox", &bad);
	cpio_file(c, "/init", 0755, init_script, strlen(init_script));
	cpio_file(c, "/etc/fstab", 0644, etc_fstab, strlen(etc_fstab));
	cpio_file(c, "/etc/passwd", 0644, etc_passwd, strlen(etc_passwd));
	cpio_file(c, "/etc/group", 0644, etc_group, strlen(etc_group));
	if (!access("/etc/mke2fs.conf", R_OK))
		add_host_file(c, "/etc/mke2fs.conf", "/etc/mke2fs.conf", &bad);
	if (kconfig)
		add_host_file(c, kconfig, guest_kconfig, &bad);
	pathset_add(&taken, "/bin/busybox");
	/*
	 * The shell tests' /bin/sh is dash, Debian's /bin/sh, where the host has it: Debian's
	 * busybox-static shell runs its own applet of a name before any program in PATH, so
	 * under it the packed mkswap, ip... would never run.
	 */
	if (dash) {
		add_host_file(c, dash, "/bin/sh", &bad);
		pathset_add(&taken, "/bin/sh");
	}
	for (int i = 0; i < tools.n; i++) {
		char *g = xasprintf("/usr/sbin/%s", strrchr(tools.v[i], '/') + 1);

		add_host_file(c, tools.v[i], g, &bad);
		pathset_add(&taken, g);
		free(g);
	}
	if (guest_tree(c, busybox, &taken)) {
		warnx_("cannot list the applets of %s (busybox --list-full)", busybox);
		bad = 1;
	}
	for (int i = 0; i < libs.n; i++)
		add_host_file(c, libs.v[i], libs.v[i], &bad);
	for (int i = 0; i < mods.n; i++) {
		char *host = xasprintf("%s/%s", mdir, mods.v[i]), *guest;
		size_t len;
		char *data = module_data(host, &len);

		guest = xasprintf("/lib/modules/%s/%s", img->release, mods.v[i]);
		/* insmod takes the plain module: drop the compression suffix */
		guest[strstr(guest, ".ko") - guest + 3] = 0;
		if (data) {
			cpio_file(c, guest, 0644, data, len);
			sb_printf(&order, "%s\n", guest);
			if (i >= nboot)
				sb_printf(&later, "%s\n", guest);
		} else {
			warnx_("cannot read module %s", host);
			bad = 1;
		}
		free(data);
		free(host);
		free(guest);
	}
	cpio_file(c, "/etc/ltk-modules", 0644, order.s ? order.s : "", order.len);
	cpio_file(c, "/etc/ltk-modules-later", 0644, later.s ? later.s : "", later.len);
	free(order.s);
	free(later.s);
	pathset_free(&taken);
	if (cpio_close(c) || bad || rename(tmp, img->initramfs)) {
		warnx_("cannot build the initramfs %s", img->initramfs);
		unlink(tmp);
		free(tmp);
		goto out_err;
	}
	if (verbose)
		fprintf(stderr, "ltk vm: built %s (%d modules, %d tools, %d libraries)\n",
			img->initramfs, mods.n, tools.n, libs.n);
	free(tmp);
out:
	free(kconfig);
	free(guest_kconfig);
	pathset_free(&libs);
	pathset_free(&tools);
	pathset_free(&mods);
	free(busybox);
	free(dash);
	free(mdir);
	free(depfile);
	free(dep);
	return 0;
out_err:
	free(kconfig);
	free(guest_kconfig);
	pathset_free(&libs);
	pathset_free(&tools);
	pathset_free(&mods);
	free(busybox);
	free(dash);
	free(mdir);
	free(depfile);
	free(dep);
	return -1;
}
