// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * The command line of a test binary (-h -i -I -D -V and the test's own .options) and the
 * number parsers tests use for their option values.
 */
#include <errno.h>
#include <getopt.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "tst_test_priv.h"

#define LIB_OPTS "hi:I:D::V"

static const char *const env_help[] = {
	"KCONFIG_PATH             Specify kernel config file",
	"KCONFIG_SKIP_CHECK       Skip kernel config check if variable set (not set by default)",
	"LTPROOT                  Prefix for installed LTP (default: /opt/ltp)",
	"LTP_COLORIZE_OUTPUT      Force colorized output behaviour (y/1 always, n/0: never)",
	"LTP_DEV                  Path to the block device to be used (for .needs_device)",
	"LTP_DEV_FS_TYPE          Filesystem used for testing (default: ext2)",
	"LTP_DEBUG                Print debug messages (1/y: test process, 2: also library)",
	"LTP_REPRODUCIBLE_OUTPUT  Print only the file:line and result type of results (1/y)",
	"LTP_SINGLE_FS_TYPE       Run .all_filesystems tests on this filesystem only",
	"LTP_FORCE_SINGLE_FS_TYPE Testing only: as LTP_SINGLE_FS_TYPE, ignoring skip lists",
	"LTP_TIMEOUT_MUL          Timeout multiplier (floating point, 0.099 .. 10000)",
	"LTP_RUNTIME_MUL          Runtime multiplier (floating point, 0.0099 .. 100)",
	"LTP_VIRT_OVERRIDE        Override VM detection (\"\", kvm, microsoft, xen, zvm)",
	"TMPDIR                   Base of the test's temporary directory (default: /tmp)",
	NULL,
};

void ltk_print_help(void)
{
	const struct tst_option *opt;
	const struct tst_tag *tag;
	unsigned int i;

	tst_printf("Environment Variables\n---------------------\n");
	for (i = 0; env_help[i]; i++)
		tst_printf("%s\n", env_help[i]);
	tst_printf("\n");
	ltk_print_timeout();
	tst_printf("\nOptions\n-------\n");
	tst_printf("-h       Prints this help\n");
	tst_printf("-i n     Execute test n times (0 runs no iteration)\n");
	tst_printf("-I x     Execute test for x seconds (with .runtime: set the runtime)\n");
	tst_printf("-D[1,2]  Prints debug information (2: also of the library process)\n");
	tst_printf("-V       Prints LTK version\n");
	tst_printf("--metadata  Prints the test's description as JSON (alone)\n");
	for (opt = tst_test->options; opt && opt->optstr; opt++)
		tst_printf("-%c\t %s\n", opt->optstr[0], opt->help ? opt->help : "");
	if (!tst_test->tags)
		return;
	tst_printf("\nTags\n----\n");
	for (tag = tst_test->tags; tag->name; tag++)
		tst_printf("%s: %s\n", tag->name, tag->value);
}

static void check_option_collision(char *optstring, size_t size)
{
	struct tst_option *opt;
	size_t len = strlen(optstring);

	for (opt = tst_test->options; opt && opt->optstr; opt++) {
		char c = opt->optstr[0];

		if (!c || c == ':' || c == '-' || c == '?' || strchr(LIB_OPTS, c) ||
		    strchr(optstring + 1 + strlen(LIB_OPTS), c))
			tst_brk(TBROK, "Option collision '-%c'", c ? c : ' ');
		if (len + 3 >= size)
			tst_brk(TBROK, "Too many test options");
		optstring[len++] = c;
		if (opt->optstr[1] == ':')
			optstring[len++] = ':';
		optstring[len] = '\0';
	}
}

static void test_option(int c)
{
	static unsigned char seen[256];
	struct tst_option *opt;

	for (opt = tst_test->options; opt && opt->optstr; opt++) {
		if (opt->optstr[0] != c)
			continue;
		if (seen[(unsigned char)c]++)
			tst_res(TWARN, "Option -%c passed multiple times", c);
		if (opt->arg)
			*opt->arg = opt->optstr[1] == ':' ? optarg : "";
		return;
	}
}

static void parse_debug(const char *arg)
{
	if (getenv("LTP_DEBUG"))
		return;
	if (!arg || !strcmp(arg, "1"))
		ltk_run.debug = 1;
	else if (!strcmp(arg, "2"))
		ltk_run.debug = 2;
	else
		tst_brk(TBROK, "Invalid debug level '%s' (1 or 2)", arg);
}

static void parse_duration(const char *arg)
{
	float f;
	int secs = 1;

	if (tst_test->runtime) {
		if (tst_parse_int(arg, &secs, 1, INT_MAX))
			tst_brk(TBROK, "Invalid runtime '%s' (whole seconds >= 1)", arg);
		tst_test->runtime = secs;
		return;
	}
	if (tst_parse_float(arg, &f, 0.1, 1e9))
		tst_brk(TBROK, "Invalid duration '%s' (seconds >= 0.1)", arg);
	ltk_run.duration = f;
}

void ltk_parse_opts(int argc, char *argv[])
{
	/* The leading ':' makes getopt() tell a missing value from an unknown option. */
	char optstring[256] = ":" LIB_OPTS;
	int c, iterations = 1;

	check_option_collision(optstring, sizeof(optstring));
	opterr = 0;
	optind = 1;
	while ((c = getopt(argc, argv, optstring)) != -1) {
		switch (c) {
		case '?':
			ltk_print_help();
			if (optopt)
				tst_brk(TBROK, "Invalid option '-%c'", optopt);
			tst_brk(TBROK, "Invalid option '%s'", argv[optind - 1]);
			break;
		case ':':
			ltk_print_help();
			tst_brk(TBROK, "Option '-%c' needs a value", optopt);
			break;
		case 'h':
			ltk_print_help();
			exit(0);
		case 'i':
			if (tst_parse_int(optarg, &iterations, 0, INT_MAX))
				tst_brk(TBROK, "Invalid number of iterations '%s'", optarg);
			ltk_run.iterations = iterations;
			break;
		case 'I':
			parse_duration(optarg);
			break;
		case 'D':
			parse_debug(optarg);
			break;
		case 'V':
			tst_printf("LTK version: %s\n", LTK_VERSION);
			exit(0);
		default:
			test_option(c);
		}
	}
	if (optind < argc)
		tst_brk(TBROK, "Unexpected argument(s) '%s'...", argv[optind]);
}

/* ---- number parsers --------------------------------------------------------------- */
