// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * The feature modules through the fields of struct tst_test: feat_modern SCENARIO [opts]
 * fills the fields the scenario names, then runs the test as a modern test does.
 */
#define TST_NO_DEFAULT_MAIN
#include <stdio.h>
#include "tst_test.h"
#include "tst_capability.h"
#include "tst_hugepage.h"
#include "tst_buffers.h"

#define BURST "/proc/sys/kernel/printk_ratelimit_burst"

static const char *scenario;
static char *buf;
static char *str;
static struct iovec *iov;

static int is(const char *name)
{
	return !strcmp(scenario, name);
}

static unsigned long long cap_eff(void)
{
	char line[256];
	unsigned long long val = 0;
	FILE *f = fopen("/proc/self/status", "r");

	while (f && fgets(line, sizeof(line), f)) {
		if (sscanf(line, "CapEff: %llx", &val) == 1)
			break;
	}
	if (f)
		fclose(f);
	return val;
}

static void run(void)
{
	char val[64];

	if (is("kconfig")) {
		tst_res(TPASS, "kernel config accepted");
	} else if (is("bufs")) {
		tst_res(TINFO, "str '%s', iov lengths %zu %zu", str, iov[0].iov_len,
			iov[1].iov_len);
		memset(buf, 'x', 32);
		tst_res(TPASS, "buffer of 32 bytes filled");
	} else if (is("overrun")) {
		buf[32] = 1;
		tst_res(TFAIL, "wrote past the end of the buffer");
	} else if (is("underrun")) {
		buf[-1]++;
		tst_res(TPASS, "wrote before the start of the buffer");
	} else if (is("save_restore")) {
		SAFE_FILE_SCANF(BURST, "%63s", val);
		if (strcmp(val, "17"))
			tst_res(TFAIL, BURST " is %s, not 17", val);
		else
			tst_res(TPASS, BURST " is 17 during the test");
	} else if (is("caps")) {
		unsigned long long eff = cap_eff();

		if (eff & (1ull << CAP_NET_RAW))
			tst_res(TFAIL, "CAP_NET_RAW still effective (%llx)", eff);
		else if (!(eff & (1ull << CAP_CHOWN)))
			tst_res(TFAIL, "CAP_CHOWN not effective (%llx)", eff);
		else
			tst_res(TPASS, "CAP_NET_RAW dropped, CAP_CHOWN kept (%llx)", eff);
	} else if (is("hugepages")) {
		SAFE_FILE_SCANF(PATH_NR_HPAGES, "%63s", val);
		tst_res(TPASS, "tst_hugepages %lu, nr_hugepages %s", tst_hugepages, val);
	} else {
		tst_res(TPASS, "scenario %s ran", scenario);
	}
}

static struct tst_test test = {
	.test_all = run,
	.needs_root = 1,
};

/* .hugepages is const: it gets a struct of its own */
static struct tst_test hp_test = {
	.test_all = run,
	.needs_root = 1,
	.hugepages = {1, TST_REQUEST},
};

int main(int argc, char *argv[])
{
	struct tst_test *t = &test;

	scenario = argc > 1 ? argv[1] : "pass";

	if (!strncmp(scenario, "kconfig", 7)) {
		static const char *const kconfigs[] = {
			"CONFIG_YES", "CONFIG_MOD=m | CONFIG_OFF", "!CONFIG_OFF", NULL
		};
		static const char *const bad_kconfigs[] = {"CONFIG_YES", "CONFIG_OFF", NULL};
		static const char *const syntax[] = {"CONFIG_YES &", NULL};

		test.needs_kconfigs = kconfigs;
		if (is("kconfig_bad"))
			test.needs_kconfigs = bad_kconfigs;
		if (is("kconfig_syntax"))
			test.needs_kconfigs = syntax;
	} else if (is("bufs") || is("overrun") || is("underrun")) {
		static int sizes[] = {3, 5, -1};
		static struct tst_buffers bufs[] = {
			{&buf, .size = 32},
			{&str, .str = "guarded"},
			{&iov, .iov_sizes = sizes},
			{},
		};
		test.bufs = bufs;
	} else if (is("save_restore")) {
		static const struct tst_path_val sr[] = {
			{BURST, "17", TST_SR_TBROK},
			{"/proc/sys/kernel/ltk_no_such_file", "1", TST_SR_SKIP},
			{},
		};
		test.save_restore = sr;
	} else if (is("caps")) {
		static struct tst_cap caps[] = {
			TST_CAP(TST_CAP_DROP, CAP_NET_RAW),
			TST_CAP(TST_CAP_REQ, CAP_CHOWN),
			{},
		};
		test.caps = caps;
	} else if (is("caps_sysres")) {
		static struct tst_cap caps[] = {TST_CAP(TST_CAP_REQ, CAP_SYS_RESOURCE), {}};

		test.caps = caps;
	} else if (is("hugepages")) {
		t = &hp_test;
	} else if (is("taint")) {
		test.taint_check = TST_TAINT_W | TST_TAINT_D;
	} else if (is("lockdown")) {
		test.skip_in_lockdown = 1;
		test.skip_in_secureboot = 1;
	}
	tst_run_tcases(argc > 1 ? argc - 1 : argc, argc > 1 ? argv + 1 : argv, t);
}
