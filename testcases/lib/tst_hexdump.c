// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * tst_hexdump: print standard input as hex, 16 bytes a line: "OFFSET  xx xx ...".
 * Exit 0, or 2 on a read error.
 */
#include <stdio.h>

int main(void)
{
	unsigned long off = 0;
	int c;

	while ((c = getchar()) != EOF) {
		if (!(off % 16))
			printf("%s%08lx ", off ? "\n" : "", off);
		printf(" %02x", c);
		off++;
	}
	if (off)
		putchar('\n');
	if (ferror(stdin)) {
		perror("tst_hexdump");
		return 2;
	}
	return 0;
}
