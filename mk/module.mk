# SPDX-License-Identifier: GPL-2.0-or-later
#
# Test kernel modules. A directory under testcases/ that holds a Kbuild file is a module
# directory: its .c files are kernel code, so they are taken out of the test list, and
#   make modules KERNEL_SRC=/lib/modules/$(uname -r)/build
# copies each such directory to $(O)/kmod/<dir>, builds it there against KERNEL_SRC (the
# source tree stays clean) and installs the .ko files next to the tests in $(T), where
# tst_module_load() finds them. Included once, from testcases/kernel/device-drivers/Makefile.inc.

KMOD_DIRS := $(patsubst %/Kbuild,%,$(shell find testcases -name Kbuild | sort))
KMOD_SRCS := $(foreach d,$(KMOD_DIRS),$(wildcard $(d)/*.c))
TEST_BINS := $(filter-out $(foreach s,$(KMOD_SRCS),$(T)/$(basename $(notdir $(s)))),$(TEST_BINS))
KERNEL_SRC ?=

modules:
ifeq ($(strip $(KERNEL_SRC)),)
	@echo "make modules: set KERNEL_SRC to a configured kernel build directory," \
	      "e.g. KERNEL_SRC=/lib/modules/$$(uname -r)/build"; exit 1
else
	@set -e; for d in $(KMOD_DIRS); do \
		mkdir -p $(O)/kmod/$$d; \
		cp $$d/Kbuild $$d/*.c $(O)/kmod/$$d/; \
		$(MAKE) -C $(KERNEL_SRC) M=$(abspath $(O))/kmod/$$d modules; \
		mkdir -p $(T); \
		cp $(O)/kmod/$$d/*.ko $(T)/; \
	done
endif

.PHONY: modules
