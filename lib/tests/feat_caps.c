// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * .caps: feat_caps [lower CAP_NR] ACTION... applies each "req:NR" or "drop:NR" in turn
 * through tst_cap_setup() and prints CapEff/CapPrm from /proc/self/status after each.
 * "lower NR" first removes NR from the effective set only, by a raw capset().
 */
#include <sys/syscall.h>
#include "test.h"
#include "tst_capability.h"

char *TCID = "feat_caps";
int TST_TOTAL = 1;

static void show(void)
{
	char line[256];
	FILE *f = fopen("/proc/self/status", "r");

	while (f && fgets(line, sizeof(line), f)) {
		if (!strncmp(line, "CapEff:", 7) || !strncmp(line, "CapPrm:", 7)) {
			line[strcspn(line, "\n")] = 0;
			tst_resm(TINFO, "%s", line);
		}
	}
	if (f)
		fclose(f);
}

static void lower(unsigned int nr)
{
	struct __user_cap_header_struct hdr = {.version = _LINUX_CAPABILITY_VERSION_3};
	struct __user_cap_data_struct data[2];

	syscall(SYS_capget, &hdr, data);
	data[nr / 32].effective &= ~(1u << (nr % 32));
	if (syscall(SYS_capset, &hdr, data))
		tst_brkm(TBROK | TERRNO, NULL, "capset()");
}

int main(int argc, char *argv[])
{
	struct tst_cap caps[2] = {};
	char name[32];
	int i;

	for (i = 1; i < argc; i++) {
		if (!strcmp(argv[i], "lower") && i + 1 < argc) {
			lower(atoi(argv[++i]));
		} else {
			caps[0].action = strncmp(argv[i], "req:", 4) ? TST_CAP_DROP : TST_CAP_REQ;
			caps[0].id = atoi(strchr(argv[i], ':') + 1);
			snprintf(name, sizeof(name), "CAP_%u", caps[0].id);
			caps[0].name = name;
			tst_cap_setup(caps, TST_CAP_DROP);
			tst_cap_setup(caps, TST_CAP_REQ);
		}
		show();
	}
	tst_resm(TPASS, "capabilities applied");
	tst_exit();
}
