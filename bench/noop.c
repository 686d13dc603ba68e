// SPDX-License-Identifier: GPL-2.0-or-later
/* A program that does nothing: the bare cost of fork + exec + exit. */
int main(void)
{
	return 0;
}
