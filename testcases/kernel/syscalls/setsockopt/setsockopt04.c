// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * CVE-2017-7308: the TPACKET_V3 receive ring of an AF_PACKET socket (PACKET_RX_RING)
 * checked that the per-block private area fits the block in 32-bit arithmetic, so a
 * tp_sizeof_priv near 2^32 wrapped around, passed, and let a process with CAP_NET_RAW
 * write out of the ring's bounds. Fixed by computing the check in 64 bits: the request is
 * refused with EINVAL, while the same ring with no private area is accepted (and can be
 * mapped). The socket has protocol 0, so no traffic ever reaches it.
 */
#include <sys/mman.h>
#include <linux/if_packet.h>
#include "tst_test.h"
#include "tst_safe_net.h"

#define BLOCK 4096

static int set_v3(int fd)
{
	int ver = TPACKET_V3;

	TST_EXP_PASS_SILENT(setsockopt(fd, SOL_PACKET, PACKET_VERSION, &ver, sizeof(ver)),
			    "setsockopt(PACKET_VERSION, TPACKET_V3)");
	return TST_PASS;
}

static void run(void)
{
	struct tpacket_req3 req = {
		.tp_block_size = BLOCK,
		.tp_block_nr = 1,
		.tp_frame_size = BLOCK / 2,
		.tp_frame_nr = 2,
		.tp_retire_blk_tov = 100,
	};
	int fd = SAFE_SOCKET(AF_PACKET, SOCK_RAW, 0);
	void *ring;

	req.tp_sizeof_priv = 0xffffff00;
	if (set_v3(fd))
			TST_EXP_FAIL(setsockopt(fd, SOL_PACKET, PACKET_RX_RING, &req, sizeof(req)),
			     EINVAL, "PACKET_RX_RING with tp_sizeof_priv 0x%x",
			     req.tp_sizeof_priv);
	SAFE_CLOSE(fd);

	fd = SAFE_SOCKET(AF_PACKET, SOCK_RAW, 0);
	req.tp_sizeof_priv = 0;
	if (!set_v3(fd))
		goto out;
	TST_EXP_PASS(setsockopt(fd, SOL_PACKET, PACKET_RX_RING, &req, sizeof(req)),
		     "PACKET_RX_RING without a private area");
	ring = mmap(NULL, BLOCK, PROT_READ | PROT_WRITE, MAP_SHARED, fd, 0);
	if (ring == MAP_FAILED) {
		tst_res(TFAIL | TERRNO, "mmap() of the ring");
	} else {
		tst_res(TPASS, "the ring of one %d-byte block is mapped", BLOCK);
		SAFE_MUNMAP(ring, BLOCK);
	}
out:
	SAFE_CLOSE(fd);
}

static struct tst_test test = {
	.test_all = run,
	.needs_root = 1,
	.tags = (const struct tst_tag[]) {
		{"linux-git", "2b6867c2ce76"},
		{"CVE", "2017-7308"},
		{}
	},
};
