// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * tst_getconf NAME: print a sysconf() value, for machines without getconf(1).
 * NAME: PAGESIZE, PAGE_SIZE, _NPROCESSORS_ONLN, _NPROCESSORS_CONF, CLK_TCK, OPEN_MAX,
 * CHILD_MAX, LONG_BIT. Exit 0, or 2 with a message for an unknown name.
 */
#include <limits.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>

static const struct {
	const char *name;
	int sc;
} names[] = {
	{"PAGESIZE", _SC_PAGESIZE}, {"PAGE_SIZE", _SC_PAGESIZE},
	{"_NPROCESSORS_ONLN", _SC_NPROCESSORS_ONLN}, {"_NPROCESSORS_CONF", _SC_NPROCESSORS_CONF},
	{"CLK_TCK", _SC_CLK_TCK}, {"OPEN_MAX", _SC_OPEN_MAX}, {"CHILD_MAX", _SC_CHILD_MAX},
};

int main(int argc, char *argv[])
{
	size_t i;

	if (argc == 2 && !strcmp(argv[1], "LONG_BIT")) {
		printf("%zu\n", sizeof(long) * CHAR_BIT);
		return 0;
	}
	for (i = 0; argc == 2 && i < sizeof(names) / sizeof(names[0]); i++) {
		if (!strcmp(argv[1], names[i].name)) {
			printf("%ld\n", sysconf(names[i].sc));
			return 0;
		}
	}
	fprintf(stderr, "usage: tst_getconf PAGESIZE|PAGE_SIZE|_NPROCESSORS_ONLN|"
		"_NPROCESSORS_CONF|CLK_TCK|OPEN_MAX|CHILD_MAX|LONG_BIT\n");
	return 2;
}
