// SPDX-License-Identifier: GPL-2.0-or-later
/* tst_get_path(NAME): prints the path found or the errno name. */
#include "test.h"
#include "tst_path.h"

char *TCID = "get_path";
int TST_TOTAL = 1;

int main(int argc, char *argv[])
{
	char buf[4096];
	size_t len = argc > 2 ? (size_t)atoi(argv[2]) : sizeof(buf);
	int i;

	if (len > sizeof(buf))
		len = sizeof(buf);
	if (argc < 2)
		return 2;
	if (tst_get_path(argv[1], buf, len))
		printf("error %s\n", tst_strerrno(errno));
	else
		printf("found %s\n", buf);
	for (i = 0; i < 3; i++)
		if (get_high_address() <= (char *)sbrk(0))
			printf("high address not above the break\n");
	return 0;
}
