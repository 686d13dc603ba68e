// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * System information: CPUs, hypervisor, pids, ports, architecture, kernel bits,
 * drivers and modules.
 *   info          sanity of every value, one TPASS/TFAIL each
 *   virt TYPE     tst_is_virt(TYPE) (LTP_VIRT_OVERRIDE honoured)
 *   exists NAME   tst_module_exists (start directory, $LTPROOT/testcases/bin)
 *   module NAME   tst_module_load/exists/unload of NAME
 */
#include <sys/socket.h>
#include <netinet/in.h>
#include "test.h"
#include "tst_module.h"

char *TCID = "sysinfo";
int TST_TOTAL = 1;

static void check(int cond, const char *what)
{
	tst_resm(cond ? TPASS : TFAIL, "%s", what);
}

static void info(void)
{
	const char *archs[] = {"sparc", tst_arch.name, NULL};
	const char *other[] = {"ltk-arch", NULL};
	struct sockaddr_in addr;
	unsigned short port;
	pid_t pid;
	int fd;

	tst_resm(TINFO, "cpus online %ld conf %ld max %ld available %ld vendor '%s'",
		 tst_ncpus(), tst_ncpus_conf(), tst_ncpus_max(), tst_ncpus_available(),
		 tst_cpu_vendor());
	check(tst_ncpus() >= 1 && tst_ncpus() <= tst_ncpus_conf(), "online <= configured");
	check(tst_ncpus_conf() <= tst_ncpus_max(), "configured <= max");
	check(tst_ncpus_available() >= 1 && tst_ncpus_available() <= tst_ncpus(),
	      "available <= online");

	pid = tst_get_unused_pid(NULL);
	check(pid > 0 && kill(pid, 0) == -1 && errno == ESRCH, "unused pid has no process");
	check(tst_get_free_pids(NULL) > 0, "some pids are free");
	check(tst_getpid() == getpid(), "tst_getpid");
	check(tst_gettid() == getpid(), "tst_gettid of the main thread");

	port = tst_get_unused_port(NULL, AF_INET, SOCK_STREAM);
	memset(&addr, 0, sizeof(addr));
	addr.sin_family = AF_INET;
	addr.sin_port = port;
	fd = socket(AF_INET, SOCK_STREAM, 0);
	check(port && fd >= 0 && !bind(fd, (struct sockaddr *)&addr, sizeof(addr)),
	      "the unused port can be bound");
	if (fd >= 0)
		close(fd);
	check(tst_get_unused_port(NULL, AF_INET6, SOCK_DGRAM) != 0, "an unused IPv6 UDP port");

	tst_resm(TINFO, "arch %s kernel %d bits abi %d bits", tst_arch.name, tst_kernel_bits(),
		 tst_abi_bits());
	check(tst_is_on_arch(archs) && !tst_is_on_arch(other) && tst_is_on_arch(NULL),
	      "tst_is_on_arch");
	check(tst_is_compat_mode() == (tst_kernel_bits() != tst_abi_bits()), "compat mode");
	check(tst_check_driver("ltk-no-such-driver") == -1, "no driver 'ltk-no-such-driver'");
	tst_resm(TINFO, "module support %d, loop driver %d", tst_module_support(),
		 tst_check_driver("loop"));
}

int main(int argc, char *argv[])
{
	const char *mode = argc > 1 ? argv[1] : "";

	if (!strcmp(mode, "info")) {
		info();
	} else if (!strcmp(mode, "virt") && argc == 3) {
		tst_resm(TINFO, "is_virt(%s) = %d", argv[2], tst_is_virt(atoi(argv[2])));
	} else if (!strcmp(mode, "exists") && argc == 3) {
		char *path = NULL;

		tst_module_exists(NULL, argv[2], &path);
		tst_resm(TPASS, "found %s", path);
		free(path);
	} else if (!strcmp(mode, "module") && argc == 3) {
		char *path = NULL;

		tst_module_load(NULL, argv[2], NULL);
		tst_module_exists(NULL, argv[2], &path);
		tst_resm(TINFO, "found %s", path);
		tst_module_unload(NULL, argv[2]);
		free(path);
		tst_resm(TPASS, "module loaded and unloaded");
	} else {
		tst_brkm(TBROK, NULL, "usage: sysinfo MODE ...");
	}
	tst_exit();
}
