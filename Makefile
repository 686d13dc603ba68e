# SPDX-License-Identifier: GPL-2.0-or-later
#
# LTK build: one non-recursive Makefile, everything lands in $(O) (default build/).
# Sources are found by wildcard: drop foo01.c into a test directory and it is built.
# A test directory may carry an optional "Makefile.inc" adding target-specific
# flags, e.g.  $(T)/foo01: LDLIBS += $(LIBAIO_LIBS)

O        ?= build
PREFIX   ?= /opt/ltk
DESTDIR  ?=
CC       ?= cc
AR       ?= ar

WARN     := -Wall -Wextra -Wno-unused-parameter -Wno-missing-field-initializers
BASE_CFLAGS := -std=gnu11 -O2 -g $(WARN) -D_GNU_SOURCE -Iinclude -I$(O)/include
# 64-bit file offsets on 32-bit ABIs (i386: ftruncate01's 5 GiB must not wrap to 1 GiB). On
# LP64 off_t is 64-bit already and the flag would only rename glibc's symbols (stat ->
# stat64), which tools/canfail interposes by their plain names: it is set where it matters.
LP64 := $(shell echo __LP64__ | $(CC) -E -P - 2>/dev/null | tail -n 1)
ifneq ($(LP64),1)
BASE_CFLAGS += -D_FILE_OFFSET_BITS=64
endif
CFLAGS   ?=
LDFLAGS  ?=
LDLIBS   := -lpthread
SAN_FLAGS := -fsanitize=address,undefined -fno-omit-frame-pointer -fno-sanitize-recover=undefined

# T: where test binaries go; the name Makefile.inc files use.
T        := $(O)/testcases/bin
CONFIG_H := $(O)/include/ltk_config.h
CONFIG_MK := $(O)/config.mk
# LTP's config.h (HAVE_* under LTP's names) and the libraries found, made by the same probes.
LTP_CONFIG_H := $(O)/include/config.h

all: lib tests selftests runner

# The probes rewrite an output only when it changes; the stamp records that they ran. They run
# again when the system's packages change (dpkg's status file), so a library installed after
# the first build (sh mk/deps.sh) is found without a clean build.
$(O)/probe.stamp: mk/probe.sh $(wildcard /var/lib/dpkg/status)
	@mkdir -p $(O)/include
	@CC="$(CC)" sh mk/probe.sh $(O) >/dev/null
	@touch $@
$(CONFIG_H) $(CONFIG_MK) $(LTP_CONFIG_H): $(O)/probe.stamp
	@:

-include $(CONFIG_MK)

# ---- the library ---------------------------------------------------------------------------
# The layers of the library, lowest first (doc/internals.md): lib/LAYER/*.c; each layer's
# private headers sit next to its sources, so every layer folder is an include directory.
LIB_LAYERS := core safe feat legacy modern
LIB_INC   := $(LIB_LAYERS:%=-Ilib/%) -Ilib
LIB_SRCS  := $(sort $(wildcard lib/*.c $(LIB_LAYERS:%=lib/%/*.c)))
LIB_OBJS  := $(LIB_SRCS:%.c=$(O)/%.o)
ASAN_OBJS := $(LIB_SRCS:%.c=$(O)/asan/%.o)
LIBLTK    := $(O)/lib/libltk.a
ASAN_LIB  := $(O)/asan/lib/libltk.a
HEADERS   := $(shell find include -name '*.h')

# Header dependencies: every compile writes $@.d (-MMD: the headers it read), included
# below, so editing a header rebuilds exactly what uses it. An object without its .d (first
# build, or built before the .d files existed) falls back on depending on every header.
DEPFLAGS = -MMD -MP -MF $@.d
$(foreach o,$(LIB_OBJS) $(ASAN_OBJS),$(if $(wildcard $(o).d),,\
	$(eval $(o): $(HEADERS) $(wildcard lib/*.h $(LIB_LAYERS:%=lib/%/*.h)))))

$(O)/lib/%.o: lib/%.c $(CONFIG_H)
	@mkdir -p $(dir $@)
	$(CC) $(BASE_CFLAGS) $(LIB_INC) $(DEPFLAGS) $(CFLAGS) -c -o $@ $<

$(O)/asan/lib/%.o: lib/%.c $(CONFIG_H)
	@mkdir -p $(dir $@)
	$(CC) $(BASE_CFLAGS) $(LIB_INC) $(SAN_FLAGS) $(DEPFLAGS) $(CFLAGS) -c -o $@ $<

$(LIBLTK): $(LIB_OBJS)
	@mkdir -p $(dir $@)
	rm -f $@ && $(AR) rcs $@ $^

$(ASAN_LIB): $(ASAN_OBJS)
	@mkdir -p $(dir $@)
	rm -f $@ && $(AR) rcs $@ $^

lib: $(LIBLTK)

# ---- library self-tests (lib/tests/*.c, driven by lib/tests/*.sh) ---------------------------
SELF_SRCS := $(sort $(wildcard lib/tests/*.c))
SELF_BINS := $(SELF_SRCS:lib/tests/%.c=$(O)/lib/tests/%)
SELF_ASAN := $(SELF_SRCS:lib/tests/%.c=$(O)/asan/lib/tests/%)

$(O)/lib/tests/%: lib/tests/%.c $(LIBLTK)
	@mkdir -p $(dir $@)
	$(CC) $(BASE_CFLAGS) $(CFLAGS) $(LDFLAGS) -o $@ $< $(LIBLTK) $(LDLIBS)

$(O)/asan/lib/tests/%: lib/tests/%.c $(ASAN_LIB)
	@mkdir -p $(dir $@)
	$(CC) $(BASE_CFLAGS) $(SAN_FLAGS) $(CFLAGS) $(LDFLAGS) -o $@ $< $(ASAN_LIB) $(LDLIBS)

selftests: $(SELF_BINS)
selftests-asan: $(SELF_ASAN)

# ---- the test corpus (testcases/**/*.c, one binary per file, unique names) -------------------
TEST_SRCS := $(shell find testcases -name '*.c' -not -path '*/lib/*' | sort)
TEST_BINS := $(foreach s,$(TEST_SRCS),$(T)/$(basename $(notdir $(s))))
TEST_SCRIPTS := $(shell find testcases -name '*.sh' -not -path '*/lib/*' | sort)
SHELL_LIB := $(wildcard testcases/lib/*.sh)
# Code shared by tests of a directory (included by them): a change rebuilds the tests.
TEST_HEADERS := $(shell find testcases -name '*.h' -not -path '*/lib/*')

# A test's header dependencies go to $(O)/deps/NAME.d (testcases/bin holds only programs).
define test_rule
$(T)/$(basename $(notdir $(1))): $(1) $(LIBLTK) $(if $(wildcard $(O)/deps/$(basename $(notdir $(1))).d),,$(HEADERS) $(TEST_HEADERS))
	@mkdir -p $(T) $(O)/deps
	$$(CC) $$(BASE_CFLAGS) $$(CFLAGS) $$(TEST_CFLAGS) $$(LDFLAGS) -MMD -MP -MF $(O)/deps/$(basename $(notdir $(1))).d -o $$@ $$< $$(LIBLTK) $$(TEST_LDLIBS) $$(LDLIBS)
endef
$(foreach s,$(TEST_SRCS),$(eval $(call test_rule,$(s))))
-include $(shell find testcases -name Makefile.inc | sort)
-include runner/Makefile.inc
-include tools/canfail/Makefile.inc

$(T)/%.sh: testcases/%.sh
	@mkdir -p $(T)
	install -m 0755 $< $@

tests: $(TEST_BINS) scripts
scripts:
	@mkdir -p $(T)
	@for s in $(TEST_SCRIPTS) $(SHELL_LIB); do install -m 0755 $$s $(T)/; done

# ---- the runner ----------------------------------------------------------------------------
# runner/vm/: the QEMU backend (ltk vm).
RUNNER_SRCS := $(sort $(wildcard runner/*.c runner/vm/*.c))
RUNNER_OBJS := $(RUNNER_SRCS:%.c=$(O)/%.o)
LTK_BIN     := $(O)/bin/ltk

$(O)/runner/%.o: runner/%.c $(wildcard runner/*.h runner/vm/*.h) $(HEADERS) $(CONFIG_H)
	@mkdir -p $(dir $@)
	$(CC) $(BASE_CFLAGS) -Irunner -Irunner/vm $(RUNNER_CFLAGS) $(CFLAGS) -c -o $@ $<

ifneq ($(RUNNER_SRCS),)
$(LTK_BIN): $(RUNNER_OBJS) $(LIBLTK)
	@mkdir -p $(dir $@)
	$(CC) $(LDFLAGS) -o $@ $(RUNNER_OBJS) $(LIBLTK) $(RUNNER_LDLIBS) $(LDLIBS)
runner: $(LTK_BIN)
else
runner:
endif

# ---- checks, install -----------------------------------------------------------------------
check: all selftests-asan
	@sh lib/tests/run.sh $(O)

# LTK on LAVA with Debian's dispatcher: two shards as two QEMU jobs (doc/lava.md)
check-lava: all
	sh mk/check-lava.sh $(O)
.PHONY: check-lava

coverage:
	python3 mk/coverage.py > doc/coverage.md

# The test catalogue in the layout of LTP's metadata/ltp.json (kirk reads it).
metadata: all
	@mkdir -p $(O)/metadata
	python3 mk/metadata.py $(O) > $(O)/metadata/ltp.json.tmp && \
		mv $(O)/metadata/ltp.json.tmp $(O)/metadata/ltp.json

install: all
	sh mk/install.sh "$(O)" "$(DESTDIR)$(PREFIX)" "$(PREFIX)"

clean:
	rm -rf $(O)

-include $(wildcard $(O)/lib/*.o.d $(O)/asan/lib/*.o.d $(O)/lib/*/*.o.d $(O)/asan/lib/*/*.o.d \
	$(O)/deps/*.d)

.PHONY: all lib tests scripts selftests selftests-asan runner check coverage metadata install \
	clean
.DELETE_ON_ERROR:
