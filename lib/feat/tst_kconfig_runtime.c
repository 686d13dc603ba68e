// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * Runtime checks behind some config options: a namespace option is only true when an
 * unshare() of that namespace works (it may be disabled by a sysctl or a seccomp filter),
 * and a module-backed option set to m is only true when the module is installed.
 */
#include <errno.h>
#include <sched.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/utsname.h>
#include <sys/wait.h>
#include <unistd.h>
#include "ltk_core.h"
#include "ltk_kconfig.h"

static const struct {
	const char *name;
	int flag;
} ns_options[] = {
	{"CONFIG_USER_NS", CLONE_NEWUSER},
	{"CONFIG_NET_NS", CLONE_NEWNET},
	{"CONFIG_PID_NS", CLONE_NEWPID},
	{"CONFIG_MNT_NS", CLONE_NEWNS},
	{"CONFIG_IPC_NS", CLONE_NEWIPC},
};

static const struct {
	const char *name;
	const char *module;
} module_options[] = {
	{"CONFIG_KVM", "kvm"},
	{"CONFIG_ZRAM", "zram"},
	{"CONFIG_SQUASHFS", "squashfs"},
	{"CONFIG_BLK_DEV_LOOP", "loop"},
	{"CONFIG_TUN", "tun"},
	{"CONFIG_BLK_DEV_RAM", "brd"},
	{"CONFIG_HWPOISON_INJECT", "hwpoison_inject"},
	{"CONFIG_QFMT_V2", "quota_v2"},
	{"CONFIG_INPUT_UINPUT", "uinput"},
	{"CONFIG_DUMMY", "dummy"},
	{"CONFIG_CAN_VCAN", "vcan"},
	{"CONFIG_CAN_RAW", "can_raw"},
	{"CONFIG_CAN_BCM", "can_bcm"},
	{"CONFIG_VETH", "veth"},
	{"CONFIG_BTRFS_FS", "btrfs"},
	{"CONFIG_XFS_FS", "xfs"},
};

/* Child: try the unshare(). Returns 0 or the errno it failed with. */
static int try_unshare(int flag)
{
	struct sigaction dfl = {.sa_handler = SIG_DFL}, old;
	int status, ret = 0;
	pid_t pid;

	sigaction(SIGCHLD, &dfl, &old);
	pid = fork();
	if (!pid)
		_exit(unshare(flag) ? errno & 0xff : 0);
	if (pid < 0) {
		ret = errno;
	} else {
		while (waitpid(pid, &status, 0) < 0 && errno == EINTR)
			;
		ret = WIFEXITED(status) ? WEXITSTATUS(status) : EINTR;
	}
	sigaction(SIGCHLD, &old, NULL);
	return ret;
}

/* Module names compare with '-' and '_' as the same character. */
static int same_module(const char *a, size_t alen, const char *b)
{
	size_t i;

	if (strlen(b) != alen)
		return 0;
	for (i = 0; i < alen; i++) {
		char ca = a[i] == '-' ? '_' : a[i], cb = b[i] == '-' ? '_' : b[i];

		if (ca != cb)
			return 0;
	}
	return 1;
}

/*
 * Is module loaded (/sys/module/NAME: a system without /lib/modules, such as "ltk vm"'s
 * initramfs, may have loaded it at boot) or listed in /lib/modules/`uname -r`/modules.dep
 * ("path/name.ko[.xz]: deps")?
 */
static int module_installed(const char *module)
{
	char path[512], line[4096], *colon, *base, *ko;
	struct utsname u;
	FILE *f;
	int found = 0;

	snprintf(path, sizeof(path), "/sys/module/%s", module);
	for (char *p = path + strlen("/sys/module/"); *p; p++)
		*p = *p == '-' ? '_' : *p;
	if (!access(path, F_OK))
		return 1;
	if (uname(&u))
		return 0;
	snprintf(path, sizeof(path), "/lib/modules/%s/modules.dep", u.release);
	f = fopen(path, "re");
	if (!f)
		return 0;
	while (!found && fgets(line, sizeof(line), f)) {
		colon = strchr(line, ':');
		if (!colon)
			continue;
		*colon = 0;
		base = strrchr(line, '/');
		base = base ? base + 1 : line;
		ko = strstr(base, ".ko");
		if (ko)
			found = same_module(base, ko - base, module);
	}
	fclose(f);
	return found;
}

void ltk_kconfig_runtime_check(struct ltk_kconfig_entry *e, int have_modules)
{
	size_t i;
	int err;

	for (i = 0; i < ARRAY_SIZE(ns_options); i++) {
		if (strcmp(e->name, ns_options[i].name) || strcmp(e->val, "y"))
			continue;
		err = try_unshare(ns_options[i].flag);
		if (!err)
			return;
		ltk_res(__FILE__, __LINE__, TINFO, "%s=y but unshare() of the namespace fails: %s",
			e->name, strerror(err));
		e->why_off = "namespace not usable";
		return;
	}

	if (strcmp(e->val, "m"))
		return;
	for (i = 0; i < ARRAY_SIZE(module_options); i++) {
		if (strcmp(e->name, module_options[i].name))
			continue;
		if (have_modules && module_installed(module_options[i].module))
			return;
		e->why_off = have_modules ? "module not installed" : "no module support";
		return;
	}
}
