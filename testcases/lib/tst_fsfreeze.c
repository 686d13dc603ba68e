// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * tst_fsfreeze MNTPOINT: freeze the filesystem mounted at MNTPOINT and thaw it at once
 * (FIFREEZE, FITHAW): all its dirty data reach the device, as in a snapshot.
 * Exit 0, 32 (TCONF) when the filesystem cannot be frozen, 2 with a message otherwise.
 */
#include <errno.h>
#include <fcntl.h>
#include <linux/fs.h>
#include <stdio.h>
#include <string.h>
#include <sys/ioctl.h>
#include <unistd.h>

int main(int argc, char *argv[])
{
	int fd;

	if (argc != 2) {
		fprintf(stderr, "usage: tst_fsfreeze MNTPOINT\n");
		return 2;
	}
	fd = open(argv[1], O_RDONLY | O_DIRECTORY);
	if (fd < 0) {
		fprintf(stderr, "tst_fsfreeze: open %s: %s\n", argv[1], strerror(errno));
		return 2;
	}
	if (ioctl(fd, FIFREEZE, 0)) {
		fprintf(stderr, "tst_fsfreeze: FIFREEZE %s: %s\n", argv[1], strerror(errno));
		close(fd);
		return errno == EOPNOTSUPP || errno == ENOTTY ? 32 : 2;
	}
	if (ioctl(fd, FITHAW, 0)) {
		fprintf(stderr, "tst_fsfreeze: FITHAW %s: %s\n", argv[1], strerror(errno));
		close(fd);
		return 2;
	}
	close(fd);
	return 0;
}
